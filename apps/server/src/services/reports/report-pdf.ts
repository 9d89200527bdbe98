/**
 * The district report as a PDF (issue 22, section 1), drawn in the PDF worker (lib/pdf/district-report.ts):
 * a title page with the district, the school year and the filters, then one section per report — its
 * charts (as vectors) and its tables, every cell in words of the file's language.
 */
import { translate, type ReportName } from '@ss/domain';
import { headerOf, type CsvColumn } from '../../lib/csv-export.ts';
import { todayIso } from '../../lib/dates.ts';
import type { StackedChartData } from '../../lib/pdf/district-report.ts';
import { renderDistrictReport } from '../../lib/pdf/render-report.ts';
import type { ReportScope, ReportTable } from './report-definition.ts';
import { definitionOf } from './read-report.ts';

export interface ReportSection {
  name: ReportName;
  title: string;
  report: unknown;
  tables: ReportTable[];
}

type Lang = 'en' | 'fr';

function cellText(column: CsvColumn<unknown>, row: unknown, lang: Lang): string {
  const value = column.value(row);
  if (value === null || value === undefined) return '';
  if (column.words && value !== '') return translate(lang, `${column.words}.${String(value)}`);
  if (typeof value === 'number') return new Intl.NumberFormat(lang === 'fr' ? 'fr-CA' : 'en-CA').format(value);
  return String(value);
}

export async function renderReportPdf(scope: ReportScope, sections: ReportSection[], name: ReportName | 'all', lang: Lang): Promise<Buffer> {
  const a = scope.applied;
  const district = a.district.name;
  const title = name === 'all' ? translate(lang, 'reportTables.pdf.title', { district }) : translate(lang, 'reportTables.pdf.oneTitle', { report: sections[0]!.title, district });
  const flow = sections.find((s) => s.name === 'tier_flow')?.report as { applied: { from: string; to: string } } | undefined;
  const today = todayIso();
  const context = [
    translate(lang, 'reportTables.pdf.schoolYear', { year: a.school_year_label }),
    a.school ? translate(lang, 'reportTables.pdf.school', { school: a.school.name }) : translate(lang, 'reportTables.pdf.allSchools'),
    a.grade ? translate(lang, 'reportTables.pdf.grade', { grade: a.grade }) : translate(lang, 'reportTables.pdf.allGrades'),
    ...(flow ? [translate(lang, 'reportTables.pdf.dates', { from: flow.applied.from, to: flow.applied.to })] : []),
    translate(lang, 'reportTables.pdf.printed', { date: today }),
  ];
  return renderDistrictReport({
    lang,
    title,
    context,
    sections: sections.map((s) => {
      const def = definitionOf(s.name);
      const applied = (s.report as { applied?: { from?: string; to?: string } }).applied;
      const charts: StackedChartData[] = def.charts ? def.charts(s.report as never, lang) : [];
      return {
        title: s.title,
        charts,
        tables: s.tables.map((t) => ({
          title: translate(lang, t.title, { from: applied?.from ?? '', to: applied?.to ?? '' }),
          headers: t.columns.map((c) => headerOf(c as CsvColumn<unknown>, lang)),
          rows: t.rows.map((r) => t.columns.map((c) => cellText(c as CsvColumn<unknown>, r, lang))),
        })),
      };
    }),
    empty: translate(lang, 'reportTables.pdf.empty'),
    pageLabel: translate(lang, 'pdf.page'),
    printedOn: today,
  });
}
