/**
 * The district's retention setting (spec section 9): archived students are deleted
 * automatically this many days after their archive date, or never when switched off (null).
 * The sweep runs as a scheduled job; it is a plain function so it can also be run directly.
 */
import type { TRetention, TUpdateRetention } from '@ss/domain';
import type { Database } from '@ss/db';
import type { AppContext, ServiceContext } from '../../context.ts';
import { scopeOf, type Actor } from '../../lib/actor.ts';
import { forbidden, notFound } from '../../lib/errors.ts';
import { assertDistrictOpen } from '../../lib/suspension.ts';
import { studentPolicy } from '../../policies/students.policy.ts';
import { recordAudit } from '../../repositories/audit.repository.ts';
import { deleteArchivedBefore, districtsWithRetention, getRetention, setRetention } from '../../repositories/student-imports.repository.ts';
import { getDistrict } from '../../repositories/tenancy.repository.ts';
import { auditActor } from '../audit-actor.ts';

async function districtFor(ctx: ServiceContext, districtId: number) {
  const actor = ctx.auth!.actor;
  const row = await getDistrict(ctx.db, scopeOf(actor), districtId);
  if (!row) throw notFound();
  assertDistrictOpen(actor, row.district);
  // District leaders read the setting; only district admins (and super admins) change it.
  if (!studentPolicy.manageDistrictRoster(actor, districtId)) throw forbidden();
  return row.district;
}

export const presentRetention = (actor: Actor, districtId: number, days: number | null): TRetention => ({
  district_id: districtId,
  archive_auto_delete_days: days,
  abilities: { update: studentPolicy.administerDistrictData(actor, districtId) },
});

export async function readRetention(ctx: ServiceContext, districtId: number): Promise<TRetention> {
  const d = await districtFor(ctx, districtId);
  return presentRetention(ctx.auth!.actor, d.id, d.archive_auto_delete_days);
}

export async function updateRetention(ctx: ServiceContext, districtId: number, input: TUpdateRetention): Promise<TRetention> {
  const actor = ctx.auth!.actor;
  const d = await districtFor(ctx, districtId);
  if (!studentPolicy.administerDistrictData(actor, districtId)) throw forbidden();
  const before = d.archive_auto_delete_days;
  const after = input.archive_auto_delete_days;
  if (before !== after) {
    await ctx.db.transaction(async (txn) => {
      const tx = txn as unknown as Database;
      await setRetention(tx, districtId, after);
      await recordAudit(tx, {
        ...auditActor(ctx),
        action: 'district.retention_changed',
        district_id: districtId,
        target_type: 'district',
        target_id: String(districtId),
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
    const deleted = await ctx.db.transaction(async (txn) => {
      const tx = txn as unknown as Database;
      const ids = await deleteArchivedBefore(tx, d.id, cutoff);
      await recordAudit(tx, {
        action: 'students.auto_deleted',
        district_id: d.id,
        target_type: 'district',
        target_id: String(d.id),
        details: { days: d.days, archived_before: cutoff, count: ids.length, student_ids: ids },
      });
      return ids;
    });
    results.push({ district_id: d.id, deleted });
  }
  return results;
}
