/**
 * One support given, opened in the profile's Supports section: what it is and who leads it, Edit, End
 * and Delete (each where the answer's abilities allow; deleting asks first), the progress chart of a
 * monitored support with "Add a data point", and the fidelity log.
 */
import { useState } from 'react';
import { Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconFlag, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatDay } from './dates.ts';
import { formatLocaleNumber } from '@ss/domain/locale-number';
import { meetingPath } from '@ss/domain/meeting-path';
import type { TDataPoint, TStudentSupport } from '@ss/domain';
import { isApiError } from '../../lib/api.ts';
import { useLanguage } from '../../lib/useLanguage.ts';
import { DetailList } from '../../ui/DetailList.tsx';
import { ErrorState } from '../../ui/ErrorState.tsx';
import { LoadingState } from '../../ui/LoadingState.tsx';
import { ConfirmDelete } from './ConfirmDelete.tsx';
import { DataPointDialog } from './DataPointDialog.tsx';
import { EndSupportDialog } from './EndSupportDialog.tsx';
import { FidelityLog } from './FidelityLog.tsx';
import { useDataPoints, useDeleteDataPoint, useDeleteSupport } from './hooks.ts';
import { ProgressChart } from './ProgressChart.tsx';
import { SupportDialog } from './SupportDialog.tsx';
import { useActionPeople } from '../actions/hooks.ts';
import { RestrictedPlaceholder } from '../restricted-notes/RestrictedPlaceholder.tsx';
import { RestrictionControl } from '../restricted-notes/RestrictionControl.tsx';

function Progress({ support }: { support: TStudentSupport }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const points = useDataPoints(support.id);
  const remove = useDeleteDataPoint(support.id);
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<TDataPoint | null>(null);
  const [editing, setEditing] = useState<TDataPoint | null>(null);
  const titleId = `progress-${support.id}`;
  return (
    <Stack gap="xs" component="section" aria-labelledby={titleId}>
      <Group justify="space-between">
        <Title order={4} size="h6" id={titleId}>
          {t('studentSupports.chart.title', { measure: support.measure?.name ?? '' })}
        </Title>
        {points.data?.abilities.create && (
          <Button size="compact-sm" variant="light" leftSection={<IconPlus size={14} aria-hidden />} onClick={() => setAdding(true)}>
            {t('studentSupports.points.add')}
          </Button>
        )}
      </Group>
      {points.isPending ? (
        <LoadingState lines={3} />
      ) : points.isError ? (
        <ErrorState message={isApiError(points.error) ? points.error.message : undefined} onRetry={() => void points.refetch()} retrying={points.isFetching} />
      ) : (
        <ProgressChart
          support={support}
          points={points.data.results}
          onEdit={points.data.abilities.update ? setEditing : undefined}
          onDelete={points.data.abilities.delete ? setDeleting : undefined}
        />
      )}
      {adding && <DataPointDialog support={support} onClose={() => setAdding(false)} />}
      {editing && <DataPointDialog key={editing.id} support={support} point={editing} onClose={() => setEditing(null)} />}
      {deleting && (
        <ConfirmDelete
          title={t('studentSupports.points.deleteTitle')}
          body={t('studentSupports.points.deleteBody', { value: formatLocaleNumber(deleting.value, lang), date: formatDay(deleting.measured_on, lang) })}
          confirm={t('studentSupports.points.deleteConfirm')}
          loading={remove.isPending}
          onConfirm={() => remove.mutate(deleting.id, { onSuccess: () => setDeleting(null) })}
          onClose={() => setDeleting(null)}
        />
      )}
    </Stack>
  );
}

export function SupportDetails({ support, student }: { support: TStudentSupport; student: { id: number; name: string; school: number } }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const [dialog, setDialog] = useState<'edit' | 'end' | 'delete' | null>(null);
  const remove = useDeleteSupport();
  const n = (v: number | null) => (v === null ? '—' : formatLocaleNumber(v, lang));
  const m = support.measure;
  const items = [
    { label: t('studentSupports.field.type'), value: t(`studentSupports.type.${support.type}`) },
    { label: t('studentSupports.field.source'), value: t(`studentSupports.level.${support.support?.level ?? 'one_off'}`) },
    { label: t('studentSupports.field.startDate'), value: formatDay(support.start_date, lang) },
    {
      label: t('studentSupports.field.endDate'),
      value: support.end_date ? `${formatDay(support.end_date, lang)} · ${t(`studentSupports.outcome.${support.outcome}`)}` : t('studentSupports.current'),
    },
    { label: t('studentSupports.field.responsible'), value: support.responsible?.name ?? '—' },
    { label: t('studentSupports.field.frequency'), value: support.frequency ?? '—' },
    ...(support.meeting
      ? [
          {
            label: t('studentSupports.field.meeting'),
            value: (
              <Anchor component={Link} to={meetingPath({ ...support.meeting, district_id: support.district })} underline="always">
                {support.meeting.name}
              </Anchor>
            ),
          },
        ]
      : []),
    ...(m
      ? [
          { label: t('studentSupports.field.measure'), value: m.scale_min !== null && m.scale_max !== null ? `${m.name} (${n(m.scale_min)}–${n(m.scale_max)})` : m.name },
          { label: t('studentSupports.field.baseline'), value: n(support.baseline) },
          { label: t('studentSupports.field.goal'), value: support.goal_date ? `${n(support.goal)} · ${formatDay(support.goal_date, lang)}` : n(support.goal) },
        ]
      : []),
  ];
  const a = support.abilities;
  return (
    <Stack gap="md">
      <DetailList items={items} />
      {support.notes_restriction?.hidden ? (
        <RestrictedPlaceholder restriction={support.notes_restriction} label={t('studentSupports.field.notes')} />
      ) : (
        support.notes && (
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {support.notes}
          </Text>
        )
      )}
      {support.notes && support.notes_restriction && !support.notes_restriction.hidden && <CommentRestriction support={support} />}
      {(a.update || a.end || a.delete) && (
        <Group gap="xs">
          {a.update && (
            <Button size="compact-sm" variant="default" leftSection={<IconPencil size={14} aria-hidden />} onClick={() => setDialog('edit')}>
              {t('studentSupports.edit')}
            </Button>
          )}
          {a.end && (
            <Button size="compact-sm" variant="default" leftSection={<IconFlag size={14} aria-hidden />} onClick={() => setDialog('end')}>
              {t('studentSupports.end.action')}
            </Button>
          )}
          {a.delete && (
            <Button size="compact-sm" variant="subtle" color="red" leftSection={<IconTrash size={14} aria-hidden />} onClick={() => setDialog('delete')}>
              {t('studentSupports.delete')}
            </Button>
          )}
        </Group>
      )}
      {m && <Progress support={support} />}
      <FidelityLog support={support} />
      {dialog === 'edit' && <SupportDialog student={student} support={support} onClose={() => setDialog(null)} />}
      {dialog === 'end' && <EndSupportDialog support={support} onClose={() => setDialog(null)} />}
      {dialog === 'delete' && (
        <ConfirmDelete
          title={t('studentSupports.deleteTitle')}
          body={t('studentSupports.deleteBody', { name: support.name })}
          confirm={t('studentSupports.deleteConfirm')}
          loading={remove.isPending}
          onConfirm={() => remove.mutate(support.id, { onSuccess: () => setDialog(null) })}
          onClose={() => setDialog(null)}
        />
      )}
    </Stack>
  );
}

/** The comment's restriction (issue 24, section 2): the switch and the school's people for whoever may restrict it. */
function CommentRestriction({ support }: { support: TStudentSupport }) {
  const restriction = support.notes_restriction!;
  const people = useActionPeople(restriction.abilities.restrict ? support.school.id : null);
  return <RestrictionControl restriction={restriction} candidates={(people.data?.results ?? []).map((p) => ({ id: p.id, name: p.name }))} />;
}
