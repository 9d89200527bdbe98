/** The roster's writes: add and edit one student, lifecycle changes, deletion, teacher assignment, the bulk grid, assignment rules. */
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api.ts';
import { notify } from '../../../lib/notify.ts';
import { qk } from '../../../lib/query-keys.ts';
import { useDomainMutation } from '../../../lib/useDomainMutation.ts';
import {
  applyRules,
  assignTeacher,
  bulkUpdate,
  changeLifecycle,
  createStudent,
  deleteStudent,
  saveRules,
  updateStudent,
  type BulkRow,
  type LifecycleInput,
  type StudentInput,
} from '../api.ts';

/** The fields the student form shows its own errors on. */
export const STUDENT_FIELDS = ['first_name', 'last_name', 'grade', 'gender', 'student_number', 'sis_number', 'teacher_ids'];

export const useCreateStudent = () => useDomainMutation({ mutationFn: createStudent, events: ['student.created'], success: 'Created', fields: STUDENT_FIELDS });

export const useUpdateStudent = (id: number) =>
  useDomainMutation({
    mutationFn: (body: StudentInput & { version: number }) => updateStudent(id, body),
    events: ['student.updated'],
    update: (client, saved) => client.setQueryData(qk.students.one(id), saved),
    success: 'Updated',
    fields: STUDENT_FIELDS,
  });

const LIFECYCLE_EVENT = { graduate: 'student.graduate', archive: 'student.archive', add_to_school: 'student.add_to_school' } as const;

/** Graduate, archive or bring back students; `onDone` runs once the change is saved (a dialog closes, a selection clears). */
export function useChangeLifecycle(onDone: () => void) {
  const mutation = useDomainMutation({
    mutationFn: changeLifecycle,
    events: (_r, body: LifecycleInput) => [LIFECYCLE_EVENT[body.action]],
    success: 'Updated',
    fields: ['graduated_year', 'archive_date', 'school_id'],
  });
  return { ...mutation, mutate: (body: LifecycleInput) => mutation.mutate(body, { onSuccess: onDone }) };
}

export const useDeleteStudent = (id: number) => useDomainMutation({ mutationFn: () => deleteStudent(id), events: ['student.deleted'], success: 'students.deleted' });

export const useAssignTeacher = () =>
  useDomainMutation({
    mutationFn: assignTeacher,
    events: ['student.teachers_assigned'],
    success: (t, res) => t('students.assign.done', { count: res.changed }),
  });

/** A bulk grid row refused at one of its cells (`rows.N.field`): the grid shows it there. */
const CELL = /^rows\.(\d+)\.(\w+)$/;

/**
 * Many students of a school saved at once, all or nothing. Refused cells are the grid's to show (the caller maps
 * `rows.N.field` back to its rows); a snackbar only says to fix them.
 */
export function useBulkUpdateStudents(schoolId: number) {
  const { t } = useTranslation();
  return useDomainMutation({
    mutationFn: (rows: BulkRow[]) => bulkUpdate({ school_id: schoolId, rows }),
    events: ['student.updated'],
    success: (tr, res) => tr('students.bulk.saved', { count: res.updated }),
    onError: (error) => {
      if (!(isApiError(error) && error.fields && Object.keys(error.fields).some((key) => CELL.test(key)))) return false;
      notify('error', t('students.bulk.fixErrors'));
      return true;
    },
  });
}

/** The rules grade → teacher, saved together: the answer is the saved rules. */
export const useSaveAssignmentRules = (schoolId: number) =>
  useDomainMutation({
    mutationFn: (rules: { grade: string; teacher_id: number }[]) => saveRules(schoolId, rules),
    events: [],
    update: (client, data) => client.setQueryData(qk.students.rules(schoolId), data),
    success: 'Updated',
  });

/** How many students applying the rules would give a teacher: counted by the server without writing. */
export const usePreviewAssignmentRules = (schoolId: number) => useDomainMutation({ mutationFn: () => applyRules(schoolId, true), events: [] });

export const useApplyAssignmentRules = (schoolId: number) =>
  useDomainMutation({
    mutationFn: () => applyRules(schoolId),
    events: ['school.assignment_rules_applied'],
    success: (t, res) => t('students.rules.applied', { count: res.changed }),
  });
