/** A student's three latest celebrations, read-only, with a link to the profile's section (the board's side panel). */
import { Anchor, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@ss/domain/language';
import { Link } from 'react-router';
import { useLanguage } from '../../lib/useLanguage.ts';
import { useCelebrationList } from './hooks.ts';

export function LatestCelebrations({ student, profileSection }: { student: number; profileSection: string }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const list = useCelebrationList({ student }, 1, 3);
  return (
    <Stack gap={4} component="section" aria-labelledby={`latest-celebrations-${student}`} data-testid="latest-celebrations">
      <Title order={3} size="h6" id={`latest-celebrations-${student}`}>
        {t('celebrations.latest')}
      </Title>
      {list.isPending ? (
        <Text size="sm" c="dimmed">
          …
        </Text>
      ) : list.isError ? (
        <Text size="sm" c="red">
          {t('celebrations.loadError')}
        </Text>
      ) : list.data.results.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('celebrations.empty')}
        </Text>
      ) : (
        <Stack component="ul" gap={4} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {list.data.results.map((c) => (
            <li key={c.id}>
              <Text size="sm">
                <Text span size="xs" c="dimmed">
                  {formatDate(c.celebrated_on, lang)}
                </Text>{' '}
                {c.title}
              </Text>
            </li>
          ))}
        </Stack>
      )}
      <Anchor component={Link} to={profileSection} size="sm">
        {t('celebrations.seeAll')}
      </Anchor>
    </Stack>
  );
}
