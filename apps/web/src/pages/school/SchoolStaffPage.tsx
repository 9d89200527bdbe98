import { Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SCHOOL_USER_TYPES } from '@ss/domain/enums';
import { fetchSchool } from '../../modules/schools/api.ts';
import { SCHOOL_STAFF_RULE } from '../../modules/staff/access.ts';
import { InviteStaffButton } from '../../modules/staff/components/InviteStaffButton.tsx';
import { PageAccess } from '../../modules/staff/components/PageAccess.tsx';
import { StaffTable } from '../../modules/staff/components/StaffTable.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { qk } from '../../lib/query-keys.ts';

function SchoolStaff() {
  const { t } = useTranslation();
  const params = useParams();
  const districtId = Number(params.districtId);
  const schoolId = Number(params.schoolId);
  const school = useQuery({ queryKey: qk.schools.one(schoolId), queryFn: ({ signal }) => fetchSchool(schoolId, signal) });
  const managed = school.data?.abilities.manage_staff ? [{ id: school.data.id, name: school.data.name }] : [];
  return (
    <Stack gap={0}>
      <PageHeader
        title={t('page.schoolStaff')}
        description={school.data ? t('staff.schoolDescription', { school: school.data.name }) : undefined}
        actions={managed.length > 0 ? <InviteStaffButton districtId={districtId} withDistrictRole={false} schools={managed} defaultSchoolId={schoolId} /> : undefined}
      />
      <StaffTable districtId={districtId} schoolId={schoolId} roleChoices={SCHOOL_USER_TYPES} withDistrictRole={false} schools={managed} />
    </Stack>
  );
}

export function SchoolStaffPage() {
  return (
    <PageAccess rule={SCHOOL_STAFF_RULE}>
      <SchoolStaff />
    </PageAccess>
  );
}
