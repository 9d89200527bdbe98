/**
 * The sections of the district's system page (issue 23, section 4), each a card with its own save: the settings are
 * unrelated to one another, so an admin changes one without reviewing the rest. Every section takes `{ districtId }`
 * and reads the one shared record (`useDistrictSystem`), so the page lists them as plain components. A section's form
 * starts from the saved values (remounted when they change) and saves only its own fields, on the record's version.
 */
import { useState, type FormEvent, type ReactNode } from 'react';
import { Anchor, Button, Group, List, NumberInput, Paper, Radio, Select, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { MEETING_CADENCE_MAX_DAYS, MEETING_CADENCE_MIN_DAYS, ZUpdateDistrictSystem, type TDistrictSystem, type TUpdateDistrictSystem } from '@ss/domain/contracts/district-system';
import { formatDateTime, LOCALE } from '@ss/domain/language';
import { RETENTION_MAX_DAYS, RETENTION_MIN_DAYS } from '@ss/domain/student-imports-shared';
import { serverFieldError } from '../../../lib/form-errors.ts';
import { useLanguage } from '../../../lib/useLanguage.ts';
import { checkFields } from '../../../ui/schema-errors.ts';
import { EmptyMessage } from '../../../ui/EmptyMessage.tsx';
import { TimeZoneSelect } from '../../../ui/TimeZoneSelect.tsx';
import { SyncStatusBadge } from '../../sis/status.tsx';
import { useDistrictSystem, useUpdateDistrictSystem } from '../hooks/useDistrictSystem.ts';

type Fields = Partial<Omit<TDistrictSystem, 'version'>>;
type Update = TUpdateDistrictSystem;

/** A section's card: its title, what it is for, its content. */
export function SectionCard({ id, title, description, children }: { id: string; title: string; description: string; children: ReactNode }) {
  return (
    <Paper withBorder p="lg" component="section" aria-labelledby={`${id}-title`}>
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={2} size="h4" id={`${id}-title`}>
            {title}
          </Title>
          <Text size="sm" c="dimmed">
            {description}
          </Text>
        </Stack>
        {children}
      </Stack>
    </Paper>
  );
}

/**
 * One section's save: its fields checked by the shared contract first (the server's messages), then sent with the
 * record's version; the server's field errors come back to the same fields.
 */
export function useSectionSave(districtId: number, fields: (keyof Update)[]) {
  const { t } = useTranslation();
  const { data } = useDistrictSystem(districtId);
  const mutation = useUpdateDistrictSystem(districtId, fields as string[]);
  const [local, setLocal] = useState<Record<string, string>>({});
  const save = (values: Fields, onSaved?: () => void) => {
    if (!data) return;
    const body = { version: data.version, ...values } as Update;
    const errors = checkFields(t, ZUpdateDistrictSystem, body);
    setLocal(errors);
    if (Object.keys(errors).length) return;
    mutation.mutate(body as Parameters<typeof mutation.mutate>[0], { onSuccess: () => onSaved?.() });
  };
  const errorOf = (name: keyof Update) => local[name] ?? serverFieldError(t, mutation.error, name) ?? undefined;
  const clear = (name: keyof Update) => setLocal(({ [name]: _, ...rest }) => rest);
  return { data, save, errorOf, clear, pending: mutation.isPending, canEdit: data?.abilities.update ?? false };
}

export function SaveButton({ pending, canEdit }: { pending: boolean; canEdit: boolean }) {
  const { t } = useTranslation();
  if (!canEdit) return null;
  return (
    <Group>
      <Button type="submit" loading={pending}>
        {t('districtSystem.save')}
      </Button>
    </Group>
  );
}

export function SupportContactSection({ districtId }: { districtId: number }) {
  const { data } = useDistrictSystem(districtId);
  if (!data) return null;
  return <SupportContactForm key={data.support_email ?? ''} districtId={districtId} saved={data.support_email} />;
}

function SupportContactForm({ districtId, saved }: { districtId: number; saved: string | null }) {
  const { t } = useTranslation();
  const s = useSectionSave(districtId, ['support_email']);
  const [email, setEmail] = useState(saved ?? '');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    s.save({ support_email: email.trim() === '' ? null : email.trim() });
  };
  return (
    <SectionCard id="ds-contact" title={t('districtSystem.contact.title')} description={t('districtSystem.contact.description')}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput
            type="email"
            label={t('districtSystem.contact.email')}
            description={t('districtSystem.contact.emailHint')}
            value={email}
            onChange={(e) => {
              setEmail(e.currentTarget.value);
              s.clear('support_email');
            }}
            error={s.errorOf('support_email')}
            disabled={!s.canEdit}
            maw={420}
            autoComplete="email"
          />
          <SaveButton pending={s.pending} canEdit={s.canEdit} />
        </Stack>
      </form>
    </SectionCard>
  );
}

export function LanguageSection({ districtId }: { districtId: number }) {
  const { data } = useDistrictSystem(districtId);
  if (!data) return null;
  return <LanguageForm key={String(data.francophone)} districtId={districtId} saved={data.francophone} />;
}

function LanguageForm({ districtId, saved }: { districtId: number; saved: boolean }) {
  const { t } = useTranslation();
  const s = useSectionSave(districtId, ['francophone']);
  const [value, setValue] = useState(saved ? 'fr' : 'en');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    s.save({ francophone: value === 'fr' });
  };
  return (
    <SectionCard id="ds-language" title={t('districtSystem.language.title')} description={t('districtSystem.language.description')}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Radio.Group label={t('districtSystem.language.label')} value={value} onChange={setValue}>
            <Group gap="lg" mt="xs">
              <Radio value="en" label={t('districtSystem.language.en')} disabled={!s.canEdit} />
              <Radio value="fr" label={t('districtSystem.language.fr')} disabled={!s.canEdit} />
            </Group>
          </Radio.Group>
          <SaveButton pending={s.pending} canEdit={s.canEdit} />
        </Stack>
      </form>
    </SectionCard>
  );
}

/** January … December in the reader's language, values 1–12. */
function useMonths() {
  const lang = useLanguage();
  const format = new Intl.DateTimeFormat(LOCALE[lang], { month: 'long', timeZone: 'UTC' });
  return Array.from({ length: 12 }, (_, i) => ({ value: String(i + 1), label: format.format(new Date(Date.UTC(2026, i, 1))) }));
}

export function CalendarSection({ districtId }: { districtId: number }) {
  const { data } = useDistrictSystem(districtId);
  if (!data) return null;
  return <CalendarForm key={`${data.school_year_start_month}|${data.time_zone}`} districtId={districtId} month={data.school_year_start_month} zone={data.time_zone} />;
}

function CalendarForm({ districtId, month, zone }: { districtId: number; month: number; zone: string }) {
  const { t } = useTranslation();
  const s = useSectionSave(districtId, ['school_year_start_month', 'time_zone']);
  const months = useMonths();
  const [start, setStart] = useState<string | null>(String(month));
  const [timeZone, setTimeZone] = useState<string | null>(zone);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    s.save({ school_year_start_month: Number(start), ...(timeZone ? { time_zone: timeZone } : {}) });
  };
  return (
    <SectionCard id="ds-calendar" title={t('districtSystem.calendar.title')} description={t('districtSystem.calendar.description')}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Select
            label={t('districtSystem.calendar.startMonth')}
            description={t('districtSystem.calendar.startMonthHint')}
            data={months}
            value={start}
            onChange={(v) => {
              setStart(v);
              s.clear('school_year_start_month');
            }}
            allowDeselect={false}
            error={s.errorOf('school_year_start_month')}
            disabled={!s.canEdit}
            maw={320}
          />
          <TimeZoneSelect
            label={t('districtSystem.calendar.timeZone')}
            description={t('districtSystem.calendar.timeZoneHint')}
            value={timeZone}
            onChange={(v) => {
              setTimeZone(v);
              s.clear('time_zone');
            }}
            allowDeselect={false}
            error={s.errorOf('time_zone')}
            disabled={!s.canEdit}
            maw={420}
          />
          <SaveButton pending={s.pending} canEdit={s.canEdit} />
        </Stack>
      </form>
    </SectionCard>
  );
}

export function MeetingCadenceSection({ districtId }: { districtId: number }) {
  const { data } = useDistrictSystem(districtId);
  if (!data) return null;
  return <MeetingCadenceForm key={data.meeting_cadence_days} districtId={districtId} saved={data.meeting_cadence_days} />;
}

function MeetingCadenceForm({ districtId, saved }: { districtId: number; saved: number }) {
  const { t } = useTranslation();
  const s = useSectionSave(districtId, ['meeting_cadence_days']);
  const [days, setDays] = useState<number | string>(saved);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    s.save({ meeting_cadence_days: typeof days === 'number' ? days : days === '' ? (undefined as unknown as number) : Number(days) });
  };
  return (
    <SectionCard id="ds-cadence" title={t('districtSystem.cadence.title')} description={t('districtSystem.cadence.description')}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <NumberInput
            label={t('districtSystem.cadence.days')}
            description={t('districtSystem.cadence.daysHint', { min: MEETING_CADENCE_MIN_DAYS, max: MEETING_CADENCE_MAX_DAYS })}
            value={days}
            onChange={(v) => {
              setDays(v);
              s.clear('meeting_cadence_days');
            }}
            allowDecimal={false}
            allowNegative={false}
            min={MEETING_CADENCE_MIN_DAYS}
            max={MEETING_CADENCE_MAX_DAYS}
            clampBehavior="none"
            error={s.errorOf('meeting_cadence_days')}
            disabled={!s.canEdit}
            maw={320}
            withAsterisk
          />
          <SaveButton pending={s.pending} canEdit={s.canEdit} />
        </Stack>
      </form>
    </SectionCard>
  );
}

const DEFAULT_RETENTION_DAYS = 365;

export function RetentionSection({ districtId }: { districtId: number }) {
  const { data } = useDistrictSystem(districtId);
  if (!data) return null;
  return <RetentionForm key={String(data.archive_auto_delete_days)} districtId={districtId} saved={data.archive_auto_delete_days} />;
}

function RetentionForm({ districtId, saved }: { districtId: number; saved: number | null }) {
  const { t } = useTranslation();
  const s = useSectionSave(districtId, ['archive_auto_delete_days']);
  const [enabled, setEnabled] = useState(saved !== null);
  const [days, setDays] = useState<number | string>(saved ?? DEFAULT_RETENTION_DAYS);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!enabled) return s.save({ archive_auto_delete_days: null });
    const value = typeof days === 'number' ? days : days === '' ? (undefined as unknown as number) : Number(days);
    // Switching it on (or shortening it) deletes archived students: confirm first, with the number of days.
    if (saved === null || (typeof value === 'number' && value < saved)) {
      const errors = checkFields(t, ZUpdateDistrictSystem, { version: 0, archive_auto_delete_days: value });
      if (Object.keys(errors).length) return s.save({ archive_auto_delete_days: value });
      modals.openConfirmModal({
        closeButtonProps: { 'aria-label': t('common.close') },
        title: t('districtSystem.retention.confirmTitle'),
        children: <Text size="sm">{t('districtSystem.retention.confirmBody', { days: value })}</Text>,
        labels: { confirm: t('districtSystem.retention.confirm'), cancel: t('common.cancel') },
        confirmProps: { color: 'red' },
        onConfirm: () => s.save({ archive_auto_delete_days: value }),
      });
      return;
    }
    s.save({ archive_auto_delete_days: value });
  };
  return (
    <SectionCard id="ds-retention" title={t('districtSystem.retention.title')} description={t('districtSystem.retention.description')}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Switch label={t('districtSystem.retention.enabled')} checked={enabled} disabled={!s.canEdit} onChange={(e) => setEnabled(e.currentTarget.checked)} />
          {enabled ? (
            <NumberInput
              label={t('districtSystem.retention.days')}
              description={t('districtSystem.retention.daysHint', { min: RETENTION_MIN_DAYS, max: RETENTION_MAX_DAYS })}
              value={days}
              onChange={(v) => {
                setDays(v);
                s.clear('archive_auto_delete_days');
              }}
              allowDecimal={false}
              allowNegative={false}
              clampBehavior="none"
              error={s.errorOf('archive_auto_delete_days')}
              disabled={!s.canEdit}
              maw={320}
              withAsterisk
            />
          ) : (
            <Text size="sm">{t('districtSystem.retention.off')}</Text>
          )}
          <SaveButton pending={s.pending} canEdit={s.canEdit} />
        </Stack>
      </form>
    </SectionCard>
  );
}

export function ConnectedDistrictsSection({ districtId }: { districtId: number }) {
  const { t } = useTranslation();
  const { data } = useDistrictSystem(districtId);
  if (!data) return null;
  return (
    <SectionCard id="ds-connected" title={t('districtSystem.connected.title')} description={t('districtSystem.connected.description')}>
      {data.connected_districts.length === 0 ? (
        <EmptyMessage title={t('districtSystem.connected.empty')} description={t('districtSystem.connected.emptyHint')} />
      ) : (
        <List aria-labelledby="ds-connected-title">
          {data.connected_districts.map((d) => (
            <List.Item key={d.id}>{d.name}</List.Item>
          ))}
        </List>
      )}
    </SectionCard>
  );
}

export function SisSection({ districtId }: { districtId: number }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const { data } = useDistrictSystem(districtId);
  if (!data) return null;
  const { sis } = data;
  return (
    <SectionCard id="ds-sis" title={t('districtSystem.sis.title')} description={t('districtSystem.sis.description')}>
      {sis.configured && sis.status && sis.last_sync_at ? (
        <Group gap="sm">
          <Text size="sm">{t('districtSystem.sis.last', { date: formatDateTime(sis.last_sync_at, lang) })}</Text>
          <SyncStatusBadge sync={{ status: sis.status, dry_run: sis.dry_run ?? true }} />
        </Group>
      ) : (
        <Text size="sm">{t('districtSystem.sis.never')}</Text>
      )}
      {data.abilities.sync && (
        <Group>
          <Anchor component={Link} to={`/district/${districtId}/sync`}>
            {t('districtSystem.sis.open')}
          </Anchor>
        </Group>
      )}
    </SectionCard>
  );
}
