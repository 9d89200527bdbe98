/** Calls of the imports area: CSV export (a file download), CSV upload (multipart), history, retention. */
import type { TImportAccepted, TRetention, TStudentImportDetail, TStudentImportPage } from '@ss/domain/contracts/student-imports';
import { api, ApiError, readCookie, type FieldError } from '../../lib/api.ts';

export const importKeys = {
  all: ['student-imports'] as const,
  list: (schoolId: number, page: number) => ['student-imports', 'list', schoolId, page] as const,
  detail: (id: number) => ['student-imports', 'detail', id] as const,
  retention: (districtId: number) => ['retention', districtId] as const,
};

export const fetchImports = (schoolId: number, page: number, signal?: AbortSignal) => api.get<TStudentImportPage>('student_imports/', { school: schoolId, page }, signal);
export const fetchImport = (id: number, signal?: AbortSignal) => api.get<TStudentImportDetail>(`student_imports/${id}/`, undefined, signal);
export const fetchRetention = (districtId: number, signal?: AbortSignal) => api.get<TRetention>(`districts/${districtId}/retention/`, undefined, signal);
export const updateRetention = (districtId: number, days: number | null) => api.patch<TRetention>(`districts/${districtId}/retention/`, { archive_auto_delete_days: days });

async function errorOf(response: Response): Promise<ApiError> {
  const body = (await response.json().catch(() => null)) as { error?: { code: string; message: string; fields?: Record<string, FieldError> } } | null;
  if (body?.error) return new ApiError(response.status, body.error.code, body.error.message, body.error.fields);
  return new ApiError(response.status, 'unknown', response.status >= 500 ? 'Internal Server Error' : 'Unknown error occurred');
}

/** Multipart upload: the school first, so the server checks it before it reads the file. */
export async function uploadImport(schoolId: number, file: File): Promise<TImportAccepted> {
  if (!readCookie('csrftoken')) await fetch('/api/v1/current_user/', { credentials: 'same-origin' }).catch(() => undefined);
  const form = new FormData();
  form.append('school_id', String(schoolId));
  form.append('file', file, file.name);
  let response: Response;
  try {
    response = await fetch('/api/v1/student_imports/', { method: 'POST', body: form, credentials: 'same-origin', headers: { Accept: 'application/json', 'X-CSRFToken': readCookie('csrftoken') ?? '' } });
  } catch {
    throw new ApiError(0, 'network', 'Could not get data.');
  }
  if (!response.ok) throw await errorOf(response);
  return (await response.json()) as TImportAccepted;
}

/** Fetches the CSV and hands it to the browser as a download under the server's file name. */
export async function downloadExport(params: { school?: number; district?: number; status: string[] }): Promise<void> {
  const query = new URLSearchParams();
  if (params.school !== undefined) query.set('school', String(params.school));
  if (params.district !== undefined) query.set('district', String(params.district));
  for (const s of params.status) query.append('status[]', s);
  const response = await fetch(`/api/v1/students/export/?${query}`, { credentials: 'same-origin' }).catch(() => null);
  if (!response?.ok) throw new ApiError(response?.status ?? 0, 'download', 'Could not download file');
  const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'students.csv';
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
