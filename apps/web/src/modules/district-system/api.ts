/** Calls of the district's system page (issue 23, section 4). */
import type { TDistrictSystem, TUpdateDistrictSystem } from '@ss/domain/contracts/district-system';
import type { TRetentionRuns } from '@ss/domain/contracts/retention';
import type { TDistrictExportList, TDistrictExportQueued } from '@ss/domain/contracts/district-exports';
import { api } from '../../lib/api.ts';

export const fetchDistrictSystem = (districtId: number, signal?: AbortSignal) => api.get<TDistrictSystem>(`districts/${districtId}/system/`, undefined, signal);
export const updateDistrictSystem = (districtId: number, body: TUpdateDistrictSystem) => api.patch<TDistrictSystem>(`districts/${districtId}/system/`, body);

/** The retention runs of students' records (issue 24, section 6): reports, and the first run waiting for confirmation. */
export const fetchRetentionRuns = (districtId: number, signal?: AbortSignal) => api.get<TRetentionRuns>(`districts/${districtId}/retention/runs/`, undefined, signal);
export const confirmRetentionRun = (districtId: number, runId: number) => api.post<TRetentionRuns>(`districts/${districtId}/retention/confirm/`, { run_id: runId });
/** A district's own export (issue 24, section 6): asked for with an explicit confirmation, listed with progress. */
export const requestDistrictExport = (districtId: number) => api.post<TDistrictExportQueued>(`districts/${districtId}/export/`, { confirm: true });
export const fetchDistrictExports = (districtId: number, signal?: AbortSignal) => api.get<TDistrictExportList>(`districts/${districtId}/export/`, undefined, signal);
