import { Button } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { Outlet, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { seesWholeDistrict } from '@ss/domain/permissions';
import { isApiError } from '../../lib/api.ts';
import { useSignedInUser } from '../../modules/auth/hooks/useCurrentUser.ts';
import { useDistrict } from '../../modules/districts/hooks/useDistrict.ts';
import { useSchool } from '../../modules/schools/hooks/useSchool.ts';
import { FullPageLoader } from '../../ui/FullPageLoader.tsx';
import { MessagePage } from '../../ui/MessagePage.tsx';
import { parseId } from '../../lib/path-id.ts';
import { INVALID_ID, resolveMemberDistrict, resolveMemberSchool, resolveRecords, type Resolution } from './resolve.ts';
import { StatusPage } from '../../modules/auth/components/StatusPage.tsx';

/** A 404 from the API means "not found"; other failures are errors to retry. */
function recordOf<T>(query: { data?: T; error: unknown }): T | null | undefined {
  if (query.data) return query.data;
  if (isApiError(query.error) && (query.error.status === 404 || query.error.status === 403)) return null;
  return undefined;
}

/**
 * Checks `:districtId` (and `:schoolId` when the route has one) before the
 * workspace renders. Members are checked against their current user (district
 * admins and leaders, who may open any school of their district, against the API
 * for a school they hold no permission in); super admins, who may open any
 * district, against the API.
 */
export function ResolverGate({ withSchool }: { withSchool: boolean }) {
  const { t } = useTranslation();
  const user = useSignedInUser();
  const params = useParams();
  const districtId = parseId(params.districtId);
  const schoolId = withSchool ? parseId(params.schoolId) : null;
  const idsValid = districtId !== null && (!withSchool || schoolId !== null);
  const lookUp = user.is_super && idsValid;
  // District admins and leaders open any school of their district: the API says whether it is one.
  const lookUpSchool = !user.is_super && withSchool && idsValid && districtId !== null && seesWholeDistrict(user, districtId) && !user.schools.some((s) => s.id === schoolId);
  const district = useDistrict(districtId, { enabled: lookUp });
  const school = useSchool(schoolId, { enabled: (lookUp && withSchool) || lookUpSchool });

  let resolution: Resolution;
  if (!idsValid || districtId === null) resolution = INVALID_ID;
  else if (lookUpSchool && schoolId !== null) {
    const record = isApiError(school.error) && school.error.status === 403 ? 'suspended' : recordOf(school);
    if (record === undefined) {
      if (!school.isError) return <FullPageLoader label={t('common.loading')} />;
      return (
        <MessagePage
          title={t('Could not get data.')}
          actions={
            <Button leftSection={<IconRefresh size={16} aria-hidden />} onClick={() => void school.refetch()}>
              {t('common.retry')}
            </Button>
          }
        />
      );
    }
    resolution = resolveMemberSchool(user, districtId, schoolId, record);
  } else if (!user.is_super) resolution = withSchool && schoolId !== null ? resolveMemberSchool(user, districtId, schoolId) : resolveMemberDistrict(user, districtId);
  else {
    const districtRecord = recordOf(district);
    const schoolRecord = withSchool ? recordOf(school) : null;
    if (districtRecord === undefined || schoolRecord === undefined) {
      const failed = (district.isError && districtRecord === undefined) || (school.isError && schoolRecord === undefined);
      if (!failed) return <FullPageLoader label={t('common.loading')} />;
      const retry = () => {
        void district.refetch();
        if (withSchool) void school.refetch();
      };
      return (
        <MessagePage
          title={t('Could not get data.')}
          actions={
            <Button leftSection={<IconRefresh size={16} aria-hidden />} onClick={retry}>
              {t('common.retry')}
            </Button>
          }
        />
      );
    }
    resolution = resolveRecords(districtRecord, withSchool ? schoolRecord : undefined);
  }

  if (!resolution.ok) return <StatusPage kind={resolution.kind} message={resolution.message} />;
  return <Outlet />;
}
