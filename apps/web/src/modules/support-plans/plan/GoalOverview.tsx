/** The goal overview: one row per goal of the plan (focus area, goal, latest rating, next target date, sub-goals done). */
import { Badge, Paper, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { GoalRating, TGoalPart } from '@ss/domain';
import { latestRating, nextTargetDate, subGoalsDone } from './overview.ts';
import { useLanguage } from '../../../lib/useLanguage.ts';
import { dayText } from './fields.tsx';

type Goal = TGoalPart['goals'][number];

const RATING_COLOR: Record<GoalRating, string> = { not_started: 'gray', emerging: 'orange', progressing: 'blue', achieved: 'green' };

export function GoalOverview({ goals, focus }: { goals: Goal[]; focus: (key: number | null) => string }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  if (goals.length === 0) return null;
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="goal-overview-title">
      <Title order={3} size="h4" mb="sm" id="goal-overview-title">
        {t('planPage.overview.title')}
      </Title>
      <Table.ScrollContainer minWidth={640}>
        <Table striped data-testid="goal-overview">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('planPage.goal.focusArea')}</Table.Th>
              <Table.Th scope="col">{t('planPage.goal.goal')}</Table.Th>
              <Table.Th scope="col">{t('planPage.overview.latestRating')}</Table.Th>
              <Table.Th scope="col">{t('planPage.overview.nextTarget')}</Table.Th>
              <Table.Th scope="col">{t('planPage.overview.subGoalsDone')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {goals.map((g, i) => {
              const rating = latestRating(g);
              const next = nextTargetDate(g);
              const { done, total } = subGoalsDone(g);
              return (
                <Table.Tr key={i}>
                  <Table.Td>{focus(g.focus_area_key)}</Table.Td>
                  <Table.Td>
                    <Text size="sm" lineClamp={2}>
                      {g.goal || '—'}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    {rating ? (
                      <Badge color={RATING_COLOR[rating]} variant="light">
                        {t(`planPage.rating.${rating}`)}
                      </Badge>
                    ) : (
                      <Text size="sm" c="dimmed">
                        {t('planPage.overview.notRated')}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>{dayText(lang, next)}</Table.Td>
                  <Table.Td>{total === 0 ? '—' : t('planPage.overview.doneOf', { done, total })}</Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}
