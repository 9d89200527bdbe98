/**
 * Creating, changing and deleting an action (issue 10, section 4). The responsible person must be
 * staff of the action's school or district-level staff of its district; a student must be of that
 * school. Complete and abandoned actions are final: any change answers 409 and writes nothing.
 * Completing sets completed_at and the actual date (today unless given), abandoning abandoned_at.
 * A change needs the version read (409 when stale). Every write is one audit event.
 */
import { ACTION_MSG, type TCreateAction, type TUpdateAction } from '@ss/domain';
import type { Database } from '@ss/db';
import type { AuthedContext } from '../../context.ts';
import { scopeOf } from '../../lib/actor.ts';
import { authorize } from '../../lib/authorize.ts';
import { assertNoFieldErrors, conflict, type FieldErrors, HttpError, notFound } from '../../lib/errors.ts';
import { assertSchoolOpen } from '../../lib/suspension.ts';
import { actionPolicy, isFinal } from '../../policies/actions.policy.ts';
import { todayIso } from '../../lib/dates.ts';
import {
  deleteActionRow,
  findMeetingNote,
  insertAction,
  isEligibleResponsible,
  isStudentOfSchool,
  lockVisibleAction,
  updateActionRow,
  type ActionRow,
} from '../../repositories/actions.repository.ts';
import { getSchool } from '../../repositories/tenancy.repository.ts';
import type { Actor } from '../../lib/actor.ts';
import { readableMeeting } from '../celebrations/celebration-places.ts';
import { emit } from '../emit.ts';
import { actionRef } from './action-ref.ts';

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

/**
 * The meeting and note an action will carry after this write, checked: the meeting readable and of the
 * action's school or (no school of its own) its district; the note one of that meeting's. A note named
 * without its meeting brings its meeting; changing the meeting drops a note that is not named again.
 * `note_student` is the student the note is about (an action written on it is about them unless said otherwise).
 */
async function meetingLink(
  db: Database,
  actor: Actor,
  at: { schoolId: number; districtId: number },
  input: { meeting?: number | null; meeting_note?: number | null },
  current: { meeting_id: number | null; meeting_note_id: number | null } = { meeting_id: null, meeting_note_id: null },
): Promise<{ meeting_id: number | null; meeting_note_id: number | null; note_student: number | null } | null> {
  if (input.meeting === undefined && input.meeting_note === undefined) return null;
  const fields: FieldErrors = {};
  let meetingId = input.meeting !== undefined ? input.meeting : current.meeting_id;
  const sameMeeting = input.meeting === undefined || input.meeting === current.meeting_id;
  const noteId = input.meeting_note !== undefined ? input.meeting_note : sameMeeting ? current.meeting_note_id : null;
  const note = noteId === null ? null : await findMeetingNote(db, noteId);
  if (noteId !== null && input.meeting === undefined && note) meetingId = note.meeting_id;
  if (meetingId !== null && meetingId !== current.meeting_id) {
    const m = await readableMeeting(db, actor, meetingId);
    if (!m || m.district_id !== at.districtId || (m.school_id !== null && m.school_id !== at.schoolId)) fields.meeting = { message: ACTION_MSG.meeting };
  }
  if (noteId !== null && (!note || note.meeting_id !== meetingId)) fields.meeting_note = { message: ACTION_MSG.meetingNote };
  assertNoFieldErrors(fields);
  return { meeting_id: meetingId, meeting_note_id: noteId, note_student: note?.student_id ?? null };
}

export async function createAction(ctx: AuthedContext, input: TCreateAction): Promise<number> {
  const actor = ctx.actor;
  const found = await getSchool(ctx.db, scopeOf(actor), input.school);
  if (!found) throw notFound();
  assertSchoolOpen(actor, found.school);
  const place = { district_id: found.school.district_id, school_id: found.school.id };
  authorize(actionPolicy.create, actor, place);
  const link = await meetingLink(ctx.db, actor, { schoolId: place.school_id, districtId: place.district_id }, input);
  // An action written on a student's note is about that student unless the caller says otherwise.
  const student = input.student !== undefined ? input.student : (link?.note_student ?? null);
  await checkPeople(ctx.db, { schoolId: place.school_id, districtId: place.district_id }, { ...input, student });
  return ctx.db.transaction(async (tx) => {
    const row = await insertAction(tx, {
      ...place,
      meeting_id: link?.meeting_id ?? null,
      meeting_note_id: link?.meeting_note_id ?? null,
      name: input.name,
      responsible_id: input.responsible,
      completion_date: input.completion_date,
      student_id: student,
      comment: input.comment ?? null,
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
        ...(row.meeting_note_id ? { meeting_note: row.meeting_note_id } : {}),
      },
      meeting_ids: [row.meeting_id],
    });
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
/** Written from the meeting link, compared like the fields for the audit's changes. */
const LINKS = { meeting: 'meeting_id', meeting_note: 'meeting_note_id' } as const;

export async function updateAction(ctx: AuthedContext, id: number, input: TUpdateAction): Promise<void> {
  const actor = ctx.actor;
  await ctx.db.transaction(async (tx) => {
    const row = await lockVisibleAction(tx, { scope: scopeOf(actor), userId: actor.id }, id);
    if (!row) throw notFound();
    authorize(actionPolicy.manage, actor, actionRef(row));
    if (isFinal(row.status)) throw finalAction();
    if (input.version !== row.version) throw conflict();
    await checkPeople(tx, { schoolId: row.school_id, districtId: row.district_id }, input);
    const link = await meetingLink(tx, actor, { schoolId: row.school_id, districtId: row.district_id }, input, row);

    const patch: Partial<ActionRow> = link ? { meeting_id: link.meeting_id, meeting_note_id: link.meeting_note_id } : {};
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
    for (const [field, column] of Object.entries({ ...FIELDS, ...LINKS })) {
      const before = row[column as keyof ActionRow];
      const after = column in patch ? patch[column as keyof ActionRow] : before;
      if (after !== before) changes[field] = [before, after];
    }
    const updated = await updateActionRow(tx, id, input.version, patch);
    if (!updated) throw conflict();
    const type = input.status === 'complete' && row.status !== 'complete' ? 'action.completed' : input.status === 'abandoned' ? 'action.abandoned' : 'action.updated';
    await emit(tx, ctx, { type, ...where(updated), details: { changes }, meeting_ids: [row.meeting_id, updated.meeting_id] });
  });
}

export async function deleteAction(ctx: AuthedContext, id: number): Promise<void> {
  const actor = ctx.actor;
  await ctx.db.transaction(async (tx) => {
    const row = await lockVisibleAction(tx, { scope: scopeOf(actor), userId: actor.id }, id);
    if (!row) throw notFound();
    // Whoever may delete it hears why they cannot once it is complete or abandoned.
    authorize(actionPolicy.delete, actor, { ...actionRef(row), status: 'incomplete' });
    if (isFinal(row.status)) throw finalAction();
    await deleteActionRow(tx, id);
    // The audit keeps that it existed, not what it said (its text may name a child's circumstances).
    await emit(tx, ctx, { type: 'action.deleted', ...where(row), details: { status: row.status }, meeting_ids: [row.meeting_id] });
  });
}
