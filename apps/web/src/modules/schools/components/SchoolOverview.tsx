import type { ReactNode } from 'react';
import { Skeleton, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { roleInSchool } from '@ss/domain/permissions';
import { schoolYearOf } from '@ss/domain/school-year';
import { USER_TYPE_LABEL } from '@ss/domain/enums';
import { DetailList } from '../../../ui/DetailList.tsx';
import { ErrorState } from '../../../ui/ErrorState.tsx';
import { PageHeader } from '../../../ui/PageHeader.tsx';
import { useSignedInUser } from '../../auth/hooks/useCurrentUser.ts';
import { useSchool } from '../hooks/useSchool.ts';
import { SchoolStatusBadge } from './SchoolStatusBadge.tsx';

/**
 * The school home header: the school, its district, the school year and the user's place in it, then `children`
 * (the day's links). Support plans are not named until they exist: a line saying "Enabled" offered nothing to act on.
 */
export function SchoolOverview({ schoolId, children }: { schoolId: number; children?: ReactNode }) {
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
  return (
    <Stack gap="md">
      <PageHeader title={school.name} description={t('schools.headerLine', { district: school.district_name, year: year.label })} />
      <DetailList
        items={[
          { label: t('schools.detail.role'), value: role ? t(USER_TYPE_LABEL[role]) : t('common.none') },
          { label: t('schools.detail.status'), value: <SchoolStatusBadge status={school.status} /> },
        ]}
      />
      {children}
    </Stack>
  );
}
