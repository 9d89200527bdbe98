import { Stack } from '@mantine/core';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ROSTER_RULE } from '../../modules/student-imports/access.ts';
import { ImportStudentsForm } from '../../modules/student-imports/components/ImportStudentsForm.tsx';
import { PageAccess } from '../../modules/staff/components/PageAccess.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';

export function ImportStudentsPage() {
  const { t } = useTranslation();
  const { districtId, schoolId } = useParams();
  return (
    <PageAccess rule={ROSTER_RULE}>
      <Stack gap={0}>
        <PageHeader title={t('page.importStudents')} description={t('imports.import.description')} />
        <ImportStudentsForm schoolId={Number(schoolId)} historyPath={`/school/${districtId}/${schoolId}/add-edit/import-history`} />
      </Stack>
    </PageAccess>
  );
}
