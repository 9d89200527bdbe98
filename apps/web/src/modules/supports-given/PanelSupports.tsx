/**
 * A board card's side panel: the student's current supports (names and tiers), a link to the profile's
 * Supports section, and "Give a support" (the profile's dialog) for whoever may.
 */
import { useState } from 'react';
import { Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../lib/api.ts';
import { useLanguage } from '../../lib/useLanguage.ts';
import { ErrorState } from '../../ui/ErrorState.tsx';
import { LoadingState } from '../../ui/LoadingState.tsx';
import { useStudentSupports } from './hooks.ts';
import { givenName, type SupportStudent } from './labels.ts';
import { LazySupportDialog } from './LazySupportDialog.tsx';
import { TierBadge } from './TierBadge.tsx';

export function PanelSupports({ student, profileSection }: { student: SupportStudent; profileSection: string }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const list = useStudentSupports(student.id);
  const [giving, setGiving] = useState(false);
  const current = (list.data?.results ?? []).filter((s) => s.end_date === null);
  return (
    <Stack gap={6} component="section" aria-labelledby="panel-supports-title" data-testid="panel-supports">
      <Group justify="space-between">
        <Title order={3} size="h5" id="panel-supports-title">
          {t('studentSupports.panel.title')}
        </Title>
        <Anchor component={Link} to={profileSection} size="sm" underline="always">
          {t('studentSupports.panel.all')}
        </Anchor>
      </Group>
      {list.isPending ? (
        <LoadingState lines={2} />
      ) : list.isError ? (
        <ErrorState message={isApiError(list.error) ? list.error.message : undefined} onRetry={() => void list.refetch()} retrying={list.isFetching} />
      ) : current.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('studentSupports.empty')}
        </Text>
      ) : (
        <Stack gap={4} component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {current.map((s) => (
            <Group key={s.id} component="li" gap="xs" wrap="wrap">
              <Text size="sm" fw={500}>
                {givenName(lang, s)}
              </Text>
              {s.tier && <TierBadge tier={s.tier} />}
            </Group>
          ))}
        </Stack>
      )}
      {list.data?.abilities.give && (
        <Group>
          <Button size="compact-sm" variant="light" leftSection={<IconPlus size={14} aria-hidden />} onClick={() => setGiving(true)}>
            {t('studentSupports.give')}
          </Button>
        </Group>
      )}
      {giving && <LazySupportDialog student={student} onClose={() => setGiving(false)} />}
    </Stack>
  );
}
