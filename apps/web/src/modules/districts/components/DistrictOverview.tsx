import { Skeleton, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { districtPermissions } from '@ss/domain/permissions';
import { schoolYearOf } from '@ss/domain/school-year';
import { USER_TYPE_LABEL } from '@ss/domain/enums';
import { DetailList } from '../../../ui/DetailList.tsx';
import { ErrorState } from '../../../ui/ErrorState.tsx';
import { PageHeader } from '../../../ui/PageHeader.tsx';
import { useSignedInUser } from '../../auth/hooks/useCurrentUser.ts';
import { useDistrict } from '../hooks/useDistrict.ts';

/** The district home header: the district, the school year and what the user may do in it. */
export function DistrictOverview({ districtId }: { districtId: number }) {
  const { t } = useTranslation();
  const user = useSignedInUser();
  const query = useDistrict(districtId);
  const year = schoolYearOf(new Date(user.current_date));
  if (query.isError) return <ErrorState message={query.error.message} onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  if (query.isPending) {
    return (
      <Stack gap="md" aria-busy="true">
        <Skeleton height={36} width="50%" />
        <Skeleton height={88} />
      </Stack>
    );
  }
  const district = query.data;
  const permissions = districtPermissions(user);
  const yesNo = (value: boolean) => t(value ? 'common.yes' : 'common.no');
  return (
    <Stack gap="md">
      <PageHeader title={district.name} description={t('districts.headerLine', { year: year.label })} />
      <DetailList
        items={[
          { label: t('districts.detail.role'), value: permissions.role ? t(USER_TYPE_LABEL[permissions.role]) : t('common.none') },
          { label: t('districts.detail.manageSchools'), value: yesNo(permissions.canManageSchools) },
          { label: t('districts.detail.manageStaff'), value: yesNo(permissions.canManageStaff) },
          { label: t('districts.detail.language'), value: t(district.francophone ? 'districts.francophone' : 'districts.anglophone') },
        ]}
      />
    </Stack>
  );
}
