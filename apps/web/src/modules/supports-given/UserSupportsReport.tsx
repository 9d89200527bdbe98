/**
 * The district's `user-supports` page (issue 11, section 2): which supports its schools give and how
 * often — per support (or one-off), the students holding it now, the times it was given, how the
 * ended ones went and the schools using it, most held first; filters by school, focus area, tier and
 * type, paging, and the same rows as CSV in the reader's language.
 */
import { useState } from 'react';
import { Button, Group, Paper, Select, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@ss/domain/language';
import { SUPPORT_TYPES } from '@ss/domain/enums';
import { qk } from '../../lib/query-keys.ts';
import { isApiError } from '../../lib/api.ts';
import { useInvalidPageReset } from '../../lib/useInvalidPageReset.ts';
import { useLanguage } from '../../lib/useLanguage.ts';
import { EmptyMessage } from '../../ui/EmptyMessage.tsx';
import { ErrorState } from '../../ui/ErrorState.tsx';
import { notifyFailure } from '../../lib/form-errors.ts';
import { ListPagination } from '../../ui/ListPagination.tsx';
import { LoadingState } from '../../ui/LoadingState.tsx';
import { fetchAllSchools } from '../schools/api.ts';
import { exportReport, reportParams, type ReportFilters } from './api.ts';
import { REPORT_PAGE_SIZE, useSchoolList, useSupportReport } from './hooks.ts';
import { inLanguage, labelOf } from './labels.ts';

const NONE: ReportFilters = { school: null, focus_area: null, tier: null, type: null };
const COUNTS = ['current', 'given', 'worked', 'partly', 'did_not_work', 'schools'] as const;

export function UserSupportsReport({ district }: { district: number }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const [filters, setFilters] = useState<ReportFilters>(NONE);
  const [page, setPage] = useState(1);
  const [exporting, setExporting] = useState(false);
  const report = useSupportReport(district, filters, page);
  const schools = useQuery({ queryKey: qk.schools.everything(district), queryFn: ({ signal }) => fetchAllSchools(district, signal) });
  const focus = useSchoolList('student-support-focus-areas', { districtId: district });
  const tiers = useSchoolList('student-support-tiers', { districtId: district });
  const invalid = useInvalidPageReset(report.error, page, setPage);
  const set = (patch: Partial<ReportFilters>) => {
    setFilters((f) => ({ ...f, ...patch }));
    setPage(1);
  };
  const select = (key: keyof ReportFilters, label: string, data: { value: string; label: string }[]) => (
    <Select
      label={label}
      placeholder={t('studentSupports.report.all')}
      data={data}
      value={filters[key] === null ? null : String(filters[key])}
      onChange={(v) => set({ [key]: v === null ? null : key === 'type' ? v : Number(v) })}
      clearable
      searchable
    />
  );
  const download = () => {
    setExporting(true);
    exportReport(reportParams(district, filters), lang)
      .catch((e: unknown) => notifyFailure(t, e))
      .finally(() => setExporting(false));
  };
  const n = (v: number) => formatNumber(v, lang);
  return (
    <Stack gap="md">
      <Paper withBorder p="md" radius="md" component="section" aria-label={t('studentSupports.report.filters')}>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
          {select(
            'school',
            t('studentSupports.report.school'),
            (schools.data?.results ?? []).map((s) => ({ value: String(s.id), label: s.name })),
          )}
          {select(
            'focus_area',
            t('studentSupports.field.focusArea'),
            (focus.data?.items ?? []).map((i) => ({ value: String(i.key), label: labelOf(lang, i) })),
          )}
          {select(
            'tier',
            t('studentSupports.field.tier'),
            (tiers.data?.items ?? []).map((i) => ({ value: String(i.key), label: labelOf(lang, i) })),
          )}
          {select(
            'type',
            t('studentSupports.field.type'),
            SUPPORT_TYPES.map((v) => ({ value: v, label: t(`studentSupports.type.${v}`) })),
          )}
        </SimpleGrid>
        <Group justify="flex-end" mt="md">
          <Button variant="default" leftSection={<IconDownload size={16} aria-hidden />} onClick={download} loading={exporting} disabled={!report.data?.count}>
            {t('studentSupports.report.export')}
          </Button>
        </Group>
      </Paper>
      {report.isPending || invalid ? (
        <LoadingState lines={6} />
      ) : report.isError ? (
        <ErrorState message={isApiError(report.error) ? report.error.message : undefined} onRetry={() => void report.refetch()} retrying={report.isFetching} />
      ) : report.data.count === 0 ? (
        <EmptyMessage title={t('studentSupports.report.empty')} description={t('studentSupports.report.emptyHint')} />
      ) : (
        <Paper withBorder radius="md">
          <Table.ScrollContainer minWidth={760}>
            <Table striped highlightOnHover data-testid="user-supports-table">
              <Table.Caption>{t('studentSupports.report.caption')}</Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t('studentSupports.report.column.support')}</Table.Th>
                  <Table.Th scope="col">{t('studentSupports.report.column.type')}</Table.Th>
                  {COUNTS.map((c) => (
                    <Table.Th key={c} scope="col" ta="right">
                      {t(`studentSupports.report.column.${c}`)}
                    </Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {report.data.results.map((r) => (
                  <Table.Tr key={r.support ? `s${r.support.id}` : `o${r.name}`}>
                    <Table.Th scope="row" fw={500}>
                      <Text size="sm" fw={500}>
                        {r.support ? inLanguage(lang, r.support.name_en, r.support.name_fr) : r.name}
                      </Text>
                      <Text size="xs" c="dimmed" fw={400}>
                        {t(`studentSupports.level.${r.support?.level ?? 'one_off'}`)}
                      </Text>
                    </Table.Th>
                    <Table.Td>{t(`studentSupports.type.${r.type}`)}</Table.Td>
                    {COUNTS.map((c) => (
                      <Table.Td key={c} ta="right">
                        {n(r[c])}
                      </Table.Td>
                    ))}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Paper>
      )}
      {report.data && <ListPagination page={page} pageSize={REPORT_PAGE_SIZE} count={report.data.count} onChange={setPage} />}
    </Stack>
  );
}
