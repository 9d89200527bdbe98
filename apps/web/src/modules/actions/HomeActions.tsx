/**
 * "My actions" on a workspace's home (issue 10, section 4): the caller's open actions (incomplete
 * and in progress), soonest first, overdue ones flagged, at most five, with a link to the whole
 * list under the actions page's My actions tab.
 */
import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@ss/domain/language';
import { useLanguage } from '../../lib/useLanguage.ts';
import { HomeSection } from '../../ui/HomeSection.tsx';
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
    <HomeSection
      id="actions"
      title={t('actions.home.title')}
      all={shown.length > 0 ? { to: `${base}/actions?tab=mine`, label: t('actions.home.all', { count: list.data!.count }) } : undefined}
      query={list}
      empty={shown.length === 0 ? { title: t('actions.home.empty'), description: t('actions.home.emptyHint') } : null}
      loadingHeight={40}
    >
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
    </HomeSection>
  );
}
