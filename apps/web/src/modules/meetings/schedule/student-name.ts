/** The name of the student a new meeting is about (`?student=` from the profile's entry point). */
import { useQuery } from '@tanstack/react-query';
import { qk } from '../../../lib/query-keys.ts';
import { fetchStudent } from '../../students/api.ts';

export const useStudentName = (id: number | undefined) =>
  useQuery({
    queryKey: qk.students.one(id ?? 0),
    queryFn: ({ signal }) => fetchStudent(id!, signal),
    enabled: id !== undefined,
    select: (s) => ({ id: s.id, name: `${s.first_name} ${s.last_name}` }),
  });
