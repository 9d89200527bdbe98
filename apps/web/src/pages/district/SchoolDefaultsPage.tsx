import { Stack } from '@mantine/core';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { DISTRICT_CONFIG_LISTS, SCHOOL_DEFAULTS_RULE } from '@ss/domain';
import { ConfigIndex } from '../../modules/config/components/ConfigIndex.tsx';
import { ConfigListPage } from '../../modules/config/components/ConfigListPage.tsx';
import { DataDefinitionsEditor } from '../../modules/config/components/DataDefinitionsEditor.tsx';
import { PageAccess } from '../../modules/staff/components/PageAccess.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';

const useDistrictId = () => Number(useParams().districtId);

/** district/schools/defaults: the lists the district's schools use until they customise them. */
export function SchoolDefaultsPage() {
  const { t } = useTranslation();
  const districtId = useDistrictId();
  return (
    <PageAccess rule={SCHOOL_DEFAULTS_RULE}>
      <Stack gap={0}>
        <PageHeader title={t('page.schoolDefaults')} description={t('config.districtDescription')} />
        <ConfigIndex base={`/district/${districtId}/schools/defaults`} kinds={DISTRICT_CONFIG_LISTS} extra={[['student-data', 'config.studentData']]} />
      </Stack>
    </PageAccess>
  );
}

export function SchoolDefaultsListPage() {
  return (
    <PageAccess rule={SCHOOL_DEFAULTS_RULE}>
      <ConfigListPage kinds={DISTRICT_CONFIG_LISTS} level={{ districtId: useDistrictId() }} />
    </PageAccess>
  );
}

export function DistrictStudentDataPage() {
  const { t } = useTranslation();
  const districtId = useDistrictId();
  return (
    <PageAccess rule={SCHOOL_DEFAULTS_RULE}>
      <Stack gap={0}>
        <PageHeader title={t('config.studentData')} description={t('config.studentDataHint')} />
        <DataDefinitionsEditor level={{ districtId }} />
      </Stack>
    </PageAccess>
  );
}
