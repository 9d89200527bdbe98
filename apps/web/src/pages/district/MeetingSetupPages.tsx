/**
 * The district's meeting setup (issue 10, sections 2–3), under `meetings/`: its team norms, its own meeting
 * lists (descriptors of its school and district meetings, the text boxes of a school meeting's note), and
 * its schools' logos (shown on school profiles), with an index page linking them.
 */
import { useState } from 'react';
import { Select, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { qk } from '../../lib/query-keys.ts';
import { ConfigIndex } from '../../modules/config/components/ConfigIndex.tsx';
import { ConfigListEditor } from '../../modules/config/components/ConfigListEditor.tsx';
import { SchoolLogoEditor } from '../../modules/config/components/SchoolLogoEditor.tsx';
import { NormsEditor } from '../../modules/norms/NormsEditor.tsx';
import { fetchAllSchools } from '../../modules/schools/api.ts';
import { ErrorState } from '../../ui/ErrorState.tsx';
import { LoadingState } from '../../ui/LoadingState.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';

const useDistrictId = () => Number(useParams().districtId);

/** The index: links to each page of the district's meeting setup. */
export function MeetingSetupPage() {
  const { t } = useTranslation();
  const districtId = useDistrictId();
  return (
    <Stack gap={0}>
      <PageHeader title={t('meetingLists.title')} />
      <ConfigIndex
        base={`/district/${districtId}/meetings`}
        kinds={[]}
        extra={[
          ['norms', 'norms.link'],
          ['district-meeting-descriptors', 'page.districtMeetingDescriptors'],
          ['school-textboxes', 'page.schoolTextboxes'],
          ['logo', 'page.schoolLogos'],
        ]}
      />
    </Stack>
  );
}

export function DistrictNormsPage() {
  const { t } = useTranslation();
  return (
    <Stack gap={0}>
      <PageHeader title={t('page.norms')} description={t('norms.description.district')} />
      <NormsEditor level={{ district: useDistrictId() }} />
    </Stack>
  );
}

export function DistrictMeetingDescriptorsPage() {
  const { t } = useTranslation();
  return (
    <Stack gap={0}>
      <PageHeader title={t('page.districtMeetingDescriptors')} description={t('meetingLists.descriptorsHint')} />
      <ConfigListEditor kind="district-meeting-descriptors" level={{ districtId: useDistrictId() }} />
    </Stack>
  );
}

export function SchoolTextboxesPage() {
  const { t } = useTranslation();
  return (
    <Stack gap={0}>
      <PageHeader title={t('page.schoolTextboxes')} description={t('meetingLists.textboxesHint')} />
      <ConfigListEditor kind="school-textboxes" level={{ districtId: useDistrictId() }} />
    </Stack>
  );
}

/** The logo of each of the district's schools, one school at a time. */
export function SchoolLogosPage() {
  const { t } = useTranslation();
  const districtId = useDistrictId();
  const [schoolId, setSchoolId] = useState<string | null>(null);
  const schools = useQuery({ queryKey: qk.schools.everything(districtId), queryFn: ({ signal }) => fetchAllSchools(districtId, signal) });
  return (
    <Stack gap="md">
      <PageHeader title={t('page.schoolLogos')} description={t('meetingLists.logosHint')} />
      {schools.isPending ? (
        <LoadingState lines={2} />
      ) : schools.isError ? (
        <ErrorState onRetry={() => void schools.refetch()} retrying={schools.isFetching} />
      ) : schools.data.results.length === 0 ? (
        <Text c="dimmed">{t('meetingLists.noSchools')}</Text>
      ) : (
        <Select
          label={t('meetingLists.school')}
          placeholder={t('meetingLists.pickSchool')}
          data={schools.data.results.map((s) => ({ value: String(s.id), label: s.name }))}
          value={schoolId}
          onChange={setSchoolId}
          searchable
          w={360}
        />
      )}
      {schoolId !== null && <SchoolLogoEditor key={schoolId} schoolId={Number(schoolId)} />}
    </Stack>
  );
}
