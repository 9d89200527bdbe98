/**
 * The district's retention setting (spec section 9): archived students are deleted
 * automatically this many days after their archive date, or never when switched off (null).
 * The sweep runs as a scheduled job; it is a plain function so it can also be run directly.
 */
import type { TRetention, TUpdateRetention } from '@ss/domain';
import type { AppContext, AuthedContext } from '../../context.ts';
import { scopeOf, type Actor } from '../../lib/actor.ts';
import { notFound } from '../../lib/errors.ts';
import { authorize } from '../../lib/authorize.ts';
import { assertDistrictOpen } from '../../lib/suspension.ts';
import { studentPolicy } from '../../policies/students.policy.ts';
import { emit, SYSTEM } from '../emit.ts';
import { deleteArchivedBefore, districtsWithRetention, getRetention, setRetention } from '../../repositories/student-imports.repository.ts';
import { getDistrict } from '../../repositories/tenancy.repository.ts';

async function districtFor(ctx: AuthedContext, districtId: number) {
  const actor = ctx.actor;
  const row = await getDistrict(ctx.db, scopeOf(actor), districtId);
  if (!row) throw notFound();
  assertDistrictOpen(actor, row.district);
  // District leaders read the setting; only district admins (and super admins) change it.
  authorize(studentPolicy.manageDistrictRoster, actor, districtId);
  return row.district;
}

export const presentRetention = (actor: Actor, districtId: number, days: number | null): TRetention => ({
  district_id: districtId,
  archive_auto_delete_days: days,
  abilities: { update: studentPolicy.administerDistrictData(actor, districtId) },
});

export async function readRetention(ctx: AuthedContext, districtId: number): Promise<TRetention> {
  const d = await districtFor(ctx, districtId);
  return presentRetention(ctx.actor, d.id, d.archive_auto_delete_days);
}

export async function updateRetention(ctx: AuthedContext, districtId: number, input: TUpdateRetention): Promise<TRetention> {
  const actor = ctx.actor;
  const d = await districtFor(ctx, districtId);
  authorize(studentPolicy.administerDistrictData, actor, districtId);
  const before = d.archive_auto_delete_days;
  const after = input.archive_auto_delete_days;
  if (before !== after) {
    await ctx.db.transaction(async (tx) => {
      await setRetention(tx, districtId, after);
      await emit(tx, ctx, {
        type: 'district.retention_changed',
        district_id: districtId,
        target: { type: 'district', id: districtId },
        details: { changes: { archive_auto_delete_days: [before, after] } },
      });
    });
  }
  return presentRetention(actor, districtId, (await getRetention(ctx.db, districtId)) ?? null);
}

export interface SweepResult {
  district_id: number;
  deleted: number[];
}

/**
 * Soft-deletes, in every district that switched auto-delete on, the archived students whose
 * archive date is more than the district's number of days before `now`. One audit row per
 * district (even when nothing was due, so the run itself is on record). Districts with the
 * setting off are not touched. Safe to run twice: the second run finds nothing left.
 */
export async function sweepArchivedStudents(ctx: AppContext, now = new Date()): Promise<SweepResult[]> {
  const results: SweepResult[] = [];
  for (const d of await districtsWithRetention(ctx.db)) {
    const cutoff = new Date(now.getTime() - d.days! * 86_400_000).toISOString().slice(0, 10);
    const deleted = await ctx.db.transaction(async (tx) => {
      const ids = await deleteArchivedBefore(tx, d.id, cutoff);
      await emit(tx, SYSTEM, {
        type: 'students.auto_deleted',
        district_id: d.id,
        target: { type: 'district', id: d.id },
        details: { days: d.days, archived_before: cutoff, count: ids.length, student_ids: ids },
      });
      return ids;
    });
    results.push({ district_id: d.id, deleted });
  }
  return results;
}
