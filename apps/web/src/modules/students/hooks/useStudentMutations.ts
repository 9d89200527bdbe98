/** The roster's writes: add and edit one student, lifecycle changes, deletion, teacher assignment. */
import { qk } from '../../../lib/query-keys.ts';
import { useDomainMutation } from '../../../lib/useDomainMutation.ts';
import { assignTeacher, changeLifecycle, createStudent, deleteStudent, updateStudent, type LifecycleInput, type StudentInput } from '../api.ts';

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
