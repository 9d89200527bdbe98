import { Stack } from '@mantine/core';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { REPORTS_RULE } from '../../modules/reports/access.ts';
import { ReportPdfButton, ReportsView } from '../../modules/reports/ReportsView.tsx';
import { PageAccess } from '../../modules/staff/components/PageAccess.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';

/** The district's `reports` (issue 22, section 1): students by tier, tier flow, tier 2–3 with no support, supports, actions, meetings, plans, student data. */
export function ReportsPage() {
  const { t } = useTranslation();
  const district = Number(useParams().districtId);
  return (
    <PageAccess rule={REPORTS_RULE}>
      <Stack gap={0}>
        <PageHeader title={t('page.reports')} description={t('reports.description')} actions={<ReportPdfButton district={district} />} />
        <ReportsView district={district} />
      </Stack>
    </PageAccess>
  );
}
