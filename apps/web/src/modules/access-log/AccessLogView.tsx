/**
 * A student's access record (issue 24, section 3): who read or changed what of the child's file and
 * when, filtered by dates and person (kept in the URL), paged, and downloadable as CSV or PDF with the
 * same filters. The server answers codes; the words come from the catalogues (@ss/domain's access-log).
 */
import { Anchor, Button, Group, Select, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { accessLogDetails, accessLogWhat, accessLogWho, type AccessLogWords } from '@ss/domain/access-log';
import type { TAccessLogEntry } from '@ss/domain/contracts/access-log';
import { formatDateTime } from '@ss/domain/language';
import { notifyFailure } from '../../lib/form-errors.ts';
import { isApiError } from '../../lib/api.ts';
import { qk } from '../../lib/query-keys.ts';
import { useInvalidPageReset } from '../../lib/useInvalidPageReset.ts';
import { useLanguage } from '../../lib/useLanguage.ts';
import { usePageParams } from '../../lib/usePageParams.ts';
import { DataTable, type Column } from '../../ui/DataTable.tsx';
import { DateField } from '../../ui/DateField.tsx';
import { ErrorState } from '../../ui/ErrorState.tsx';
import { ListPagination } from '../../ui/ListPagination.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { downloadAccessLog, fetchAccessLog, type AccessLogParams } from './api.ts';

const DATE = /^\d{4}-\d{2}-\d{2}$/;

export function AccessLogView({ studentId, profilePath }: { studentId: number; profilePath: string }) {
  const { t, i18n } = useTranslation();
  const lang = useLanguage();
  const { page, setPage, update, searchParams } = usePageParams();
  const [exporting, setExporting] = useState<'csv' | 'pdf' | null>(null);
  const from = searchParams.get('from') ?? '';
  const to = searchParams.get('to') ?? '';
  const userParam = Number(searchParams.get('user'));
  const user = Number.isInteger(userParam) && userParam > 0 ? userParam : undefined;
  const filters = { from: DATE.test(from) ? from : undefined, to: DATE.test(to) ? to : undefined, user };
  const params: AccessLogParams = { page, ...filters };
  const query = useQuery({
    queryKey: qk.profile.accessLog(studentId, params),
    queryFn: ({ signal }) => fetchAccessLog(studentId, params, signal),
    placeholderData: keepPreviousData,
    retry: (n, e) => !isApiError(e, 'not_found') && !isApiError(e, 'forbidden') && n < 2,
  });
  const resetting = useInvalidPageReset(query.error, page, setPage);
  const filtered = Boolean(filters.from || filters.to || filters.user);
  const words: AccessLogWords = { t: (key, p) => (p ? t(key, p) : t(key)), has: (key) => i18n.exists(key) };

  // Out of the reader's scope (404) or not theirs to read (403): said once, without filters or files.
  const refusal = isApiError(query.error) && (query.error.code === 'not_found' || query.error.code === 'forbidden') ? query.error : null;
  if (refusal)
    return (
      <Stack>
        <PageHeader title={t('accessLog.title')} />
        <ErrorState message={refusal.code === 'not_found' ? 'profile.notFound' : refusal.message} />
      </Stack>
    );

  const download = async (format: 'csv' | 'pdf') => {
    setExporting(format);
    try {
      await downloadAccessLog(studentId, filters, format, lang);
    } catch (error) {
      notifyFailure(t, error);
    } finally {
      setExporting(null);
    }
  };

  const columns: Column<TAccessLogEntry>[] = [
    {
      key: 'when',
      header: t('accessLog.column.when'),
      render: (e) => (
        <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
          {formatDateTime(e.occurred_at, lang)}
        </Text>
      ),
    },
    { key: 'who', header: t('accessLog.column.who'), render: (e) => accessLogWho(words, e) },
    { key: 'what', header: t('accessLog.column.what'), render: (e) => accessLogWhat(words, e) },
    { key: 'details', header: t('accessLog.column.details'), render: (e) => accessLogDetails(words, e) || '—' },
  ];
  const name = query.data?.student.full_name ?? '';

  return (
    <Stack gap="md">
      <PageHeader
        title={name ? `${t('accessLog.title')} · ${name}` : t('accessLog.title')}
        description={name ? t('accessLog.intro', { name }) : undefined}
        actions={
          <Group gap="sm">
            <Button variant="light" leftSection={<IconDownload size={16} aria-hidden />} loading={exporting === 'csv'} onClick={() => void download('csv')}>
              {t('accessLog.downloadCsv')}
            </Button>
            <Button variant="light" leftSection={<IconDownload size={16} aria-hidden />} loading={exporting === 'pdf'} onClick={() => void download('pdf')}>
              {t('accessLog.downloadPdf')}
            </Button>
          </Group>
        }
      />
      <Anchor component={Link} to={profilePath} size="sm">
        {t('accessLog.back')}
      </Anchor>
      <Group align="flex-end" gap="md" role="group" aria-label={t('accessLog.filters')}>
        <DateField label={t('accessLog.from')} value={from} onChange={(next) => update({ from: next || null, page: null })} w={170} />
        <DateField label={t('accessLog.to')} value={to} onChange={(next) => update({ to: next || null, page: null })} w={170} />
        <Select
          label={t('accessLog.user')}
          data={[{ value: 'all', label: t('accessLog.anyone') }, ...(query.data?.people ?? []).map((p) => ({ value: String(p.id), label: p.full_name }))]}
          value={user ? String(user) : 'all'}
          allowDeselect={false}
          searchable
          onChange={(next) => update({ user: next && next !== 'all' ? next : null, page: null })}
          w={240}
        />
        {filtered && (
          <Button variant="subtle" onClick={() => update({ from: null, to: null, user: null, page: null })}>
            {t('accessLog.clear')}
          </Button>
        )}
      </Group>
      {query.data && (
        <Text size="sm" c="dimmed" aria-live="polite">
          {t('accessLog.count', { count: query.data.count })}
        </Text>
      )}
      <DataTable
        caption={t('accessLog.tableLabel')}
        columns={columns}
        rows={query.data?.results}
        rowKey={(e) => e.id}
        loading={query.isPending || resetting}
        stale={query.isPlaceholderData}
        error={query.isError && !resetting ? query.error.message : null}
        onRetry={() => void query.refetch()}
        emptyTitle={t(filtered ? 'common.noResults' : 'accessLog.empty')}
        emptyDescription={filtered ? t('common.noResultsHint') : undefined}
      />
      {query.data && <ListPagination page={page} pageSize={query.data.pageSize} count={query.data.count} onChange={setPage} />}
    </Stack>
  );
}
