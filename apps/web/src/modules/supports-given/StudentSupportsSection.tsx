/**
 * The student profile's "Supports" section (issue 11, section 2): the supports given now, then the
 * past ones, each a row that opens (an accordion) onto its details, progress chart and fidelity log
 * (loaded when first opened, with the chart library);
 * "Give a support" for whoever may. The board panel links here (`#supports`).
 */
import { lazy, Suspense, useState } from 'react';
import { Accordion, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconLifebuoy, IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatDay } from './dates.ts';
import type { TStudentSupport } from '@ss/domain';
import { isApiError } from '../../lib/api.ts';
import { useLanguage } from '../../lib/useLanguage.ts';
import { ErrorState } from '../../ui/ErrorState.tsx';
import { LoadingState } from '../../ui/LoadingState.tsx';
import { useStudentSupports } from './hooks.ts';
import { givenName, SUPPORTS_ANCHOR, type SupportStudent } from './labels.ts';
import { TierBadge } from './TierBadge.tsx';
import { LazySupportDialog } from './LazySupportDialog.tsx';
import { percent } from './percent.ts';
import { retrying } from '../../lib/retry-import.ts';

// Details (with the chart library) load when a support is first opened.
const SupportDetails = lazy(retrying(async () => ({ default: (await import('./SupportDetails.tsx')).SupportDetails })));

function SupportRow({ support, student }: { support: TStudentSupport; student: SupportStudent }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const when = support.end_date
    ? t('studentSupports.row.ended', {
        start: formatDay(support.start_date, lang),
        end: formatDay(support.end_date, lang),
        outcome: t(`studentSupports.outcome.${support.outcome}`),
      })
    : t('studentSupports.row.since', { start: formatDay(support.start_date, lang) });
  return (
    <Accordion.Item value={String(support.id)} data-testid="support-given">
      <Accordion.Control>
        <Group gap="sm" wrap="wrap">
          <Text fw={600}>{givenName(lang, support)}</Text>
          {support.tier && <TierBadge tier={support.tier} />}
          <Text size="sm" c="dimmed">
            {t(`studentSupports.type.${support.type}`)} · {when}
            {support.sessions.share !== null ? ` · ${t('studentSupports.row.delivered', { share: percent(support.sessions.share, lang) })}` : ''}
          </Text>
        </Group>
      </Accordion.Control>
      <Accordion.Panel>
        <Suspense fallback={<LoadingState lines={3} />}>
          <SupportDetails support={support} student={student} />
        </Suspense>
      </Accordion.Panel>
    </Accordion.Item>
  );
}

function SupportGroup({ title, supports, student, empty }: { title: string; supports: TStudentSupport[]; student: SupportStudent; empty?: string }) {
  const { t } = useTranslation();
  if (!supports.length && !empty) return null;
  return (
    <Stack gap={6}>
      <Title order={3} size="h5">
        {title}
      </Title>
      {supports.length ? (
        <Accordion variant="separated" chevronPosition="left" keepMounted={false}>
          {supports.map((s) => (
            <SupportRow key={s.id} support={s} student={student} />
          ))}
        </Accordion>
      ) : (
        <Group gap="xs">
          <IconLifebuoy size={18} aria-hidden />
          <Text size="sm" c="dimmed">
            {t(empty!)}
          </Text>
        </Group>
      )}
    </Stack>
  );
}

export function StudentSupportsSection({ student }: { student: SupportStudent }) {
  const { t } = useTranslation();
  const list = useStudentSupports(student.id);
  const [giving, setGiving] = useState(false);
  return (
    <Paper withBorder p="md" radius="md" component="section" id={SUPPORTS_ANCHOR} aria-labelledby="student-supports-title" data-testid="student-supports">
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h4" id="student-supports-title">
          {t('studentSupports.title')}
        </Title>
        {list.data?.abilities.give && (
          <Button size="xs" leftSection={<IconPlus size={14} aria-hidden />} onClick={() => setGiving(true)}>
            {t('studentSupports.give')}
          </Button>
        )}
      </Group>
      {list.isPending ? (
        <LoadingState lines={3} />
      ) : list.isError ? (
        <ErrorState message={isApiError(list.error) ? list.error.message : undefined} onRetry={() => void list.refetch()} retrying={list.isFetching} />
      ) : (
        <Stack gap="md">
          <SupportGroup title={t('studentSupports.currentTitle')} supports={list.data.results.filter((s) => s.end_date === null)} student={student} empty="studentSupports.empty" />
          <SupportGroup title={t('studentSupports.pastTitle')} supports={list.data.results.filter((s) => s.end_date !== null)} student={student} />
        </Stack>
      )}
      {giving && <LazySupportDialog student={student} onClose={() => setGiving(false)} />}
    </Paper>
  );
}
