import { Stack } from '@mantine/core';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { USER_SUPPORTS_RULE } from '../../modules/supports-given/access.ts';
import { UserSupportsReport } from '../../modules/supports-given/UserSupportsReport.tsx';
import { PageAccess } from '../../modules/staff/components/PageAccess.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';

/** The district's `user-supports`: which supports its schools give, how often and how they went. */
export function UserSupportsPage() {
  const { t } = useTranslation();
  const district = Number(useParams().districtId);
  return (
    <PageAccess rule={USER_SUPPORTS_RULE}>
      <Stack gap={0}>
        <PageHeader title={t('page.userSupports')} description={t('studentSupports.report.description')} />
        <UserSupportsReport district={district} />
      </Stack>
    </PageAccess>
  );
}
