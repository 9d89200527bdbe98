import type { Page, TSisOrgMappings, TSisSync } from '@ss/domain';
import { api, apiRequest } from '../../lib/api.ts';

export function fetchSyncs(districtId: number, page: number, signal?: AbortSignal): Promise<Page<TSisSync>> {
  return api.get<Page<TSisSync>>('sis_syncs/', { district: districtId, page }, signal);
}

export function fetchSync(id: number, signal?: AbortSignal): Promise<TSisSync> {
  return api.get<TSisSync>(`sis_syncs/${id}/`, undefined, signal);
}

export function applySync(id: number, confirmArchive: boolean): Promise<TSisSync> {
  return api.post<TSisSync>(`sis_syncs/${id}/apply/`, confirmArchive ? { confirm_archive: true } : {});
}

export function fetchMappings(districtId: number, signal?: AbortSignal): Promise<TSisOrgMappings> {
  return api.get<TSisOrgMappings>('sis_org_mappings/', { district: districtId }, signal);
}

export function saveMappings(districtId: number, mappings: { org_sourced_id: string; school_id: number | null }[]): Promise<TSisOrgMappings> {
  return apiRequest<TSisOrgMappings>('PUT', 'sis_org_mappings/', { body: { district_id: districtId, mappings } });
}

/**
 * Sends a bundle as multipart (the JSON client does not): the district first, then the file, so
 * the server checks the district before reading the file. Errors become ApiErrors like any other.
 */
export function uploadBundle(districtId: number, file: File): Promise<{ id: number; message: string }> {
  const form = new FormData();
  form.append('district_id', String(districtId));
  form.append('file', file, file.name);
  return api.upload<{ id: number; message: string }>('sis_syncs/', form);
}
