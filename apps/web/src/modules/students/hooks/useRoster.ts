import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { fetchGrades, fetchStudents, fetchTeachers, type StudentListParams } from '../api.ts';
import { qk } from '../../../lib/query-keys.ts';

export function useStudents(params: StudentListParams, enabled = true) {
  return useQuery({
    queryKey: qk.students.list(params),
    queryFn: ({ signal }) => fetchStudents(params, signal),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export interface GradeOption {
  value: string;
  label: string;
}

/** The school's active grades (code + label in the interface language). */
export function useSchoolGrades(schoolId: number | undefined) {
  const { i18n } = useTranslation();
  const query = useQuery({
    queryKey: qk.config.grades(schoolId ?? 0),
    queryFn: ({ signal }) => fetchGrades(schoolId!, signal),
    enabled: schoolId !== undefined,
    staleTime: 60_000,
  });
  const fr = i18n.language === 'fr';
  const options: GradeOption[] = (query.data?.items ?? []).filter((g) => g.active).map((g) => ({ value: g.code ?? g.label_en, label: fr ? g.label_fr : g.label_en }));
  const labelOf = (code: string) => options.find((o) => o.value === code)?.label ?? code;
  return { ...query, options, labelOf };
}

const ASSIGNABLE = ['school_teacher', 'school_leader', 'school_admin'];

/** People who may be given students in this school (the API refuses the list to readers; then it is empty). */
export function useSchoolTeachers(schoolId: number | undefined, enabled = true) {
  const query = useQuery({
    queryKey: qk.students.teachers(schoolId ?? 0),
    queryFn: ({ signal }) => fetchTeachers(schoolId!, signal),
    enabled: schoolId !== undefined && enabled,
    staleTime: 60_000,
    retry: false,
  });
  const options = (query.data?.results ?? [])
    .filter((u) => u.deactivated_at === null && u.schools.some((s) => s.id === schoolId && ASSIGNABLE.includes(s.user_type)))
    .map((u) => ({ value: String(u.id), label: u.full_name.trim() || u.email }));
  return { ...query, options };
}
