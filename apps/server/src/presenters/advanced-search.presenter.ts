/** A row of the advanced search as the API shows it: what the results table and the export need, nothing more. */
import type { TStudentSearchRow } from '@ss/domain';
import type { SearchRow } from '../repositories/advanced-search.repository.ts';

export function presentSearchRow(r: SearchRow): TStudentSearchRow {
  return {
    id: r.id,
    first_name: r.first_name,
    last_name: r.last_name,
    grade: r.grade,
    gender: r.gender,
    student_number: r.student_number,
    school_id: r.school_id,
    school_name: r.school_name,
    status: r.status,
    teachers: r.teachers,
    card_icon_ids: r.card_icon_ids,
    measures: r.measures.map((m) => ({ definition_id: m.definition_id, value: m.value, school_year: m.school_year })),
  };
}
