import { useLanguage } from '../../../lib/useLanguage.ts';
import { tiersBySchool, tiersChart, tiersSummary, isEmpty } from '../chart-data.ts';
import { csvExportUrl } from '../filters.ts';
import { formatDay, formatValue, tierLabel } from '../format.ts';
import { useReport, useT } from '../hooks.ts';
import { ChartTable, ReportBarChart, ReportSection, ReportTable } from '../ReportParts.tsx';
import type { SectionProps } from './common.ts';

/** Students by tier at each month's end (stacked bars), and per school at the last of those dates. */
export function TiersSection({ district, filters }: SectionProps) {
  const t = useT();
  const lang = useLanguage();
  const query = useReport('tiers', district, filters);
  return (
    <ReportSection
      name="tiers"
      title={t('reports.tiers.title')}
      description={t('reports.tiers.description')}
      query={query}
      isEmpty={isEmpty.tiers}
      csvUrl={csvExportUrl('tiers', district, filters, lang)}
      chart={(r) => <ReportBarChart chart={tiersChart(r, lang, t)} summary={tiersSummary(r, lang, t)} type="stacked" />}
      table={(r) => <ChartTable chart={tiersChart(r, lang, t)} caption={t('reports.tiers.monthsCaption')} first={t('reports.month')} testId="tiers-months-table" />}
      details={(r) => {
        const { columns } = tiersChart(r, lang, t);
        const last = r.months[r.months.length - 1]?.month ?? r.applied.end.slice(0, 7);
        return (
          <ReportTable
            caption={t('reports.tiers.schoolsCaption', { date: formatDay(lastDay(last, r.applied.end), lang) })}
            testId="tiers-schools-table"
            head={[t('reports.school'), ...columns.map((c) => tierLabel(c ?? undefined, lang, t('reports.noTier'))), t('reports.total')]}
            rows={tiersBySchool(r, columns).map((s) => ({ key: s.school.id, cells: [s.school.name, ...s.values.map((v) => formatValue(v, lang)), formatValue(s.total, lang)] }))}
          />
        );
      }}
    />
  );
}

/** The day the per-school counts are taken: the month's last day, or the school year's end / today when earlier. */
function lastDay(month: string, yearEnd: string): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const endOfMonth = new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10);
  const today = new Date().toISOString().slice(0, 10);
  return [endOfMonth, yearEnd, today].sort()[0]!;
}
