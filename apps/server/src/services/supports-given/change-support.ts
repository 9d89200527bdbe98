/**
 * Changing, ending and deleting a support given (issue 11, section 2). A change names the version
 * read (409 when stale) and is checked as the support will be after it (checks.ts); a network
 * support keeps its name, type and focus areas. Ending is an end date and an outcome together, audited
 * as `student_support.ended` (dates that would leave data points or sessions outside them are refused); reopening (both null) and every other change as `student_support.updated`,
 * with the enumerated fields' before and after and the names of the texts changed, never the texts.
 * Deleting is for a support given by mistake: its data points and sessions go with it.
 */
import { GIVEN_MSG, MSG, type TUpdateStudentSupport } from '@ss/domain';
import type { AuthedContext } from '../../context.ts';
import { authorize } from '../../lib/authorize.ts';
import { assertNoFieldErrors, conflict, type FieldErrors } from '../../lib/errors.ts';
import { studentSupportsPolicy } from '../../policies/supports-given.policy.ts';
import { recordedSpan } from '../../repositories/supports-given-progress.repository.ts';
import { deleteGivenRow, holdsSupport, updateGivenRow, type GivenInsert, type GivenRow } from '../../repositories/supports-given.repository.ts';
import { restrictedNotesPolicy } from '../../policies/restricted-notes.policy.ts';
import { emit } from '../emit.ts';
import { givenEvent, loadGiven } from './access.ts';
import { checkDates, checkFocusKeys, checkMeasure, checkMeeting, checkResponsible, checkTier, type Place } from './checks.ts';

/** Audited with their before and after (dates, codes, ids, numbers); the texts only by name. */
const AUDITED = {
  start_date: 'start_date',
  end_date: 'end_date',
  outcome: 'outcome',
  type: 'type',
  goal_date: 'goal_date',
  tier: 'tier_item_id',
  responsible: 'responsible_id',
  meeting: 'meeting_id',
  measure_definition: 'measure_definition_id',
  scale_min: 'scale_min',
  scale_max: 'scale_max',
  baseline: 'baseline',
  goal: 'goal',
} as const;
const TEXTS = ['name', 'frequency', 'notes', 'measure_name'] as const;

/** The input's value for a field when it names it, else the stored one. */
const pick = <K extends keyof TUpdateStudentSupport, T>(input: TUpdateStudentSupport, key: K, stored: T): T => (input[key] !== undefined ? (input[key] as T) : stored);

async function checkChange(ctx: AuthedContext, g: GivenRow, input: TUpdateStudentSupport, place: Place) {
  const { db, actor } = ctx;
  const fields: FieldErrors = {};
  const patch: Partial<GivenInsert> = {};
  if (g.support_id !== null) for (const f of ['name', 'type', 'focus_areas'] as const) if (input[f] !== undefined) fields[f] = { message: MSG.invalidValue };
  if (input.focus_areas !== undefined && g.support_id === null) patch.focus_area_keys = await checkFocusKeys(db, place, input.focus_areas, fields);
  if (input.tier !== undefined && input.tier !== g.tier_item_id) Object.assign(patch, await checkTier(db, place, input.tier, fields));
  if (input.responsible !== undefined && input.responsible !== g.responsible_id) {
    await checkResponsible(db, place, input.responsible, fields);
    patch.responsible_id = input.responsible;
  }
  if (input.meeting !== undefined && input.meeting !== g.meeting_id) {
    if (input.meeting !== null) await checkMeeting(db, actor, input.meeting, g.student_id, fields);
    patch.meeting_id = input.meeting;
  }
  const dates = {
    start_date: pick(input, 'start_date', g.start_date),
    end_date: pick(input, 'end_date', g.end_date),
    outcome: pick(input, 'outcome', g.outcome),
    goal_date: pick(input, 'goal_date', g.goal_date),
  };
  checkDates(dates, { start_date: input.start_date !== undefined, end_date: input.end_date !== undefined }, fields);
  // Data points and sessions stay within the support's dates, as when they were added.
  const later = dates.start_date > g.start_date;
  const earlier = dates.end_date !== null && (g.end_date === null || dates.end_date < g.end_date);
  if ((later && !fields.start_date) || (earlier && !fields.end_date)) {
    const span = await recordedSpan(db, g.id);
    if (later && span.first !== null && span.first < dates.start_date) fields.start_date = { message: GIVEN_MSG.recordsBefore };
    if (earlier && span.last !== null && span.last > dates.end_date!) fields.end_date = { message: GIVEN_MSG.recordsAfter };
  }
  const definition = pick(input, 'measure_definition_id', g.measure_definition_id);
  const measure = await checkMeasure(
    db,
    place,
    {
      measure_definition_id: definition,
      measure_name: pick(input, 'measure_name', g.measure_name),
      scale_min: pick(input, 'scale_min', g.scale_min),
      scale_max: pick(input, 'scale_max', g.scale_max),
      baseline: pick(input, 'baseline', g.baseline),
      goal: pick(input, 'goal', g.goal),
      goal_date: dates.goal_date,
    },
    definition !== g.measure_definition_id,
    fields,
  );
  // Reopening a network support the student holds again since would hold it twice.
  if (g.end_date !== null && dates.end_date === null && g.support_id !== null && (await holdsSupport(db, g.student_id, g.support_id, g.id)))
    fields.end_date = { message: GIVEN_MSG.alreadyHeld };
  assertNoFieldErrors(fields);
  Object.assign(patch, dates, measure);
  for (const f of TEXTS) if (input[f] !== undefined) Object.assign(patch, { [f]: input[f] });
  if (input.type !== undefined) patch.type = input.type;
  return patch;
}

export async function updateSupportGiven(ctx: AuthedContext, id: number, input: TUpdateStudentSupport): Promise<void> {
  const { row, student } = await loadGiven(ctx, id);
  const g = row.given;
  authorize(studentSupportsPolicy.update, ctx.actor, student);
  // A restricted comment (issue 24, section 2) is written over only inside its circle: outside it, the form
  // never had the text, so its `notes` is left out and the comment stays as it is.
  const facts = {
    district_id: student.district_id,
    school_id: student.school_id,
    author_id: g.created_by,
    restricted: g.restricted,
    restricted_by: g.restricted_by,
    people: g.restricted_people,
  };
  if (input.notes !== undefined && !restrictedNotesPolicy.mayWrite(ctx.actor, facts)) input = { ...input, notes: undefined };
  if (g.version !== input.version) throw conflict();
  const patch = await checkChange(ctx, g, input, { districtId: student.district_id, schoolId: student.school_id });
  const changes: Record<string, [unknown, unknown]> = {};
  for (const [field, column] of Object.entries(AUDITED)) if (patch[column] !== undefined && patch[column] !== g[column]) changes[field] = [g[column], patch[column]];
  if (patch.focus_area_keys !== undefined && patch.focus_area_keys.join() !== g.focus_area_keys.join()) changes.focus_areas = [g.focus_area_keys, patch.focus_area_keys];
  const texts = TEXTS.filter((f) => patch[f] !== undefined && patch[f] !== g[f]);
  const ended = g.end_date === null && patch.end_date != null;
  await ctx.db.transaction(async (tx) => {
    const updated = await updateGivenRow(tx, id, input.version, patch);
    if (!updated) throw conflict();
    await emit(tx, ctx, {
      type: ended ? 'student_support.ended' : 'student_support.updated',
      ...givenEvent(student, updated),
      details: { ...(ended ? { end_date: updated.end_date, outcome: updated.outcome } : {}), changes, ...(texts.length ? { texts } : {}) },
    });
  });
}

export async function deleteSupportGiven(ctx: AuthedContext, id: number): Promise<void> {
  const { row, student } = await loadGiven(ctx, id);
  const g = row.given;
  authorize(studentSupportsPolicy.delete, ctx.actor, student, g);
  await ctx.db.transaction(async (tx) => {
    await deleteGivenRow(tx, id);
    await emit(tx, ctx, { type: 'student_support.deleted', ...givenEvent(student, g), details: { support: g.support_id, start_date: g.start_date } });
  });
}
