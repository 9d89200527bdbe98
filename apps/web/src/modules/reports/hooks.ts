import { useCallback } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ReportName } from '@ss/domain/contracts/reports';
import { qk } from '../../lib/query-keys.ts';
import { fetchReport } from './api.ts';
import type { Translate } from './chart-data.ts';
import { reportParams, type ReportFilters } from './filters.ts';

/** One report for the filters; each section asks for its own, so one failing leaves the others drawn. */
export const useReport = <N extends ReportName>(name: N, district: number, filters: ReportFilters) =>
  useQuery({
    queryKey: qk.reports.one(name, reportParams(name, district, filters)),
    queryFn: ({ signal }) => fetchReport(name, district, filters, signal),
    staleTime: 60_000,
  });

/** `t` as the chart builders take it (a key and its values, a string back). */
export function useT(): Translate {
  const { t } = useTranslation();
  return useCallback((key: string, vars?: Record<string, string | number>) => t(key, vars ?? {}), [t]);
}
