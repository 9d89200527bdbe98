import { useState } from 'react';
import { Anchor, Stack, Text, Title } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TSisSync } from '@ss/domain';
import { formatDateTime } from '@ss/domain/language';
import { useLanguage } from '../../../lib/useLanguage.ts';
import { DataTable, type Column } from '../../../ui/DataTable.tsx';
import { ListPagination } from '../../../ui/ListPagination.tsx';
import { fetchSyncs } from '../api.ts';
import { inProgress, SyncStatusBadge } from '../status.tsx';
import { qk } from '../../../lib/query-keys.ts';

/** The district's syncs, newest first, each linking to its detail. */
export function SyncHistory({ districtId, detailPath }: { districtId: number; detailPath: (id: number) => string }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const [page, setPage] = useState(1);
  const query = useQuery({
    queryKey: qk.sis.list(districtId, page),
    queryFn: ({ signal }) => fetchSyncs(districtId, page, signal),
    placeholderData: keepPreviousData,
    refetchInterval: (q) => (q.state.data?.results.some(inProgress) ? 2000 : false),
  });
  const columns: Column<TSisSync>[] = [
    {
      key: 'file',
      header: t('sis.column.file'),
      render: (s) => (
        <Anchor component={Link} to={detailPath(s.id)}>
          {s.file_name}
        </Anchor>
      ),
    },
    { key: 'status', header: t('sis.column.status'), render: (s) => <SyncStatusBadge sync={s} /> },
    { key: 'by', header: t('sis.column.by'), render: (s) => s.created_by_name ?? t('common.none') },
    {
      key: 'when',
      header: t('sis.column.when'),
      render: (s) => (
        <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
          {formatDateTime(s.created_at, lang)}
        </Text>
      ),
    },
  ];
  return (
    <Stack gap="sm">
      <Title order={2} size="h3">
        {t('sis.history')}
      </Title>
      <DataTable
        caption={t('sis.history')}
        columns={columns}
        rows={query.data?.results}
        rowKey={(s) => s.id}
        loading={query.isLoading}
        error={query.error ? 'Could not get data.' : null}
        onRetry={() => void query.refetch()}
        emptyTitle={t('sis.noSyncs')}
        stale={query.isPlaceholderData}
      />
      {query.data && <ListPagination page={page} pageSize={query.data.pageSize} count={query.data.count} onChange={setPage} />}
    </Stack>
  );
}
