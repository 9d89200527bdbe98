import { Button, Modal, Stack, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@ss/domain/language';
import type { TStudentImport } from '@ss/domain/contracts/student-imports';
import { usePageParams } from '../../../lib/usePageParams.ts';
import { useInvalidPageReset } from '../../../lib/useInvalidPageReset.ts';
import { useLanguage } from '../../../lib/useLanguage.ts';
import { isApiError } from '../../../lib/api.ts';
import { DataTable, type Column } from '../../../ui/DataTable.tsx';
import { ErrorState } from '../../../ui/ErrorState.tsx';
import { ListPagination } from '../../../ui/ListPagination.tsx';
import { LoadingState } from '../../../ui/LoadingState.tsx';
import { fetchImport, fetchImports } from '../api.ts';
import { ImportStatusBadge } from './ImportStatusBadge.tsx';
import { qk } from '../../../lib/query-keys.ts';

const FINISHED = ['succeeded', 'failed'];

/** A school's imports, newest first; "Details" (or ?import=<id>, the e-mail's link) shows the bad rows. */
export function ImportHistory({ schoolId }: { schoolId: number }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const { page, setPage, update, searchParams } = usePageParams();
  const openId = Number(searchParams.get('import')) || null;
  const list = useQuery({
    queryKey: qk.imports.list(schoolId, page),
    queryFn: ({ signal }) => fetchImports(schoolId, page, signal),
    // While an import is queued or running, look again every few seconds.
    refetchInterval: (q) => (q.state.data?.results.some((r) => !FINISHED.includes(r.status)) ? 3000 : false),
  });
  const resetting = useInvalidPageReset(list.error, page, setPage);

  const columns: Column<TStudentImport>[] = [
    { key: 'file', header: t('imports.history.file'), render: (r) => r.file_name },
    { key: 'when', header: t('imports.history.when'), render: (r) => formatDateTime(r.created_at, lang) },
    { key: 'by', header: t('imports.history.by'), render: (r) => (r.created_by ? `${r.created_by.first_name} ${r.created_by.last_name}` : '—') },
    { key: 'status', header: t('imports.history.status'), render: (r) => <ImportStatusBadge status={r.status} /> },
    {
      key: 'counts',
      header: t('imports.history.counts'),
      render: (r) =>
        r.status === 'succeeded'
          ? t('imports.history.countsValue', { created: r.created_count ?? 0, updated: r.updated_count ?? 0, unchanged: r.unchanged_count ?? 0 })
          : r.status === 'failed'
            ? t('imports.history.errorsValue', { count: r.error_count })
            : '—',
    },
    {
      key: 'details',
      header: t('imports.history.details'),
      render: (r) =>
        FINISHED.includes(r.status) ? (
          <Button size="compact-sm" variant="subtle" onClick={() => update({ import: String(r.id) })} aria-label={t('imports.history.detailsOf', { file: r.file_name })}>
            {t('imports.history.details')}
          </Button>
        ) : null,
    },
  ];

  return (
    <Stack gap={0}>
      <DataTable
        caption={t('page.importHistory')}
        columns={columns}
        rows={list.data?.results}
        rowKey={(r) => r.id}
        loading={list.isLoading || resetting}
        error={list.error ? (isApiError(list.error) ? list.error.message : 'Could not get data.') : null}
        onRetry={() => void list.refetch()}
        emptyTitle={t('imports.history.empty')}
        stale={list.isPlaceholderData}
      />
      {list.data && <ListPagination page={page} pageSize={list.data.pageSize} count={list.data.count} onChange={setPage} />}
      {openId && <ImportDetails id={openId} onClose={() => update({ import: null })} />}
    </Stack>
  );
}

function ImportDetails({ id, onClose }: { id: number; onClose: () => void }) {
  const { t } = useTranslation();
  const detail = useQuery({ queryKey: qk.imports.one(id), queryFn: ({ signal }) => fetchImport(id, signal) });
  const d = detail.data;
  return (
    <Modal
      opened
      onClose={onClose}
      size="lg"
      title={d ? t('imports.history.detailsOf', { file: d.file_name }) : t('imports.history.details')}
      closeButtonProps={{ 'aria-label': t('imports.history.close') }}
    >
      {detail.error && <ErrorState message={isApiError(detail.error) ? detail.error.message : undefined} />}
      {!d && !detail.error && <LoadingState lines={3} />}
      {d && (
        <Stack gap="sm">
          <ImportStatusBadge status={d.status} />
          {d.status === 'succeeded' && (
            <Text size="sm">{t('imports.history.countsValue', { created: d.created_count ?? 0, updated: d.updated_count ?? 0, unchanged: d.unchanged_count ?? 0 })}</Text>
          )}
          {d.errors.length === 0 ? (
            <Text size="sm">{t('imports.history.noProblems')}</Text>
          ) : (
            <Table withTableBorder striped verticalSpacing="xs" captionSide="top">
              <caption style={{ textAlign: 'left', fontWeight: 600, paddingBottom: 4 }}>{t('imports.history.badRows')}</caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t('imports.history.line')}</Table.Th>
                  <Table.Th scope="col">{t('imports.history.field')}</Table.Th>
                  <Table.Th scope="col">{t('imports.history.reason')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {d.errors.map((e, i) => (
                  <Table.Tr key={`${e.line}-${e.field ?? ''}-${i}`}>
                    <Table.Td>{e.line}</Table.Td>
                    <Table.Td>{e.field ? t(`imports.column.${e.field}`) : '—'}</Table.Td>
                    <Table.Td>{t(e.message, e.params ?? {})}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
        </Stack>
      )}
    </Modal>
  );
}
