/**
 * The student data report (issue 22, section 1; figures and their definitions: repositories/reports/student-data.repository.ts):
 * per active measure, its administrations of the school year holding results, in the measure's order: a month as
 * `YYYY-MM` of that school year (August to December in its first calendar year, January to July in the next), or
 * the data label. Numbers are rounded to two decimals. Choices list the measure's options in its order with their
 * colours (0 when none chosen), then any option a result holds that the measure no longer lists (grey).
 */
import { translate, type TStudentDataReport } from '@ss/domain';
import type { AuthedContext } from '../../context.ts';
import type { StackedChartData } from '../../lib/pdf/district-report.ts';
import { seriesColor } from '../../lib/pdf/palette.ts';
import { studentDataFigures, type AdministrationFigures } from '../../repositories/reports/student-data.repository.ts';
import { administrationLabel } from './chart-words.ts';
import type { ReportDefinition, ReportScope, ReportTable } from './report-definition.ts';

type Administration = TStudentDataReport['measures'][number]['administrations'][number];
type Row = { measure: string; result_type: string } & Administration;

/** The colour of an option a measure no longer lists. */
const RETIRED_OPTION_COLOR = '#868e96';
const round = (n: number) => Math.round(n * 100) / 100;

/** `YYYY-MM` of a month (0 = January) of the school year that starts in August of `startYear`. */
export const administrationMonth = (startYear: number, month: number) => `${month > 6 ? startYear : startYear + 1}-${String(month + 1).padStart(2, '0')}`;

function administrationOf(scope: ReportScope, a: AdministrationFigures, options: { label: string; color: string }[], dropdown: boolean): Administration {
  const chosen = new Map(a.options.map((o) => [o.label, o.results]));
  const listed = new Set(options.map((o) => o.label));
  return {
    administration: a.month >= 0 ? administrationMonth(scope.schoolYear, a.month) : a.label,
    results: a.results,
    numbers:
      a.numbers === null
        ? null
        : { min: round(a.numbers.min), q1: round(a.numbers.q1), median: round(a.numbers.median), q3: round(a.numbers.q3), max: round(a.numbers.max), mean: round(a.numbers.mean) },
    options: dropdown
      ? [
          ...options.map((o) => ({ label: o.label, color: o.color, results: chosen.get(o.label) ?? 0 })),
          ...a.options.filter((o) => !listed.has(o.label)).map((o) => ({ label: o.label, color: RETIRED_OPTION_COLOR, results: o.results })),
        ]
      : [],
    change: a.change === null ? null : round(a.change),
  };
}

async function read(ctx: AuthedContext, scope: ReportScope): Promise<TStudentDataReport> {
  const figures = await studentDataFigures(ctx.db, scope);
  return {
    applied: scope.applied,
    measures: figures.measures.map((m) => ({
      id: m.id,
      name: m.name,
      result_type: m.result_type,
      administrations: figures.administrations.filter((a) => a.definition_id === m.id).map((a) => administrationOf(scope, a, m.options, m.result_type === 'dropdown')),
    })),
  };
}

const num = (key: 'min' | 'q1' | 'median' | 'q3' | 'max' | 'mean') => ({ key, header: `reports.column.${key}`, value: (r: Row) => r.numbers?.[key] ?? null });

function tables(report: TStudentDataReport): ReportTable[] {
  const rows: Row[] = report.measures.flatMap((m) => m.administrations.map((a) => ({ measure: m.name, result_type: m.result_type, ...a })));
  const table: ReportTable<Row> = {
    title: 'reports.table.student_data',
    columns: [
      { key: 'measure', header: 'reports.column.measure', value: (r) => r.measure },
      { key: 'administration', header: 'reports.column.administration', value: (r) => r.administration },
      { key: 'results', header: 'reports.column.results', value: (r) => r.results },
      num('min'),
      num('q1'),
      num('median'),
      num('q3'),
      num('max'),
      num('mean'),
      { key: 'change', header: 'reports.column.change', value: (r) => r.change },
      { key: 'options', header: 'reports.column.options', value: (r) => r.options.map((o) => `${o.label}: ${o.results}`).join('; ') },
    ],
    rows,
  };
  return [table] as ReportTable[];
}

/**
 * As the page, a chart per measure holding results: a number measure's quartiles per administration as lines (first
 * quartile, median, third quartile), a choice measure's options stacked (in the page's series colours).
 */
function charts(report: TStudentDataReport, lang: 'en' | 'fr'): StackedChartData[] {
  return report.measures
    .filter((m) => m.administrations.some((a) => a.results > 0))
    .map((m): StackedChartData => {
      const title = translate(lang, 'reports.data.tableCaption', { measure: m.name });
      if (m.result_type === 'manual') {
        const held = m.administrations.filter((a) => a.numbers);
        const line = (key: 'q1' | 'median' | 'q3', color: string) => ({ label: translate(lang, `reports.data.${key}`), color, values: held.map((a) => a.numbers![key]) });
        return {
          title,
          kind: 'line',
          categories: held.map((a) => administrationLabel(a.administration, lang)),
          series: [line('q1', seriesColor(1)), line('median', seriesColor(0)), line('q3', seriesColor(2))],
        };
      }
      const options = [...new Set(m.administrations.flatMap((a) => a.options.map((o) => o.label)))];
      return {
        title,
        categories: m.administrations.map((a) => administrationLabel(a.administration, lang)),
        series: options.map((o, i) => ({ label: o, color: seriesColor(i), values: m.administrations.map((a) => a.options.find((x) => x.label === o)?.results ?? 0) })),
      };
    });
}

/** Cacheable: all it reads is counted by the district's tier generation (migrations 0009, 0027, 0028). */
export const studentDataReport: ReportDefinition<TStudentDataReport> = { name: 'student_data', read: (ctx, scope) => read(ctx, scope), tables, charts, cacheable: true };
