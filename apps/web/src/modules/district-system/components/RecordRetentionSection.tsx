/**
 * The retention of graduated and archived students' records (issue 24, section 6), on the district's system page:
 * how many years they are kept (off: kept), the first run waiting for a district admin's confirmation (its counts,
 * and for the admins the students it would remove), and the past runs' reports (counts only).
 */
import { useState, type FormEvent } from 'react';
import { Alert, Button, Group, NumberInput, Stack, Switch, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useTranslation } from 'react-i18next';
import { RETENTION_KINDS, type TRetentionRun, type TRetentionRuns } from '@ss/domain/contracts/retention';
import { RETENTION_MAX_YEARS, RETENTION_MIN_YEARS, ZUpdateDistrictSystem } from '@ss/domain/contracts/district-system';
import { formatDate, formatDateTime, formatNumber } from '@ss/domain/language';
import { useLanguage } from '../../../lib/useLanguage.ts';
import { checkFields } from '../../../ui/schema-errors.ts';
import { DataTable, type Column } from '../../../ui/DataTable.tsx';
import { useDistrictSystem } from '../hooks/useDistrictSystem.ts';
import { useConfirmRetention, useRetentionRuns } from '../hooks/useRetentionRuns.ts';
import { SaveButton, SectionCard, useSectionSave } from './SettingsSections.tsx';

const DEFAULT_YEARS = 7;

function useCountsText() {
  const { t } = useTranslation();
  const lang = useLanguage();
  return (counts: TRetentionRun['counts']) =>
    RETENTION_KINDS.filter((k) => counts[k] > 0)
      .map((k) => t(`recordRetention.kind.${k}`, { n: formatNumber(counts[k], lang) }))
      .join(', ') || t('recordRetention.nothing');
}

export function RecordRetentionSection({ districtId }: { districtId: number }) {
  const { data } = useDistrictSystem(districtId);
  if (!data) return null;
  return <RecordRetentionForm key={String(data.retention_years)} districtId={districtId} saved={data.retention_years} autoDeleteOn={data.archive_auto_delete_days !== null} />;
}

function RecordRetentionForm({ districtId, saved, autoDeleteOn }: { districtId: number; saved: number | null; autoDeleteOn: boolean }) {
  const { t } = useTranslation();
  const s = useSectionSave(districtId, ['retention_years']);
  const [enabled, setEnabled] = useState(saved !== null);
  const [years, setYears] = useState<number | string>(saved ?? DEFAULT_YEARS);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!enabled) return s.save({ retention_years: null });
    const value = typeof years === 'number' ? years : years === '' ? (undefined as unknown as number) : Number(years);
    if (saved === null || (typeof value === 'number' && value < saved)) {
      const errors = checkFields(t, ZUpdateDistrictSystem, { version: 0, retention_years: value });
      if (Object.keys(errors).length) return s.save({ retention_years: value });
      modals.openConfirmModal({
        closeButtonProps: { 'aria-label': t('common.close') },
        title: t('recordRetention.setTitle'),
        children: <Text size="sm">{t('recordRetention.setBody', { years: value })}</Text>,
        labels: { confirm: t('recordRetention.set'), cancel: t('common.cancel') },
        confirmProps: { color: 'red' },
        onConfirm: () => s.save({ retention_years: value }),
      });
      return;
    }
    s.save({ retention_years: value });
  };
  return (
    <SectionCard id="ds-record-retention" title={t('recordRetention.title')} description={t('recordRetention.description')}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Switch label={t('recordRetention.enabled')} checked={enabled} disabled={!s.canEdit} onChange={(e) => setEnabled(e.currentTarget.checked)} />
          {enabled ? (
            <NumberInput
              label={t('recordRetention.years')}
              description={t('recordRetention.yearsHint', { min: RETENTION_MIN_YEARS, max: RETENTION_MAX_YEARS })}
              value={years}
              onChange={(v) => {
                setYears(v);
                s.clear('retention_years');
              }}
              allowDecimal={false}
              allowNegative={false}
              clampBehavior="none"
              error={s.errorOf('retention_years')}
              disabled={!s.canEdit}
              maw={320}
              withAsterisk
            />
          ) : (
            <Text size="sm">{t('recordRetention.off')}</Text>
          )}
          {saved !== null && !autoDeleteOn && (
            <Alert color="orange" variant="light">
              {t('recordRetention.autoDeleteOff')}
            </Alert>
          )}
          <SaveButton pending={s.pending} canEdit={s.canEdit} />
        </Stack>
      </form>
      <RetentionRuns districtId={districtId} />
    </SectionCard>
  );
}

function PendingRun({ districtId, pending }: { districtId: number; pending: NonNullable<TRetentionRuns['pending']> }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const countsText = useCountsText();
  const confirm = useConfirmRetention(districtId);
  const ask = () =>
    modals.openConfirmModal({
      closeButtonProps: { 'aria-label': t('common.close') },
      title: t('recordRetention.confirmTitle'),
      children: <Text size="sm">{t('recordRetention.confirmBody', { count: pending.counts.students })}</Text>,
      labels: { confirm: t('recordRetention.confirm'), cancel: t('common.cancel') },
      confirmProps: { color: 'red' },
      onConfirm: () => confirm.mutate(pending.id),
    });
  type Listed = NonNullable<typeof pending.students>[number];
  const columns: Column<Listed>[] = [
    { key: 'name', header: t('recordRetention.column.student'), render: (s) => s.full_name },
    { key: 'school', header: t('recordRetention.column.school'), render: (s) => s.school_name },
    {
      key: 'since',
      header: t('recordRetention.column.since'),
      render: (s) =>
        s.graduated_year !== null
          ? t('recordRetention.graduatedIn', { year: s.graduated_year })
          : s.archived_at
            ? t('recordRetention.archivedOn', { date: formatDate(s.archived_at, lang) })
            : '',
    },
  ];
  return (
    <Stack gap="sm" mt="md">
      <Alert color="orange" variant="light" title={t('recordRetention.pendingTitle')}>
        <Stack gap="xs">
          <Text size="sm">{t('recordRetention.pendingBody', { date: formatDateTime(pending.created_at, lang), cutoff: formatDate(pending.cutoff, lang) })}</Text>
          <Text size="sm" fw={500}>
            {countsText(pending.counts)}
          </Text>
        </Stack>
      </Alert>
      {pending.students && (
        <DataTable
          caption={t('recordRetention.pendingList')}
          columns={columns}
          rows={pending.students}
          rowKey={(s) => s.id}
          loading={false}
          emptyTitle={t('recordRetention.nothing')}
          scrollLabel={t('recordRetention.pendingList')}
        />
      )}
      {pending.students && (
        <Group>
          <Button color="red" onClick={ask} loading={confirm.isPending}>
            {t('recordRetention.confirm')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}

function RetentionRuns({ districtId }: { districtId: number }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const countsText = useCountsText();
  const query = useRetentionRuns(districtId);
  if (!query.data) return null;
  const { pending, runs } = query.data;
  const columns: Column<TRetentionRun>[] = [
    { key: 'date', header: t('recordRetention.column.date'), render: (r) => formatDateTime(r.finished_at ?? r.created_at, lang) },
    { key: 'years', header: t('recordRetention.column.years'), render: (r) => formatNumber(r.years, lang), numeric: true },
    { key: 'removed', header: t('recordRetention.column.removed'), render: (r) => countsText(r.counts) },
  ];
  return (
    <Stack gap="sm">
      {pending && <PendingRun districtId={districtId} pending={pending} />}
      <Title order={3} size="h5" mt="md">
        {t('recordRetention.reports')}
      </Title>
      <DataTable caption={t('recordRetention.reports')} columns={columns} rows={runs} rowKey={(r) => r.id} loading={false} emptyTitle={t('recordRetention.noReports')} />
    </Stack>
  );
}
