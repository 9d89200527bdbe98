/**
 * The district reports' exports (issue 22, section 1), audited as `report.export` (the report's name,
 * or "all", the format and the filters) before the first byte:
 * - `GET /api/v1/reports/<name>/export/?format=csv`: the report's tables in one CSV file (BOM, each
 *   table's title on a line of its own, its header line and rows, an empty line between tables);
 *   `format=pdf`: that report alone as a PDF (the whole report's layout with one section).
 * - `GET /api/v1/reports/export/?format=pdf`: the whole report — every report of the registry — as one
 *   PDF: a title page with the filters, then each report's tables (and charts); `format=csv` gives every
 *   report's tables in one CSV file.
 * Words (titles, headers, tier labels) in `lang` (default English).
 */
import { translate, type ReportName, type TReportExportQuery } from '@ss/domain';
import { Readable } from 'node:stream';
import type { AuthedContext } from '../../context.ts';
import { csvTableChunks, datedCsvName, fileSlug, type CsvFile, type CsvTable } from '../../lib/csv-export.ts';
import { emit } from '../emit.ts';
import { auditFilters, definitionOf } from './read-report.ts';
import type { ReportScope, ReportTable } from './report-definition.ts';
import { registeredReports } from './registry.ts';
import { resolveReportScope } from './resolve-scope.ts';
import { readCached } from './report-cache.ts';
import { renderReportPdf, type ReportSection } from './report-pdf.ts';

export interface PdfFile {
  fileName: string;
  pdf: Buffer;
}

type Lang = 'en' | 'fr';

/** Each report asked for, read in the scope, as its sections: its title and tables (words in `lang`). */
async function sectionsOf(ctx: AuthedContext, scope: ReportScope, names: ReportName[], q: TReportExportQuery, lang: Lang): Promise<ReportSection[]> {
  const out: ReportSection[] = [];
  for (const name of names) {
    const def = definitionOf(name);
    const report = await readCached(ctx, name, def, scope, { from: q.from, to: q.to });
    out.push({ name, title: translate(lang, `reportTables.${name}.title`), report, tables: def.tables(report as never, lang) });
  }
  return out;
}

/** A table's title in words: its catalogue key, with the tier flow's dates. */
const titleOf = (t: ReportTable, section: ReportSection, lang: Lang) => {
  const applied = (section.report as { applied?: { from?: string; to?: string } }).applied;
  return translate(lang, t.title, { from: applied?.from ?? '', to: applied?.to ?? '' });
};

export async function prepareReportExport(ctx: AuthedContext, name: ReportName | 'all', q: TReportExportQuery): Promise<CsvFile | PdfFile> {
  const scope = await resolveReportScope(ctx, q);
  const names = name === 'all' ? registeredReports() : [name];
  const lang: Lang = q.lang ?? 'en';
  const sections = await sectionsOf(ctx, scope, names, q, lang);
  await emit(ctx.db, ctx, {
    type: 'report.export',
    district_id: scope.districtId,
    school_id: q.school ?? null,
    target: null,
    details: { report: name, format: q.format, ...auditFilters(scope, q) },
  });
  const slug = fileSlug(scope.applied.school?.name ?? scope.applied.district.name);
  const base = datedCsvName(`report-${name === 'all' ? 'district' : name.replace('_', '-')}`, slug, String(scope.schoolYear));
  if (q.format === 'pdf') {
    return { fileName: base.replace(/\.csv$/, '.pdf'), pdf: await renderReportPdf(scope, sections, name, lang) };
  }
  const tables: CsvTable<unknown>[] = sections.flatMap((section) =>
    section.tables.map((t) => ({ title: names.length > 1 ? `${section.title} — ${titleOf(t, section, lang)}` : titleOf(t, section, lang), columns: t.columns, rows: t.rows })),
  );
  return { fileName: base, body: Readable.from(csvTableChunks(tables, lang)) };
}
