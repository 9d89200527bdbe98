import { SimpleGrid } from '@mantine/core';
import { useLanguage } from '../../../lib/useLanguage.ts';
import { PLAN_KEYS, isEmpty, plansChart, plansSummary } from '../chart-data.ts';
import { csvExportUrl } from '../filters.ts';
import { formatValue } from '../format.ts';
import { useReport, useT } from '../hooks.ts';
import { ChartTable, Figure, ReportBarChart, ReportSection } from '../ReportParts.tsx';
import type { SectionProps } from './common.ts';

/** Support plans: active, final, review overdue and signatures missing, in all and per school. */
export function PlansSection({ district, filters }: SectionProps) {
  const t = useT();
  const lang = useLanguage();
  const query = useReport('plans', district, filters);
  return (
    <ReportSection
      name="plans"
      title={t('reports.plans.title')}
      description={t('reports.plans.description')}
      query={query}
      isEmpty={isEmpty.plans}
      csvUrl={csvExportUrl('plans', district, filters, lang)}
      figures={(r) => (
        <SimpleGrid cols={{ base: 2, md: 4 }} spacing="sm">
          {PLAN_KEYS.map((k) => (
            <Figure key={k} label={t(`reports.plans.${k}`)} value={formatValue(r.totals[k], lang)} testId={`plans-${k}`} />
          ))}
        </SimpleGrid>
      )}
      chart={(r) => <ReportBarChart chart={plansChart(r, t)} summary={plansSummary(r, lang, t)} />}
      table={(r) => <ChartTable chart={plansChart(r, t)} caption={t('reports.plans.schoolsCaption')} first={t('reports.school')} testId="plans-schools" />}
    />
  );
}
