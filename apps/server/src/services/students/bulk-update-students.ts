/**
 * Editing many students of one school at once (edit-current-students, edit-grade-teacher).
 * Every row is checked first; any bad row answers its errors keyed `rows.<index>.<field>` and
 * nothing is written. A stale version on any row is a 409 for the whole request.
 */
import { MSG, SIS_READ_ONLY_FIELDS, type TBulkUpdateStudents } from '@ss/domain';
import type { AuthedContext } from '../../context.ts';
import { scopeOf } from '../../lib/actor.ts';
import { changes } from '../../lib/diff.ts';
import { assertNoFieldErrors, conflict, type FieldErrors, notFound } from '../../lib/errors.ts';
import { emit } from '../emit.ts';
import { assignableTeacherIds, setTeachers, studentsInScope, takenNumbers, updateStudentRow } from '../../repositories/students.repository.ts';
import { studentTarget } from '../audit-actor.ts';
import { gradeCodes, rosterSchool, studentSnapshot } from './roster-checks.ts';
import { SIS_READ_ONLY } from './update-student.ts';

const sortedIds = (ids: number[]) => [...new Set(ids)].sort((a, b) => a - b);

export async function bulkUpdateStudents(ctx: AuthedContext, input: TBulkUpdateStudents): Promise<number> {
  const actor = ctx.actor;
  const school = await rosterSchool(ctx.db, actor, input.school_id);
  const ids = input.rows.map((r) => r.id);
  const found = await studentsInScope(ctx.db, scopeOf(actor), ids);
  const byId = new Map(found.filter((f) => f.student.school_id === school.id).map((f) => [f.student.id, f]));
  if (ids.some((id) => !byId.has(id))) throw notFound();

  const fields: FieldErrors = {};
  const grades = await gradeCodes(ctx.db, school.id);
  const teacherOk = await assignableTeacherIds(
    ctx.db,
    school.id,
    input.rows.flatMap((r) => r.teacher_ids ?? []),
  );
  const finalNumber = (i: number) => input.rows[i]!.student_number ?? byId.get(input.rows[i]!.id)!.student.student_number;
  const changedNumbers = input.rows.map((r, i) => (r.student_number !== undefined && r.student_number !== byId.get(r.id)!.student.student_number ? finalNumber(i) : null));
  const taken = await takenNumbers(
    ctx.db,
    school.district_id,
    changedNumbers.filter((n): n is string => n !== null),
    ids,
  );
  const seen = new Map<string, number>();
  input.rows.forEach((r, i) => seen.set(finalNumber(i), (seen.get(finalNumber(i)) ?? 0) + 1));
  if (new Set(ids).size !== ids.length) fields.rows = { message: MSG.notUnique };

  input.rows.forEach((r, i) => {
    const s = byId.get(r.id)!.student;
    const key = (f: string) => `rows.${i}.${f}`;
    if (s.information_entry_type === 'sis') {
      for (const f of SIS_READ_ONLY_FIELDS) {
        const next = (r as Record<string, unknown>)[f];
        if (next !== undefined && next !== s[f]) fields[key(f)] = { message: SIS_READ_ONLY };
      }
    }
    if (r.grade !== undefined && r.grade !== s.grade && !grades.has(r.grade) && !fields[key('grade')]) fields[key('grade')] = { message: MSG.invalidValue };
    const n = changedNumbers[i];
    if (n !== null && n !== undefined && !fields[key('student_number')] && (taken.has(n) || (seen.get(n) ?? 0) > 1)) fields[key('student_number')] = { message: MSG.notUnique };
    if (r.teacher_ids?.some((t) => !teacherOk.has(t))) fields[key('teacher_ids')] = { message: MSG.invalidValue };
  });
  assertNoFieldErrors(fields);
  if (input.rows.some((r) => r.version !== byId.get(r.id)!.student.version)) throw conflict();

  return ctx.db.transaction(async (tx) => {
    let updated = 0;
    for (const r of input.rows) {
      const before = byId.get(r.id)!;
      const { id, version, teacher_ids, ...patch } = r;
      const after = await updateStudentRow(tx, before.student, version, patch);
      if (!after) throw conflict();
      const teachersBefore = sortedIds(before.teachers.map((t) => t.id));
      if (teacher_ids) await setTeachers(tx, id, teacher_ids);
      const diff = changes(
        { ...studentSnapshot(before.student), teacher_ids: teachersBefore },
        { ...studentSnapshot(after), teacher_ids: teacher_ids ? sortedIds(teacher_ids) : teachersBefore },
      );
      if (!Object.keys(diff).length) continue;
      updated++;
      await emit(tx, ctx, {
        type: 'student.updated',
        ...studentTarget({ id, district_id: school.district_id, school_id: school.id }),
        details: { changes: diff, bulk: true },
      });
    }
    return updated;
  });
}
