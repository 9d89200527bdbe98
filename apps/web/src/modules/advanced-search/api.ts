/** Advanced search calls: the filter panel's options, one page of results, and the CSV export. */
import type { TStudentSearchAnswer, TStudentSearchInput, TStudentSearchOptions } from '@ss/domain';
import { api, apiDownload } from '../../lib/api.ts';

export interface SearchPlace {
  districtId: number;
  schoolId?: number;
}

export const fetchSearchOptions = (place: SearchPlace, signal?: AbortSignal) =>
  api.get<TStudentSearchOptions>('student_search/options/', place.schoolId ? { school: place.schoolId } : { district: place.districtId }, signal);

export const runSearch = (body: TStudentSearchInput) => api.post<TStudentSearchAnswer>('student_search/', body);

/** Downloads the export as a file: the answer is CSV, so it is read as a blob rather than JSON. */
export const downloadSearchCsv = (body: Omit<TStudentSearchInput, 'page' | 'pageSize'> & { lang: 'en' | 'fr' }) =>
  apiDownload('POST', 'student_search/export/', { body }, 'students.csv');
