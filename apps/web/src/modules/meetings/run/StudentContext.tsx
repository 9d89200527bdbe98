/**
 * What the team needs about the student being discussed, from one request (`…/students/{id}/panel/`):
 * who they are, open alerts, their notes at earlier meetings, open actions, celebrations and their
 * latest data, so nobody needs another tab.
 */
import { Alert, Anchor, Avatar, Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@ss/domain/language';
import type { TMeetingStudentPanel } from '@ss/domain/contracts/meetings';
import { isApiError } from '../../../lib/api.ts';
import { useLanguage } from '../../../lib/useLanguage.ts';
import { ErrorState } from '../../../ui/ErrorState.tsx';
import { LoadingState } from '../../../ui/LoadingState.tsx';
import { RestrictedLine } from '../../restricted-notes/RestrictedPlaceholder.tsx';
import { useStudentPanel } from './api.ts';
import { CelebrationList } from './MeetingOpening.tsx';

function Block({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <Stack gap={6} component="section" aria-labelledby={id}>
      <Title order={3} size="h5" id={id}>
        {title}
      </Title>
      {children}
    </Stack>
  );
}

const plainList = { listStyle: 'none', margin: 0, padding: 0 } as const;

export function StudentHeading({ panel, districtId }: { panel: TMeetingStudentPanel; districtId: number }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const s = panel.student;
  return (
    <Group gap="sm" wrap="nowrap">
      <Avatar src={s.has_picture ? `/api/v1/students/${s.id}/picture/` : null} alt="" size={48} radius="md" color="blue">
        {`${s.first_name.charAt(0)}${s.last_name.charAt(0)}`.toUpperCase()}
      </Avatar>
      <Stack gap={0}>
        <Title order={2} size="h3" data-testid="panel-student">
          {s.first_name} {s.last_name}
        </Title>
        <Text size="sm" c="dimmed">
          {lang === 'fr' ? s.grade_label_fr : s.grade_label_en} · {s.school.name} ·{' '}
          <Anchor component={Link} to={`/school/${districtId}/${s.school.id}/students/profile/${s.id}`} size="sm" underline="always">
            {t('meetingRun.profile')}
          </Anchor>
        </Text>
      </Stack>
    </Group>
  );
}

export function StudentContext({ meetingId, studentId, districtId }: { meetingId: number; studentId: number; districtId: number }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const query = useStudentPanel(meetingId, studentId);
  if (query.isPending) return <LoadingState lines={4} />;
  if (query.isError) return <ErrorState message={isApiError(query.error) ? t(query.error.message) : undefined} onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  const p = query.data;
  const id = (part: string) => `panel-${studentId}-${part}`;
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label={t('meetingRun.contextOf', { name: `${p.student.first_name} ${p.student.last_name}` })}>
      <Stack gap="md">
        <StudentHeading panel={p} districtId={districtId} />
        {p.alerts.length > 0 && (
          <Alert color="orange" variant="light" icon={<IconAlertTriangle size={18} aria-hidden />} title={t('meetingRun.alerts', { count: p.alerts.length })}>
            <Stack gap={4} component="ul" style={plainList}>
              {p.alerts.map((a) => (
                <li key={a.id}>
                  <Text size="sm">{a.text}</Text>
                </li>
              ))}
            </Stack>
          </Alert>
        )}
        <Block id={id('previous')} title={t('meetingRun.previousNotes')}>
          {p.previous_notes.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('meetingRun.noPreviousNotes')}
            </Text>
          ) : (
            <Stack gap="sm" component="ul" style={plainList}>
              {p.previous_notes.map((n) => (
                <li key={n.note_id}>
                  <Text size="sm" fw={600}>
                    {n.meeting.descriptor} · {formatDate(n.meeting.starts_at, lang)}
                  </Text>
                  {n.sections
                    .filter((s) => s.body || s.restriction?.hidden)
                    .map((s) => (
                      <Text size="sm" key={s.section} style={{ whiteSpace: 'pre-wrap' }}>
                        <Text span fw={500} size="sm">
                          {t('meetingRun.labelColon', { label: t(s.section.startsWith('textbox:') ? 'meetingRun.section.notes' : `meetingRun.section.${s.section}`) })}
                        </Text>{' '}
                        {s.restriction?.hidden ? <RestrictedLine restriction={s.restriction} /> : s.body}
                      </Text>
                    ))}
                </li>
              ))}
            </Stack>
          )}
        </Block>
        <Block id={id('actions')} title={t('meetingRun.openActions')}>
          {p.open_actions.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('meetingRun.noOpenActions')}
            </Text>
          ) : (
            <Stack gap={6} component="ul" style={plainList}>
              {p.open_actions.map((a) => (
                <li key={a.id}>
                  <Text size="sm" fw={500}>
                    {a.name}
                  </Text>
                  <Group gap={6}>
                    <Text size="xs" c="dimmed">
                      {t('meetingRun.actionLine', { name: a.responsible_name, date: formatDate(a.completion_date, lang) })}
                    </Text>
                    <Badge size="xs" variant="light" color={a.status === 'in_progress' ? 'blue' : 'gray'}>
                      {t(`actions.status.${a.status}`)}
                    </Badge>
                    {a.overdue && (
                      <Badge size="xs" color="red" variant="light">
                        {t('meetingRun.overdue')}
                      </Badge>
                    )}
                  </Group>
                </li>
              ))}
            </Stack>
          )}
        </Block>
        <Block id={id('celebrations')} title={t('meetingRun.celebrations')}>
          <CelebrationList items={p.celebrations} empty={t('meetingRun.noCelebrations')} />
        </Block>
        <Block id={id('data')} title={t('meetingRun.latestData')}>
          {p.latest_data.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('meetingRun.noData')}
            </Text>
          ) : (
            <Stack gap={4} component="ul" style={plainList}>
              {p.latest_data.map((d) => (
                <li key={d.definition_id}>
                  <Text size="sm">
                    <Text span fw={500} size="sm">
                      {t('meetingRun.labelColon', { label: d.name })}
                    </Text>{' '}
                    {d.label ?? d.value}{' '}
                    <Text span size="xs" c="dimmed">
                      ({formatDate(d.recorded_at, lang)})
                    </Text>
                  </Text>
                </li>
              ))}
            </Stack>
          )}
        </Block>
      </Stack>
    </Paper>
  );
}
