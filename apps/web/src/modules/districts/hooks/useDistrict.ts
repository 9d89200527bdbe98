import { useQuery } from '@tanstack/react-query';
import { districtKeys, fetchDistrict } from '../api.ts';

export function useDistrict(id: number | null, options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: districtKeys.detail(id ?? 0),
    queryFn: ({ signal }) => fetchDistrict(id ?? 0, signal),
    enabled: id !== null && (options.enabled ?? true),
  });
}
