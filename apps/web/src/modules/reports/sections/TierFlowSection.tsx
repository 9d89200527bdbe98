import { useState } from 'react';
import { Group, SimpleGrid, TextInput } from '@mantine/core';
import { useLanguage } from '../../../lib/useLanguage.ts';
import { FLOW_KEYS, flowChart, flowMatrix, flowSummary, isEmpty } from '../chart-data.ts';
import { csvExportUrl } from '../filters.ts';
import { formatDay, formatValue, tierLabel } from '../format.ts';
import { useReport, useT } from '../hooks.ts';
import { Figure, ReportBarChart, ReportSection, ReportTable } from '../ReportParts.tsx';
import type { SectionProps } from './common.ts';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** How students moved between tiers from one date to another: five figures, their bars, and the from × to matrix. */
/** `onDate` sets one of the two dates (null: the default), and says false when it would come on the wrong side of the other. */
export function TierFlowSection({ district, filters, onDate }: SectionProps & { onDate: (key: 'from' | 'to', value: string | null) => boolean }) {
  const t = useT();
  const lang = useLanguage();
  const query = useReport('tier_flow', district, filters);
  const applied = query.data?.applied;
  /** A date typed that would put the second date before the first: kept in the input with its message, not sent. */
  const [wrong, setWrong] = useState<{ key: 'from' | 'to'; value: string } | null>(null);
  const dateInput = (key: 'from' | 'to') => (
    <TextInput
      type="date"
      label={t(`reports.flow.${key}Date`)}
      value={wrong?.key === key ? wrong.value : (filters[key] ?? applied?.[key] ?? '')}
      min={applied?.start}
      max={applied?.end}
      error={wrong?.key === key ? t('reports.flow.order') : undefined}
      onChange={(e) => {
        const v = e.currentTarget.value;
        if (v !== '' && !DAY.test(v)) return;
        // Against the other date as shown (the server's default when none is set).
        const other = key === 'from' ? (filters.to ?? applied?.to) : (filters.from ?? applied?.from);
        const misplaced = v !== '' && other !== undefined && (key === 'from' ? v > other : v < other);
        if (misplaced || !onDate(key, v === '' ? null : v)) return setWrong({ key, value: v });
        setWrong(null);
      }}
      w={200}
    />
  );
  return (
    <ReportSection
      name="tier_flow"
      title={t('reports.flow.title')}
      description={t('reports.flow.description')}
      query={query}
      isEmpty={isEmpty.tier_flow}
      csvUrl={csvExportUrl('tier_flow', district, filters, lang)}
      controls={
        <Group gap="md" align="flex-end">
          {dateInput('from')}
          {dateInput('to')}
        </Group>
      }
      figures={(r) => (
        <SimpleGrid cols={{ base: 2, sm: 3, md: 5 }} spacing="sm">
          {FLOW_KEYS.map((k) => (
            <Figure key={k} label={t(`reports.flow.${k}`)} value={formatValue(r[k], lang)} testId={`flow-${k}`} />
          ))}
        </SimpleGrid>
      )}
      chart={(r) => <ReportBarChart chart={flowChart(r, t)} summary={flowSummary(r, lang, t, (d) => formatDay(d, lang))} height={240} />}
      table={(r) => {
        const { keys, cell } = flowMatrix(r);
        const name = (tier: (typeof keys)[number]) => tierLabel(tier ?? undefined, lang, t('reports.noTier'));
        return (
          <ReportTable
            caption={t('reports.flow.matrixCaption', { from: formatDay(r.applied.from, lang), to: formatDay(r.applied.to, lang) })}
            testId="flow-matrix"
            head={[t('reports.flow.fromTo'), ...keys.map((k) => t('reports.flow.toTier', { tier: name(k) }))]}
            rows={keys.map((from) => ({ key: String(from?.key ?? 'none'), cells: [name(from), ...keys.map((to) => formatValue(cell(from?.key ?? null, to?.key ?? null), lang))] }))}
          />
        );
      }}
    />
  );
}
