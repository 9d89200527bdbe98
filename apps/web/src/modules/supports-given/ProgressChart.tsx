/**
 * A monitored support's progress: the data points, the aim line (baseline at the start to the goal at
 * the goal date) and the trend line (least squares) on a day axis (@mantine/charts on recharts), with
 * a text summary under it (latest value, trend per week, on track or not) and the same rows as a table
 * on request ("Show as table"), numbers in the reader's language. The table's data points can be
 * deleted by whoever may record.
 */
import { useState } from 'react';
import '@mantine/charts/styles.css';
import { LineChart } from '@mantine/charts';
import { Button, Group, Stack, Table, Text } from '@mantine/core';
import { IconTable } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { formatDay, frenchFirst } from './dates.ts';
import { formatLocaleNumber } from '@ss/domain/locale-number';
import type { TDataPoint, TStudentSupport } from '@ss/domain';
import { useLanguage } from '../../lib/useLanguage.ts';
import { buildProgress, goalStatus, isoOf, type Progress } from './progress.ts';
import { DeleteRecord, EditRecord, RecordTable } from './RecordParts.tsx';

interface Props {
  support: TStudentSupport;
  points: TDataPoint[];
  onEdit?: (point: TDataPoint) => void;
  onDelete?: (point: TDataPoint) => void;
}

/** The summary read under the chart and by screen readers. */
export function progressSummary(t: TFunction, lang: 'en' | 'fr', s: TStudentSupport, p: Progress): string[] {
  const n = (v: number) => formatLocaleNumber(v, lang);
  const lines: string[] = [];
  lines.push(p.latest ? t('studentSupports.chart.latest', { value: n(p.latest.value), date: formatDay(p.latest.measured_on, lang) }) : t('studentSupports.chart.noPoints'));
  if (p.perWeek !== null) lines.push(t('studentSupports.chart.trend', { value: `${p.perWeek > 0 ? '+' : ''}${n(p.perWeek)}` }));
  else if (p.latest) lines.push(t('studentSupports.chart.noTrend'));
  const status = goalStatus(p, s);
  if (status === 'reached') lines.push(t('studentSupports.chart.reached', { goal: n(s.goal!) }));
  else if (status) lines.push(t(`studentSupports.chart.${status}`, { goal: n(s.goal!), date: formatDay(s.goal_date!, lang) }));
  return lines;
}

export function ProgressChart({ support, points, onEdit, onDelete }: Props) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const [table, setTable] = useState(false);
  const progress = buildProgress(support, points);
  const n = (v: number | null) => (v === null ? '' : formatLocaleNumber(v, lang));
  const short = (day: number) =>
    Number.isFinite(day)
      ? frenchFirst(new Intl.DateTimeFormat(lang === 'fr' ? 'fr-CA' : 'en-CA', { month: 'short', day: 'numeric', timeZone: 'UTC' }).format(new Date(`${isoOf(day)}T00:00:00Z`)))
      : '';
  const summaryId = `progress-summary-${support.id}`;
  const byDate = new Map(points.map((p) => [p.measured_on, p]));
  const m = support.measure;
  const series = [
    { name: 'value', label: t('studentSupports.chart.points'), color: 'blue.7' },
    ...(progress.aim ? [{ name: 'aim', label: t('studentSupports.chart.aim'), color: 'teal.8', strokeDasharray: '8 4' }] : []),
    ...(progress.trend ? [{ name: 'trend', label: t('studentSupports.chart.trendLine'), color: 'orange.8', strokeDasharray: '3 3' }] : []),
  ];
  return (
    <Stack gap="xs">
      {progress.rows.length > 0 && (
        <figure aria-label={t('studentSupports.chart.caption', { name: support.name })} aria-describedby={summaryId} style={{ margin: 0 }} data-testid="progress-chart">
          <LineChart
            h={240}
            data={progress.rows}
            dataKey="day"
            series={series}
            curveType="linear"
            connectNulls
            withLegend
            legendProps={{ verticalAlign: 'bottom' }}
            valueFormatter={(v) => formatLocaleNumber(v, lang)}
            xAxisProps={{ type: 'number', domain: ['dataMin', 'dataMax'], tickFormatter: short, scale: 'time' }}
            yAxisProps={m && m.scale_min !== null && m.scale_max !== null ? { domain: [m.scale_min, m.scale_max] } : undefined}
            tooltipProps={{ labelFormatter: (day) => (typeof day === 'number' && Number.isFinite(day) ? formatDay(isoOf(day), lang) : '') }}
            lineProps={(s) => (s.name === 'value' ? {} : { dot: false, activeDot: false })}
          />
        </figure>
      )}
      <Stack gap={0} id={summaryId} data-testid="progress-summary">
        {progressSummary(t, lang, support, progress).map((line) => (
          <Text size="sm" key={line}>
            {line}
          </Text>
        ))}
      </Stack>
      {progress.rows.length > 0 && (
        <Group>
          <Button size="compact-sm" variant="subtle" leftSection={<IconTable size={14} aria-hidden />} aria-pressed={table} onClick={() => setTable((v) => !v)}>
            {t(table ? 'studentSupports.chart.hideTable' : 'studentSupports.chart.showTable')}
          </Button>
        </Group>
      )}
      {table && (
        <RecordTable
          caption={t('studentSupports.chart.tableCaption', { name: support.name })}
          testId="progress-table"
          columns={[
            t('studentSupports.chart.date'),
            t('studentSupports.chart.value'),
            t('studentSupports.chart.aim'),
            t('studentSupports.chart.trendLine'),
            t('studentSupports.field.note'),
          ]}
          withDelete={!!onDelete || !!onEdit}
        >
          {progress.rows.map((r) => {
            const point = r.value !== null ? byDate.get(r.date) : undefined;
            return (
              <Table.Tr key={r.day}>
                <Table.Th scope="row" fw={400}>
                  {formatDay(r.date, lang)}
                </Table.Th>
                <Table.Td>{n(r.value)}</Table.Td>
                <Table.Td>{n(r.aim)}</Table.Td>
                <Table.Td>{n(r.trend)}</Table.Td>
                <Table.Td>{point?.note ?? ''}</Table.Td>
                {(onDelete || onEdit) && (
                  <Table.Td>
                    {point && (
                      <Group gap={4} wrap="nowrap">
                        {onEdit && <EditRecord label={t('studentSupports.points.edit', { date: formatDay(r.date, lang) })} onClick={() => onEdit(point)} />}
                        {onDelete && <DeleteRecord label={t('studentSupports.points.delete', { date: formatDay(r.date, lang) })} onClick={() => onDelete(point)} />}
                      </Group>
                    )}
                  </Table.Td>
                )}
              </Table.Tr>
            );
          })}
        </RecordTable>
      )}
    </Stack>
  );
}
