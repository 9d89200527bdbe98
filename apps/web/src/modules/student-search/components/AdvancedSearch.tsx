import { useState } from 'react';
import { Button, Stack, Text } from '@mantine/core';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { TStudentSearchInput } from '@ss/domain';
import { isApiError } from '../../../lib/api.ts';
import { useLanguage } from '../../../lib/useLanguage.ts';
import { EmptyMessage } from '../../../ui/EmptyMessage.tsx';
import { ErrorState } from '../../../ui/ErrorState.tsx';
import { ListPagination } from '../../../ui/ListPagination.tsx';
import { LoadingState } from '../../../ui/LoadingState.tsx';
import { notify } from '../../../ui/notify.ts';
import { PageHeader } from '../../../ui/PageHeader.tsx';
import { downloadSearchCsv, fetchSearchOptions, runSearch, searchKeys, type SearchPlace } from '../api.ts';
import { EMPTY_FILTERS, toSearchBody, type FilterDraft } from '../filters.ts';
import { FilterPanel } from './FilterPanel.tsx';
import { SearchResults } from './SearchResults.tsx';

const PAGE_SIZE = 25;

/** The advanced-student-search page body: filters, then the results of the last search run. */
export function AdvancedSearch({ place }: { place: SearchPlace }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const [draft, setDraft] = useState<FilterDraft>(EMPTY_FILTERS);
  const [applied, setApplied] = useState<Omit<TStudentSearchInput, 'page' | 'pageSize' | 'sort'> | null>(null);
  const [page, setPage] = useState(1);
  const [sort, setSort] = useState('last_name');
  const options = useQuery({ queryKey: searchKeys.options(place), queryFn: ({ signal }) => fetchSearchOptions(place, signal) });
  const body = applied ? { ...applied, sort, page, pageSize: PAGE_SIZE } : null;
  const results = useQuery({
    queryKey: searchKeys.results(body ?? {}),
    queryFn: () => runSearch(body!),
    enabled: body !== null,
    placeholderData: keepPreviousData,
    retry: false,
  });
  const exporter = useMutation({
    mutationFn: () => downloadSearchCsv({ ...applied!, sort, lang }),
    onError: (error) => notify('error', t(isApiError(error) ? error.message : 'Unknown error occurred')),
  });

  const search = () => {
    setApplied(toSearchBody(draft, place));
    setPage(1);
  };
  if (isApiError(results.error, 'invalid_page') && page !== 1) setPage(1);

  const canExport = (results.data?.abilities.export ?? false) && applied !== null;
  const measureIds = applied?.data_filters?.map((f) => f.definition_id) ?? [];
  const fieldErrors = isApiError(results.error) && results.error.fields;
  return (
    <Stack gap="lg">
      <PageHeader
        title={t('page.advancedStudentSearch')}
        description={t('studentSearch.description')}
        actions={
          canExport ? (
            <Button variant="default" leftSection={<IconDownload size={16} aria-hidden />} loading={exporter.isPending} onClick={() => exporter.mutate()}>
              {t('studentSearch.export')}
            </Button>
          ) : undefined
        }
      />
      {options.isError ? (
        <ErrorState message={options.error.message} onRetry={() => void options.refetch()} />
      ) : !options.data ? (
        <LoadingState lines={4} />
      ) : (
        <FilterPanel
          options={options.data}
          withSchool={!place.schoolId}
          value={draft}
          onChange={setDraft}
          onSearch={search}
          searching={results.isFetching}
          error={results.error}
        />
      )}
      <section aria-labelledby="search-results-title">
        <Text component="h2" fw={700} fz="lg" mb="sm" id="search-results-title">
          {t('studentSearch.results')}
        </Text>
        {applied === null ? (
          <Text c="dimmed">{t('studentSearch.startHint')}</Text>
        ) : results.isError && !fieldErrors ? (
          <ErrorState message={results.error.message} onRetry={() => void results.refetch()} />
        ) : fieldErrors ? (
          <Text c="red" role="alert">
            {t('studentSearch.fixFilters')}
          </Text>
        ) : !results.data || !options.data ? (
          <LoadingState lines={5} />
        ) : results.data.count === 0 ? (
          <EmptyMessage title={t('studentSearch.noMatch')} description={t('common.noResultsHint')} />
        ) : (
          <>
            <SearchResults
              rows={results.data.results}
              districtId={place.districtId}
              withSchool={!place.schoolId}
              options={options.data}
              measureIds={measureIds}
              sort={sort}
              onSort={(next) => {
                setSort(next);
                setPage(1);
              }}
              stale={results.isPlaceholderData}
            />
            <ListPagination page={page} pageSize={PAGE_SIZE} count={results.data.count} onChange={setPage} />
          </>
        )}
      </section>
    </Stack>
  );
}
