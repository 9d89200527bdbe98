/** The `meeting:{id}` realtime channel: a subscription is authorized exactly as a read of the meeting; `meeting.*` and `action.*` refresh it (meetingListeners). */
import { meetingChannel, type RealtimeNotice } from '@ss/domain';
import { HttpError } from '../../lib/errors.ts';
import type { ChannelAccess, Listeners } from '../listeners.ts';
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

const on = (id: number, version: number, event: RealtimeNotice['event']): RealtimeNotice[] => [{ channel: meetingChannel(id), version, event }];

/**
 * What refreshes a `meeting:{id}` channel (the meetings area's listeners): the meeting's own changes, and
 * every change of an action agreed in it (`action.*`), which the run page lists.
 */
export const meetingListeners: Listeners = {
  'meeting.updated': (e) => on(e.target.id, e.version, { kind: 'changed' }),
  'meeting.deleted': (e) => on(e.target.id, e.version, { kind: 'deleted' }),
  'meeting.started': (e, actor) => on(e.target.id, e.version, { kind: 'status_changed', status: e.status, by: actor ?? 0 }),
  'meeting.finished': (e, actor) => on(e.target.id, e.version, { kind: 'status_changed', status: e.status, by: actor ?? 0 }),
  'meeting.reopened': (e, actor) => on(e.target.id, e.version, { kind: 'status_changed', status: e.status, by: actor ?? 0 }),
  'meeting.attendee_marked': (e) => on(e.target.id, -1, { kind: 'attendee_changed', user_id: e.details.user, absent: e.details.absent }),
  'meeting.norm_reviewed': (e) => on(e.target.id, -1, { kind: 'norm_reviewed', position: e.details.position, reviewed: e.details.reviewed }),
  'meeting.note_created': (e, actor) => on(e.details.meeting, -1, { kind: 'note_created', note_id: e.target.id, student_id: e.student_id ?? null, by: actor ?? 0 }),
  'meeting.note_saved': (e, actor) =>
    on(e.details.meeting, -1, {
      kind: 'section_saved',
      note_id: e.target.id,
      student_id: e.student_id ?? null,
      section: e.details.section,
      version: e.details.version,
      by: actor ?? 0,
    }),
  'action.*': (e) => [...new Set(e.meeting_ids)].flatMap((id) => (id === null ? [] : on(id, -1, { kind: 'actions_changed', action_id: e.target.id }))),
};
