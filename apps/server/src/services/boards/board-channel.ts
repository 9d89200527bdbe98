/** The `board:{id}` realtime channel: a subscription is authorized exactly as a read of the board; the `board.*` events refresh it (boardListeners). */
import { boardChannel, type RealtimeNotice } from '@ss/domain';
import { HttpError } from '../../lib/errors.ts';
import type { ChannelAccess, Listeners } from '../listeners.ts';
import { loadBoard } from './access.ts';

export const boardChannelAccess: ChannelAccess = {
  async authorize(ctx, auth, id) {
    try {
      const { board } = await loadBoard(ctx.db, auth.actor, id);
      return { version: board.version };
    } catch (err) {
      // Not found, not allowed and suspended all read as "not found" on the socket.
      if (err instanceof HttpError) return null;
      throw err;
    }
  },
};

/** A lock change on a board's channel; the hub names the holder for its sockets. */
const lockNotice = (id: number, version: number, holder_id: number | null, broken_by_leader: boolean, leaders_only: boolean): RealtimeNotice => ({
  channel: boardChannel(id),
  version,
  event: { kind: 'lock', holder_id, broken_by_leader, leaders_only },
});

/** What refreshes a `board:{id}` channel (the boards area's listeners). */
export const boardListeners: Listeners = {
  'board.card_moved': (e, actor) => [
    {
      channel: boardChannel(e.target.id),
      version: e.version,
      event: { kind: 'moved', student_id: e.student_id, school_id: e.school_id, category_id: e.category_id, position: e.position, by: actor ?? 0 },
    },
  ],
  'board.locked': (e, actor) => [lockNotice(e.target.id, e.version, actor, false, e.leaders_only)],
  'board.lock_released': (e) => [lockNotice(e.target.id, e.version, null, false, e.leaders_only)],
  'board.unlocked': (e) => [lockNotice(e.target.id, e.version, null, e.broken_by_leader, e.leaders_only)],
  'board.updated': (e) => [{ channel: boardChannel(e.target.id), version: e.version, event: { kind: 'changed' } }],
  'board.deleted': (e) => [{ channel: boardChannel(e.target.id), version: e.version, event: { kind: 'deleted' } }],
};
