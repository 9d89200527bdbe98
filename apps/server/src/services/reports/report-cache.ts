/**
 * The tier reports' answers kept per server copy (issue 22, section 1): reconstructing every student's
 * tier at each month's end takes a few hundred milliseconds on a district of 20,000 students, and the
 * reports page asks for the same figures on every visit, so each copy keeps the last answers it read
 * (a few dozen) and answers again from them while nothing they were read from has changed:
 * - the district's tier generation (repositories/reports/report-scope.repository.ts, read with the scope:
 *   every write to students, their teachers, schools, the configuration lists, boards, their categories,
 *   rules, placements and moves, and supports given counts one more, in the write's own transaction);
 * - the filters as resolved (the schools covered, the grade, the year, the dates), whether the caller
 *   sees names, and today's date (a support given ends with a day, a month ends).
 * Only reports that declare it (`ReportDefinition.cacheable`: all they read is counted by that
 * generation) are kept. Who may read a report is decided on every request, before the cache, and each
 * read is audited; entries belong to the database handle they were read through, as the board cards'.
 */
import type { ReportName } from '@ss/domain';
import type { AuthedContext } from '../../context.ts';
import type { ReportDefinition, ReportScope } from './report-definition.ts';

const MAX_ENTRIES = 64;
const cachesOf = new WeakMap<object, Map<string, unknown>>();

const keyOf = (name: ReportName, scope: ReportScope, extra: { from?: string; to?: string }, generation: number) =>
  JSON.stringify([name, scope.districtId, scope.schoolIds, scope.grade, scope.schoolYear, scope.seesStudents, scope.today, extra.from ?? null, extra.to ?? null, generation]);

/** The report read in the scope, from this copy's cache when nothing it reads has changed since. */
export async function readCached<T>(ctx: AuthedContext, name: ReportName, def: ReportDefinition<T>, scope: ReportScope, extra: { from?: string; to?: string }): Promise<T> {
  if (!def.cacheable) return def.read(ctx, scope, extra);
  // The generation was read with the scope, before the report: a write landing in between makes the entry older, never wrong for longer.
  const key = keyOf(name, scope, extra, scope.generation);
  let entries = cachesOf.get(ctx.db);
  if (!entries) cachesOf.set(ctx.db, (entries = new Map()));
  if (entries.has(key)) {
    const hit = entries.get(key) as T;
    entries.delete(key);
    entries.set(key, hit);
    return hit;
  }
  const report = await def.read(ctx, scope, extra);
  entries.set(key, report);
  if (entries.size > MAX_ENTRIES) entries.delete(entries.keys().next().value!);
  return report;
}
