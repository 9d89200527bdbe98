/** A student's access record (issue 24, section 3): the page's read and its two files. */
import type { TAccessLogPage } from '@ss/domain';
import { api, apiDownload } from '../../lib/api.ts';

export interface AccessLogParams {
  page: number;
  from?: string;
  to?: string;
  user?: number;
}

export const fetchAccessLog = (studentId: number, params: AccessLogParams, signal?: AbortSignal) =>
  api.get<TAccessLogPage>(`students/${studentId}/access_log/`, { ...params }, signal);

export const downloadAccessLog = (studentId: number, params: Omit<AccessLogParams, 'page'>, format: 'csv' | 'pdf', lang: string) =>
  apiDownload('GET', `students/${studentId}/access_log/export/`, { params: { ...params, format, lang } }, `access-record.${format}`);
