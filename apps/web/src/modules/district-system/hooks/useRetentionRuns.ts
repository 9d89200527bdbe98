/** The retention runs of students' records (issue 24, section 6) and the first run's confirmation. */
import { useQuery } from '@tanstack/react-query';
import { qk } from '../../../lib/query-keys.ts';
import { useDomainMutation } from '../../../lib/useDomainMutation.ts';
import { confirmRetentionRun, fetchRetentionRuns } from '../api.ts';

export const useRetentionRuns = (districtId: number) =>
  useQuery({ queryKey: qk.retentionRuns.forDistrict(districtId), queryFn: ({ signal }) => fetchRetentionRuns(districtId, signal) });

export const useConfirmRetention = (districtId: number) =>
  useDomainMutation({
    mutationFn: (runId: number) => confirmRetentionRun(districtId, runId),
    events: ['district.retention_confirmed', 'students.retention_deleted'],
    update: (client, data) => client.setQueryData(qk.retentionRuns.forDistrict(districtId), data),
    success: 'recordRetention.confirmed',
  });
