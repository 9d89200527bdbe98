import { Badge, Code, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@ss/domain/language';
import type { TAuditEvent } from '@ss/domain/contracts/admin';
import { useInvalidPageReset } from '../../../lib/useInvalidPageReset.ts';
import { useLanguage } from '../../../lib/useLanguage.ts';
import { usePageParams } from '../../../lib/usePageParams.ts';
import { DataTable, type Column } from '../../../ui/DataTable.tsx';
import { ListPagination } from '../../../ui/ListPagination.tsx';
import { auditKeys, fetchAuditEvents, type AuditParams } from '../api.ts';

const ACTION_PREFIXES = ['district', 'school', 'user', 'auth', 'simulation', 'agreement', 'email'] as const;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

function show(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** `details.changes` as "field: before → after", other details as they are. */
function Details({ event }: { event: TAuditEvent }) {
  const details = event.details ?? {};
  const changes = details.changes && typeof details.changes === 'object' ? (details.changes as Record<string, unknown>) : null;
  const rest = Object.entries(details).filter(([key]) => key !== 'changes');
  return (
    <Stack gap={2}>
      {changes &&
        Object.entries(changes).map(([field, pair]) => {
          const [before, after] = Array.isArray(pair) ? (pair as unknown[]) : [undefined, pair];
          return (
            <Text size="xs" key={field} style={{ overflowWrap: 'anywhere' }}>
              <Code>{field}</Code> {show(before)} → {show(after)}
            </Text>
          );
        })}
      {rest.map(([key, value]) => (
        <Text size="xs" key={key} style={{ overflowWrap: 'anywhere' }}>
          <Code>{key}</Code> {show(value)}
        </Text>
      ))}
    </Stack>
  );
}

/** Audited changes, newest first, filtered by kind of action, outcome and dates. */
export function AuditLog({ districtId }: { districtId?: number }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const { page, setPage, update, searchParams } = usePageParams();
  const action = searchParams.get('action') ?? '';
  const outcomeParam = searchParams.get('outcome');
  const outcome = outcomeParam === 'success' || outcomeParam === 'failure' ? outcomeParam : undefined;
  const from = searchParams.get('from') ?? '';
  const to = searchParams.get('to') ?? '';
  const params: AuditParams = {
    page,
    action: action || undefined,
    outcome,
    district: districtId,
    from: DATE.test(from) ? from : undefined,
    to: DATE.test(to) ? to : undefined,
  };
  const query = useQuery({ queryKey: auditKeys.list(params), queryFn: ({ signal }) => fetchAuditEvents(params, signal), placeholderData: keepPreviousData });
  const resetting = useInvalidPageReset(query.error, page, setPage);
  const filtered = Boolean(params.action || params.outcome || params.from || params.to);

  const columns: Column<TAuditEvent>[] = [
    { key: 'when', header: t('audit.column.when'), render: (event) => <Text size="sm" style={{ whiteSpace: 'nowrap' }}>{formatDateTime(event.occurred_at, lang)}</Text> },
    {
      key: 'action',
      header: t('audit.column.action'),
      render: (event) => (
        <Stack gap={2}>
          <Code>{event.action}</Code>
          {event.outcome === 'failure' && (
            <Badge color="red" variant="light" size="sm">
              {t('audit.outcome.failure')}
            </Badge>
          )}
        </Stack>
      ),
    },
    {
      key: 'actor',
      header: t('audit.column.actor'),
      render: (event) => (
        <Stack gap={0}>
          <Text size="sm">{event.actor?.full_name ?? t('audit.system')}</Text>
          {event.real_actor && event.real_actor.id !== event.actor?.id && (
            <Text size="xs" c="dimmed">
              {t('audit.simulatedBy', { name: event.real_actor.full_name })}
            </Text>
          )}
        </Stack>
      ),
    },
    { key: 'target', header: t('audit.column.target'), render: (event) => (event.target_type ? `${event.target_type} #${event.target_id ?? ''}` : '—') },
    { key: 'details', header: t('audit.column.details'), render: (event) => <Details event={event} /> },
  ];

  return (
    <Stack gap="md">
      <Group align="flex-end" gap="md">
        <Select
          label={t('audit.filter.action')}
          data={[{ value: 'all', label: t('audit.filter.allActions') }, ...ACTION_PREFIXES.map((prefix) => ({ value: prefix, label: t(`audit.kind.${prefix}`) }))]}
          value={action || 'all'}
          allowDeselect={false}
          onChange={(next) => update({ action: next && next !== 'all' ? next : null, page: null })}
          w={200}
        />
        <Select
          label={t('audit.filter.outcome')}
          data={[
            { value: 'all', label: t('audit.filter.allOutcomes') },
            { value: 'success', label: t('audit.outcome.success') },
            { value: 'failure', label: t('audit.outcome.failure') },
          ]}
          value={outcome ?? 'all'}
          allowDeselect={false}
          onChange={(next) => update({ outcome: next && next !== 'all' ? next : null, page: null })}
          w={180}
        />
        <TextInput type="date" label={t('audit.filter.from')} value={from} onChange={(e) => update({ from: e.currentTarget.value || null, page: null })} w={170} />
        <TextInput type="date" label={t('audit.filter.to')} value={to} onChange={(e) => update({ to: e.currentTarget.value || null, page: null })} w={170} />
      </Group>
      <DataTable
        caption={t('page.auditLog')}
        columns={columns}
        rows={query.data?.results}
        rowKey={(event) => event.id}
        loading={query.isPending || resetting}
        stale={query.isPlaceholderData}
        error={query.isError && !resetting ? query.error.message : null}
        onRetry={() => void query.refetch()}
        emptyTitle={t(filtered ? 'common.noResults' : 'audit.empty')}
        emptyDescription={filtered ? t('common.noResultsHint') : undefined}
      />
      {query.data && <ListPagination page={page} pageSize={query.data.pageSize} count={query.data.count} onChange={setPage} />}
    </Stack>
  );
}
