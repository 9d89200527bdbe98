/** A district's own exports (issue 24, section 6): the list, read again every 2 seconds while one is being made, and the request. */
import { useQuery } from '@tanstack/react-query';
import type { TDistrictExportList, TDistrictExportQueued } from '@ss/domain/contracts/district-exports';
import { qk } from '../../../lib/query-keys.ts';
import { useDomainMutation } from '../../../lib/useDomainMutation.ts';
import { fetchDistrictExports, requestDistrictExport } from '../api.ts';

const running = (data: TDistrictExportList | undefined) => data?.results.some((x) => x.status === 'queued' || x.status === 'running') ?? false;

export const useDistrictExports = (districtId: number, enabled: boolean) =>
  useQuery({
    queryKey: qk.districts.exports(districtId),
    queryFn: ({ signal }) => fetchDistrictExports(districtId, signal),
    enabled,
    refetchInterval: (query) => (running(query.state.data) ? 2000 : false),
  });

export const useRequestDistrictExport = (districtId: number) =>
  useDomainMutation<TDistrictExportQueued, void>({
    mutationFn: () => requestDistrictExport(districtId),
    events: ['district.export_requested'],
    success: (_t, data) => data.message,
  });
