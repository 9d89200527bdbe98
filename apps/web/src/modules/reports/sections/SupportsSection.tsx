import { SimpleGrid, Stack, Title } from '@mantine/core';
import { useLanguage } from '../../../lib/useLanguage.ts';
import { focusAreasChart, isEmpty, outcomesChart, supportsSummary, supportTypesChart, type Chart, type Translate } from '../chart-data.ts';
import { csvExportUrl } from '../filters.ts';
import { formatValue } from '../format.ts';
import { useReport, useT } from '../hooks.ts';
import { ChartTable, Figure, ReportBarChart, ReportSection } from '../ReportParts.tsx';
import type { SectionProps } from './common.ts';

/** A part's own title and summary (each chart names what it shows). */
const summaryOf = (t: Translate, title: string, chart: Chart, lang: 'en' | 'fr') =>
  t('reports.chartSummary', {
    title,
    details: chart.rows.map((r) => `${r.label}: ${chart.series.map((s) => `${s.label} ${formatValue(Number(r[s.name] ?? 0), lang)}`).join(', ')}`).join('; '),
  });

/** Supports given by type and focus area, and their outcomes per support: which interventions work here. */
export function SupportsSection({ district, filters }: SectionProps) {
  const t = useT();
  const lang = useLanguage();
  const query = useReport('supports', district, filters);
  return (
    <ReportSection
      name="supports"
      title={t('reports.supports.title')}
      description={t('reports.supports.description')}
      query={query}
      isEmpty={isEmpty.supports}
      csvUrl={csvExportUrl('supports', district, filters, lang)}
      figures={(r) => <Figure label={t('reports.supports.total')} value={formatValue(r.total, lang)} testId="supports-total" />}
      chart={(r) => {
        const types = supportTypesChart(r, t);
        const focus = focusAreasChart(r, lang, t);
        const outcomes = outcomesChart(r, lang, t);
        return (
          <Stack gap="lg">
            <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
              <Stack gap="xs">
                <Title order={3} size="h4">
                  {t('reports.supports.byType')}
                </Title>
                <ReportBarChart chart={types} summary={summaryOf(t, t('reports.supports.byType'), types, lang)} height={240} />
              </Stack>
              <Stack gap="xs">
                <Title order={3} size="h4">
                  {t('reports.supports.byFocusArea')}
                </Title>
                <ReportBarChart chart={focus} summary={summaryOf(t, t('reports.supports.byFocusArea'), focus, lang)} horizontal />
              </Stack>
            </SimpleGrid>
            <Stack gap="xs">
              <Title order={3} size="h4">
                {t('reports.supports.outcomes')}
              </Title>
              <ReportBarChart chart={outcomes} summary={supportsSummary(r, lang, t)} type="stacked" horizontal />
            </Stack>
          </Stack>
        );
      }}
      table={(r) => (
        <Stack gap="lg">
          <ChartTable chart={supportTypesChart(r, t)} caption={t('reports.supports.byType')} first={t('reports.supports.type')} testId="supports-types" />
          <ChartTable chart={focusAreasChart(r, lang, t)} caption={t('reports.supports.byFocusArea')} first={t('reports.supports.focusArea')} testId="supports-focus" />
          <ChartTable chart={outcomesChart(r, lang, t)} caption={t('reports.supports.outcomes')} first={t('reports.supports.support')} testId="supports-outcomes" />
        </Stack>
      )}
    />
  );
}
