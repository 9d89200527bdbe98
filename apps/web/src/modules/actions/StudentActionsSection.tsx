/** The student profile's "Actions" section (scope studentActions): the actions about this student, added from here with the student filled in. */
import { Paper, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ActionsList } from './ActionsList.tsx';

export function StudentActionsSection({ district, school, student }: { district: number; school: number; student: { id: number; name: string } }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="student-actions-title" data-testid="student-actions">
      <Title order={2} size="h4" id="student-actions-title" mb="sm">
        {t('actions.profile.title')}
      </Title>
      <ActionsList scope="studentActions" where={{ district, school, student }} />
    </Paper>
  );
}
