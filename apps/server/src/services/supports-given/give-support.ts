/**
 * Giving a student a support (`POST /api/v1/student_supports/`): a support of the student's school's
 * network (approved, of the district or of the school), kept under its name in the district's language
 * with its type and focus areas, or a one-off written there; a student does not hold the same network
 * support twice at once (the report counts supports held as students holding them). Checked whole
 * before the write (checks.ts), then one row and one `student_support.given` event.
 */
import { GIVEN_MSG, type TGiveStudentSupport } from '@ss/domain';
import type { AuthedContext } from '../../context.ts';
import { authorize } from '../../lib/authorize.ts';
import { assertNoFieldErrors, type FieldErrors } from '../../lib/errors.ts';
import { studentSupportsPolicy } from '../../policies/supports-given.policy.ts';
import { holdsSupport, insertGiven, networkSupport } from '../../repositories/supports-given.repository.ts';
import { loadStudent } from '../student-profile/access.ts';
import { emit } from '../emit.ts';
import { givenEvent } from './access.ts';
import { checkDates, checkFocusKeys, checkMeasure, checkMeeting, checkResponsible, checkTier, type Place } from './checks.ts';

/** What is given: the network support's name (the district's language first), type and focus areas, or the one-off's. */
async function whatIsGiven(ctx: AuthedContext, input: TGiveStudentSupport, studentId: number, place: Place, fields: FieldErrors) {
  if (input.support != null) {
    const found = await networkSupport(ctx.db, input.support, place);
    if (!found) {
      fields.support = { message: GIVEN_MSG.network };
      return null;
    }
    if (await holdsSupport(ctx.db, studentId, found.support.id)) fields.support = { message: GIVEN_MSG.alreadyHeld };
    const s = found.support;
    const name = found.francophone ? s.name_fr || s.name_en : s.name_en || s.name_fr;
    return { support_id: s.id, name, type: s.type, focus_area_keys: s.focus_area_keys };
  }
  const keys = await checkFocusKeys(ctx.db, place, input.focus_areas ?? [], fields);
  return { support_id: null, name: input.name!, type: input.type!, focus_area_keys: keys };
}

export async function giveSupport(ctx: AuthedContext, input: TGiveStudentSupport): Promise<number> {
  const { db, actor } = ctx;
  const { student } = await loadStudent(db, actor, input.student);
  authorize(studentSupportsPolicy.give, actor, student);
  const place: Place = { districtId: student.district_id, schoolId: student.school_id };
  const fields: FieldErrors = {};
  const what = await whatIsGiven(ctx, input, student.id, place, fields);
  const tier = await checkTier(db, place, input.tier, fields);
  await checkResponsible(db, place, input.responsible, fields);
  if (input.meeting != null) await checkMeeting(db, actor, input.meeting, student.id, fields);
  const goal_date = input.goal_date ?? null;
  checkDates({ start_date: input.start_date, end_date: null, outcome: null, goal_date }, { start_date: true }, fields);
  const measure = await checkMeasure(
    db,
    place,
    {
      measure_definition_id: input.measure_definition_id ?? null,
      measure_name: input.measure_name ?? null,
      scale_min: input.scale_min ?? null,
      scale_max: input.scale_max ?? null,
      baseline: input.baseline ?? null,
      goal: input.goal ?? null,
      goal_date,
    },
    true,
    fields,
  );
  assertNoFieldErrors(fields);
  return db.transaction(async (tx) => {
    const row = await insertGiven(tx, {
      district_id: student.district_id,
      school_id: student.school_id,
      student_id: student.id,
      ...what!,
      ...tier!,
      start_date: input.start_date,
      responsible_id: input.responsible,
      frequency: input.frequency ?? null,
      notes: input.notes ?? null,
      meeting_id: input.meeting ?? null,
      ...measure,
      created_by: actor.id,
    });
    await emit(tx, ctx, {
      type: 'student_support.given',
      ...givenEvent(student, row),
      details: {
        support: row.support_id,
        type: row.type,
        tier: row.tier_item_id,
        start_date: row.start_date,
        responsible: row.responsible_id,
        ...(row.meeting_id ? { meeting: row.meeting_id } : {}),
        ...(row.measure_definition_id ? { measure_definition: row.measure_definition_id } : {}),
      },
    });
    return row.id;
  });
}
