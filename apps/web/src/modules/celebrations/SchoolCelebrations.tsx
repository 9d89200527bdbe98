/**
 * A school's celebrations (its students' and its own), for a school's profile as the district reads it
 * (issue 10: the district school profile). Adding picks a student of the school, or none for the school.
 */
import { Paper, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CelebrationsList } from './CelebrationsList.tsx';

export function SchoolCelebrations({ school, pageSize = 10, readOnly, headingLevel = 2 }: { school: number; pageSize?: number; readOnly?: boolean; headingLevel?: 2 | 3 }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby={`school-celebrations-${school}`} data-testid="school-celebrations">
      <Title order={headingLevel} size="h4" id={`school-celebrations-${school}`} mb="sm">
        {t('celebrations.title')}
      </Title>
      <CelebrationsList where={{ school }} school={school} pageSize={pageSize} emptyKey="celebrations.emptySchool" readOnly={readOnly} />
    </Paper>
  );
}
