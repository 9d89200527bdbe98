import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { fetchDistricts, type DistrictListParams } from '../api.ts';
import { qk } from '../../../lib/query-keys.ts';

export function useDistricts(params: DistrictListParams) {
  return useQuery({
    queryKey: qk.districts.list(params),
    queryFn: ({ signal }) => fetchDistricts(params, signal),
    placeholderData: keepPreviousData,
  });
}
