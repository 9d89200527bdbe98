/**
 * Scheduling, changing and deleting a meeting (issue 10, section 1). The subject is loaded through
 * the actor's scope (404 outside it); scheduling needs meetings.policy `create` (403). The
 * descriptor must be an active item of the list that applies, attendees staff who may see the
 * subject (400). A change needs the version read (409 when stale) and refuses a finished meeting
 * (409); a changed time re-sends the invitation to everyone (same UID, higher SEQUENCE), new
 * attendees get theirs. A start without an offset is a wall-clock time in the meeting's zone (its school's,
 * else its district's). Deleting is for scheduled meetings only (409 otherwise) and sends the
 * cancellation. Every write is one audit event and, on commit, one `meeting:{id}` message.
 */
import { LOCAL_DATE_TIME, MEETING_MSG, zonedToInstant, type TCreateMeetingParsed, type TUpdateMeeting } from '@ss/domain';
import type { AuthedContext } from '../../context.ts';
import { authorize } from '../../lib/authorize.ts';
import { conflict, fieldError, HttpError } from '../../lib/errors.ts';
import { meetingPolicy } from '../../policies/meetings.policy.ts';
import { attendeesOf, setAttendees } from '../../repositories/meeting-attendees.repository.ts';
import { deleteMeetingRow, insertMeeting, meetingTimeZone, updateMeetingRow, type MeetingRow } from '../../repositories/meetings.repository.ts';
import { emit } from '../emit.ts';
import { loadMeeting, where } from './access.ts';
import { mailInfoOf, sendCancellations, sendInvitations } from './meeting-emails.ts';
import { checkAttendees, descriptorText, resolveSubject } from './subject.ts';

export const finishedMeeting = () => new HttpError(409, 'conflict', MEETING_MSG.finished);
export const notScheduled = () => new HttpError(409, 'action_not_possible', MEETING_MSG.notScheduled);

/** The instant a start names: as given when it carries an offset, else the wall-clock time read in the meeting's zone. */
export function startsAtIn(value: string, zone: string): Date {
  const at = LOCAL_DATE_TIME.test(value) ? zonedToInstant(value, zone) : new Date(value);
  if (!at || Number.isNaN(at.getTime())) throw fieldError('starts_at', MEETING_MSG.datetime);
  return at;
}

export async function createMeeting(ctx: AuthedContext, input: TCreateMeetingParsed): Promise<number> {
  const actor = ctx.actor;
  const subject = await resolveSubject(ctx.db, actor, input);
  authorize(meetingPolicy.create, actor, subject.ref);
  const descriptor = await descriptorText(ctx.db, subject.ref, input.descriptor, subject.francophone);
  await checkAttendees(ctx.db, input.attendees, {
    districtId: subject.ref.district_id,
    schoolId: subject.ref.school_id,
    boardId: subject.board_id,
    schoolLeadersOnly: input.kind === 'school',
  });
  const startsAt = startsAtIn(input.starts_at, await meetingTimeZone(ctx.db, subject.ref.district_id, subject.ref.school_id));
  return ctx.db.transaction(async (tx) => {
    const row = await insertMeeting(tx, {
      district_id: subject.ref.district_id,
      school_id: subject.ref.school_id,
      board_id: subject.board_id,
      student_id: subject.student_id,
      kind: input.kind,
      descriptor,
      descriptor_id: input.descriptor,
      starts_at: startsAt,
      duration_minutes: input.duration_minutes,
      location: input.location ?? null,
      guests: input.guests,
      created_by: actor.id,
    });
    await setAttendees(tx, row.id, input.attendees);
    await emit(tx, ctx, {
      type: 'meeting.created',
      ...where(row),
      details: { kind: row.kind, descriptor: row.descriptor, starts_at: row.starts_at.toISOString(), attendees: input.attendees, guests: input.guests.length },
    });
    const loaded = await loadMeeting(tx, actor, row.id);
    await sendInvitations(tx, ctx, mailInfoOf(loaded.row), { update: false });
    return row.id;
  });
}

const FIELDS = ['descriptor', 'starts_at', 'duration_minutes', 'location', 'guests'] as const;

export async function updateMeeting(ctx: AuthedContext, id: number, input: TUpdateMeeting & { attendees?: number[] }): Promise<void> {
  const actor = ctx.actor;
  await ctx.db.transaction(async (tx) => {
    const { row, meeting, ref } = await loadMeeting(tx, actor, id, { forUpdate: true });
    authorize(meetingPolicy.manage, actor, ref);
    if (meeting.status === 'finished') throw finishedMeeting();
    if (input.version !== meeting.version) throw conflict();
    const patch: Partial<MeetingRow> = {};
    if (input.descriptor !== undefined && input.descriptor !== meeting.descriptor_id) {
      patch.descriptor = await descriptorText(tx, ref, input.descriptor, row.district_francophone);
      patch.descriptor_id = input.descriptor;
    }
    if (input.starts_at !== undefined) patch.starts_at = startsAtIn(input.starts_at, row.time_zone);
    if (input.duration_minutes !== undefined) patch.duration_minutes = input.duration_minutes;
    if (input.location !== undefined) patch.location = input.location ?? null;
    if (input.guests !== undefined) patch.guests = input.guests;
    const attendees = input.attendees ? [...new Set(input.attendees)] : undefined;
    if (attendees)
      await checkAttendees(tx, attendees, {
        districtId: meeting.district_id,
        schoolId: meeting.school_id,
        boardId: meeting.board_id,
        schoolLeadersOnly: meeting.kind === 'school',
      });

    const changes: Record<string, [unknown, unknown]> = {};
    for (const f of FIELDS) {
      if (!(f in patch)) continue;
      const before = meeting[f] instanceof Date ? (meeting[f] as Date).toISOString() : meeting[f];
      const afterRaw = patch[f];
      const after = afterRaw instanceof Date ? afterRaw.toISOString() : afterRaw;
      if (JSON.stringify(before) !== JSON.stringify(after)) changes[f] = [before, after];
      else delete patch[f];
    }
    const updated = await updateMeetingRow(tx, id, input.version, patch);
    if (!updated) throw conflict();
    let added: number[] = [];
    if (attendees) {
      const diff = await setAttendees(tx, id, attendees);
      added = diff.added;
      if (diff.added.length || diff.removed.length) changes.attendees = [diff.removed, diff.added];
    }
    await emit(tx, ctx, { type: 'meeting.updated', ...where(updated), details: { changes }, version: updated.version });
    const info = mailInfoOf(row, updated);
    const timeChanged = 'starts_at' in changes || 'duration_minutes' in changes || 'location' in changes;
    if (updated.status === 'scheduled') {
      if (timeChanged) await sendInvitations(tx, ctx, info, { update: true });
      else if (added.length) await sendInvitations(tx, ctx, info, { update: false, onlyUserIds: added });
    }
  });
}

export async function deleteMeeting(ctx: AuthedContext, id: number): Promise<void> {
  const actor = ctx.actor;
  await ctx.db.transaction(async (tx) => {
    const { row, meeting, ref } = await loadMeeting(tx, actor, id, { forUpdate: true });
    authorize(meetingPolicy.manage, actor, ref);
    if (meeting.status !== 'scheduled') throw notScheduled();
    const people = (await attendeesOf(tx, id)).filter((a) => a.deactivated_at === null);
    await sendCancellations(tx, ctx, mailInfoOf(row), people);
    await deleteMeetingRow(tx, id);
    await emit(tx, ctx, {
      type: 'meeting.deleted',
      ...where(meeting),
      details: { kind: meeting.kind, descriptor: meeting.descriptor, starts_at: meeting.starts_at.toISOString() },
      version: meeting.version + 1,
    });
  });
}
