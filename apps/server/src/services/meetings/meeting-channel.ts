/** The `meeting:{id}` realtime channel: a subscription is authorized exactly as a read of the meeting. */
import { HttpError } from '../../lib/errors.ts';
import type { ChannelAccess } from '../../realtime/hub.ts';
import { loadMeeting } from './access.ts';

export const meetingChannelAccess: ChannelAccess = {
  async authorize(ctx, auth, id) {
    try {
      const { meeting } = await loadMeeting(ctx.db, auth.actor, id);
      return { version: meeting.version };
    } catch (err) {
      // Not found, not allowed and suspended all read as "not found" on the socket.
      if (err instanceof HttpError) return null;
      throw err;
    }
  },
};
