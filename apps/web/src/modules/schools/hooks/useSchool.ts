import { useQuery } from '@tanstack/react-query';
import { fetchSchool } from '../api.ts';
import { qk } from '../../../lib/query-keys.ts';

export function useSchool(id: number | null, options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: qk.schools.one(id ?? 0),
    queryFn: ({ signal }) => fetchSchool(id ?? 0, signal),
    enabled: id !== null && (options.enabled ?? true),
  });
}
