import type { ComponentType } from 'react';
import { Alert, Stack } from '@mantine/core';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../lib/api.ts';
import { DISTRICT_SYSTEM_RULE } from '../../modules/district-system/access.ts';
import {
  CalendarSection,
  ConnectedDistrictsSection,
  LanguageSection,
  MeetingCadenceSection,
  RetentionSection,
  SisSection,
  SupportContactSection,
} from '../../modules/district-system/components/SettingsSections.tsx';
import { DistrictExportSection } from '../../modules/district-system/components/DistrictExportSection.tsx';
import { useDistrictSystem } from '../../modules/district-system/hooks/useDistrictSystem.ts';
import { RecordRetentionSection } from '../../modules/district-system/components/RecordRetentionSection.tsx';
import { DistrictSummaryDefaults } from '../../modules/summaries/components/DistrictSummaryDefaults.tsx';
import { PageAccess } from '../../modules/staff/components/PageAccess.tsx';
import { ErrorState } from '../../ui/ErrorState.tsx';
import { LoadingState } from '../../ui/LoadingState.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';

/** The page's sections, in order: each one a component of `{ districtId }` with its own card and save. */
const SECTIONS: ComponentType<{ districtId: number }>[] = [
  SupportContactSection,
  LanguageSection,
  CalendarSection,
  MeetingCadenceSection,
  SummaryDefaultsSection,
  RetentionSection,
  RecordRetentionSection,
  ConnectedDistrictsSection,
  SisSection,
  // A district's own export (issue 24, section 6): its admins only.
  DistrictExportSection,
];

/** The e-mail summaries' defaults (issue 23, section 2): its API is the district admins' only, so leaders do not see the card. */
function SummaryDefaultsSection({ districtId }: { districtId: number }) {
  const { data } = useDistrictSystem(districtId);
  return data?.abilities.update ? <DistrictSummaryDefaults districtId={districtId} /> : null;
}

/** The district's system page (issue 23, section 4): the district's own settings, for its admins; its leaders read them. */
export function DistrictSystemPage() {
  const { t } = useTranslation();
  const districtId = Number(useParams().districtId);
  const query = useDistrictSystem(districtId);
  return (
    <PageAccess rule={DISTRICT_SYSTEM_RULE}>
      <Stack gap="lg" maw={760}>
        <PageHeader title={t('page.districtSystem')} description={t('districtSystem.description')} />
        {query.isError && <ErrorState message={isApiError(query.error) ? query.error.message : undefined} onRetry={() => void query.refetch()} />}
        {query.isLoading && <LoadingState lines={8} />}
        {query.data && !query.data.abilities.update && (
          <Alert color="orange" variant="light">
            {t('districtSystem.readOnly')}
          </Alert>
        )}
        {query.data && SECTIONS.map((Section, i) => <Section key={i} districtId={districtId} />)}
      </Stack>
    </PageAccess>
  );
}
