/** The student profile's "Celebrations" section: the student's celebrations, added from here with the student filled in. The board's side panel links here (`#celebrations`). */
import { Paper, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CelebrationsList } from './CelebrationsList.tsx';

export const CELEBRATIONS_ANCHOR = 'celebrations';

export function StudentCelebrationsSection({ school, student }: { school: number; student: { id: number; name: string } }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder p="md" radius="md" component="section" id={CELEBRATIONS_ANCHOR} aria-labelledby="student-celebrations-title" data-testid="student-celebrations">
      <Title order={2} size="h4" id="student-celebrations-title" mb="sm">
        {t('celebrations.title')}
      </Title>
      <CelebrationsList where={{ student: student.id }} school={school} student={student} pageSize={5} />
    </Paper>
  );
}
