import { Paper, SimpleGrid, Skeleton, Text, ThemeIcon, Group } from '@mantine/core';
import { IconActivity, IconBuildingCommunity, IconLogin, IconSchool, IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@ss/domain/language';
import { useLanguage } from '../../../lib/useLanguage.ts';
import { ErrorState } from '../../../ui/ErrorState.tsx';
import type { SystemStatistics } from '../api.ts';
import { useStatistics } from '../hooks/useStatistics.ts';

const TILES: { key: keyof SystemStatistics; icon: typeof IconUsers }[] = [
  { key: 'districts', icon: IconBuildingCommunity },
  { key: 'schools', icon: IconSchool },
  { key: 'users', icon: IconUsers },
  { key: 'active_sessions', icon: IconActivity },
  { key: 'sign_ins_last_7_days', icon: IconLogin },
];

/** The system statistics overview of the admin home. */
export function StatisticsOverview() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const query = useStatistics();
  if (query.isError) return <ErrorState message="Could not get statistics" onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 5 }} spacing="md">
      {TILES.map(({ key, icon: Icon }) => (
        <Paper key={key} withBorder radius="md" p="md">
          <Group justify="space-between" align="flex-start" wrap="nowrap">
            <div>
              <Text size="sm" c="dimmed">
                {t(`statistics.${key}`)}
              </Text>
              <Text fz={28} fw={700} lh={1.3}>
                {query.data ? formatNumber(query.data[key], lang) : <Skeleton component="span" display="inline-block" height={28} width={60} />}
              </Text>
            </div>
            <ThemeIcon variant="light" size="lg" radius="md" aria-hidden>
              <Icon size={20} />
            </ThemeIcon>
          </Group>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
