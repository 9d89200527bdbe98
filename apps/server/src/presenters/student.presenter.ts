import type { TStudent } from '@ss/domain';
import type { StudentWithContext } from '../repositories/students.repository.ts';

/** A student as the API shows it, with what this actor may do with it (`abilities`, asked of students.policy by the route). */
export function presentStudent(row: StudentWithContext, abilities: TStudent['abilities']): TStudent {
  const s = row.student;
  return {
    id: s.id,
    district_id: s.district_id,
    school_id: s.school_id,
    school_name: row.school_name,
    first_name: s.first_name,
    last_name: s.last_name,
    grade: s.grade,
    gender: s.gender,
    student_number: s.student_number,
    sis_number: s.sis_number,
    status: s.status,
    graduated_year: s.graduated_year,
    archive_date: s.archived_at,
    information_entry_type: s.information_entry_type,
    teachers: row.teachers.map((t) => ({ id: t.id, first_name: t.first_name, last_name: t.last_name })),
    has_picture: s.picture_file_id !== null,
    version: s.version,
    abilities,
  };
}
