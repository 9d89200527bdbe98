import { Stack } from '@mantine/core';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SCHOOL_CONFIG_LISTS } from '@ss/domain';
import { ConfigIndex } from '../../modules/config/components/ConfigIndex.tsx';
import { ConfigListPage } from '../../modules/config/components/ConfigListPage.tsx';
import { DataDefinitionsEditor } from '../../modules/config/components/DataDefinitionsEditor.tsx';
import { SchoolLogoEditor } from '../../modules/config/components/SchoolLogoEditor.tsx';
import { SchoolOptionsForm } from '../../modules/config/components/SchoolOptionsForm.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';

const useIds = () => {
  const p = useParams();
  return { districtId: Number(p.districtId), schoolId: Number(p.schoolId) };
};

const EXTRA: [string, string][] = [
  ['student-data', 'config.studentData'],
  ['school-options', 'config.schoolOptions'],
  ['logo', 'config.logo.title'],
  ['norms', 'norms.link'],
];

/** school/configure: the school's own lists (inherited from the district until customised), data, options, logo. */
export function ConfigurePage() {
  const { t } = useTranslation();
  const { districtId, schoolId } = useIds();
  return (
    <Stack gap={0}>
      <PageHeader title={t('page.configure')} description={t('config.schoolDescription')} />
      <ConfigIndex base={`/school/${districtId}/${schoolId}/configure`} kinds={SCHOOL_CONFIG_LISTS} extra={EXTRA} />
    </Stack>
  );
}

export function ConfigureListPage() {
  return <ConfigListPage kinds={SCHOOL_CONFIG_LISTS} level={{ schoolId: useIds().schoolId }} />;
}

function Section({ title, hint, children }: { title: string; hint: string; children: React.ReactNode }) {
  const { t } = useTranslation();
  return (
    <Stack gap={0}>
      <PageHeader title={t(title)} description={t(hint)} />
      {children}
    </Stack>
  );
}

export function SchoolStudentDataPage() {
  return (
    <Section title="config.studentData" hint="config.studentDataHint">
      <DataDefinitionsEditor level={{ schoolId: useIds().schoolId }} />
    </Section>
  );
}

export function SchoolOptionsPage() {
  return (
    <Section title="config.schoolOptions" hint="config.schoolOptionsHint">
      <SchoolOptionsForm schoolId={useIds().schoolId} />
    </Section>
  );
}

export function SchoolLogoPage() {
  return (
    <Section title="config.logo.title" hint="config.logo.titleHint">
      <SchoolLogoEditor schoolId={useIds().schoolId} />
    </Section>
  );
}
