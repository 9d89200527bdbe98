import { SimpleGrid } from '@mantine/core';
import { useLanguage } from '../../../lib/useLanguage.ts';
import { ACTION_KEYS, actionsChart, actionsSummary, isEmpty } from '../chart-data.ts';
import { csvExportUrl } from '../filters.ts';
import { formatValue } from '../format.ts';
import { useReport, useT } from '../hooks.ts';
import { ChartTable, Figure, ReportLineChart, ReportSection, ReportTable } from '../ReportParts.tsx';
import type { SectionProps } from './common.ts';

/** Actions per month (created, completed, abandoned, overdue) and per school, with the median days to complete. */
export function ActionsSection({ district, filters }: SectionProps) {
  const t = useT();
  const lang = useLanguage();
  const query = useReport('actions', district, filters);
  const days = (v: number | null) => (v === null ? t('reports.none') : t('reports.days', { count: formatValue(v, lang) }));
  return (
    <ReportSection
      name="actions"
      title={t('reports.actions.title')}
      description={t('reports.actions.description')}
      query={query}
      isEmpty={isEmpty.actions}
      csvUrl={csvExportUrl('actions', district, filters, lang)}
      figures={(r) => (
        <SimpleGrid cols={{ base: 2, md: 5 }} spacing="sm">
          {ACTION_KEYS.map((k) => (
            <Figure
              key={k}
              label={t(k === 'overdue' ? 'reports.actions.overdueNow' : `reports.actions.${k}`)}
              value={formatValue(k === 'overdue' ? (r.months[r.months.length - 1]?.overdue ?? 0) : r.months.reduce((a, m) => a + m[k], 0), lang)}
              testId={`actions-${k}`}
            />
          ))}
          <Figure label={t('reports.actions.median')} value={days(r.median_days_to_complete)} testId="actions-median" />
        </SimpleGrid>
      )}
      chart={(r) => <ReportLineChart chart={actionsChart(r, lang, t)} summary={actionsSummary(r, lang, t)} />}
      table={(r) => <ChartTable chart={actionsChart(r, lang, t)} caption={t('reports.actions.monthsCaption')} first={t('reports.month')} testId="actions-months" />}
      details={(r) => (
        <ReportTable
          caption={t('reports.actions.schoolsCaption')}
          testId="actions-schools"
          head={[t('reports.school'), ...ACTION_KEYS.map((k) => t(`reports.actions.${k}`)), t('reports.actions.median')]}
          rows={r.schools.map((s) => ({
            key: s.school.id,
            cells: [s.school.name, ...ACTION_KEYS.map((k) => formatValue(s[k], lang)), days(s.median_days_to_complete)],
          }))}
        />
      )}
    />
  );
}
