/**
 * What opens each meeting: the norms as a checklist (the meeting's own copy once started, each
 * reviewed as the team goes; before the start, the current norms, read-only) and the celebrations
 * since the subject's last meeting.
 */
import { Checkbox, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@ss/domain/language';
import type { TCelebration, TMeeting } from '@ss/domain/contracts/meetings';
import { useLanguage } from '../../../lib/useLanguage.ts';
import { useReviewNorm } from './hooks.ts';

export function NormsChecklist({ meeting }: { meeting: TMeeting }) {
  const { t } = useTranslation();
  const review = useReviewNorm(meeting);
  const started = meeting.status !== 'scheduled';
  const canReview = meeting.abilities.run && meeting.status === 'in_progress';
  const done = meeting.norms.filter((n) => n.reviewed).length;
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="meeting-norms">
      <Stack gap="xs">
        <Title order={2} size="h4" id="meeting-norms">
          {t('meetingRun.norms')}
        </Title>
        {meeting.norms.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('meetingRun.noNorms')}
          </Text>
        ) : (
          <>
            <Text size="sm" c="dimmed">
              {started ? t('meetingRun.normsReviewed', { done, count: meeting.norms.length }) : t('meetingRun.normsBeforeStart')}
            </Text>
            <Stack gap={6} component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
              {meeting.norms.map((n) => (
                <li key={n.position}>
                  <Checkbox
                    label={n.text}
                    checked={n.reviewed}
                    disabled={!canReview}
                    onChange={(e) => review.mutate({ position: n.position, reviewed: e.currentTarget.checked })}
                  />
                </li>
              ))}
            </Stack>
          </>
        )}
      </Stack>
    </Paper>
  );
}

export function CelebrationList({ items, empty }: { items: TCelebration[]; empty: string }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  if (items.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {empty}
      </Text>
    );
  return (
    <Stack gap={8} component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {items.map((c) => (
        <li key={c.id}>
          <Text size="sm" fw={600}>
            {c.student ? `${t('meetingRun.labelColon', { label: c.student.name })} ${c.title}` : c.title}
          </Text>
          {c.led_to_success && (
            <Text size="sm">
              {t('meetingRun.labelColon', { label: t('meetingRun.ledToSuccess') })} {c.led_to_success}
            </Text>
          )}
          <Text size="xs" c="dimmed">
            {formatDate(c.celebrated_on, lang)}
          </Text>
        </li>
      ))}
    </Stack>
  );
}

export function CelebrationsSince({ meeting }: { meeting: TMeeting }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="meeting-celebrations">
      <Stack gap="xs">
        <Title order={2} size="h4" id="meeting-celebrations">
          {t('meetingRun.celebrationsSince')}
        </Title>
        <CelebrationList items={meeting.celebrations_since_last_meeting} empty={t('meetingRun.noCelebrationsSince')} />
      </Stack>
    </Paper>
  );
}
