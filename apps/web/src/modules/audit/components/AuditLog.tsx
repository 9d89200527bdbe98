import { Badge, Group, Select, Stack, Text } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { i18n, TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { AUDIT_KINDS, auditActionKey, auditKindKey, auditTargetKey } from '@ss/domain/audit';
import { formatDateTime } from '@ss/domain/language';
import type { TAuditEvent } from '@ss/domain/contracts/admin';
import { useInvalidPageReset } from '../../../lib/useInvalidPageReset.ts';
import { useLanguage } from '../../../lib/useLanguage.ts';
import { usePageParams } from '../../../lib/usePageParams.ts';
import { DataTable, type Column } from '../../../ui/DataTable.tsx';
import { DateField } from '../../../ui/DateField.tsx';
import { ListPagination } from '../../../ui/ListPagination.tsx';
import { fetchAuditEvents, type AuditParams } from '../api.ts';
import { qk } from '../../../lib/query-keys.ts';
import { AuditDetails, labelOr } from './AuditDetails.tsx';

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The API's `action` filter for the URL's: a kind's prefixes, or a prefix given as it is (`?action=student.read`). */
function actionFilter(action: string): string | undefined {
  if (!action) return undefined;
  return Object.hasOwn(AUDIT_KINDS, action) ? AUDIT_KINDS[action as keyof typeof AUDIT_KINDS].join(',') : action;
}

/** What a row is about: its kind in words, and the record's name when the server found it. */
function targetOf(t: TFunction, i18n: i18n, event: TAuditEvent): string {
  if (!event.target_type) return '—';
  const type = labelOr(t, i18n, auditTargetKey(event.target_type), event.target_type);
  const id = event.target_id ?? '';
  const name = event.target_label ?? (event.target_type === 'config_list' && i18n.exists(`config.kind.${id}`) ? t(`config.kind.${id}`) : null);
  if (name) return t('audit.targetNamed', { type, name });
  return id ? t('audit.targetNumbered', { type, id }) : type;
}

/** Audited changes, newest first, filtered by kind of action, outcome and dates. */
export function AuditLog({ districtId }: { districtId?: number }) {
  const { t, i18n } = useTranslation();
  const lang = useLanguage();
  const { page, setPage, update, searchParams } = usePageParams();
  const action = searchParams.get('action') ?? '';
  const outcomeParam = searchParams.get('outcome');
  const outcome = outcomeParam === 'success' || outcomeParam === 'failure' ? outcomeParam : undefined;
  const from = searchParams.get('from') ?? '';
  const to = searchParams.get('to') ?? '';
  const params: AuditParams = {
    page,
    action: actionFilter(action),
    outcome,
    district: districtId,
    from: DATE.test(from) ? from : undefined,
    to: DATE.test(to) ? to : undefined,
  };
  const query = useQuery({ queryKey: qk.audit.list(params), queryFn: ({ signal }) => fetchAuditEvents(params, signal), placeholderData: keepPreviousData });
  const resetting = useInvalidPageReset(query.error, page, setPage);
  const filtered = Boolean(params.action || params.outcome || params.from || params.to);

  const columns: Column<TAuditEvent>[] = [
    {
      key: 'when',
      header: t('audit.column.when'),
      render: (event) => (
        <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
          {formatDateTime(event.occurred_at, lang)}
        </Text>
      ),
    },
    {
      key: 'action',
      header: t('audit.column.action'),
      render: (event) => (
        <Stack gap={2}>
          <Text size="sm">{labelOr(t, i18n, auditActionKey(event.action), event.action)}</Text>
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
    { key: 'target', header: t('audit.column.target'), render: (event) => targetOf(t, i18n, event) },
    { key: 'details', header: t('audit.column.details'), render: (event) => <AuditDetails event={event} /> },
  ];

  return (
    <Stack gap="md">
      <Group align="flex-end" gap="md">
        <Select
          label={t('audit.filter.action')}
          data={[{ value: 'all', label: t('audit.filter.allActions') }, ...Object.keys(AUDIT_KINDS).map((kind) => ({ value: kind, label: t(auditKindKey(kind)) }))]}
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
        <DateField label={t('audit.filter.from')} value={from} onChange={(next) => update({ from: next || null, page: null })} w={170} />
        <DateField label={t('audit.filter.to')} value={to} onChange={(next) => update({ to: next || null, page: null })} w={170} />
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
