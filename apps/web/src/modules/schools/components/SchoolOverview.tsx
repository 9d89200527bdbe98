import { Skeleton, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { roleInSchool } from '@ss/domain/permissions';
import { schoolYearOf } from '@ss/domain/school-year';
import { SUPPORT_PLAN_PERMISSION_LABEL, USER_TYPE_LABEL } from '@ss/domain/enums';
import { DetailList } from '../../../ui/DetailList.tsx';
import { ErrorState } from '../../../ui/ErrorState.tsx';
import { PageHeader } from '../../../ui/PageHeader.tsx';
import { useSignedInUser } from '../../auth/hooks/useCurrentUser.ts';
import { useSchool } from '../hooks/useSchool.ts';
import { SchoolStatusBadge } from './SchoolStatusBadge.tsx';

/** The school home header: the school, its district, the school year and the user's place in it. */
export function SchoolOverview({ schoolId }: { schoolId: number }) {
  const { t } = useTranslation();
  const user = useSignedInUser();
  const query = useSchool(schoolId);
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
  const school = query.data;
  const role = roleInSchool(user, school.id);
  const permission = user.schools.find((entry) => entry.id === school.id)?.support_plan_permission ?? school.my_support_plan_permission;
  return (
    <Stack gap="md">
      <PageHeader title={school.name} description={t('schools.headerLine', { district: school.district_name, year: year.label })} />
      <DetailList
        items={[
          { label: t('schools.detail.role'), value: role ? t(USER_TYPE_LABEL[role]) : t('common.none') },
          { label: t('schools.detail.supportPlanPermission'), value: permission ? t(SUPPORT_PLAN_PERMISSION_LABEL[permission]) : t('common.none') },
          { label: t('schools.detail.status'), value: <SchoolStatusBadge status={school.status} /> },
          { label: t('schools.detail.supportPlans'), value: t(school.support_plan_enabled ? 'common.enabled' : 'common.disabled') },
        ]}
      />
    </Stack>
  );
}
