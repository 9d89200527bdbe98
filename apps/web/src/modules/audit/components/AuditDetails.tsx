import { Stack, Text } from '@mantine/core';
import type { i18n, TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { auditFieldKey, auditValueKey } from '@ss/domain/audit';
import { formatDateTime } from '@ss/domain/language';
import type { TAuditEvent } from '@ss/domain/contracts/admin';
import { useLanguage } from '../../../lib/useLanguage.ts';

const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/** A catalogue label when there is one, else the code as it is (an older row's action, an unnamed field). */
export function labelOr(t: TFunction, i18n: i18n, key: string, fallback: string): string {
  return i18n.exists(key) ? t(key) : fallback;
}

/** One value of `details` in words: dates formatted, yes/no, list items by their label, never raw JSON. */
function useShowValue() {
  const { t, i18n } = useTranslation();
  const lang = useLanguage();
  const field = (name: string) => labelOr(t, i18n, auditFieldKey(name), name.replace(/_/g, ' '));
  /** `name`: the field the value belongs to, so a code of a known enumeration reads as its label. */
  const show = (value: unknown, name?: string): string => {
    if (value === null || value === undefined || value === '') return '—';
    if (typeof value === 'boolean') return t(value ? 'common.yes' : 'common.no');
    if (typeof value === 'string') {
      const key = name === undefined ? undefined : auditValueKey(name, value);
      if (key && i18n.exists(key)) return t(key);
      return TIMESTAMP.test(value) ? formatDateTime(value, lang) : value;
    }
    if (typeof value === 'number') return String(value);
    if (Array.isArray(value)) return value.length ? value.map((item) => show(item, name)).join(', ') : '—';
    if (typeof value === 'object') {
      const o = value as Record<string, unknown>;
      // A list item, a student data option, a person: its name says it.
      const named = (lang === 'fr' ? (o.label_fr ?? o.label_en) : (o.label_en ?? o.label_fr)) ?? o.label ?? o.name ?? o.full_name;
      if (typeof named === 'string' && named) return o.active === false ? `${named} (${t('audit.inactive')})` : named;
      return Object.entries(o)
        .map(([key, inner]) => `${field(key)}: ${show(inner, key)}`)
        .join('; ');
    }
    return String(value);
  };
  const monthName = (m: number) => new Date(Date.UTC(2024, m, 1)).toLocaleString(lang === 'fr' ? 'fr-CA' : 'en-CA', { month: 'long', timeZone: 'UTC' });
  /** A field's value: a measure's months (0–11) by name, anything else as `show` says. */
  const showField = (name: string, value: unknown): string =>
    name === 'months' && Array.isArray(value) && value.every((m) => typeof m === 'number' && m >= 0 && m < 12) && value.length
      ? value.map(monthName).join(', ')
      : show(value, name);
  return { show: showField, field };
}

/** `details.changes` as "field: before → after", `before`/`after` snapshots and other details as "field: value". */
export function AuditDetails({ event }: { event: TAuditEvent }) {
  const { t } = useTranslation();
  const { show, field } = useShowValue();
  const details = event.details ?? {};
  const changes = details.changes && typeof details.changes === 'object' ? (details.changes as Record<string, unknown>) : null;
  const snapshot = (key: 'before' | 'after') =>
    details[key] && typeof details[key] === 'object' && !Array.isArray(details[key]) ? Object.entries(details[key] as Record<string, unknown>) : [];
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
