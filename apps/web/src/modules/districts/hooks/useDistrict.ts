import { useQuery } from '@tanstack/react-query';
import { fetchDistrict } from '../api.ts';
import { qk } from '../../../lib/query-keys.ts';

export function useDistrict(id: number | null, options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: qk.districts.one(id ?? 0),
    queryFn: ({ signal }) => fetchDistrict(id ?? 0, signal),
    enabled: id !== null && (options.enabled ?? true),
  });
}
