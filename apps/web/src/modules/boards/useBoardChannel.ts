/**
 * The board's live channel `board:{id}` on the browser's one realtime socket (lib/realtime.ts: it
 * reconnects with backoff and subscribes again). Which events to apply and when to refetch is the
 * caller's (useLiveBoard); this hook only holds the subscription.
 */
import type { TBoardEvent } from '@ss/domain';
import { useChannel, type ChannelMessage as AnyChannelMessage } from '../../lib/realtime.ts';

export type ChannelMessage = AnyChannelMessage<TBoardEvent>;

/** Returns whether the socket is connected and subscribed. */
export function useBoardChannel(boardId: number, onMessage: (m: ChannelMessage) => void): boolean {
  return useChannel<TBoardEvent>(`board:${boardId}`, onMessage);
}
