/**
 * Creating, changing and deleting an action (issue 10, section 4). The responsible person must be
 * staff of the action's school or district-level staff of its district; a student must be of that
 * school. Complete and abandoned actions are final: any change answers 409 and writes nothing.
 * Completing sets completed_at and the actual date (today unless given), abandoning abandoned_at.
 * A change needs the version read (409 when stale). Every write is one audit event.
 */
import { ACTION_MSG, meetingChannel, type TCreateAction, type TUpdateAction } from '@ss/domain';
import type { Database } from '@ss/db';
import type { AuthedContext } from '../../context.ts';
import { scopeOf } from '../../lib/actor.ts';
import { authorize } from '../../lib/authorize.ts';
import { assertNoFieldErrors, fieldError, HttpError, notFound, type FieldErrors } from '../../lib/errors.ts';
import { findNote } from '../../repositories/meetings.repository.ts';
import { notifyRealtime } from '../../repositories/realtime.repository.ts';
import { loadMeeting } from '../meetings/access.ts';
import { assertSchoolOpen } from '../../lib/suspension.ts';
import { actionPolicy, isFinal } from '../../policies/actions.policy.ts';
import { todayIso } from '../../lib/dates.ts';
import { actionRef } from '../../presenters/actions.presenter.ts';
import {
  deleteActionRow,
  insertAction,
  isEligibleResponsible,
  isStudentOfSchool,
  lockVisibleAction,
  updateActionRow,
  type ActionRow,
} from '../../repositories/actions.repository.ts';
import { getSchool } from '../../repositories/tenancy.repository.ts';
import { emit } from '../emit.ts';
import { conflict } from '../students/roster-checks.ts';

/**
 * The meeting an action is agreed in (issue 10, section 1): one the caller sees, of the action's
 * school; the note, when given, one of that meeting (its student becomes the action's when none is given).
 */
async function checkMeeting(ctx: AuthedContext, schoolId: number, input: { meeting?: number | null; meeting_note?: number | null }) {
  const none = { meetingId: null, noteId: null, noteStudent: null as number | null };
  if (input.meeting == null) {
    if (input.meeting_note != null) throw fieldError('meeting_note', ACTION_MSG.meetingNote);
    return none;
  }
  const { meeting } = await loadMeeting(ctx.db, ctx.actor, input.meeting);
  if (meeting.school_id !== schoolId) throw fieldError('meeting', ACTION_MSG.meeting);
  if (input.meeting_note == null) return { ...none, meetingId: meeting.id };
  const note = await findNote(ctx.db, meeting.id, input.meeting_note);
  if (!note) throw fieldError('meeting_note', ACTION_MSG.meetingNote);
  return { meetingId: meeting.id, noteId: note.id, noteStudent: note.student_id };
}

/** Tells the meeting's run page (its `meeting:{id}` channel) that its actions changed. */
async function announceToMeeting(db: Database, a: Pick<ActionRow, 'id' | 'meeting_id'>) {
  if (a.meeting_id !== null) await notifyRealtime(db, { channel: meetingChannel(a.meeting_id), version: -1, event: { kind: 'actions_changed', action_id: a.id } });
}

export const finalAction = () => new HttpError(409, 'conflict', ACTION_MSG.final);

/** Where an action's events happened and what they are about. */
const where = (a: Pick<ActionRow, 'id' | 'district_id' | 'school_id' | 'student_id'>) => ({
  district_id: a.district_id,
  school_id: a.school_id,
  student_id: a.student_id,
  target: { type: 'action' as const, id: a.id },
});

async function checkPeople(db: Database, at: { schoolId: number; districtId: number }, input: { responsible?: number; student?: number | null }) {
  const fields: FieldErrors = {};
  if (input.responsible !== undefined && !(await isEligibleResponsible(db, input.responsible, at))) fields.responsible = { message: ACTION_MSG.responsible };
  if (input.student != null && !(await isStudentOfSchool(db, input.student, at.schoolId))) fields.student = { message: ACTION_MSG.student };
  assertNoFieldErrors(fields);
}

export async function createAction(ctx: AuthedContext, input: TCreateAction): Promise<number> {
  const actor = ctx.actor;
  const found = await getSchool(ctx.db, scopeOf(actor), input.school);
  if (!found) throw notFound();
  assertSchoolOpen(actor, found.school);
  const place = { district_id: found.school.district_id, school_id: found.school.id };
  authorize(actionPolicy.create(actor, place));
  await checkPeople(ctx.db, { schoolId: place.school_id, districtId: place.district_id }, input);
  const link = await checkMeeting(ctx, place.school_id, input);
  return ctx.db.transaction(async (tx) => {
    const row = await insertAction(tx, {
      ...place,
      name: input.name,
      responsible_id: input.responsible,
      completion_date: input.completion_date,
      student_id: input.student ?? link.noteStudent ?? null,
      comment: input.comment ?? null,
      meeting_id: link.meetingId,
      meeting_note_id: link.noteId,
      created_by: actor.id,
    });
    await emit(tx, ctx, {
      type: 'action.created',
      ...where(row),
      details: {
        name: row.name,
        responsible: row.responsible_id,
        completion_date: row.completion_date,
        ...(row.student_id ? { student: row.student_id } : {}),
        ...(row.meeting_id ? { meeting: row.meeting_id } : {}),
      },
    });
    await announceToMeeting(tx, row);
    return row.id;
  });
}

const FIELDS = {
  name: 'name',
  responsible: 'responsible_id',
  completion_date: 'completion_date',
  actual_date: 'actual_date',
  status: 'status',
  student: 'student_id',
  comment: 'comment',
} as const;

export async function updateAction(ctx: AuthedContext, id: number, input: TUpdateAction): Promise<void> {
  const actor = ctx.actor;
  await ctx.db.transaction(async (tx) => {
    const row = await lockVisibleAction(tx, { scope: scopeOf(actor), userId: actor.id }, id);
    if (!row) throw notFound();
    authorize(actionPolicy.manage(actor, actionRef(row)));
    if (isFinal(row.status)) throw finalAction();
    if (input.version !== row.version) throw conflict();
    await checkPeople(tx, { schoolId: row.school_id, districtId: row.district_id }, input);

    const patch: Partial<ActionRow> = {};
    for (const [field, column] of Object.entries(FIELDS) as [keyof typeof FIELDS, (typeof FIELDS)[keyof typeof FIELDS]][]) {
      const value = input[field];
      if (value !== undefined) (patch as Record<string, unknown>)[column] = value;
    }
    const now = new Date();
    if (input.status === 'complete') {
      patch.completed_at = now;
      patch.actual_date = input.actual_date ?? row.actual_date ?? todayIso();
    } else if (input.status === 'abandoned') patch.abandoned_at = now;

    const changes: Record<string, [unknown, unknown]> = {};
    for (const [field, column] of Object.entries(FIELDS)) {
      const before = row[column as keyof ActionRow];
      const after = column in patch ? patch[column as keyof ActionRow] : before;
      if (after !== before) changes[field] = [before, after];
    }
    const updated = await updateActionRow(tx, id, input.version, patch);
    if (!updated) throw conflict();
    const type = input.status === 'complete' && row.status !== 'complete' ? 'action.completed' : input.status === 'abandoned' ? 'action.abandoned' : 'action.updated';
    await emit(tx, ctx, { type, ...where(updated), details: { changes } });
    await announceToMeeting(tx, updated);
  });
}

export async function deleteAction(ctx: AuthedContext, id: number): Promise<void> {
  const actor = ctx.actor;
  await ctx.db.transaction(async (tx) => {
    const row = await lockVisibleAction(tx, { scope: scopeOf(actor), userId: actor.id }, id);
    if (!row) throw notFound();
    // Whoever may delete it hears why they cannot once it is complete.
    authorize(actionPolicy.delete(actor, { ...actionRef(row), status: 'incomplete' }));
    if (row.status === 'complete') throw finalAction();
    await deleteActionRow(tx, id);
    await emit(tx, ctx, { type: 'action.deleted', ...where(row), details: { name: row.name, status: row.status } });
    await announceToMeeting(tx, row);
  });
}
