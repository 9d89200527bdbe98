/**
 * The import's first step: a network's approved supports (the shared network or a connected district's)
 * with checkboxes, search and filters; those the district already holds a copy of are marked and cannot
 * be picked. The selection lives in the caller, across pages and filters.
 */
import { useState } from 'react';
import { Badge, Checkbox, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TSupportSummary } from '@ss/domain';
import { SUPPORT_IMPORT_MAX } from '@ss/domain/contracts/supports';
import { useLanguage } from '../../../lib/useLanguage.ts';
import { DataTable } from '../../../ui/DataTable.tsx';
import { ListPagination } from '../../../ui/ListPagination.tsx';
import { listParams, NO_SUPPORT_FILTERS, type NetworkQuery, type SupportFilters } from '../api.ts';
import { SUPPORTS_PAGE_SIZE, useSupportList } from '../hooks/useSupports.ts';
import { supportName } from '../place.ts';
import { SupportFiltersBar, tableState, useSupportColumns, type Axes } from './SupportsTable.tsx';

interface Props {
  source: NetworkQuery;
  district: number;
  axes: Axes | undefined;
  selected: Map<number, TSupportSummary>;
  onChange: (next: Map<number, TSupportSummary>) => void;
  linkTo: (s: TSupportSummary) => string;
}

export function ImportPicker({ source, district, axes, selected, onChange, linkTo }: Props) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const [filters, setFilters] = useState<SupportFilters>(NO_SUPPORT_FILTERS);
  const [page, setPage] = useState(1);
  const list = useSupportList(listParams(source, { ...filters, status: 'approved' }, page, SUPPORTS_PAGE_SIZE, district));
  const columns = useSupportColumns(axes, linkTo);
  const rows = list.data?.results;
  const open = (rows ?? []).filter((s) => !s.already_imported);
  const full = selected.size >= SUPPORT_IMPORT_MAX;
  const allOnPage = open.length > 0 && open.every((s) => selected.has(s.id));

  const toggle = (rowsToSet: TSupportSummary[], on: boolean) => {
    const next = new Map(selected);
    for (const s of rowsToSet) {
      if (on && next.size < SUPPORT_IMPORT_MAX) next.set(s.id, s);
      if (!on) next.delete(s.id);
    }
    onChange(next);
  };

  return (
    <Stack gap="md">
      <SupportFiltersBar
        value={filters}
        axes={axes}
        onChange={(next) => {
          setFilters(next);
          setPage(1);
        }}
      />
      <Text size="sm" role="status">
        {t('supports.import.selectedCount', { count: selected.size })}
        {full ? ` ${t('supports.import.max', { max: SUPPORT_IMPORT_MAX })}` : ''}
      </Text>
      <DataTable<TSupportSummary>
        caption={t('supports.import.pickCaption')}
        {...tableState(list)}
        rowKey={(s) => s.id}
        emptyTitle={t('supports.import.emptySource')}
        minWidth={900}
        columns={[
          {
            key: 'pick',
            header: t('supports.import.select'),
            render: (s) =>
              s.already_imported ? (
                <Badge color="gray" variant="light" miw="max-content">
                  {t('supports.import.already')}
                </Badge>
              ) : (
                <Checkbox
                  aria-label={t('supports.import.selectNamed', { name: supportName(s, lang).text })}
                  checked={selected.has(s.id)}
                  disabled={!selected.has(s.id) && full}
                  onChange={(e) => toggle([s], e.currentTarget.checked)}
                />
              ),
          },
          ...columns,
        ]}
      />
      {open.length > 0 && (
        <Checkbox label={t('supports.import.selectPage')} checked={allOnPage} onChange={(e) => toggle(open, e.currentTarget.checked)} disabled={!allOnPage && full} />
      )}
      <ListPagination page={page} pageSize={SUPPORTS_PAGE_SIZE} count={list.data?.count ?? 0} onChange={setPage} />
    </Stack>
  );
}
