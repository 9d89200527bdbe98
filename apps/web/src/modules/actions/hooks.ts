/** The action tracker's reads and writes; writes refresh what their events changed (lib/invalidations.ts). */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ActionScope } from '@ss/domain';
import { qk } from '../../lib/query-keys.ts';
import { useDomainMutation } from '../../lib/useDomainMutation.ts';
import {
  actionParams,
  createAction,
  deleteAction,
  fetchActionPeople,
  fetchActions,
  searchStudents,
  updateAction,
  type ActionFilters,
  type ActionInput,
  type ActionsWhere,
} from './api.ts';

export const PAGE_SIZE = 20;

export function useActionList(scope: ActionScope, where: ActionsWhere, filters: ActionFilters, page: number) {
  const params = { ...actionParams(scope, where, filters), page, pageSize: PAGE_SIZE };
  return useQuery({ queryKey: qk.actions.list(params), queryFn: ({ signal }) => fetchActions(params, signal), placeholderData: keepPreviousData });
}

export const useActionPeople = (schoolId: number | null) =>
  useQuery({ queryKey: qk.actions.people(schoolId ?? 0), queryFn: ({ signal }) => fetchActionPeople(schoolId!, signal), enabled: schoolId !== null, staleTime: 60_000 });

export const useStudentSearch = (where: { school?: number; district?: number }, search: string) =>
  useQuery({
    queryKey: qk.actions.students(where, search),
    queryFn: ({ signal }) => searchStudents(where, search, signal),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });

/** The fields the dialog shows its own errors on. */
export const ACTION_FIELDS = ['name', 'responsible', 'completion_date', 'student', 'comment', 'school'];

export const useCreateAction = () => useDomainMutation({ mutationFn: createAction, events: ['action.created'], success: 'actions.created', fields: ACTION_FIELDS });

export const useUpdateAction = (id: number) =>
  useDomainMutation({
    mutationFn: (body: Partial<ActionInput> & { version: number; status?: 'incomplete' | 'in_progress' }) => updateAction(id, body),
    events: ['action.updated'],
    success: 'actions.updated',
    fields: ACTION_FIELDS,
  });

/** Completing or abandoning (after the table's confirmation). */
export const useCloseAction = () =>
  useDomainMutation({
    mutationFn: (v: { id: number; version: number; status: 'complete' | 'abandoned' }) => updateAction(v.id, { version: v.version, status: v.status }),
    events: (_a, v) => [v.status === 'complete' ? 'action.completed' : 'action.abandoned'],
    success: (t, _a, v) => t(v.status === 'complete' ? 'actions.completed' : 'actions.abandoned'),
  });

export const useDeleteAction = () => useDomainMutation({ mutationFn: (id: number) => deleteAction(id), events: ['action.deleted'], success: 'actions.deleted' });
