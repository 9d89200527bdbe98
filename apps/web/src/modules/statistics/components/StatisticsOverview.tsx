import { Group, Paper, SimpleGrid, Skeleton, Stack, Table, Text, ThemeIcon, Title } from '@mantine/core';
import {
  IconActivity,
  IconBuildingCommunity,
  IconCalendarEvent,
  IconChecklist,
  IconFileText,
  IconHeartHandshake,
  IconLayoutKanban,
  IconLogin,
  IconMail,
  IconSchool,
  IconUserCheck,
  IconUsers,
  IconUsersGroup,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@ss/domain/language';
import { useLanguage } from '../../../lib/useLanguage.ts';
import { ErrorState } from '../../../ui/ErrorState.tsx';
import type { SystemStatistics } from '../api.ts';
import { useStatistics } from '../hooks/useStatistics.ts';

type Count = { [K in keyof SystemStatistics]: SystemStatistics[K] extends number ? K : never }[keyof SystemStatistics];

const TILES: { key: Count; icon: typeof IconUsers }[] = [
  { key: 'districts', icon: IconBuildingCommunity },
  { key: 'schools', icon: IconSchool },
  { key: 'users', icon: IconUsers },
  { key: 'users_active_last_30_days', icon: IconUserCheck },
  { key: 'active_sessions', icon: IconActivity },
  { key: 'sign_ins_last_7_days', icon: IconLogin },
  { key: 'students', icon: IconUsersGroup },
  { key: 'boards', icon: IconLayoutKanban },
  { key: 'meetings_held', icon: IconCalendarEvent },
  { key: 'actions', icon: IconChecklist },
  { key: 'supports_given', icon: IconHeartHandshake },
  { key: 'support_plans', icon: IconFileText },
  { key: 'emails_sent', icon: IconMail },
];

const TREND_COLUMNS = ['meetings_held', 'actions_created', 'supports_given', 'sign_ins'] as const;

/** yyyy-mm as the month and year in the reader's language ("Nov 2026", "nov. 2026"). */
const monthLabel = (month: string, lang: string) =>
  new Intl.DateTimeFormat(lang === 'fr' ? 'fr-CA' : 'en-CA', { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${month}-01T00:00:00Z`));

/** The system statistics overview of the admin home: what every district holds and does, and the last year by month. */
export function StatisticsOverview() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const query = useStatistics();
  if (query.isError) return <ErrorState message="Could not get statistics" onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  const data = query.data;
  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4, lg: 5 }} spacing="md">
        {TILES.map(({ key, icon: Icon }) => (
          <Paper key={key} withBorder radius="md" p="md">
            <Group justify="space-between" align="flex-start" wrap="nowrap">
              <div>
                <Text size="sm" c="dimmed">
                  {t(`statistics.${key}`)}
                </Text>
                <Text fz={28} fw={700} lh={1.3}>
                  {data ? formatNumber(data[key], lang) : <Skeleton component="span" display="inline-block" height={28} width={60} />}
                </Text>
                {key === 'schools' && data && (
                  <Text size="xs" c="dimmed">
                    {t('statistics.schools_by_status', {
                      good: formatNumber(data.schools_by_status.good, lang),
                      pending: formatNumber(data.schools_by_status.payment_pending, lang),
                      suspended: formatNumber(data.schools_by_status.account_suspended, lang),
                    })}
                  </Text>
                )}
              </div>
              <ThemeIcon variant="light" size="lg" radius="md" aria-hidden>
                <Icon size={20} />
              </ThemeIcon>
            </Group>
          </Paper>
        ))}
      </SimpleGrid>
      <Stack gap="xs" component="section" aria-labelledby="statistics-trends-title">
        <Title order={2} size="h3" id="statistics-trends-title">
          {t('statistics.trends')}
        </Title>
        {data ? (
          <Table.ScrollContainer minWidth={560}>
            <Table striped withTableBorder captionSide="top">
              <Table.Caption>{t('statistics.trendsCaption')}</Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t('statistics.month')}</Table.Th>
                  {TREND_COLUMNS.map((c) => (
                    <Table.Th key={c} scope="col" ta="right">
                      {t(`statistics.${c}`)}
                    </Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {[...data.trends].reverse().map((row) => (
                  <Table.Tr key={row.month}>
                    <Table.Th scope="row" fw={500}>
                      {monthLabel(row.month, lang)}
                    </Table.Th>
                    {TREND_COLUMNS.map((c) => (
                      <Table.Td key={c} ta="right">
                        {formatNumber(row[c], lang)}
                      </Table.Td>
                    ))}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        ) : (
          <Skeleton height={160} />
        )}
      </Stack>
    </Stack>
  );
}
