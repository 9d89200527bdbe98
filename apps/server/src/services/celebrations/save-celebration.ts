/**
 * Adding, changing and deleting celebrations (issue 10, section 3). A celebration belongs to a school;
 * its student must be of that school, its meeting of that school or its district; its day is today
 * unless given, never a day to come. A change needs the version read (409 when stale). Every write is
 * one audit event (without the texts: a celebration may name a child's difficulties).
 */
import { CELEBRATION_MSG, type TCelebration, type TCreateCelebration, type TUpdateCelebration } from '@ss/domain';
import type { AuthedContext } from '../../context.ts';
import { scopeOf } from '../../lib/actor.ts';
import { abilitiesOf, authorize } from '../../lib/authorize.ts';
import { todayIso } from '../../lib/dates.ts';
import { assertNoFieldErrors, conflict, notFound } from '../../lib/errors.ts';
import { celebrationAbilities, celebrationsPolicy } from '../../policies/celebrations.policy.ts';
import { presentCelebration } from '../../presenters/celebrations.presenter.ts';
import { deleteCelebrationRow, findVisibleCelebration, insertCelebration, updateCelebrationRow, type CelebrationRow } from '../../repositories/celebrations.repository.ts';
import { emit } from '../emit.ts';
import { checkLinks, schoolInScope } from './celebration-places.ts';

const where = (c: Pick<CelebrationRow, 'id' | 'district_id' | 'school_id' | 'student_id'>) => ({
  district_id: c.district_id,
  school_id: c.school_id,
  student_id: c.student_id,
  target: { type: 'celebration' as const, id: c.id },
});

export async function readCelebration(ctx: AuthedContext, id: number): Promise<TCelebration> {
  const row = await findVisibleCelebration(ctx.db, scopeOf(ctx.actor), id);
  if (!row) throw notFound();
  return presentCelebration(row, abilitiesOf(celebrationAbilities, ctx.actor, row.c));
}

export async function createCelebration(ctx: AuthedContext, input: TCreateCelebration): Promise<number> {
  const { db, actor } = ctx;
  const school = await schoolInScope(db, actor, input.school);
  const day = input.celebrated_on ?? todayIso();
  const fields = await checkLinks(db, actor, school, input);
  if (day > todayIso()) fields.celebrated_on = { message: CELEBRATION_MSG.future };
  assertNoFieldErrors(fields);
  return db.transaction(async (tx) => {
    const row = await insertCelebration(tx, {
      district_id: school.district_id,
      school_id: school.id,
      student_id: input.student ?? null,
      meeting_id: input.meeting ?? null,
      celebrated_on: day,
      title: input.title,
      led_to_success: input.led_to_success ?? null,
      created_by: actor.id,
    });
    await emit(tx, ctx, { type: 'celebration.created', ...where(row), details: { celebrated_on: day, ...(row.meeting_id ? { meeting: row.meeting_id } : {}) } });
    return row.id;
  });
}

export async function updateCelebration(ctx: AuthedContext, id: number, input: TUpdateCelebration): Promise<void> {
  const { db, actor } = ctx;
  const found = await findVisibleCelebration(db, scopeOf(actor), id);
  if (!found) throw notFound();
  const row = found.c;
  authorize(celebrationsPolicy.manage, actor, row);
  if (row.version !== input.version) throw conflict();
  const fields = await checkLinks(db, actor, { id: row.school_id, district_id: row.district_id }, { student: input.student });
  if (input.celebrated_on !== undefined && input.celebrated_on > todayIso()) fields.celebrated_on = { message: CELEBRATION_MSG.future };
  assertNoFieldErrors(fields);
  const patch: Partial<CelebrationRow> = {};
  const changed: string[] = [];
  if (input.title !== undefined && input.title !== row.title) {
    patch.title = input.title;
    changed.push('title');
  }
  if (input.led_to_success !== undefined && input.led_to_success !== row.led_to_success) {
    patch.led_to_success = input.led_to_success;
    changed.push('led_to_success');
  }
  const changes: Record<string, [unknown, unknown]> = {};
  if (input.celebrated_on !== undefined && input.celebrated_on !== row.celebrated_on) {
    patch.celebrated_on = input.celebrated_on;
    changes.celebrated_on = [row.celebrated_on, input.celebrated_on];
  }
  if (input.student !== undefined && input.student !== row.student_id) {
    patch.student_id = input.student;
    changes.student = [row.student_id, input.student];
  }
  await db.transaction(async (tx) => {
    const updated = await updateCelebrationRow(tx, id, input.version, patch);
    if (!updated) throw conflict();
    await emit(tx, ctx, { type: 'celebration.updated', ...where(updated), details: { changes, ...(changed.length ? { texts: changed } : {}) } });
  });
}

export async function deleteCelebration(ctx: AuthedContext, id: number): Promise<void> {
  const { db, actor } = ctx;
  const found = await findVisibleCelebration(db, scopeOf(actor), id);
  if (!found) throw notFound();
  authorize(celebrationsPolicy.manage, actor, found.c);
  await db.transaction(async (tx) => {
    await deleteCelebrationRow(tx, id);
    await emit(tx, ctx, { type: 'celebration.deleted', ...where(found.c), details: { celebrated_on: found.c.celebrated_on } });
  });
}
