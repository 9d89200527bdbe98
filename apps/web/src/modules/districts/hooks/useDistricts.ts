import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { districtKeys, fetchDistricts, type DistrictListParams } from '../api.ts';

export function useDistricts(params: DistrictListParams) {
  return useQuery({
    queryKey: districtKeys.list(params),
    queryFn: ({ signal }) => fetchDistricts(params, signal),
    placeholderData: keepPreviousData,
  });
}
