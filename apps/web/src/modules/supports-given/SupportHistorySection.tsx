/**
 * The student profile's "Support and tier history": one timeline, newest first, of the student's tier
 * bands (their colours, from when to when), the supports started and ended (with how they went), the
 * board moves the reader may see and the celebrations; the first entries, then "Show more".
 */
import { useState } from 'react';
import { Badge, Button, Group, Paper, Stack, Text, Timeline, Title } from '@mantine/core';
import { IconArrowsRightLeft, IconConfetti, IconFlag, IconLayersSubtract, IconPlayerPlay } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatDay } from './dates.ts';
import type { THistoryEntry } from '@ss/domain';
import { isApiError } from '../../lib/api.ts';
import { useLanguage } from '../../lib/useLanguage.ts';
import { ErrorState } from '../../ui/ErrorState.tsx';
import { LoadingState } from '../../ui/LoadingState.tsx';
import { useSupportHistory } from './hooks.ts';
import { TierBadge } from './TierBadge.tsx';

const STEP = 10;

const Swatch = ({ color }: { color: string | null }) => (
  <span aria-hidden style={{ display: 'inline-block', width: 10, height: 10, borderRadius: 2, background: color ?? 'var(--mantine-color-gray-5)' }} />
);

function Entry({ e }: { e: THistoryEntry }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const date = formatDay(e.date, lang);
  switch (e.kind) {
    case 'tier':
      return (
        <Group gap="xs">
          <TierBadge tier={e.tier} />
          <Text size="sm">
            {e.end_date ? t('studentSupports.history.tierBand', { start: date, end: formatDay(e.end_date, lang) }) : t('studentSupports.history.tierSince', { start: date })}
          </Text>
        </Group>
      );
    case 'support_started':
      return <Text size="sm">{t('studentSupports.history.started', { name: e.support.name, type: t(`studentSupports.type.${e.support.type}`), date })}</Text>;
    case 'support_ended':
      return (
        <Group gap="xs">
          <Text size="sm">{t('studentSupports.history.ended', { name: e.support.name, date })}</Text>
          <Badge variant="light" color={e.outcome === 'worked' ? 'teal' : e.outcome === 'partly' ? 'yellow' : 'red'}>
            {t(`studentSupports.outcome.${e.outcome}`)}
          </Badge>
        </Group>
      );
    case 'board_move':
      return (
        <Group gap={6}>
          <Text size="sm">{t('studentSupports.history.moved', { board: e.board.name, date })}</Text>
          {e.from && (
            <>
              <Swatch color={e.from.color} />
              <Text size="sm">{e.from.title}</Text>
              <Text size="sm" aria-hidden>
                →
              </Text>
            </>
          )}
          <Swatch color={e.to.color} />
          <Text size="sm">{e.from ? e.to.title : t('studentSupports.history.placedIn', { column: e.to.title })}</Text>
          {e.by && (
            <Text size="xs" c="dimmed">
              {t('studentSupports.history.by', { name: e.by })}
            </Text>
          )}
        </Group>
      );
    case 'celebration':
      return <Text size="sm">{t('studentSupports.history.celebrated', { title: e.title, date })}</Text>;
  }
}

const ICONS = {
  tier: IconLayersSubtract,
  support_started: IconPlayerPlay,
  support_ended: IconFlag,
  board_move: IconArrowsRightLeft,
  celebration: IconConfetti,
} as const;

export function SupportHistorySection({ studentId }: { studentId: number }) {
  const { t } = useTranslation();
  const history = useSupportHistory(studentId);
  const [shown, setShown] = useState(STEP);
  const entries = history.data?.results ?? [];
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="support-history-title" data-testid="support-history">
      <Title order={2} size="h4" id="support-history-title" mb="sm">
        {t('studentSupports.history.title')}
      </Title>
      {history.isPending ? (
        <LoadingState lines={3} />
      ) : history.isError ? (
        <ErrorState message={isApiError(history.error) ? history.error.message : undefined} onRetry={() => void history.refetch()} retrying={history.isFetching} />
      ) : entries.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('studentSupports.history.empty')}
        </Text>
      ) : (
        <Stack gap="sm">
          <Timeline bulletSize={24} lineWidth={2}>
            {entries.slice(0, shown).map((e, i) => {
              const Icon = ICONS[e.kind];
              return (
                <Timeline.Item key={`${e.kind}-${e.date}-${i}`} bullet={<Icon size={14} aria-hidden />} data-testid="history-entry">
                  <Entry e={e} />
                </Timeline.Item>
              );
            })}
          </Timeline>
          {(shown < entries.length || history.data.truncated) && (
            <Group gap="sm">
              {shown < entries.length && (
                <Button size="compact-sm" variant="subtle" onClick={() => setShown((n) => n + STEP)}>
                  {t('studentSupports.history.more', { count: Math.min(STEP, entries.length - shown) })}
                </Button>
              )}
              {shown >= entries.length && history.data.truncated && (
                <Text size="xs" c="dimmed">
                  {t('studentSupports.history.truncated')}
                </Text>
              )}
            </Group>
          )}
        </Stack>
      )}
    </Paper>
  );
}
