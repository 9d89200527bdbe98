/**
 * Progress monitoring and the fidelity log of a support given (issue 11, section 2): its data points
 * (a monitored support only; a date from its start to today, and to its end once ended; a value on its
 * scale when it has one) and its sessions (delivered with minutes, or missed and why, on the same
 * dates). The readers of the student's profile read them; its note writers add, edit (data points: with the
 * version read, 409 when stale) and delete them. Each write is one event with the ids and the date, never the
 * note (an edit: each changed date or value before and after, and `texts: ['note']` when the note changed).
 */
import { GIVEN_MSG, type TCreateDataPoint, type TCreateSession, type TDataPoint, type TDataPointList, type TSession, type TSessionList, type TUpdateDataPoint } from '@ss/domain';
import type { AuthedContext } from '../../context.ts';
import { authorize } from '../../lib/authorize.ts';
import { todayIso } from '../../lib/dates.ts';
import { assertNoFieldErrors, conflict, type FieldErrors, HttpError, notFound } from '../../lib/errors.ts';
import { studentSupportsPolicy } from '../../policies/supports-given.policy.ts';
import { deliveredShare, presentDataPoint, presentSession } from '../../presenters/supports-given.presenter.ts';
import {
  dataPointsOf,
  deleteDataPoint,
  deleteSession,
  getDataPoint,
  insertDataPoint,
  insertSession,
  sessionsOf,
  updateDataPointRow,
} from '../../repositories/supports-given-progress.repository.ts';
import type { GivenRow } from '../../repositories/supports-given.repository.ts';
import { emit } from '../emit.ts';
import { givenEvent, loadGiven, readGiven } from './access.ts';
import { onScale, rangeError } from './checks.ts';

/** The author of what the caller just wrote, as the presenters name them. */
const byActor = (ctx: AuthedContext) => ({ author_first: ctx.actor.first_name, author_last: ctx.actor.last_name });

const measured = (g: GivenRow) => g.measure_definition_id !== null || g.measure_name !== null;

/** A record's date: not to come, not before the support started, not after it ended. */
function checkDay(g: GivenRow, field: string, day: string, fields: FieldErrors) {
  if (day > todayIso()) fields[field] = { message: GIVEN_MSG.future };
  else if (day < g.start_date) fields[field] = { message: GIVEN_MSG.beforeStart };
  else if (g.end_date !== null && day > g.end_date) fields[field] = { message: GIVEN_MSG.afterEnd };
}

/** The support given, for a write to its records by one of its student's note writers. */
async function loadForRecord(ctx: AuthedContext, id: number) {
  const loaded = await loadGiven(ctx, id);
  authorize(studentSupportsPolicy.update, ctx.actor, loaded.student);
  return loaded;
}

export async function listDataPoints(ctx: AuthedContext, id: number): Promise<TDataPointList> {
  const { row, student } = await readGiven(ctx, id, 'data_points');
  const record = studentSupportsPolicy.update(ctx.actor, student);
  const rows = await dataPointsOf(ctx.db, id);
  return { results: rows.map(presentDataPoint), abilities: { create: record && measured(row.given), update: record, delete: record } };
}

export async function addDataPoint(ctx: AuthedContext, id: number, input: TCreateDataPoint): Promise<TDataPoint> {
  const { row, student } = await loadForRecord(ctx, id);
  const g = row.given;
  if (!measured(g)) throw new HttpError(409, 'action_not_possible', GIVEN_MSG.noMeasure);
  const fields: FieldErrors = {};
  checkDay(g, 'measured_on', input.measured_on, fields);
  if (!onScale(input.value, g)) fields.value = rangeError(g);
  assertNoFieldErrors(fields);
  return ctx.db.transaction(async (tx) => {
    const point = await insertDataPoint(tx, { student_support_id: id, measured_on: input.measured_on, value: input.value, note: input.note ?? null, created_by: ctx.actor.id });
    await emit(tx, ctx, { type: 'student_support.data_point_added', ...givenEvent(student, g), details: { data_point: point.id, measured_on: point.measured_on } });
    return presentDataPoint({ point, ...byActor(ctx) });
  });
}

/** Edits a data point: the version read (409 when stale), its date and value checked as when added. */
export async function updateDataPoint(ctx: AuthedContext, id: number, pointId: number, input: TUpdateDataPoint): Promise<TDataPoint> {
  const { row, student } = await loadForRecord(ctx, id);
  const g = row.given;
  const found = await getDataPoint(ctx.db, id, pointId);
  if (!found) throw notFound();
  const before = found.point;
  if (before.version !== input.version) throw conflict();
  const fields: FieldErrors = {};
  if (input.measured_on !== undefined) checkDay(g, 'measured_on', input.measured_on, fields);
  if (input.value !== undefined && !onScale(input.value, g)) fields.value = rangeError(g);
  assertNoFieldErrors(fields);
  const patch: { measured_on?: string; value?: number; note?: string | null } = {};
  if (input.measured_on !== undefined && input.measured_on !== before.measured_on) patch.measured_on = input.measured_on;
  if (input.value !== undefined && input.value !== before.value) patch.value = input.value;
  if (input.note !== undefined && (input.note ?? null) !== before.note) patch.note = input.note ?? null;
  const changes: Record<string, [unknown, unknown]> = {};
  if (patch.measured_on !== undefined) changes.measured_on = [before.measured_on, patch.measured_on];
  if (patch.value !== undefined) changes.value = [before.value, patch.value];
  return ctx.db.transaction(async (tx) => {
    const updated = await updateDataPointRow(tx, pointId, input.version, patch);
    if (!updated) throw conflict();
    await emit(tx, ctx, {
      type: 'student_support.data_point_updated',
      ...givenEvent(student, g),
      details: { data_point: updated.id, measured_on: updated.measured_on, changes, ...(patch.note !== undefined ? { texts: ['note'] } : {}) },
    });
    return presentDataPoint({ point: updated, author_first: found.author_first, author_last: found.author_last });
  });
}

export async function removeDataPoint(ctx: AuthedContext, id: number, pointId: number): Promise<void> {
  const { row, student } = await loadForRecord(ctx, id);
  await ctx.db.transaction(async (tx) => {
    const point = await deleteDataPoint(tx, id, pointId);
    if (!point) throw notFound();
    await emit(tx, ctx, { type: 'student_support.data_point_deleted', ...givenEvent(student, row.given), details: { data_point: point.id, measured_on: point.measured_on } });
  });
}

export async function listSessions(ctx: AuthedContext, id: number): Promise<TSessionList> {
  const { student } = await readGiven(ctx, id, 'sessions');
  const record = studentSupportsPolicy.update(ctx.actor, student);
  const rows = await sessionsOf(ctx.db, id);
  const delivered = rows.filter((r) => r.session.delivered);
  return {
    results: rows.map(presentSession),
    summary: {
      delivered: delivered.length,
      planned: rows.length,
      share: deliveredShare(delivered.length, rows.length),
      minutes: delivered.reduce((sum, r) => sum + (r.session.minutes ?? 0), 0),
    },
    abilities: { create: record, delete: record },
  };
}

export async function logSession(ctx: AuthedContext, id: number, input: TCreateSession): Promise<TSession> {
  const { row, student } = await loadForRecord(ctx, id);
  const fields: FieldErrors = {};
  checkDay(row.given, 'held_on', input.held_on, fields);
  assertNoFieldErrors(fields);
  return ctx.db.transaction(async (tx) => {
    const s = await insertSession(tx, {
      student_support_id: id,
      held_on: input.held_on,
      delivered: input.delivered,
      minutes: input.delivered ? (input.minutes ?? null) : null,
      missed_reason: input.delivered ? null : (input.missed_reason ?? null),
      note: input.note ?? null,
      created_by: ctx.actor.id,
    });
    await emit(tx, ctx, {
      type: 'student_support.session_logged',
      ...givenEvent(student, row.given),
      details: { session: s.id, held_on: s.held_on, delivered: s.delivered, ...(s.delivered ? { minutes: s.minutes } : { missed_reason: s.missed_reason }) },
    });
    return presentSession({ session: s, ...byActor(ctx) });
  });
}

export async function removeSession(ctx: AuthedContext, id: number, sessionId: number): Promise<void> {
  const { row, student } = await loadForRecord(ctx, id);
  await ctx.db.transaction(async (tx) => {
    const s = await deleteSession(tx, id, sessionId);
    if (!s) throw notFound();
    await emit(tx, ctx, { type: 'student_support.session_deleted', ...givenEvent(student, row.given), details: { session: s.id, held_on: s.held_on } });
  });
}
