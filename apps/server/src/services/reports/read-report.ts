/**
 * Reading a district report (`GET /api/v1/reports/<name>/`, issue 22, section 1): the filters resolved
 * and access checked once (resolveReportScope), the report read inside that scope, and the read
 * audited as `report.read` (the district, the school, the report's name and its filters; never a
 * student). A refused or invalid request writes nothing.
 */
import type { ReportName, TReportQuery } from '@ss/domain';
import type { AuthedContext } from '../../context.ts';
import { emit } from '../emit.ts';
import type { ReportDefinition, ReportScope } from './report-definition.ts';
import { REPORTS, type ReportShapes } from './registry.ts';
import { readCached } from './report-cache.ts';
import { resolveReportScope } from './resolve-scope.ts';

/** The query of any report: the common filters and the tier flow's dates. */
export type AnyReportQuery = TReportQuery & { from?: string; to?: string };

export const definitionOf = <K extends ReportName>(name: K): ReportDefinition<ReportShapes[K]> => {
  const def = REPORTS[name];
  if (!def) throw new Error(`No report "${name}" in the registry`);
  return def as ReportDefinition<ReportShapes[K]>;
};

/** The filters as the audit row keeps them (ids, codes and dates only). */
export function auditFilters(scope: ReportScope, q: AnyReportQuery): Record<string, unknown> {
  return {
    school_year: scope.schoolYear,
    ...(scope.grade !== null ? { grade: scope.grade } : {}),
    ...(q.from ? { from: q.from } : {}),
    ...(q.to ? { to: q.to } : {}),
  };
}

export async function readReport<K extends ReportName>(ctx: AuthedContext, name: K, q: AnyReportQuery): Promise<ReportShapes[K]> {
  const scope = await resolveReportScope(ctx, q);
  const report = await readCached(ctx, name, definitionOf(name), scope, { from: q.from, to: q.to });
  await emit(ctx.db, ctx, {
    type: 'report.read',
    district_id: scope.districtId,
    school_id: q.school ?? null,
    target: null,
    details: { report: name, ...auditFilters(scope, q) },
  });
  return report;
}
