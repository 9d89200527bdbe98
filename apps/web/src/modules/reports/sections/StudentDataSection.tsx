import { Stack, Title } from '@mantine/core';
import type { TStudentDataReport } from '@ss/domain/contracts/reports';
import { useLanguage } from '../../../lib/useLanguage.ts';
import { isEmpty, measureChart, measureOptions, measureSummary } from '../chart-data.ts';
import { csvExportUrl } from '../filters.ts';
import { formatAdministration, formatChange, formatValue } from '../format.ts';
import { useReport, useT } from '../hooks.ts';
import { ReportBarChart, ReportLineChart, ReportSection, ReportTable } from '../ReportParts.tsx';
import type { SectionProps } from './common.ts';

type Measure = TStudentDataReport['measures'][number];

/** Student data by measure and administration: the distribution (quartiles, or each option's count) and the change. */
export function StudentDataSection({ district, filters }: SectionProps) {
  const t = useT();
  const lang = useLanguage();
  const query = useReport('student_data', district, filters);
  const measures = (r: TStudentDataReport) => r.measures.filter((m) => m.administrations.some((a) => a.results > 0));
  const n = (v: number) => formatValue(v, lang);
  const table = (m: Measure) => {
    const when = (a: Measure['administrations'][number]) => formatAdministration(a.administration, lang);
    if (m.result_type === 'manual')
      return (
        <ReportTable
          caption={t('reports.data.tableCaption', { measure: m.name })}
          testId={`data-table-${m.id}`}
          minWidth={720}
          head={[
            t('reports.data.administration'),
            t('reports.data.results'),
            t('reports.data.min'),
            t('reports.data.q1'),
            t('reports.data.median'),
            t('reports.data.q3'),
            t('reports.data.max'),
            t('reports.data.mean'),
            t('reports.data.change'),
          ]}
          rows={m.administrations.map((a) => ({
            key: a.administration,
            cells: [
              when(a),
              n(a.results),
              ...(a.numbers ? [a.numbers.min, a.numbers.q1, a.numbers.median, a.numbers.q3, a.numbers.max, a.numbers.mean].map(n) : ['', '', '', '', '', '']),
              a.change === null ? t('reports.data.noChange') : formatChange(a.change, lang),
            ],
          }))}
        />
      );
    const options = measureOptions(m);
    return (
      <ReportTable
        caption={t('reports.data.tableCaption', { measure: m.name })}
        testId={`data-table-${m.id}`}
        head={[t('reports.data.administration'), t('reports.data.results'), ...options]}
        rows={m.administrations.map((a) => ({
          key: a.administration,
          cells: [when(a), n(a.results), ...options.map((o) => n(a.options.find((x) => x.label === o)?.results ?? 0))],
        }))}
      />
    );
  };
  return (
    <ReportSection
      name="student_data"
      title={t('reports.data.title')}
      description={t('reports.data.description')}
      query={query}
      isEmpty={isEmpty.student_data}
      csvUrl={csvExportUrl('student_data', district, filters, lang)}
      chart={(r) => (
        <Stack gap="lg">
          {measures(r).map((m) => {
            const chart = measureChart(m, lang, t);
            return (
              <Stack gap="xs" key={m.id}>
                <Title order={3} size="h4">
                  {m.name}
                </Title>
                {chart.kind === 'numbers' ? (
                  <ReportLineChart chart={chart} summary={measureSummary(m, lang, t)} height={240} />
                ) : (
                  <ReportBarChart chart={chart} summary={measureSummary(m, lang, t)} type="stacked" height={240} />
                )}
              </Stack>
            );
          })}
        </Stack>
      )}
      table={(r) => (
        <Stack gap="lg">
          {measures(r).map((m) => (
            <div key={m.id}>{table(m)}</div>
          ))}
        </Stack>
      )}
    />
  );
}
