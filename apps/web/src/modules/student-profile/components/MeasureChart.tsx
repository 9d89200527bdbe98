/**
 * A small inline SVG chart of one measure's results in time order: a line for numeric results, bars
 * coloured by option for dropdown results. The SVG is an image with a text alternative that reads
 * every point; the table beside it holds the same data.
 */
import { Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TProfileMeasure, TDataResult } from '@ss/domain';
import { useLanguage } from '../../../lib/useLanguage.ts';
import { shownValue } from '../api.ts';
import { pointName, pointRank, pointWithYear } from '../points.ts';

const W = 320;
const H = 140;
const PAD = 28;
/** Room under the x axis for the first and last point's names. */
const BOTTOM = 36;

export function MeasureChart({ definition, results }: { definition: TProfileMeasure; results: TDataResult[] }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const sorted = [...results].sort((a, b) => pointRank(definition, a) - pointRank(definition, b));
  const summary = sorted.length ? sorted.map((r) => `${pointWithYear(lang, r)}: ${shownValue(r.value, lang)}`).join('; ') : t('profile.chartEmpty');
  const label = t('profile.chartOf', { name: definition.name, summary });
  const step = sorted.length > 1 ? (W - 2 * PAD) / (sorted.length - 1) : 0;
  const x = (i: number) => (sorted.length > 1 ? PAD + i * step : W / 2);

  // The x axis names its first and last points (the table beside the chart names them all).
  const xLabel = (i: number, anchor: 'start' | 'end' | 'middle') => (
    <text key={`x${i}`} x={x(i)} y={H - BOTTOM + 14} fontSize={10} textAnchor={anchor} fill="#495057">
      {pointName(lang, sorted[i]!)}
    </text>
  );
  const xLabels = sorted.length === 0 ? null : sorted.length === 1 ? xLabel(0, 'middle') : [xLabel(0, 'start'), xLabel(sorted.length - 1, 'end')];

  if (definition.result_type === 'dropdown') {
    const n = Math.max(1, definition.options.length);
    const barW = Math.min(28, (W - 2 * PAD) / Math.max(1, sorted.length) - 4);
    return (
      <Stack gap={4}>
        <svg viewBox={`0 0 ${W} ${H}`} width="100%" style={{ maxWidth: W }} role="img" aria-label={label}>
          <line x1={PAD} y1={H - BOTTOM} x2={W - PAD} y2={H - BOTTOM} stroke="#868e96" />
          {sorted.map((r, i) => {
            const index = definition.options.findIndex((o) => o.label === r.value);
            const h = ((index + 1) / n) * (H - PAD - BOTTOM);
            const color = definition.options[index]?.color ?? '#1c7ed6';
            return <rect key={i} x={x(i) - barW / 2} y={H - BOTTOM - h} width={barW} height={h} fill={color} rx={2} />;
          })}
          {xLabels}
        </svg>
        {/* The legend: which colour is which option (the bars' height follows the options' order). */}
        <Group gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label={t('profile.chartLegend')}>
          {definition.options.map((o) => (
            <Group key={o.label} component="li" gap={4} wrap="nowrap">
              <span aria-hidden style={{ display: 'inline-block', width: 10, height: 10, borderRadius: 2, background: o.color ?? '#1c7ed6' }} />
              <Text size="xs">{o.label}</Text>
            </Group>
          ))}
        </Group>
      </Stack>
    );
  }

  const values = sorted.map((r) => Number(r.value));
  const lo = Math.min(definition.min_value ?? Infinity, ...values);
  const hi = Math.max(definition.max_value ?? -Infinity, ...values);
  const span = hi - lo || 1;
  const y = (v: number) => H - BOTTOM - ((v - lo) / span) * (H - PAD - BOTTOM);
  const path = values.map((v, i) => `${i ? 'L' : 'M'}${x(i).toFixed(1)},${y(v).toFixed(1)}`).join(' ');
  return (
    <svg viewBox={`0 0 ${W} ${H}`} width="100%" style={{ maxWidth: W }} role="img" aria-label={label}>
      <line x1={PAD} y1={H - BOTTOM} x2={W - PAD} y2={H - BOTTOM} stroke="#868e96" />
      <line x1={PAD} y1={PAD} x2={PAD} y2={H - BOTTOM} stroke="#868e96" />
      <text x={4} y={PAD - 12} fontSize={10} fill="#495057">
        {t('profile.value')}
      </text>
      {xLabels}
      {values.length > 0 && (
        <>
          <text x={PAD - 4} y={y(hi) + 4} fontSize={10} textAnchor="end" fill="#495057">
            {shownValue(String(hi), lang)}
          </text>
          <text x={PAD - 4} y={y(lo) + 4} fontSize={10} textAnchor="end" fill="#495057">
            {shownValue(String(lo), lang)}
          </text>
        </>
      )}
      {values.length > 1 && <path d={path} fill="none" stroke="#1c7ed6" strokeWidth={2} />}
      {values.map((v, i) => (
        <circle key={i} cx={x(i)} cy={y(v)} r={3.5} fill="#1c7ed6" />
      ))}
    </svg>
  );
}
