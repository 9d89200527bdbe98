import { Anchor, Badge, Button, Stack } from '@mantine/core';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@ss/domain/language';
import type { TDistrict } from '@ss/domain';
import { useInvalidPageReset } from '../../../lib/useInvalidPageReset.ts';
import { useLanguage } from '../../../lib/useLanguage.ts';
import { usePageParams } from '../../../lib/usePageParams.ts';
import { DataTable, type Column } from '../../../ui/DataTable.tsx';
import { ListPagination } from '../../../ui/ListPagination.tsx';
import { SearchField } from '../../../ui/SearchField.tsx';
import { useDistricts } from '../hooks/useDistricts.ts';

/** Every district with its schools count (super admins), paged and searchable. */
export function DistrictsTable() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const navigate = useNavigate();
  const { page, search, setPage, setSearch } = usePageParams();
  const query = useDistricts({ page, search });
  const resetting = useInvalidPageReset(query.error, page, setPage);

  const columns: Column<TDistrict>[] = [
    {
      key: 'name',
      header: t('districts.column.name'),
      render: (district) => (
        <Anchor component={Link} to={`/district/${district.id}`} fw={600}>
          {district.name}
        </Anchor>
      ),
    },
    { key: 'language', header: t('districts.column.language'), render: (district) => t(district.francophone ? 'districts.francophone' : 'districts.anglophone') },
    { key: 'schools', header: t('districts.column.schools'), numeric: true, render: (district) => formatNumber(district.school_count, lang) },
    {
      key: 'status',
      header: t('districts.column.status'),
      render: (district) =>
        district.suspended_at ? (
          <Badge color="red" variant="light">
            {t('districts.suspended')}
          </Badge>
        ) : (
          <Badge color="green" variant="light">
            {t('districts.active')}
          </Badge>
        ),
    },
  ];
  // Editing is offered where the API says the actor may update the district.
  if (query.data?.results.some((district) => district.abilities.update)) {
    columns.push({
      key: 'actions',
      header: t('admin.actions'),
      render: (district) =>
        district.abilities.update ? (
          <Button onClick={() => void navigate(`/admin/edit-district/${district.id}`)} size="xs" variant="light" aria-label={t('admin.editNamed', { name: district.name })}>
            {t('admin.edit')}
          </Button>
        ) : null,
    });
  }

  return (
    <Stack gap="md">
      <SearchField label={t('districts.search')} value={search} onSearch={setSearch} />
      <DataTable
        caption={t('page.districts')}
        columns={columns}
        rows={query.data?.results}
        rowKey={(district) => district.id}
        loading={query.isPending || resetting}
        stale={query.isPlaceholderData}
        error={query.isError && !resetting ? query.error.message : null}
        onRetry={() => void query.refetch()}
        emptyTitle={t(search ? 'common.noResults' : 'districts.empty')}
        emptyDescription={search ? t('common.noResultsHint') : undefined}
      />
      {query.data && <ListPagination page={page} pageSize={query.data.pageSize} count={query.data.count} onChange={setPage} />}
    </Stack>
  );
}
