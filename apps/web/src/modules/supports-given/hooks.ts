/** Supports given: reads and writes; writes refresh what their events changed (lib/invalidations.ts). */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TCreateDataPoint, TCreateSession, TGiveStudentSupport, TUpdateDataPoint, TUpdateStudentSupport } from '@ss/domain';
import { qk } from '../../lib/query-keys.ts';
import { useDomainMutation } from '../../lib/useDomainMutation.ts';
import { fetchConfigList, fetchDefinitions } from '../config/api.ts';
import {
  addDataPoint,
  deleteDataPoint,
  updateDataPoint,
  deleteSession,
  deleteSupport,
  fetchDataPoints,
  fetchHistory,
  fetchNetwork,
  fetchReport,
  fetchSessions,
  fetchStudentSupports,
  giveSupport,
  logSession,
  reportParams,
  updateSupport,
  type ReportFilters,
} from './api.ts';

export const useStudentSupports = (student: number) => useQuery({ queryKey: qk.studentSupports.list({ student }), queryFn: ({ signal }) => fetchStudentSupports(student, signal) });

export const useDataPoints = (id: number) => useQuery({ queryKey: qk.studentSupports.dataPoints(id), queryFn: ({ signal }) => fetchDataPoints(id, signal) });

export const useSessions = (id: number) => useQuery({ queryKey: qk.studentSupports.sessions(id), queryFn: ({ signal }) => fetchSessions(id, signal) });

export const useSupportHistory = (student: number) => useQuery({ queryKey: qk.studentSupports.history(student), queryFn: ({ signal }) => fetchHistory(student, signal) });

export const REPORT_PAGE_SIZE = 20;

export function useSupportReport(district: number, filters: ReportFilters, page: number) {
  const params = { ...reportParams(district, filters), page, pageSize: REPORT_PAGE_SIZE };
  return useQuery({ queryKey: qk.studentSupports.report(params), queryFn: ({ signal }) => fetchReport(params, signal), placeholderData: keepPreviousData });
}

/** What the give dialog offers: the school's network, its tiers and focus areas (with their keys), its number measures. */
export const useNetwork = (school: number, enabled = true) =>
  useQuery({ queryKey: qk.supports.list({ school, status: 'approved', all: true }), queryFn: ({ signal }) => fetchNetwork(school, signal), enabled, staleTime: 60_000 });

export const useSchoolList = (kind: 'student-support-tiers' | 'student-support-focus-areas', level: { schoolId?: number; districtId?: number }) =>
  useQuery({ queryKey: qk.config.list(kind, level), queryFn: ({ signal }) => fetchConfigList(kind, level, signal), staleTime: 60_000 });

export const useMeasures = (school: number) =>
  useQuery({ queryKey: qk.config.definitions({ schoolId: school }), queryFn: ({ signal }) => fetchDefinitions({ schoolId: school }, signal), staleTime: 60_000 });

/** The fields the dialogs show their own errors on. */
export const GIVE_FIELDS = [
  'support',
  'name',
  'type',
  'focus_areas',
  'tier',
  'start_date',
  'responsible',
  'frequency',
  'notes',
  'meeting',
  'measure_definition_id',
  'measure_name',
  'scale_min',
  'scale_max',
  'baseline',
  'goal',
  'goal_date',
  'end_date',
  'outcome',
];

export const useGiveSupport = () =>
  useDomainMutation({ mutationFn: (body: TGiveStudentSupport) => giveSupport(body), events: ['student_support.given'], success: 'studentSupports.given', fields: GIVE_FIELDS });

export const useUpdateSupport = (id: number) =>
  useDomainMutation({
    mutationFn: (body: TUpdateStudentSupport) => updateSupport(id, body),
    events: (saved) => [saved.end_date !== null && saved.outcome !== null ? 'student_support.ended' : 'student_support.updated'],
    success: (t, saved, body) => t(body.end_date ? 'studentSupports.endedMessage' : 'studentSupports.updated', { name: saved.name }),
    fields: GIVE_FIELDS,
  });

export const useDeleteSupport = () => useDomainMutation({ mutationFn: (id: number) => deleteSupport(id), events: ['student_support.deleted'], success: 'studentSupports.deleted' });

export const useAddDataPoint = (id: number) =>
  useDomainMutation({
    mutationFn: (body: TCreateDataPoint) => addDataPoint(id, body),
    events: ['student_support.data_point_added'],
    success: 'studentSupports.points.added',
    fields: ['measured_on', 'value', 'note'],
  });

export const useUpdateDataPoint = (id: number) =>
  useDomainMutation({
    mutationFn: (v: { point: number; body: TUpdateDataPoint }) => updateDataPoint(id, v.point, v.body),
    events: ['student_support.data_point_updated'],
    success: 'studentSupports.points.updated',
    fields: ['measured_on', 'value', 'note'],
  });

export const useDeleteDataPoint = (id: number) =>
  useDomainMutation({ mutationFn: (point: number) => deleteDataPoint(id, point), events: ['student_support.data_point_deleted'], success: 'studentSupports.points.deleted' });

export const useLogSession = (id: number) =>
  useDomainMutation({
    mutationFn: (body: TCreateSession) => logSession(id, body),
    events: ['student_support.session_logged'],
    success: 'studentSupports.sessions.logged',
    fields: ['held_on', 'delivered', 'minutes', 'missed_reason', 'note'],
  });

export const useDeleteSession = (id: number) =>
  useDomainMutation({ mutationFn: (session: number) => deleteSession(id, session), events: ['student_support.session_deleted'], success: 'studentSupports.sessions.deleted' });
