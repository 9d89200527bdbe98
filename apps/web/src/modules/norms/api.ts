/** Team norms' calls (issue 10, section 2): a school's or a district's list, one norm's writes, the list's order. */
import type { TNorm, TNormList } from '@ss/domain';
import { api } from '../../lib/api.ts';

/** Whose norms: a school's or a district's. */
export type NormLevel = { school: number; district?: undefined } | { district: number; school?: undefined };

export const fetchNorms = (level: NormLevel, signal?: AbortSignal) => api.get<TNormList>('norms/', { ...level }, signal);
export const createNorm = (body: NormLevel & { text: string }) => api.post<TNorm>('norms/', body);
export const updateNorm = (id: number, body: { version: number; text?: string; active?: boolean; position?: number }) => api.patch<TNorm>(`norms/${id}/`, body);
export const deleteNorm = (id: number) => api.delete<void>(`norms/${id}/`);
export const reorderNorms = (body: NormLevel & { ids: number[] }) => api.put<TNormList>('norms/order/', body);
