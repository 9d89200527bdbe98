/**
 * What a support given must satisfy, checked before any write (issue 11, section 2), each failure a
 * field error with its message (GIVEN_MSG): the tier an active item of the student's school's tier
 * list, the responsible person staff of the school or its district (the actions' rule), the meeting
 * one the caller may read where the student was discussed, the dates in order and not to come, an end
 * date and an outcome together, and a measure that is either a student-data measure of the student's
 * school or district or the support's own name and scale, with a baseline and a goal on that scale.
 */
import { GIVEN_MSG, MSG, SUPPORT_MSG, type StudentSupportOutcome } from '@ss/domain';
import type { Database } from '@ss/db';
import type { Actor } from '../../lib/actor.ts';
import { todayIso } from '../../lib/dates.ts';
import { HttpError, type FieldErrors } from '../../lib/errors.ts';
import { isEligibleResponsible } from '../../repositories/actions.repository.ts';
import { effectiveList } from '../../repositories/config-resolve.ts';
import { meetingDiscusses, monitoringMeasure } from '../../repositories/supports-given.repository.ts';
import { loadMeeting } from '../meetings/access.ts';

export interface Place {
  districtId: number;
  schoolId: number;
}

const keyOf = (item: { id: number; root_item_id: number | null }) => item.root_item_id ?? item.id;

/** The tier item and its lineage key, when the id is an active item of the school's tier list. */
export async function checkTier(db: Database, place: Place, tierId: number, fields: FieldErrors) {
  const { items } = await effectiveList(db, 'student-support-tiers', { schoolId: place.schoolId }, { activeOnly: true });
  const item = items.find((i) => i.id === tierId);
  if (!item) {
    fields.tier = { message: GIVEN_MSG.tier };
    return null;
  }
  return { tier_item_id: item.id, tier_key: keyOf(item) };
}

/** A one-off's focus areas: keys of the school's focus-area list. */
export async function checkFocusKeys(db: Database, place: Place, keys: number[], fields: FieldErrors) {
  const { items } = await effectiveList(db, 'student-support-focus-areas', { schoolId: place.schoolId }, { activeOnly: true });
  const known = new Set(items.map(keyOf));
  if (keys.some((k) => !known.has(k))) fields.focus_areas = { message: SUPPORT_MSG.unknownKey };
  return [...new Set(keys)];
}

export async function checkResponsible(db: Database, place: Place, userId: number, fields: FieldErrors) {
  if (!(await isEligibleResponsible(db, userId, place))) fields.responsible = { message: GIVEN_MSG.responsible };
}

/** A meeting the actor may read, with a note on the student. */
export async function checkMeeting(db: Database, actor: Actor, meetingId: number, studentId: number, fields: FieldErrors) {
  try {
    await loadMeeting(db, actor, meetingId);
  } catch (e) {
    if (!(e instanceof HttpError)) throw e;
    fields.meeting = { message: GIVEN_MSG.meeting };
    return;
  }
  if (!(await meetingDiscusses(db, meetingId, studentId))) fields.meeting = { message: GIVEN_MSG.meeting };
}

/** The dates and the outcome of a support given, as they will be after the write. */
export interface DatesDraft {
  start_date: string;
  end_date: string | null;
  outcome: StudentSupportOutcome | null;
  goal_date: string | null;
}

/** Which of the dates the request itself names (a stored date is not refused for today having moved on). */
export function checkDates(d: DatesDraft, named: { start_date?: boolean; end_date?: boolean }, fields: FieldErrors) {
  const today = todayIso();
  if (named.start_date && d.start_date > today) fields.start_date = { message: GIVEN_MSG.future };
  if (d.end_date !== null) {
    if (named.end_date && d.end_date > today) fields.end_date = { message: GIVEN_MSG.future };
    else if (d.end_date < d.start_date) fields.end_date = { message: GIVEN_MSG.endBeforeStart };
  }
  if (d.end_date !== null && d.outcome === null) fields.outcome = { message: GIVEN_MSG.endWithOutcome };
  if (d.end_date === null && d.outcome !== null) fields.end_date = { message: GIVEN_MSG.endWithOutcome };
  if (d.goal_date !== null && d.goal_date < d.start_date) fields.goal_date = { message: GIVEN_MSG.goalDate };
}

/** The measure columns as they will be stored. */
export interface MeasureDraft {
  measure_definition_id: number | null;
  measure_name: string | null;
  scale_min: number | null;
  scale_max: number | null;
  baseline: number | null;
  goal: number | null;
  goal_date: string | null;
}

/** A value on the measure's scale (either bound may be open). */
export const onScale = (value: number, m: Pick<MeasureDraft, 'scale_min' | 'scale_max'>) =>
  (m.scale_min === null || value >= m.scale_min) && (m.scale_max === null || value <= m.scale_max);

export const rangeError = (m: Pick<MeasureDraft, 'scale_min' | 'scale_max'>) => ({ message: GIVEN_MSG.range, params: { min: m.scale_min ?? '−∞', max: m.scale_max ?? '∞' } });

/**
 * Checks the measure and returns what to store: a student-data measure brings its own bounds (when
 * `loadDefinition`, i.e. it is newly named; otherwise the stored bounds stand), the support's own
 * measure keeps the scale given (both bounds or neither, the lower first).
 */
export async function checkMeasure(db: Database, place: Place, m: MeasureDraft, loadDefinition: boolean, fields: FieldErrors): Promise<MeasureDraft> {
  const out = { ...m };
  if (m.measure_definition_id !== null && m.measure_name !== null) fields.measure_name = { message: GIVEN_MSG.measureBoth };
  else if (m.measure_definition_id !== null) {
    if (loadDefinition) {
      const def = await monitoringMeasure(db, m.measure_definition_id, place);
      if (!def) fields.measure_definition_id = { message: GIVEN_MSG.measure };
      else Object.assign(out, { scale_min: def.min_value, scale_max: def.max_value });
    }
  } else if (m.measure_name !== null) {
    if (m.scale_min !== null && m.scale_max === null) fields.scale_max = { message: MSG.required };
    else if (m.scale_min === null && m.scale_max !== null) fields.scale_min = { message: MSG.required };
    else if (m.scale_min !== null && m.scale_max !== null && m.scale_min >= m.scale_max) fields.scale_max = { message: GIVEN_MSG.scale };
  } else {
    Object.assign(out, { scale_min: null, scale_max: null });
    if (m.baseline !== null || m.goal !== null || m.goal_date !== null) fields.measure_name = { message: GIVEN_MSG.measureName };
  }
  if (!fields.scale_max && !fields.scale_min) {
    if (out.baseline !== null && !onScale(out.baseline, out)) fields.baseline = rangeError(out);
    if (out.goal !== null && !onScale(out.goal, out)) fields.goal = rangeError(out);
  }
  return out;
}
