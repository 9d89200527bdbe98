/** Celebrations' calls (issue 10, section 3): a page of a student's, a school's or a meeting's celebrations, and one celebration's writes. */
import type { TCelebration, TCelebrationList } from '@ss/domain';
import { api } from '../../lib/api.ts';

/** Where a list is: exactly one of a student, a school or a meeting. */
export type CelebrationsWhere = { student: number } | { school: number; school_only?: boolean } | { meeting: number };

export interface CelebrationListParams {
  student?: number;
  school?: number;
  meeting?: number;
  school_only?: 'true';
  since?: string;
  page: number;
  pageSize: number;
}

export function celebrationParams(where: CelebrationsWhere, page: number, pageSize: number, since?: string): CelebrationListParams {
  const { school_only, ...place } = where as { student?: number; school?: number; meeting?: number; school_only?: boolean };
  return { ...place, ...(school_only ? { school_only: 'true' as const } : {}), ...(since ? { since } : {}), page, pageSize };
}

export const fetchCelebrations = (params: CelebrationListParams, signal?: AbortSignal) => api.get<TCelebrationList>('celebrations/', { ...params }, signal);

export interface CelebrationInput {
  student: number | null;
  celebrated_on: string;
  title: string;
  led_to_success: string | null;
}
export const createCelebration = (body: CelebrationInput & { school: number; meeting: number | null }) => api.post<TCelebration>('celebrations/', body);
export const updateCelebration = (id: number, body: Partial<CelebrationInput> & { version: number }) => api.patch<TCelebration>(`celebrations/${id}/`, body);
export const deleteCelebration = (id: number) => api.delete<void>(`celebrations/${id}/`);

export type { TCelebration };
