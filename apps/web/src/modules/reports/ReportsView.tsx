/**
 * The district's `reports` page (issue 22, section 1): what its schools' work adds up to. Filters (school
 * year, school, grade) kept in the URL, one section per report with its chart, its table and its CSV, and
 * the whole report as one PDF. Each section asks for its own report, so one that fails leaves the others.
 */
import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button, Paper, Select, SimpleGrid, Stack } from '@mantine/core';
import { IconFileTypePdf } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { notify } from '../../lib/notify.ts';
import { qk } from '../../lib/query-keys.ts';
import { useLanguage } from '../../lib/useLanguage.ts';
import { fetchConfigList } from '../config/api.ts';
import { fetchAllSchools } from '../schools/api.ts';
import { downloadReportPdf } from './api.ts';
import { filterChanges, readFilters, schoolYearOptions, type ReportFilters } from './filters.ts';
import { inLanguage } from './format.ts';
import { ActionsSection } from './sections/ActionsSection.tsx';
import { MeetingsSection } from './sections/MeetingsSection.tsx';
import { PlansSection } from './sections/PlansSection.tsx';
import { StudentDataSection } from './sections/StudentDataSection.tsx';
import { SupportsSection } from './sections/SupportsSection.tsx';
import { TierFlowSection } from './sections/TierFlowSection.tsx';
import { TiersSection } from './sections/TiersSection.tsx';
import { UnsupportedSection } from './sections/UnsupportedSection.tsx';

/**
 * The filters, read from and written to the URL. A change starts from the address bar itself, not from the
 * last render's parameters: a navigation still in flight (a render of eight sections of charts) has not
 * reached those yet, and a second quick change (the flow's two dates) would drop the first.
 */
export function useReportFilters() {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = useMemo(() => readFilters(searchParams, new Date()), [searchParams]);
  const latest = useCallback(() => readFilters(new URLSearchParams(window.location.search), new Date()), []);
  const set = useCallback(
    (next: Partial<ReportFilters>) => {
      const params = new URLSearchParams(window.location.search);
      for (const [key, value] of Object.entries(filterChanges(next))) {
        if (value === null) params.delete(key);
        else params.set(key, value);
      }
      setSearchParams(params, { replace: true });
    },
    [setSearchParams],
  );
  return { filters, set, latest };
}

/** The "Download PDF" button of the page's header: the whole report for the filters, in the reader's language. */
export function ReportPdfButton({ district }: { district: number }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const { filters } = useReportFilters();
  const [busy, setBusy] = useState(false);
  const download = () => {
    setBusy(true);
    downloadReportPdf(district, filters, lang)
      .catch(() => notify('error', t('Could not download PDF')))
      .finally(() => setBusy(false));
  };
  return (
    <Button leftSection={<IconFileTypePdf size={18} aria-hidden />} onClick={download} loading={busy}>
      {t('reports.downloadPdf')}
    </Button>
  );
}

export function ReportsView({ district }: { district: number }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const { filters, set, latest } = useReportFilters();
  const schools = useQuery({ queryKey: qk.schools.everything(district), queryFn: ({ signal }) => fetchAllSchools(district, signal) });
  const grades = useQuery({
    queryKey: qk.config.list('grades', { districtId: district }),
    queryFn: ({ signal }) => fetchConfigList('grades', { districtId: district }, signal),
    staleTime: 60_000,
  });
  const years = useMemo(() => schoolYearOptions(new Date()), []);
  const yearData = years.some((y) => y.value === String(filters.school_year))
    ? years
    : [...years, { value: String(filters.school_year), label: `${filters.school_year}–${filters.school_year + 1}` }];
  const gradeData = (grades.data?.items ?? []).map((g) => ({ value: g.code || g.label_en, label: inLanguage(lang, g.label_en, g.label_fr) }));
  if (filters.grade !== null && !gradeData.some((g) => g.value === filters.grade)) gradeData.push({ value: filters.grade, label: filters.grade });
  const schoolData = (schools.data?.results ?? []).map((s) => ({ value: String(s.id), label: s.name }));
  if (filters.school !== null && !schoolData.some((s) => s.value === String(filters.school)))
    schoolData.push({ value: String(filters.school), label: t('reports.schoolNumber', { id: filters.school }) });
  const props = { district, filters };
  return (
    <Stack gap="lg">
      <Paper withBorder p="md" radius="md" component="section" aria-label={t('reports.filters')}>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <Select
            label={t('reports.schoolYear')}
            data={yearData}
            value={String(filters.school_year)}
            onChange={(v) => v !== null && set({ school_year: Number(v), from: null, to: null })}
            allowDeselect={false}
            data-testid="filter-school-year"
          />
          <Select
            label={t('reports.school')}
            placeholder={t('reports.allSchools')}
            data={schoolData}
            value={filters.school === null ? null : String(filters.school)}
            onChange={(v) => set({ school: v === null ? null : Number(v) })}
            clearable
            searchable
            nothingFoundMessage={t('reports.nothingFound')}
          />
          <Select
            label={t('reports.grade')}
            placeholder={t('reports.allGrades')}
            data={gradeData}
            value={filters.grade}
            onChange={(v) => set({ grade: v })}
            clearable
            searchable
            nothingFoundMessage={t('reports.nothingFound')}
          />
        </SimpleGrid>
      </Paper>
      <TiersSection {...props} />
      <TierFlowSection
        {...props}
        onDate={(key, value) => {
          const now = latest();
          const dates = { from: now.from, to: now.to, [key]: value };
          if (dates.from !== null && dates.to !== null && dates.from > dates.to) return false;
          set({ [key]: value });
          return true;
        }}
      />
      <UnsupportedSection {...props} />
      <SupportsSection {...props} />
      <ActionsSection {...props} />
      <MeetingsSection {...props} />
      <PlansSection {...props} />
      <StudentDataSection {...props} />
    </Stack>
  );
}
