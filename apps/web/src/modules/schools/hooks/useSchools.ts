import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { fetchAllSchools, fetchSchools, schoolKeys, type SchoolListParams } from '../api.ts';

export function useSchools(params: SchoolListParams) {
  return useQuery({
    queryKey: schoolKeys.list(params),
    queryFn: ({ signal }) => fetchSchools(params, signal),
    placeholderData: keepPreviousData,
  });
}

export function useAllSchools(district: number | null) {
  return useQuery({
    queryKey: schoolKeys.everything(district),
    queryFn: ({ signal }) => fetchAllSchools(district, signal),
  });
}
