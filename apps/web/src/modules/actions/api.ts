/**
 * The action tracker's calls (issue 10, section 4): a scope's page of actions with its filters, one
 * action's writes, the CSV export of the same filters, who may be responsible in a school, and the
 * students a school's action may name.
 */
import type { ActionScope, ActionSort, ActionStatus, ActionStatusFilter, Page, TAction, TActionList, TActionPeople, TStudent } from '@ss/domain';
import { api, apiDownload } from '../../lib/api.ts';

/** Where a list is: a district's or a school's workspace, or a student's profile (in its school's workspace). */
export type ActionsWhere = { district: number; school?: undefined; student?: undefined } | { district: number; school: number; student?: { id: number; name: string } };

export interface ActionFilters {
  status: ActionStatusFilter | null;
  responsible: number | null;
  student: number | null;
  /** A school of the district (district workspace only). */
  school: number | null;
  from: string;
  to: string;
  sort: ActionSort | `-${ActionSort}`;
}

export const NO_FILTERS: ActionFilters = { status: 'incomplete_in_progress', responsible: null, student: null, school: null, from: '', to: '', sort: 'completion_date' };

/** The query string of a list or an export: the scope, its place, the filters. */
export function actionParams(scope: ActionScope, where: ActionsWhere, f: ActionFilters) {
  const place =
    scope === 'schoolActions'
      ? { school: where.school }
      : scope === 'districtActions'
        ? { district: where.district, school: f.school ?? undefined }
        : scope === 'studentActions'
          ? { student: where.student?.id }
          : {};
  return {
    scope,
    ...place,
    status: f.status ?? undefined,
    responsible: f.responsible ?? undefined,
    ...(scope === 'studentActions' ? {} : { student: f.student ?? undefined }),
    from: f.from || undefined,
    to: f.to || undefined,
    sort: f.sort,
  };
}

export const fetchActions = (params: ReturnType<typeof actionParams> & { page: number; pageSize: number }, signal?: AbortSignal) =>
  api.get<TActionList>('actions/', params, signal);

export const exportActions = (params: ReturnType<typeof actionParams>, lang: string, format: 'csv' | 'pdf') =>
  apiDownload('GET', 'actions/export/', { params: { ...params, format, lang } }, `actions.${format}`);

export const fetchActionPeople = (schoolId: number, signal?: AbortSignal) => api.get<TActionPeople>('actions/people/', { school: schoolId }, signal);

/** Students of the school (or the district) matching a search: the dialog's and the filter's student pickers. */
export const searchStudents = (where: { school?: number; district?: number }, search: string, signal?: AbortSignal) =>
  api.get<Page<TStudent>>('students/', { ...where, search: search || undefined, pageSize: 20 }, signal);

export interface ActionInput {
  name: string;
  responsible: number;
  completion_date: string;
  student: number | null;
  comment: string | null;
}
export const createAction = (body: ActionInput & { school: number; meeting?: number | null; meeting_note?: number | null }) => api.post<TAction>('actions/', body);
export const updateAction = (id: number, body: Partial<ActionInput> & { version: number; status?: ActionStatus; actual_date?: string | null }) =>
  api.patch<TAction>(`actions/${id}/`, body);
export const deleteAction = (id: number) => api.delete<void>(`actions/${id}/`);

export type { TAction };
