import { Stack } from '@mantine/core';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { NormsEditor } from '../../modules/norms/NormsEditor.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';

/** school/configure/norms: the school's team norms (issue 10, section 2). */
export function SchoolNormsPage() {
  const { t } = useTranslation();
  const schoolId = Number(useParams().schoolId);
  return (
    <Stack gap={0}>
      <PageHeader title={t('page.norms')} description={t('norms.description.school')} />
      <NormsEditor level={{ school: schoolId }} />
    </Stack>
  );
}
