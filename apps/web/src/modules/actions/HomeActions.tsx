/**
 * "My actions" on a workspace's home (issue 10, section 4): the caller's open actions (incomplete
 * and in progress), soonest first, overdue ones flagged, at most five, with a link to the whole
 * list under the actions page's My actions tab.
 */
import { Anchor, Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate } from '@ss/domain/language';
import { isApiError } from '../../lib/api.ts';
import { useLanguage } from '../../lib/useLanguage.ts';
import { EmptyMessage } from '../../ui/EmptyMessage.tsx';
import { ErrorState } from '../../ui/ErrorState.tsx';
import { LoadingState } from '../../ui/LoadingState.tsx';
import { NO_FILTERS, type ActionsWhere } from './api.ts';
import { useActionList } from './hooks.ts';

/** How many actions the home shows. */
export const HOME_ACTIONS_MAX = 5;

export function HomeActions({ where }: { where: ActionsWhere }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const list = useActionList('myActions', where, NO_FILTERS, 1);
  const base = where.school !== undefined ? `/school/${where.district}/${where.school}` : `/district/${where.district}`;
  const shown = list.data?.results.slice(0, HOME_ACTIONS_MAX) ?? [];
  return (
    <Stack gap="sm" component="section" aria-labelledby="home-actions-title" data-testid="home-actions">
      <Group justify="space-between">
        <Title order={2} size="h4" id="home-actions-title">
          {t('actions.home.title')}
        </Title>
        {shown.length > 0 && (
          <Anchor component={Link} to={`${base}/actions?tab=mine`} size="sm">
            {t('actions.home.all', { count: list.data!.count })}
          </Anchor>
        )}
      </Group>
      {list.isPending ? (
        <LoadingState lines={2} height={40} />
      ) : list.isError ? (
        <ErrorState message={isApiError(list.error) ? list.error.message : undefined} onRetry={() => void list.refetch()} retrying={list.isFetching} />
      ) : shown.length === 0 ? (
        <Paper withBorder radius="md" p="md">
          <EmptyMessage title={t('actions.home.empty')} description={t('actions.home.emptyHint')} />
        </Paper>
      ) : (
        <Paper withBorder radius="md" component="ul" p={0} style={{ listStyle: 'none', margin: 0 }}>
          {shown.map((a, i) => (
            <Group
              key={a.id}
              component="li"
              justify="space-between"
              wrap="nowrap"
              gap="sm"
              px="md"
              py="sm"
              style={i ? { borderTop: '1px solid var(--mantine-color-default-border)' } : undefined}
            >
              <Stack gap={2} style={{ minWidth: 0 }}>
                <Text fw={600} truncate="end">
                  {a.name}
                </Text>
                <Text size="sm" c="dimmed" truncate="end">
                  {[a.student_name, a.school_name].filter(Boolean).join(' · ')}
                </Text>
              </Stack>
              <Group gap={6} wrap="nowrap">
                <Text size="sm">{t('actions.home.due', { date: formatDate(a.completion_date, lang) })}</Text>
                {a.overdue && (
                  <Badge color="red" variant="light" tt="none">
                    {t('actions.overdue')}
                  </Badge>
                )}
              </Group>
            </Group>
          ))}
        </Paper>
      )}
    </Stack>
  );
}
