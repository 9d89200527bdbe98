/** Advanced search calls: the filter panel's options, one page of results, and the CSV export. */
import type { TStudentSearchAnswer, TStudentSearchInput, TStudentSearchOptions } from '@ss/domain';
import { api, ApiError, readCookie } from '../../lib/api.ts';

export interface SearchPlace {
  districtId: number;
  schoolId?: number;
}

export const searchKeys = {
  all: ['student-search'] as const,
  options: (place: SearchPlace) => ['student-search', 'options', place] as const,
  results: (body: TStudentSearchInput) => ['student-search', 'results', body] as const,
};

export const fetchSearchOptions = (place: SearchPlace, signal?: AbortSignal) =>
  api.get<TStudentSearchOptions>('student_search/options/', place.schoolId ? { school: place.schoolId } : { district: place.districtId }, signal);

export const runSearch = (body: TStudentSearchInput) => api.post<TStudentSearchAnswer>('student_search/', body);

/** Downloads the export as a file: the answer is CSV, so it is read as a blob rather than JSON. */
export async function downloadSearchCsv(body: Omit<TStudentSearchInput, 'page' | 'pageSize'> & { lang: 'en' | 'fr' }): Promise<void> {
  const response = await fetch('/api/v1/student_search/export/', {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'Content-Type': 'application/json', 'X-CSRFToken': readCookie('csrftoken') ?? '' },
    body: JSON.stringify(body),
  });
  if (!response.ok) {
    const error = ((await response.json().catch(() => null)) as { error?: { code: string; message: string } } | null)?.error;
    throw new ApiError(response.status, error?.code ?? 'unknown', error?.message ?? 'Unknown error occurred');
  }
  const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'students.csv';
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}
