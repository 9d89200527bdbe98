import { useEffect, useMemo, useState } from 'react';
import { Button, Stack, Text } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { IconDownload } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api.ts';
import { useLanguage } from '../../../lib/useLanguage.ts';
import { EmptyMessage } from '../../../ui/EmptyMessage.tsx';
import { ErrorState } from '../../../ui/ErrorState.tsx';
import { ListPagination } from '../../../ui/ListPagination.tsx';
import { LoadingState } from '../../../ui/LoadingState.tsx';
import { PageHeader } from '../../../ui/PageHeader.tsx';
import { qk } from '../../../lib/query-keys.ts';
import { fetchSearchOptions, runSearch, type SearchPlace } from '../api.ts';
import { useExportSearch } from '../hooks/useExportSearch.ts';
import { draftOf, EMPTY_FILTERS, fromUrlParams, toSearchBody, toUrlParams, type FilterDraft, type SearchBody } from '../filters.ts';
import { FilterPanel } from './FilterPanel.tsx';
import { SearchResults } from './SearchResults.tsx';

const PAGE_SIZE = 25;

/** The advanced-student-search page body: filters, then the results of the last search run. */
export function AdvancedSearch({ place }: { place: SearchPlace }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  // The search that ran lives in the URL (filters, sort, page): a reload keeps it, and it can be bookmarked or shared.
  const [params, setParams] = useSearchParams();
  const fromUrl = useMemo(() => fromUrlParams(params, place), [params, place]);
  const applied = fromUrl?.body ?? null;
  const page = fromUrl?.page ?? 1;
  const sort = fromUrl?.sort ?? 'last_name';
  const go = (body: SearchBody, nextSort: string, nextPage: number) => setParams(toUrlParams(body, nextSort, nextPage, place));
  const setPage = (next: number) => applied && go(applied, sort, next);
  const options = useQuery({ queryKey: qk.advancedSearch.options(place), queryFn: ({ signal }) => fetchSearchOptions(place, signal) });
  const numeric = useMemo(() => new Set((options.data?.measures ?? []).filter((m) => m.result_type === 'manual').map((m) => m.id)), [options.data]);
  // The panel starts from the URL's search once the measures are known (numbers shown in the user's language).
  const [draft, setDraft] = useState<FilterDraft | null>(null);
  if (draft === null && (options.data || !fromUrl)) setDraft(fromUrl ? draftOf(fromUrl.body, place, lang, numeric) : EMPTY_FILTERS);
  const [missingMeasure, setMissingMeasure] = useState(false);
  const body = applied ? { ...applied, sort, page, pageSize: PAGE_SIZE } : null;
  const results = useQuery({
    queryKey: qk.advancedSearch.results(body ?? {}),
    queryFn: () => runSearch(body!),
    enabled: body !== null,
    placeholderData: keepPreviousData,
    retry: false,
  });
  const exporter = useExportSearch();

  const search = () => {
    if (!draft) return;
    // A condition without a measure is not dropped silently: the search waits until it is completed or removed.
    const incomplete = draft.data.some((d) => d.definition_id === null);
    setMissingMeasure(incomplete);
    if (!incomplete) go(toSearchBody(draft, place, lang, numeric), sort, 1);
  };
  const pastTheEnd = isApiError(results.error, 'invalid_page') && page !== 1;
  useEffect(() => {
    if (pastTheEnd && applied) setParams(toUrlParams(applied, sort, 1, place), { replace: true });
  }, [pastTheEnd, applied, sort, place, setParams]);

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
            <Button
              variant="default"
              leftSection={<IconDownload size={16} aria-hidden />}
              loading={exporter.isPending}
              onClick={() => exporter.mutate({ ...applied!, sort, lang })}
            >
              {t('studentSearch.export')}
            </Button>
          ) : undefined
        }
      />
      {options.isError ? (
        <ErrorState message={options.error.message} onRetry={() => void options.refetch()} />
      ) : !options.data || !draft ? (
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
          missingMeasure={missingMeasure}
        />
      )}
      {missingMeasure && draft?.data.some((d) => d.definition_id === null) && (
        <Text c="red" role="alert">
          {t('studentSearch.missingMeasure')}
        </Text>
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
              onSort={(next) => go(applied, next, 1)}
              stale={results.isPlaceholderData}
            />
            <ListPagination page={page} pageSize={PAGE_SIZE} count={results.data.count} onChange={setPage} />
          </>
        )}
      </section>
    </Stack>
  );
}
