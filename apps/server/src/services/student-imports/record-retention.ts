/**
 * Retention of graduated and archived students' records (issue 24, section 6), beside the automatic deletion of
 * archived students (retention.ts) whose switch also turns this off.
 * - A district sets how many years the records are kept (`retention_years` on its system page; null: kept).
 *   Nothing is removed in a district that has not set it, or whose automatic deletion is off.
 * - The daily run (the archive sweep's job, after the sweep) takes, per district, the students graduated or
 *   archived before the cut-off (today minus the years). The district's FIRST run removes nothing: it records a
 *   pending run listing them (counts, and their ids for the district's admins to see in the app) and waits; a later
 *   day's run refreshes that list. A district admin confirms it (`confirmRetention`): the listed students still
 *   expired are removed. From then on each day's run removes and reports.
 * - A run's report is counts per kind (students, data, supports, meetings, notes, actions, plans, files), never
 *   names, and so is its audit row (`students.retention_pending`, `students.retention_deleted`,
 *   `district.retention_confirmed`).
 * - The removal is the hard delete of retention.repository.ts: the students and everything of theirs.
 */
import type { TConfirmRetention, TRetentionRun, TRetentionRuns } from '@ss/domain';
import type { AppContext, AuthedContext } from '../../context.ts';
import { scopeOf } from '../../lib/actor.ts';
import { authorize } from '../../lib/authorize.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { assertDistrictOpen } from '../../lib/suspension.ts';
import { retentionPolicy } from '../../policies/retention.policy.ts';
import { readDistrictSystem } from '../../repositories/district-system.repository.ts';
import {
  countRecordsOf,
  districtsWithRecordRetention,
  expiredStudentIds,
  finishPendingRun,
  hardDeleteStudents,
  hasFinishedRun,
  insertRun,
  listedStudents,
  pendingRunOf,
  retentionSettings,
  runsOf,
  updateRun,
  type RetentionRunRow,
} from '../../repositories/retention.repository.ts';
import { emit, SYSTEM } from '../emit.ts';

/** The day records kept `years` years expire before: today (UTC) that many years ago. */
export function retentionCutoff(now: Date, years: number): string {
  const d = new Date(Date.UTC(now.getUTCFullYear() - years, now.getUTCMonth(), now.getUTCDate()));
  return d.toISOString().slice(0, 10);
}

export interface RetentionRunResult {
  district_id: number;
  status: 'pending' | 'done';
  counts: Record<string, number>;
}

/** One district's run: a pending list while no run was confirmed yet, else the removal with its report. */
async function runDistrict(ctx: AppContext, districtId: number, years: number, now: Date): Promise<RetentionRunResult> {
  const cutoff = retentionCutoff(now, years);
  return ctx.db.transaction(async (tx) => {
    const ids = await expiredStudentIds(tx, districtId, cutoff);
    const counts = await countRecordsOf(tx, ids);
    if (!(await hasFinishedRun(tx, districtId))) {
      const pending = await pendingRunOf(tx, districtId);
      if (pending) await updateRun(tx, pending.id, { years, cutoff, student_ids: ids, counts });
      else {
        const run = await insertRun(tx, { district_id: districtId, status: 'pending', years, cutoff, student_ids: ids, counts });
        await emit(tx, SYSTEM, {
          type: 'students.retention_pending',
          district_id: districtId,
          target: { type: 'district', id: districtId },
          details: { run: run.id, years, cutoff, counts },
        });
      }
      return { district_id: districtId, status: 'pending', counts };
    }
    await hardDeleteStudents(tx, ids);
    const run = await insertRun(tx, { district_id: districtId, status: 'done', years, cutoff, counts, finished_at: now });
    await emit(tx, SYSTEM, {
      type: 'students.retention_deleted',
      district_id: districtId,
      target: { type: 'district', id: districtId },
      details: { run: run.id, years, cutoff, counts },
    });
    return { district_id: districtId, status: 'done', counts };
  });
}

/** The daily run over every district whose retention is set and whose automatic deletion is on. */
export async function runRecordRetention(ctx: AppContext, now = new Date()): Promise<RetentionRunResult[]> {
  const results: RetentionRunResult[] = [];
  for (const d of await districtsWithRecordRetention(ctx.db)) results.push(await runDistrict(ctx, d.id, d.years!, now));
  return results;
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

function presentRun(r: RetentionRunRow): TRetentionRun {
  return {
    id: r.id,
    status: r.status,
    years: r.years,
    cutoff: r.cutoff,
    counts: r.counts as TRetentionRun['counts'],
    created_at: r.created_at.toISOString(),
    confirmed_at: iso(r.confirmed_at),
    finished_at: iso(r.finished_at),
  };
}

async function visibleDistrict(ctx: AuthedContext, districtId: number) {
  const row = await readDistrictSystem(ctx.db, scopeOf(ctx.actor), districtId);
  if (!row) throw notFound();
  assertDistrictOpen(ctx.actor, row);
  authorize(retentionPolicy.readRuns, ctx.actor, districtId);
  return row;
}

export async function readRetentionRuns(ctx: AuthedContext, districtId: number): Promise<TRetentionRuns> {
  const d = await visibleDistrict(ctx, districtId);
  const rows = await runsOf(ctx.db, districtId);
  const mayConfirm = retentionPolicy.confirm(ctx.actor, districtId);
  const pendingRow = rows.find((r) => r.status === 'pending') ?? null;
  const pending = pendingRow
    ? {
        ...presentRun(pendingRow),
        students: mayConfirm
          ? (await listedStudents(ctx.db, districtId, pendingRow.student_ids)).map((s) => ({
              id: s.id,
              full_name: `${s.first_name} ${s.last_name}`,
              school_name: s.school_name,
              status: s.status,
              graduated_year: s.graduated_year,
              archived_at: s.archived_at,
            }))
          : null,
      }
    : null;
  return {
    district_id: districtId,
    retention_years: d.retention_years,
    auto_delete_on: d.archive_auto_delete_days !== null,
    pending,
    runs: rows.filter((r) => r.status === 'done').map(presentRun),
    abilities: { confirm: mayConfirm },
  };
}

/**
 * A district admin confirms the district's pending first run: the students it listed that are still expired under
 * the current setting are removed, and the run becomes the first report.
 * 409 when the run named is not the one waiting, or the setting was switched off since.
 */
export async function confirmRetention(ctx: AuthedContext, districtId: number, input: TConfirmRetention): Promise<TRetentionRuns> {
  await visibleDistrict(ctx, districtId);
  authorize(retentionPolicy.confirm, ctx.actor, districtId);
  await ctx.db.transaction(async (tx) => {
    const pending = await pendingRunOf(tx, districtId);
    // Not the run waiting (none waits, it was confirmed or replaced since, or it is not this district's): 409.
    if (!pending || pending.id !== input.run_id) throw conflict();
    const settings = await retentionSettings(tx, districtId);
    if (!settings?.years || settings.auto_delete_days === null) throw conflict();
    const now = new Date();
    const cutoff = retentionCutoff(now, settings.years);
    const listed = new Set(pending.student_ids);
    const ids = (await expiredStudentIds(tx, districtId, cutoff)).filter((id) => listed.has(id));
    const counts = await countRecordsOf(tx, ids);
    await hardDeleteStudents(tx, ids);
    if (!(await finishPendingRun(tx, pending.id, { years: settings.years, cutoff, counts, student_ids: [], confirmed_by: ctx.actor.id, confirmed_at: now, finished_at: now })))
      throw conflict();
    await emit(tx, ctx, {
      type: 'district.retention_confirmed',
      district_id: districtId,
      target: { type: 'district', id: districtId },
      details: { run: pending.id },
    });
    await emit(tx, ctx, {
      type: 'students.retention_deleted',
      district_id: districtId,
      target: { type: 'district', id: districtId },
      details: { run: pending.id, years: settings.years, cutoff, counts },
    });
  });
  return readRetentionRuns(ctx, districtId);
}
