import { useState } from 'react';
import { Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { fetchCards } from '../../modules/student-cards/api.ts';
import { GradeTeacherFilters } from '../../modules/student-cards/GradeTeacherFilters.tsx';
import { StudentCard } from '../../modules/student-cards/StudentCard.tsx';
import { EmptyMessage } from '../../ui/EmptyMessage.tsx';
import { ErrorState } from '../../ui/ErrorState.tsx';
import { LoadingState } from '../../ui/LoadingState.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { qk } from '../../lib/query-keys.ts';

/** The school's students as cards, filtered by grade or teacher; each card opens the profile. */
export function StudentCardsPage() {
  const { t } = useTranslation();
  const params = useParams();
  const districtId = Number(params.districtId);
  const schoolId = Number(params.schoolId);
  const [grade, setGrade] = useState<string | null>(null);
  const [teacher, setTeacher] = useState<string | null>(null);
  const query = { school: schoolId, grade: grade ?? undefined, teacher: teacher ? Number(teacher) : undefined };
  const cards = useQuery({ queryKey: qk.cards.list(query), queryFn: ({ signal }) => fetchCards(query, signal), placeholderData: keepPreviousData });
  const display = cards.data?.options.card_display ?? 'name';
  const minimal = display === 'minimal_name_bar';

  return (
    <Stack gap="md">
      <PageHeader title={t('page.studentCards')} description={cards.data ? t('cards.count', { count: cards.data.results.length }) : undefined} />
      <Group align="flex-end" gap="md" role="search" aria-label={t('cards.filters')}>
        <GradeTeacherFilters
          choices={cards.data}
          grade={grade}
          teacher={teacher}
          onGrade={setGrade}
          onTeacher={setTeacher}
          gradeLabel={t('cards.grade')}
          teacherLabel={t('cards.teacher')}
        />
      </Group>
      {cards.isPending ? (
        <LoadingState lines={6} height={60} />
      ) : cards.isError ? (
        <ErrorState message={cards.error.message} onRetry={() => void cards.refetch()} retrying={cards.isFetching} />
      ) : cards.data.results.length === 0 ? (
        <EmptyMessage title={t('cards.empty')} description={t('cards.emptyHint')} />
      ) : (
        <SimpleGrid cols={minimal ? { base: 1, sm: 2, md: 3 } : { base: 2, sm: 3, md: 4, lg: 5 }} spacing="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {cards.data.results.map((card) => (
            <li key={card.id}>
              <StudentCard card={card} display={display} to={`/school/${districtId}/${schoolId}/students/profile/${card.id}`} />
            </li>
          ))}
        </SimpleGrid>
      )}
      {cards.isFetching && !cards.isPending && (
        <Text size="xs" c="dimmed" role="status">
          {t('common.loading')}
        </Text>
      )}
    </Stack>
  );
}
