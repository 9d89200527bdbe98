/**
 * The pieces every report section is made of: the section itself (heading, Chart / Table switch, CSV link,
 * loading, empty and error states), a chart's figure (`role="img"` named by its text summary), a data table,
 * and a figure tile.
 */
import { createContext, useContext, useId, useState, type ReactNode } from 'react';
import '@mantine/charts/styles.css';
import { BarChart, LineChart } from '@mantine/charts';
import { Anchor, Group, Paper, SegmentedControl, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../lib/useLanguage.ts';
import { EmptyMessage } from '../../ui/EmptyMessage.tsx';
import { ErrorState } from '../../ui/ErrorState.tsx';
import { LoadingState } from '../../ui/LoadingState.tsx';
import type { Chart } from './chart-data.ts';
import { formatValue } from './format.ts';

type View = 'chart' | 'table';

const NO_ANIMATION = { isAnimationActive: false } as const;
/** Inside the chart view's hidden copy of the tables: no scroll container (a 1-pixel box would be a scrollable region no key reaches). */
const HiddenCopy = createContext(false);

interface SectionProps<T> {
  /** The section's anchor and test id (`report-<name>`). */
  name: string;
  title: string;
  description?: string;
  query: UseQueryResult<T>;
  isEmpty: (data: T) => boolean;
  csvUrl: string;
  /** Inputs of the section's own (the tier flow's dates), above its content. */
  controls?: ReactNode;
  /** What the section shows whichever the view: figures, lists. */
  figures?: (data: T) => ReactNode;
  chart: (data: T) => ReactNode;
  /** The chart's data as tables: shown in the table view, and kept for screen readers in the chart view. */
  table: (data: T) => ReactNode;
  /** Shown under the chart or its table in both views (a per-school or per-team table, a list of students). */
  details?: (data: T) => ReactNode;
}

export function ReportSection<T>({ name, title, description, query, isEmpty, csvUrl, controls, figures, chart, table, details }: SectionProps<T>) {
  const { t } = useTranslation();
  const [view, setView] = useState<View>('chart');
  const headingId = useId();
  const data = query.data;
  const ready = data !== undefined && !query.isError;
  const empty = ready && isEmpty(data);
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={headingId} data-testid={`report-${name}`} id={`report-${name}`}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
          <Stack gap={2}>
            <Title order={2} size="h3" id={headingId}>
              {title}
            </Title>
            {description && (
              <Text size="sm" c="dimmed">
                {description}
              </Text>
            )}
          </Stack>
          <Group gap="sm">
            <SegmentedControl
              size="xs"
              aria-label={t('reports.viewOf', { title })}
              value={view}
              onChange={(v) => setView(v as View)}
              data={[
                { value: 'chart', label: t('reports.view.chart') },
                { value: 'table', label: t('reports.view.table') },
              ]}
            />
            <Anchor href={csvUrl} download size="sm" aria-label={t('reports.downloadCsvOf', { title })}>
              <Group gap={4} wrap="nowrap" component="span">
                <IconDownload size={16} aria-hidden />
                {t('reports.downloadCsv')}
              </Group>
            </Anchor>
          </Group>
        </Group>
        {controls}
        {query.isError ? (
          <ErrorState message="Could not get data." onRetry={() => void query.refetch()} retrying={query.isFetching} />
        ) : !ready ? (
          <LoadingState lines={5} height={36} />
        ) : empty ? (
          <EmptyMessage title={t('reports.empty')} description={t('reports.emptyHint')} />
        ) : (
          <>
            {figures?.(data)}
            {view === 'chart' ? (
              <>
                {chart(data)}
                <VisuallyHidden>
                  <HiddenCopy.Provider value>{table(data)}</HiddenCopy.Provider>
                </VisuallyHidden>
              </>
            ) : (
              table(data)
            )}
            {details?.(data)}
          </>
        )}
      </Stack>
    </Paper>
  );
}

/** A chart as one image for assistive technology, named by its summary (the table holds every figure). */
export function ChartFigure({ summary, children, testId }: { summary: string; children: ReactNode; testId?: string }) {
  return (
    <div role="img" aria-label={summary} data-testid={testId}>
      {children}
    </div>
  );
}

interface ChartProps {
  chart: Chart;
  summary: string;
  type?: 'default' | 'stacked';
  /** Horizontal bars (one a row: supports' outcomes), the categories down the side. */
  horizontal?: boolean;
  height?: number;
}

/** Bars from a chart's rows and series, in the reader's number format, with a legend in words. */
export function ReportBarChart({ chart, summary, type = 'default', horizontal = false, height }: ChartProps) {
  const lang = useLanguage();
  const h = height ?? (horizontal ? Math.max(160, 48 + chart.rows.length * 36) : 280);
  return (
    <ChartFigure summary={summary}>
      <BarChart
        h={h}
        data={chart.rows}
        dataKey="label"
        series={chart.series}
        type={type}
        orientation={horizontal ? 'vertical' : 'horizontal'}
        withLegend
        legendProps={{ verticalAlign: 'bottom', height: 48, itemSorter: null }}
        valueFormatter={(v) => formatValue(v, lang)}
        accessibilityLayer={false}
        tooltipAnimationDuration={0}
        yAxisProps={horizontal ? { width: 240 } : { allowDecimals: false }}
        xAxisProps={horizontal ? { allowDecimals: false } : undefined}
        maxBarWidth={48}
        // Drawn at once: eight sections animating together kept the main thread busy for over a second (and motion helps no one read a figure).
        barProps={NO_ANIMATION}
      />
    </ChartFigure>
  );
}

/** Lines from a chart's rows and series (actions per month, a measure's quartiles). */
export function ReportLineChart({ chart, summary, height = 280 }: ChartProps) {
  const lang = useLanguage();
  return (
    <ChartFigure summary={summary}>
      <LineChart
        h={height}
        data={chart.rows}
        dataKey="label"
        series={chart.series}
        curveType="linear"
        withLegend
        legendProps={{ verticalAlign: 'bottom', height: 48, itemSorter: null }}
        valueFormatter={(v) => formatValue(v, lang)}
        accessibilityLayer={false}
        tooltipAnimationDuration={0}
        withDots
        lineProps={NO_ANIMATION}
      />
    </ChartFigure>
  );
}

interface TableProps {
  caption: string;
  /** Column headers; the first is the rows' header column. */
  head: string[];
  rows: { key: string | number; cells: ReactNode[] }[];
  testId?: string;
  minWidth?: number;
  /** Columns of words, not figures: left-aligned (the first always is). */
  text?: number[];
}

/** A data table: a caption, the first cell of a row its header, the figures right-aligned. */
export function ReportTable({ caption, head, rows, testId, minWidth = 480, text = [] }: TableProps) {
  const align = (i: number) => (i === 0 || text.includes(i) ? undefined : 'right');
  const hidden = useContext(HiddenCopy);
  const table = (
    <Table striped withTableBorder captionSide="top" data-testid={testId}>
      <Table.Caption>{caption}</Table.Caption>
      <Table.Thead>
        <Table.Tr>
          {head.map((h, i) => (
            <Table.Th key={h + String(i)} scope="col" ta={align(i)}>
              {h}
            </Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((r) => (
          <Table.Tr key={r.key}>
            {r.cells.map((c, i) =>
              i === 0 ? (
                <Table.Th key={i} scope="row" fw={500}>
                  {c}
                </Table.Th>
              ) : (
                <Table.Td key={i} ta={align(i)}>
                  {c}
                </Table.Td>
              ),
            )}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
  return hidden ? table : <Table.ScrollContainer minWidth={minWidth}>{table}</Table.ScrollContainer>;
}

/** A chart's rows as a table: the category, then one column a series. */
export function ChartTable({ chart, caption, first, testId }: { chart: Chart; caption: string; first: string; testId?: string }) {
  const lang = useLanguage();
  return (
    <ReportTable
      caption={caption}
      testId={testId}
      head={[first, ...chart.series.map((s) => s.label)]}
      rows={chart.rows.map((r, i) => ({ key: `${r.label}-${i}`, cells: [r.label, ...chart.series.map((s) => formatValue(Number(r[s.name] ?? 0), lang))] }))}
    />
  );
}

/** One headline figure: its name over its value. */
export function Figure({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <Paper withBorder radius="md" p="sm" data-testid={testId}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fz={24} fw={700} lh={1.3}>
        {value}
      </Text>
    </Paper>
  );
}
