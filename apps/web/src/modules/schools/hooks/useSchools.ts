import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { fetchAllSchools, fetchSchools, type SchoolListParams } from '../api.ts';
import { qk } from '../../../lib/query-keys.ts';

export function useSchools(params: SchoolListParams) {
  return useQuery({
    queryKey: qk.schools.list(params),
    queryFn: ({ signal }) => fetchSchools(params, signal),
    placeholderData: keepPreviousData,
  });
}

export function useAllSchools(district: number | null) {
  return useQuery({
    queryKey: qk.schools.everything(district),
    queryFn: ({ signal }) => fetchAllSchools(district, signal),
  });
}
