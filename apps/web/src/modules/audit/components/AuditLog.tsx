import { Badge, Group, Select, Stack, Text } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { i18n, TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { auditActionKey, auditFieldKey, auditTargetKey } from '@ss/domain/audit';
import { formatDateTime } from '@ss/domain/language';
import type { TAuditEvent } from '@ss/domain/contracts/admin';
import { useInvalidPageReset } from '../../../lib/useInvalidPageReset.ts';
import { useLanguage } from '../../../lib/useLanguage.ts';
import { usePageParams } from '../../../lib/usePageParams.ts';
import { DataTable, type Column } from '../../../ui/DataTable.tsx';
import { DateField } from '../../../ui/DateField.tsx';
import { ListPagination } from '../../../ui/ListPagination.tsx';
import { auditKeys, fetchAuditEvents, type AuditParams } from '../api.ts';

const ACTION_PREFIXES = ['district', 'school', 'user', 'auth', 'simulation', 'agreement', 'email'] as const;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/** A catalogue label when there is one, else the code as it is (an older row's action, an unnamed field). */
function labelOr(t: TFunction, i18n: i18n, key: string, fallback: string): string {
  return i18n.exists(key) ? t(key) : fallback;
}

/** One value of `details` in words: dates formatted, yes/no, list items by their label, never raw JSON. */
function useShowValue() {
  const { t, i18n } = useTranslation();
  const lang = useLanguage();
  const field = (name: string) => labelOr(t, i18n, auditFieldKey(name), name.replace(/_/g, ' '));
  const show = (value: unknown): string => {
    if (value === null || value === undefined || value === '') return '—';
    if (typeof value === 'boolean') return t(value ? 'common.yes' : 'common.no');
    if (typeof value === 'string') return TIMESTAMP.test(value) ? formatDateTime(value, lang) : value;
    if (typeof value === 'number') return String(value);
    if (Array.isArray(value)) return value.length ? value.map(show).join(', ') : '—';
    if (typeof value === 'object') {
      const o = value as Record<string, unknown>;
      // A list item, a student data option, a person: its name says it.
      const named = (lang === 'fr' ? (o.label_fr ?? o.label_en) : (o.label_en ?? o.label_fr)) ?? o.label ?? o.name ?? o.full_name;
      if (typeof named === 'string' && named) return o.active === false ? `${named} (${t('audit.inactive')})` : named;
      return Object.entries(o)
        .map(([key, inner]) => `${field(key)}: ${show(inner)}`)
        .join('; ');
    }
    return String(value);
  };
  const monthName = (m: number) => new Date(Date.UTC(2024, m, 1)).toLocaleString(lang === 'fr' ? 'fr-CA' : 'en-CA', { month: 'long', timeZone: 'UTC' });
  /** A field's value: a measure's months (0–11) by name, anything else as `show` says. */
  const showField = (name: string, value: unknown): string =>
    name === 'months' && Array.isArray(value) && value.every((m) => typeof m === 'number' && m >= 0 && m < 12) && value.length ? value.map(monthName).join(', ') : show(value);
  return { show: showField, field };
}

/** `details.changes` as "field: before → after", `before`/`after` snapshots and other details as "field: value". */
function Details({ event }: { event: TAuditEvent }) {
  const { t } = useTranslation();
  const { show, field } = useShowValue();
  const details = event.details ?? {};
  const changes = details.changes && typeof details.changes === 'object' ? (details.changes as Record<string, unknown>) : null;
  const snapshot = (key: 'before' | 'after') => (details[key] && typeof details[key] === 'object' && !Array.isArray(details[key]) ? Object.entries(details[key] as Record<string, unknown>) : []);
  const rest = Object.entries(details).filter(([key]) => key !== 'changes' && !(['before', 'after'].includes(key) && snapshot(key as 'before' | 'after').length));
  const line = (key: string, label: string, text: string) => (
    <Text size="xs" key={key} style={{ overflowWrap: 'anywhere' }}>
      <Text span size="xs" fw={600}>
        {t('audit.fieldLabel', { label })}
      </Text>{' '}
      {text}
    </Text>
  );
  return (
    <Stack gap={2}>
      {changes &&
        Object.entries(changes).map(([name, pair]) => {
          const [before, after] = Array.isArray(pair) && pair.length === 2 ? (pair as unknown[]) : [undefined, pair];
          return line(`c-${name}`, field(name), `${show(name, before)} → ${show(name, after)}`);
        })}
      {snapshot('before').map(([name, value]) => line(`b-${name}`, field(name), show(name, value)))}
      {snapshot('after').map(([name, value]) => line(`a-${name}`, field(name), show(name, value)))}
      {rest.map(([name, value]) => line(`r-${name}`, field(name), show(name, value)))}
    </Stack>
  );
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
