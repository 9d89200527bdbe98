/** Roster calls: the student list and search, one student, add/edit/delete, bulk edit, lifecycle, teacher assignment. */
import type { Gender, Page, StudentStatus, TStudent } from '@ss/domain';
import type { TUser } from '@ss/domain/contracts/admin';
import { api } from '../../lib/api.ts';

export interface StudentListParams {
  page?: number;
  pageSize?: number;
  all?: boolean;
  school?: number;
  district?: number;
  status?: StudentStatus[];
  grade?: string[];
  teacher?: number;
  search?: string;
  sort?: string;
}

export function fetchStudents(params: StudentListParams, signal?: AbortSignal): Promise<Page<TStudent>> {
  return api.get<Page<TStudent>>(
    'students/',
    {
      page: params.page,
      pageSize: params.pageSize,
      all: params.all || undefined,
      school: params.school,
      district: params.district,
      status: params.status,
      grade: params.grade,
      teacher: params.teacher,
      search: params.search || undefined,
      sort: params.sort,
    },
    signal,
  );
}

export const fetchStudent = (id: number, signal?: AbortSignal) => api.get<TStudent>(`students/${id}/`, undefined, signal);

export interface StudentInput {
  first_name: string;
  last_name: string;
  grade: string;
  gender: Gender;
  student_number: string;
  sis_number: string | null;
  teacher_ids: number[];
}

export const createStudent = (body: StudentInput & { school_id: number }) => api.post<TStudent>('students/', body);
export const updateStudent = (id: number, body: Partial<StudentInput> & { version: number }) => api.patch<TStudent>(`students/${id}/`, body);
export const deleteStudent = (id: number) => api.delete<void>(`students/${id}/`);

export interface BulkRow {
  id: number;
  version: number;
  first_name?: string;
  last_name?: string;
  grade?: string;
  gender?: Gender;
  student_number?: string;
  teacher_ids?: number[];
}
export const bulkUpdate = (body: { school_id: number; rows: BulkRow[] }) => api.post<{ updated: number }>('students/bulk_update/', body);

export type LifecycleInput =
  | { ids: number[]; action: 'graduate'; graduated_year: number | string }
  | { ids: number[]; action: 'archive'; archive_date: string }
  | { ids: number[]; action: 'add_to_school'; school_id?: number };
export const changeLifecycle = (body: LifecycleInput) => api.post<{ changed: number }>('students/lifecycle/', body);

export const assignTeacher = (body: { ids: number[]; teacher_id: number; mode: 'add' | 'replace' }) => api.post<{ changed: number }>('students/assign_teacher/', body);

export interface AssignmentRules {
  school_id: number;
  rules: { grade: string; teacher: { id: number; first_name: string; last_name: string } }[];
  abilities: { update: boolean };
}
export const fetchRules = (schoolId: number, signal?: AbortSignal) => api.get<AssignmentRules>(`schools/${schoolId}/assignment_rules/`, undefined, signal);
export const saveRules = (schoolId: number, rules: { grade: string; teacher_id: number }[]) => api.put<AssignmentRules>(`schools/${schoolId}/assignment_rules/`, { rules });
export const applyRules = (schoolId: number, dryRun = false) => api.post<{ changed: number }>(`schools/${schoolId}/assignment_rules/apply/`, dryRun ? { dry_run: true } : {});

/** One grade of the school's effective grade list (configuration area). */
export interface GradeItem {
  code: string | null;
  label_en: string;
  label_fr: string;
  active: boolean;
}
export const fetchGrades = (schoolId: number, signal?: AbortSignal) => api.get<{ items: GradeItem[] }>('config/grades/', { school: schoolId }, signal);

/** People who may be assigned students: the school's teachers, leaders and admins. */
export const fetchTeachers = (schoolId: number, signal?: AbortSignal) =>
  api.get<Page<TUser>>('users/', { school: schoolId, all: true, user_type: ['school_teacher', 'school_leader', 'school_admin'] }, signal);
