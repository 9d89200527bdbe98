/** Calls of the imports area: CSV export (a file download), CSV upload (multipart), history, retention. */
import type { TImportAccepted, TRetention, TStudentImportDetail, TStudentImportPage } from '@ss/domain/contracts/student-imports';
import { api, apiDownload } from '../../lib/api.ts';

export const fetchImports = (schoolId: number, page: number, signal?: AbortSignal) => api.get<TStudentImportPage>('student_imports/', { school: schoolId, page }, signal);
export const fetchImport = (id: number, signal?: AbortSignal) => api.get<TStudentImportDetail>(`student_imports/${id}/`, undefined, signal);
export const fetchRetention = (districtId: number, signal?: AbortSignal) => api.get<TRetention>(`districts/${districtId}/retention/`, undefined, signal);
export const updateRetention = (districtId: number, days: number | null) => api.patch<TRetention>(`districts/${districtId}/retention/`, { archive_auto_delete_days: days });

/** Multipart upload: the school first, so the server checks it before it reads the file. */
export function uploadImport(schoolId: number, file: File): Promise<TImportAccepted> {
  const form = new FormData();
  form.append('school_id', String(schoolId));
  form.append('file', file, file.name);
  return api.upload<TImportAccepted>('student_imports/', form);
}

/** Fetches the CSV and hands it to the browser as a download under the server's file name. */
export const downloadExport = (params: { school?: number; district?: number; status: string[] }) =>
  apiDownload('GET', 'students/export/', { params: { school: params.school, district: params.district, status: params.status } }, 'students.csv');
