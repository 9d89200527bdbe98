/**
 * Choosing a support of the student's school's network: a searchable list grouped by focus area and
 * tier (each support under its first focus area and tier, in the lists' order), named in the reader's
 * language with its type.
 */
import { Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TSupportSummary } from '@ss/domain';
import { useLanguage } from '../../lib/useLanguage.ts';
import { useNetwork, useSchoolList } from './hooks.ts';
import { inLanguage, labelOf } from './labels.ts';

interface Props {
  school: number;
  value: number | null;
  onChange: (support: TSupportSummary | null) => void;
  error?: string | null;
}

export function NetworkPicker({ school, value, onChange, error }: Props) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const network = useNetwork(school);
  const focus = useSchoolList('student-support-focus-areas', { schoolId: school });
  const tiers = useSchoolList('student-support-tiers', { schoolId: school });
  const supports = network.data?.results ?? [];
  const order = (items: { key: number }[] | undefined, key: number | undefined) => {
    const i = (items ?? []).findIndex((x) => x.key === key);
    return i < 0 ? Number.MAX_SAFE_INTEGER : i;
  };
  const groups = new Map<string, { rank: [number, number]; items: { value: string; label: string }[] }>();
  for (const s of supports) {
    const f = focus.data?.items.find((i) => i.key === s.focus_area_keys[0]);
    const tier = tiers.data?.items.find((i) => i.key === s.tier_keys[0]);
    const group = [f ? labelOf(lang, f) : t('studentSupports.give.otherFocus'), tier ? labelOf(lang, tier) : null].filter(Boolean).join(' · ');
    const entry = groups.get(group) ?? { rank: [order(focus.data?.items, s.focus_area_keys[0]), order(tiers.data?.items, s.tier_keys[0])], items: [] };
    entry.items.push({ value: String(s.id), label: `${inLanguage(lang, s.name_en, s.name_fr)} (${t(`studentSupports.type.${s.type}`)})` });
    groups.set(group, entry);
  }
  const data = [...groups.entries()]
    .sort(([, a], [, b]) => a.rank[0] - b.rank[0] || a.rank[1] - b.rank[1])
    .map(([group, g]) => ({ group, items: g.items.sort((a, b) => a.label.localeCompare(b.label, lang)) }));
  return (
    <Select
      label={t('studentSupports.field.support')}
      placeholder={t('studentSupports.give.searchNetwork')}
      required
      searchable
      data={data}
      value={value === null ? null : String(value)}
      onChange={(v) => onChange(supports.find((s) => String(s.id) === v) ?? null)}
      nothingFoundMessage={network.isPending ? t('common.loading') : t('studentSupports.give.noNetwork')}
      error={network.isError ? t('studentSupports.give.networkError') : error}
      maxDropdownHeight={320}
      data-testid="network-picker"
    />
  );
}
