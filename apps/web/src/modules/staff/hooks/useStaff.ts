import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { fetchStaff, staffKeys, type StaffListParams } from '../api.ts';

export function useStaff(params: StaffListParams) {
  return useQuery({
    queryKey: staffKeys.list(params),
    queryFn: ({ signal }) => fetchStaff(params, signal),
    placeholderData: keepPreviousData,
  });
}
