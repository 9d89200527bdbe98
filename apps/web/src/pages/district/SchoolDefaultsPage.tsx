import { Stack } from '@mantine/core';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { DISTRICT_CONFIG_LISTS, SCHOOL_DEFAULTS_RULE } from '@ss/domain';
import { ConfigIndex } from '../../modules/config/components/ConfigIndex.tsx';
import { ConfigListPage } from '../../modules/config/components/ConfigListPage.tsx';
import { DataDefinitionsEditor } from '../../modules/config/components/DataDefinitionsEditor.tsx';
import { PageAccess } from '../../modules/staff/components/PageAccess.tsx';
import { useSignedInUser } from '../../modules/auth/hooks/useCurrentUser.ts';
import { RulesEditor } from '../../modules/early-warnings/RulesEditor.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';

const useDistrictId = () => Number(useParams().districtId);

/** district/schools/defaults: the lists the district's schools use until they customise them. */
export function SchoolDefaultsPage() {
  const { t } = useTranslation();
  const districtId = useDistrictId();
  const user = useSignedInUser();
  // The early-warning rules are the district admins' (and super admins'), as the server's policy says.
  const rules = user.is_super || (user.district?.id === districtId && user.district.user_type === 'district_admin');
  return (
    <PageAccess rule={SCHOOL_DEFAULTS_RULE}>
      <Stack gap={0}>
        <PageHeader title={t('page.schoolDefaults')} description={t('config.districtDescription')} />
        <ConfigIndex
          base={`/district/${districtId}/schools/defaults`}
          kinds={DISTRICT_CONFIG_LISTS}
          extra={[['student-data', 'config.studentData'], ...(rules ? [['early-warnings', 'page.earlyWarningRules'] as [string, string]] : [])]}
        />
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

/** district/schools/defaults/early-warnings: the district's early-warning rules (issue 22, section 2). */
export function EarlyWarningRulesPage() {
  const { t } = useTranslation();
  const districtId = useDistrictId();
  return (
    <PageAccess rule={SCHOOL_DEFAULTS_RULE}>
      <Stack gap={0}>
        <PageHeader title={t('page.earlyWarningRules')} description={t('earlyWarnings.rules.description')} />
        <RulesEditor districtId={districtId} />
      </Stack>
    </PageAccess>
  );
}
