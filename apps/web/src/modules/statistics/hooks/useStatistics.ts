import { useQuery } from '@tanstack/react-query';
import { fetchStatistics } from '../api.ts';
import { qk } from '../../../lib/query-keys.ts';

export function useStatistics() {
  return useQuery({ queryKey: qk.statistics.all, queryFn: ({ signal }) => fetchStatistics(signal) });
}
