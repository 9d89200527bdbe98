import { Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { DISTRICT_USER_TYPES, SCHOOL_USER_TYPES } from '@ss/domain/enums';
import { fetchDistrict } from '../../modules/districts/api.ts';
import { useAllSchools } from '../../modules/schools/hooks/useSchools.ts';
import { DISTRICT_STAFF_RULE } from '../../modules/staff/access.ts';
import { InviteStaffButton } from '../../modules/staff/components/InviteStaffButton.tsx';
import { PageAccess } from '../../modules/staff/components/PageAccess.tsx';
import { StaffTable } from '../../modules/staff/components/StaffTable.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { qk } from '../../lib/query-keys.ts';

const ROLE_CHOICES = [...DISTRICT_USER_TYPES, ...SCHOOL_USER_TYPES];

function DistrictStaff() {
  const { t } = useTranslation();
  const districtId = Number(useParams().districtId);
  const district = useQuery({ queryKey: qk.districts.one(districtId), queryFn: ({ signal }) => fetchDistrict(districtId, signal) });
  const schools = useAllSchools(districtId);
  const canManage = district.data?.abilities.manage_staff ?? false;
  const managed = canManage ? (schools.data?.results ?? []).filter((school) => school.abilities.manage_staff).map(({ id, name }) => ({ id, name })) : [];
  return (
    <Stack gap={0}>
      <PageHeader
        title={t('page.staff')}
        description={t('staff.districtDescription')}
        actions={canManage && schools.data ? <InviteStaffButton districtId={districtId} withDistrictRole schools={managed} /> : undefined}
      />
      <StaffTable districtId={districtId} roleChoices={ROLE_CHOICES} withDistrictRole={canManage} schools={managed} />
    </Stack>
  );
}

export function DistrictStaffPage() {
  return (
    <PageAccess rule={DISTRICT_STAFF_RULE}>
      <DistrictStaff />
    </PageAccess>
  );
}
