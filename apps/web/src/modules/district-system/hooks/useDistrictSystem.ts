/** The district's settings (one read shared by the page's sections) and their change. */
import { useQuery } from '@tanstack/react-query';
import type { TDistrictSystem, TUpdateDistrictSystem } from '@ss/domain/contracts/district-system';
import { qk } from '../../../lib/query-keys.ts';
import { useDomainMutation } from '../../../lib/useDomainMutation.ts';
import { fetchDistrictSystem, updateDistrictSystem } from '../api.ts';

export const useDistrictSystem = (districtId: number) => useQuery({ queryKey: qk.districts.system(districtId), queryFn: ({ signal }) => fetchDistrictSystem(districtId, signal) });

/**
 * Saves one section's fields on the version the page holds: the answer (with its new version) replaces the page's
 * record, so the next section saves on it; the reports read again (cadence, school year), and the retention page too.
 */
export const useUpdateDistrictSystem = (districtId: number, fields: string[]) =>
  useDomainMutation<TDistrictSystem, Omit<TUpdateDistrictSystem, 'version'> & { version: number }>({
    mutationFn: (body) => updateDistrictSystem(districtId, body),
    events: (data, vars) => [
      'district.updated',
      ...(vars.archive_auto_delete_days !== undefined || vars.retention_years !== undefined ? (['district.retention_changed'] as const) : []),
    ],
    update: (client, data) => {
      client.setQueryData(qk.districts.system(districtId), data);
      void client.invalidateQueries({ queryKey: qk.reports.all });
    },
    success: 'districtSystem.saved',
    fields,
  });
