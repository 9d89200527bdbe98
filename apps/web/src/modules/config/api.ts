/** Configuration calls: lists by level, student data definitions, school card options and logo. */
import { ZCreateDataDefinition, ZUpdateDataDefinition } from '@ss/domain/contracts/config';
import type { ConfigListKind, TConfigItemInput, TConfigList, TDataDefinition, TDataDefinitionList, TSchoolOptions, TUpdateSchoolOptions } from '@ss/domain';
import { api, apiRequest } from '../../lib/api.ts';
import { bodyOf } from '../../lib/contract.ts';

/** A level: nothing = system defaults, a district's defaults, or a school. */
export interface ConfigLevel {
  districtId?: number;
  schoolId?: number;
}

const levelParams = (l: ConfigLevel) => (l.schoolId !== undefined ? { school: l.schoolId } : l.districtId !== undefined ? { district: l.districtId } : {});
const levelBody = (l: ConfigLevel) => (l.schoolId !== undefined ? { school_id: l.schoolId } : l.districtId !== undefined ? { district_id: l.districtId } : {});

export const fetchConfigList = (kind: ConfigListKind, l: ConfigLevel, signal?: AbortSignal) => api.get<TConfigList>(`config/${kind}/`, levelParams(l), signal);

export const saveConfigList = (kind: ConfigListKind, l: ConfigLevel, version: number, items: TConfigItemInput[]) =>
  apiRequest<TConfigList>('PUT', `config/${kind}/`, { body: { ...levelBody(l), version, items } });

export const resetConfigList = (kind: ConfigListKind, l: ConfigLevel) => api.delete<TConfigList>(`config/${kind}/`, levelParams(l));

export const fetchDefinitions = (l: ConfigLevel, signal?: AbortSignal) => api.get<TDataDefinitionList>('student_data_definitions/', levelParams(l), signal);

export type DefinitionInput = Pick<TDataDefinition, 'name' | 'result_type' | 'options' | 'min_value' | 'max_value' | 'data_type' | 'months' | 'labels' | 'active'>;

// The dialog edits a definition as read (with its id, origin, abilities, …): only the contract's fields are sent.
export const createDefinition = (l: ConfigLevel, body: DefinitionInput) =>
  api.post<TDataDefinition>('student_data_definitions/', bodyOf(ZCreateDataDefinition, { ...body, ...levelBody(l) }));
export const updateDefinition = (id: number, version: number, body: DefinitionInput) =>
  api.patch<TDataDefinition>(`student_data_definitions/${id}/`, bodyOf(ZUpdateDataDefinition, { ...body, version }));
export const deleteDefinition = (id: number) => api.delete<{ deleted: boolean; deactivated: boolean }>(`student_data_definitions/${id}/`);

export const fetchSchoolOptions = (schoolId: number, signal?: AbortSignal) => api.get<TSchoolOptions>(`schools/${schoolId}/options/`, undefined, signal);
export const updateSchoolOptions = (schoolId: number, body: TUpdateSchoolOptions) => api.patch<TSchoolOptions>(`schools/${schoolId}/options/`, body);

export const logoUrl = (schoolId: number, bust: number) => `/api/v1/schools/${schoolId}/logo/?v=${bust}`;
export const deleteLogo = (schoolId: number) => api.delete<TSchoolOptions>(`schools/${schoolId}/logo/`);

/** The logo upload (multipart). */
export function uploadLogo(schoolId: number, file: File): Promise<TSchoolOptions> {
  const form = new FormData();
  form.append('file', file);
  return api.upload<TSchoolOptions>(`schools/${schoolId}/logo/`, form);
}
