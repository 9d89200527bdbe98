import { Stack } from '@mantine/core';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { AuditLog } from '../../modules/audit/components/AuditLog.tsx';
import { DISTRICT_AUDIT_RULE } from '../../modules/staff/access.ts';
import { PageAccess } from '../../modules/staff/components/PageAccess.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';

export function DistrictAuditLogPage() {
  const { t } = useTranslation();
  const districtId = Number(useParams().districtId);
  return (
    <PageAccess rule={DISTRICT_AUDIT_RULE}>
      <Stack gap={0}>
        <PageHeader title={t('page.auditLog')} description={t('audit.districtDescription')} />
        <AuditLog districtId={districtId} />
      </Stack>
    </PageAccess>
  );
}
