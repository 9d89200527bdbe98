/**
 * Supports given to students' calls (issue 11, section 2): a student's supports, one support's writes,
 * its data points and sessions, the student's history, and the district's report with its CSV export.
 * The give dialog also reads the school's network (the supports area's list), its tiers and focus
 * areas (configuration, with their lineage keys) and its student-data measures.
 */
import type {
  TCreateDataPoint,
  TCreateSession,
  TDataPoint,
  TDataPointList,
  TUpdateDataPoint,
  TGiveStudentSupport,
  TSession,
  TSessionList,
  TStudentSupport,
  TStudentSupportList,
  TSupportHistory,
  TSupportList,
  TSupportReport,
  TUpdateStudentSupport,
} from '@ss/domain';
import { api, apiDownload } from '../../lib/api.ts';

export const fetchStudentSupports = (student: number, signal?: AbortSignal) => api.get<TStudentSupportList>('student_supports/', { student }, signal);
export const giveSupport = (body: TGiveStudentSupport) => api.post<TStudentSupport>('student_supports/', body);
export const updateSupport = (id: number, body: TUpdateStudentSupport) => api.patch<TStudentSupport>(`student_supports/${id}/`, body);
export const deleteSupport = (id: number) => api.delete<void>(`student_supports/${id}/`);

export const fetchDataPoints = (id: number, signal?: AbortSignal) => api.get<TDataPointList>(`student_supports/${id}/data_points/`, undefined, signal);
export const addDataPoint = (id: number, body: TCreateDataPoint) => api.post<TDataPoint>(`student_supports/${id}/data_points/`, body);
export const updateDataPoint = (id: number, point: number, body: TUpdateDataPoint) => api.patch<TDataPoint>(`student_supports/${id}/data_points/${point}/`, body);
export const deleteDataPoint = (id: number, point: number) => api.delete<void>(`student_supports/${id}/data_points/${point}/`);

export const fetchSessions = (id: number, signal?: AbortSignal) => api.get<TSessionList>(`student_supports/${id}/sessions/`, undefined, signal);
export const logSession = (id: number, body: TCreateSession) => api.post<TSession>(`student_supports/${id}/sessions/`, body);
export const deleteSession = (id: number, session: number) => api.delete<void>(`student_supports/${id}/sessions/${session}/`);

export const fetchHistory = (student: number, signal?: AbortSignal) => api.get<TSupportHistory>(`students/${student}/support_history/`, undefined, signal);

/** The school's network: its district's approved supports and its own approved additions. */
export const fetchNetwork = (school: number, signal?: AbortSignal) => api.get<TSupportList>('supports/', { school, status: 'approved', all: 'true' }, signal);

export interface ReportFilters {
  school: number | null;
  focus_area: number | null;
  tier: number | null;
  type: string | null;
}

export const reportParams = (district: number, f: ReportFilters) => ({
  district,
  school: f.school ?? undefined,
  focus_area: f.focus_area ?? undefined,
  tier: f.tier ?? undefined,
  type: f.type ?? undefined,
});

export const fetchReport = (params: ReturnType<typeof reportParams> & { page: number; pageSize: number }, signal?: AbortSignal) =>
  api.get<TSupportReport>('student_supports/report/', params, signal);

export const exportReport = (params: ReturnType<typeof reportParams>, lang: string) =>
  apiDownload('GET', 'student_supports/report/export/', { params: { ...params, lang } }, 'user-supports.csv');
