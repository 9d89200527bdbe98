import { useQuery } from '@tanstack/react-query';
import { fetchSchool, schoolKeys } from '../api.ts';

export function useSchool(id: number | null, options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: schoolKeys.detail(id ?? 0),
    queryFn: ({ signal }) => fetchSchool(id ?? 0, signal),
    enabled: id !== null && (options.enabled ?? true),
  });
}
