/** The SIS sync's writes: a bundle uploaded (a dry run), unmatched orgs mapped to schools, a plan applied. */
import { qk } from '../../../lib/query-keys.ts';
import { useDomainMutation } from '../../../lib/useDomainMutation.ts';
import { applySync, saveMappings, uploadBundle } from '../api.ts';

/** The upload form shows a refused file at its field. */
export const useUploadBundle = (districtId: number) =>
  useDomainMutation({
    mutationFn: (file: File) => uploadBundle(districtId, file),
    events: ['sis.uploaded'],
    success: (t, answer) => t(answer.message),
    fields: ['file'],
  });

export const useSaveOrgMappings = (districtId: number) =>
  useDomainMutation({
    mutationFn: (mappings: { org_sourced_id: string; school_id: number | null }[]) => saveMappings(districtId, mappings),
    events: ['sis.org_mappings_changed'],
    success: 'sis.mapping.saved',
  });

/** Applies a plan (with the archive confirmed when the guard tripped): the answer is the sync as it now is. */
export const useApplySync = (syncId: number) =>
  useDomainMutation({
    mutationFn: (confirmArchive: boolean) => applySync(syncId, confirmArchive),
    events: ['sis.sync'],
    update: (client, answer) => client.setQueryData(qk.sis.one(syncId), answer),
    success: 'sis.apply.done',
  });
