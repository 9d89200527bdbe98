import { useQuery } from '@tanstack/react-query';
import { fetchStatistics, statisticsKey } from '../api.ts';

export function useStatistics() {
  return useQuery({ queryKey: statisticsKey, queryFn: ({ signal }) => fetchStatistics(signal) });
}
