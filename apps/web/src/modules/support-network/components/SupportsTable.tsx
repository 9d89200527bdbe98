/**
 * A network as a list: search, type, focus area and tier filters, paging. The focus areas and tiers are
 * named from the continuum's axes of the same network (keys travel, labels come with the axes).
 */
import { useState } from 'react';
import { Anchor, Badge, Group, Select, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SUPPORT_TYPES, type SupportStatus, type SupportType } from '@ss/domain/enums';
import type { UseQueryResult } from '@tanstack/react-query';
import type { TSupportAxisItem, TSupportList, TSupportSummary } from '@ss/domain';
import { isApiError } from '../../../lib/api.ts';
import { useLanguage } from '../../../lib/useLanguage.ts';
import { DataTable, type Column } from '../../../ui/DataTable.tsx';
import { ListPagination } from '../../../ui/ListPagination.tsx';
import { SearchField } from '../../../ui/SearchField.tsx';
import { listParams, NO_SUPPORT_FILTERS, type NetworkQuery, type SupportFilters } from '../api.ts';
import { SUPPORTS_PAGE_SIZE, useSupportList } from '../hooks/useSupports.ts';
import { axisLabel } from '../place.ts';
import { itemsOf, StatusBadge, SupportName, TierBadges, TypeBadge } from './SupportBadges.tsx';

/** A list query's rows and states as the table takes them (loading, a page loading over the last, an error with retry). */
export function tableState(list: UseQueryResult<TSupportList>) {
  return {
    rows: list.data?.results,
    loading: list.isPending,
    stale: list.isPlaceholderData,
    error: list.isError ? (isApiError(list.error) ? list.error.message : 'Could not get data.') : null,
    onRetry: () => void list.refetch(),
  };
}

export interface Axes {
  focus_areas: TSupportAxisItem[];
  tiers: TSupportAxisItem[];
}

interface Props {
  network: NetworkQuery;
  axes: Axes | undefined;
  linkTo: (s: TSupportSummary) => string;
  caption: string;
  /** The status this list shows (a tab's), none for the API's default. */
  status?: SupportStatus;
  /** Show each row's status (lists of several statuses). */
  withStatus?: boolean;
  markOwn?: boolean;
  /** Marks the supports the reading district already holds a copy of. */
  imported?: ReadonlySet<number>;
  emptyTitle: string;
  emptyDescription?: string;
}

export function SupportFiltersBar({ value, onChange, axes }: { value: SupportFilters; onChange: (f: SupportFilters) => void; axes: Axes | undefined }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const set = (patch: Partial<SupportFilters>) => onChange({ ...value, ...patch });
  const options = (axis: TSupportAxisItem[] | undefined) => (axis ?? []).map((i) => ({ value: String(i.key), label: axisLabel(i, lang) }));
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <SearchField label={t('supports.filter.search')} value={value.search} onSearch={(search) => set({ search })} />
      <Select
        label={t('supports.filter.type')}
        placeholder={t('supports.filter.allTypes')}
        data={SUPPORT_TYPES.map((v) => ({ value: v, label: t(`supports.type.${v}`) }))}
        value={value.type}
        onChange={(v) => set({ type: (v as SupportType | null) ?? null })}
        clearable
        w={190}
      />
      <Select
        label={t('supports.focusArea')}
        placeholder={t('supports.filter.allFocusAreas')}
        data={options(axes?.focus_areas)}
        value={value.focus_area === null ? null : String(value.focus_area)}
        onChange={(v) => set({ focus_area: v === null ? null : Number(v) })}
        clearable
        w={210}
      />
      <Select
        label={t('supports.tier')}
        placeholder={t('supports.filter.allTiers')}
        data={options(axes?.tiers)}
        value={value.tier === null ? null : String(value.tier)}
        onChange={(v) => set({ tier: v === null ? null : Number(v) })}
        clearable
        w={210}
      />
    </Group>
  );
}

/** The columns a support row shows: name (a link), type, focus areas, tiers, group size, and optionally its status. */
export function useSupportColumns(
  axes: Axes | undefined,
  linkTo: Props['linkTo'],
  options: { withStatus?: boolean; markOwn?: boolean; imported?: ReadonlySet<number> } = {},
): Column<TSupportSummary>[] {
  const { t } = useTranslation();
  const lang = useLanguage();
  const focusNames = (s: TSupportSummary) =>
    itemsOf(s.focus_area_keys, axes?.focus_areas ?? [])
      .map((i) => axisLabel(i, lang))
      .join(', ') || '—';
  return [
    {
      key: 'name',
      header: t('supports.column.name'),
      render: (s) => (
        <Group gap={6} wrap="wrap">
          <Anchor component={Link} to={linkTo(s)} fw={600}>
            <SupportName support={s} lang={lang} />
          </Anchor>
          {options.markOwn && s.level === 'school' && (
            <Badge size="sm" variant="outline" color="gray">
              {t('supports.own')}
            </Badge>
          )}
          {options.imported?.has(s.id) && (
            <Badge size="sm" variant="light" color="teal">
              {t('supports.import.already')}
            </Badge>
          )}
          {/* A copy in a district's or a school's network says where it came from (a shared submission's source is its sender). */}
          {s.source && s.level !== 'shared' && (
            <Text span size="xs" c="dimmed">
              {t(s.source.level === 'shared' ? 'supports.source.shared' : 'supports.source.district')}
            </Text>
          )}
        </Group>
      ),
    },
    { key: 'type', header: t('supports.column.type'), render: (s) => <TypeBadge type={s.type} /> },
    { key: 'focus', header: t('supports.column.focusAreas'), render: focusNames },
    { key: 'tiers', header: t('supports.column.tiers'), render: (s) => <TierBadges tiers={itemsOf(s.tier_keys, axes?.tiers ?? [])} /> },
    { key: 'group', header: t('supports.column.groupSize'), render: (s) => (s.group_size ? t(`supports.groupSize.${s.group_size}`) : '—') },
    ...(options.withStatus ? [{ key: 'status', header: t('supports.column.status'), render: (s: TSupportSummary) => <StatusBadge status={s.status} /> }] : []),
  ];
}

export function SupportsTable(props: Props) {
  const [filters, setFilters] = useState<SupportFilters>(NO_SUPPORT_FILTERS);
  const [page, setPage] = useState(1);
  const list = useSupportList(listParams(props.network, { ...filters, status: props.status ?? null }, page, SUPPORTS_PAGE_SIZE));
  const columns = useSupportColumns(props.axes, props.linkTo, { withStatus: props.withStatus, markOwn: props.markOwn, imported: props.imported });
  const filtered = JSON.stringify(filters) !== JSON.stringify(NO_SUPPORT_FILTERS);
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <SupportFiltersBar
        value={filters}
        axes={props.axes}
        onChange={(next) => {
          setFilters(next);
          setPage(1);
        }}
      />
      <DataTable<TSupportSummary>
        caption={props.caption}
        columns={columns}
        {...tableState(list)}
        rowKey={(s) => s.id}
        emptyTitle={filtered ? t('common.noResults') : props.emptyTitle}
        emptyDescription={filtered ? t('common.noResultsHint') : props.emptyDescription}
        minWidth={820}
      />
      <ListPagination page={page} pageSize={SUPPORTS_PAGE_SIZE} count={list.data?.count ?? 0} onChange={setPage} />
    </Stack>
  );
}
