import { Stack } from '@mantine/core';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ROSTER_RULE } from '../../modules/student-imports/access.ts';
import { ExportStudentsForm } from '../../modules/student-imports/components/ExportStudentsForm.tsx';
import { PageAccess } from '../../modules/staff/components/PageAccess.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';

export function ExportStudentsPage() {
  const { t } = useTranslation();
  const schoolId = Number(useParams().schoolId);
  return (
    <PageAccess rule={ROSTER_RULE}>
      <Stack gap={0}>
        <PageHeader title={t('page.exportStudents')} description={t('imports.export.description')} />
        <ExportStudentsForm schoolId={schoolId} />
      </Stack>
    </PageAccess>
  );
}
