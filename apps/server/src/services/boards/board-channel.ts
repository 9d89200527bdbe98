/** The `board:{id}` realtime channel: a subscription is authorized exactly as a read of the board. */
import { HttpError } from '../../lib/errors.ts';
import type { ChannelAccess } from '../../realtime/hub.ts';
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
