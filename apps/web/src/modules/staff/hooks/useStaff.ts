import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { fetchStaff, type StaffListParams } from '../api.ts';
import { qk } from '../../../lib/query-keys.ts';

export function useStaff(params: StaffListParams) {
  return useQuery({
    queryKey: qk.users.list(params),
    queryFn: ({ signal }) => fetchStaff(params, signal),
    placeholderData: keepPreviousData,
  });
}
