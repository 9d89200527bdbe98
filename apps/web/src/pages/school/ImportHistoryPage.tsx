import { Button, Stack } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ROSTER_RULE } from '../../modules/student-imports/access.ts';
import { ImportHistory } from '../../modules/student-imports/components/ImportHistory.tsx';
import { PageAccess } from '../../modules/staff/components/PageAccess.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';

export function ImportHistoryPage() {
  const { t } = useTranslation();
  const { districtId, schoolId } = useParams();
  return (
    <PageAccess rule={ROSTER_RULE}>
      <Stack gap={0}>
        <PageHeader
          title={t('page.importHistory')}
          description={t('imports.history.description')}
          actions={
            <Button component={Link} to={`/school/${districtId}/${schoolId}/add-edit/import-students`} variant="light" leftSection={<IconUpload size={18} aria-hidden />}>
              {t('page.importStudents')}
            </Button>
          }
        />
        <ImportHistory schoolId={Number(schoolId)} />
      </Stack>
    </PageAccess>
  );
}
