/**
 * Running a meeting (issue 10, section 1): start (scheduled → in_progress; the active norms are
 * copied into the meeting), finish (in_progress → finished; the recap goes out once: recap_sent_at
 * is set in the same transaction, so finishing after a reopen sends nothing), reopen (finished →
 * in_progress; admins and leaders), marking an attendee absent, and reviewing a norm (started
 * meetings). A wrong status answers 409 `action_not_possible`. Each is audited and announced.
 */
import { MEETING_MSG, type MeetingStatus, type TMeetingAttendee, type TMeetingNorm } from '@ss/domain';
import type { AuthedContext } from '../../context.ts';
import { authorize } from '../../lib/authorize.ts';
import { HttpError, notFound } from '../../lib/errors.ts';
import { meetingPolicy } from '../../policies/meetings.policy.ts';
import { attendeesOf, setAbsent } from '../../repositories/meeting-attendees.repository.ts';
import { setNormReviewed, snapshotNorms } from '../../repositories/meeting-norms.repository.ts';
import { updateMeetingRow } from '../../repositories/meetings.repository.ts';
import { emit } from '../emit.ts';
import { loadMeeting, where } from './access.ts';
import { mailInfoOf, sendRecap } from './meeting-emails.ts';

const notPossible = (message: string) => new HttpError(409, 'action_not_possible', message);

export type MeetingTransition = 'start' | 'finish' | 'reopen';

const FROM: Record<MeetingTransition, MeetingStatus> = { start: 'scheduled', finish: 'in_progress', reopen: 'finished' };
const WRONG: Record<MeetingTransition, string> = { start: MEETING_MSG.notScheduled, finish: MEETING_MSG.notStarted, reopen: MEETING_MSG.notFinished };

export async function changeMeetingStatus(ctx: AuthedContext, id: number, step: MeetingTransition): Promise<void> {
  const actor = ctx.actor;
  await ctx.db.transaction(async (tx) => {
    const { row, meeting, ref } = await loadMeeting(tx, actor, id, { forUpdate: true });
    authorize(meetingPolicy.changeStatus, actor, ref, step);
    if (meeting.status !== FROM[step]) throw notPossible(step === 'finish' && meeting.status === 'finished' ? MEETING_MSG.finished : WRONG[step]);
    const now = new Date();
    let details: Record<string, unknown> = {};
    let updated;
    if (step === 'start') {
      const copied = await snapshotNorms(tx, id, meeting.district_id, meeting.kind === 'school' || meeting.kind === 'district' ? null : meeting.school_id);
      updated = await updateMeetingRow(tx, id, undefined, { status: 'in_progress', started_at: now });
      details = { norms: copied };
    } else if (step === 'finish') {
      const firstTime = meeting.recap_sent_at === null;
      updated = await updateMeetingRow(tx, id, undefined, { status: 'finished', finished_at: now, ...(firstTime ? { recap_sent_at: now } : {}) });
      const sent = firstTime ? await sendRecap(tx, ctx, mailInfoOf(row, updated!)) : 0;
      details = { recap_sent: firstTime, recipients: sent };
    } else {
      updated = await updateMeetingRow(tx, id, undefined, { status: 'in_progress', finished_at: null });
    }
    const type = step === 'start' ? 'meeting.started' : step === 'finish' ? 'meeting.finished' : 'meeting.reopened';
    await emit(tx, ctx, { type, ...where(meeting), details: { ...details, status: [meeting.status, updated!.status] }, version: updated!.version, status: updated!.status });
  });
}

export async function markAttendee(ctx: AuthedContext, id: number, userId: number, absent: boolean): Promise<TMeetingAttendee> {
  const actor = ctx.actor;
  return ctx.db.transaction(async (tx) => {
    const { meeting, ref } = await loadMeeting(tx, actor, id, { forUpdate: true });
    authorize(meetingPolicy.manage, actor, ref);
    const row = await setAbsent(tx, id, userId, absent);
    if (!row) throw notFound();
    await emit(tx, ctx, { type: 'meeting.attendee_marked', ...where(meeting), details: { user: userId, absent } });
    const person = (await attendeesOf(tx, id)).find((a) => a.id === userId)!;
    return { id: person.id, name: `${person.first_name} ${person.last_name}`, email: person.email, absent: person.absent };
  });
}

export async function reviewNorm(ctx: AuthedContext, id: number, position: number, reviewed: boolean): Promise<TMeetingNorm> {
  const actor = ctx.actor;
  return ctx.db.transaction(async (tx) => {
    const { meeting, ref } = await loadMeeting(tx, actor, id, { forUpdate: true });
    authorize(meetingPolicy.manage, actor, ref);
    if (meeting.status === 'scheduled') throw notPossible(MEETING_MSG.notStarted);
    const row = await setNormReviewed(tx, id, position, reviewed);
    if (!row) throw notFound();
    await emit(tx, ctx, { type: 'meeting.norm_reviewed', ...where(meeting), details: { position, reviewed } });
    return row;
  });
}
