/**
 * The student part of a sync plan: which bundle students are created or updated where, and
 * which SIS students of the district, missing from the bundle, are archived.
 */
import { STUDENT_NAME_MAX, STUDENT_NUMBER_MAX, type TSisError } from '@ss/domain';
import type { SyncStudent } from '../../repositories/sis.repository.ts';
import type { Bundle } from './bundle.ts';
import { gradeCode } from './oneroster.ts';
import type { Counters, Placement } from './plan-types.ts';

export interface StudentValues {
  school_id: number;
  first_name: string;
  last_name: string;
  grade: string;
  student_number: string;
  sis_number: string;
  sis_sourced_id: string;
}

export interface StudentOps {
  creates: StudentValues[];
  updates: { id: number; values: StudentValues }[];
  archives: number[];
  /** Bundle sourcedId → existing student id (for assignments); new students are resolved on insert. */
  existingIds: Map<string, number>;
  /** Bundle sourcedId → school, for every placed student. */
  schoolOf: Map<string, number>;
}

export function planStudents(
  bundle: Bundle,
  existing: SyncStudent[],
  place: (orgIds: string) => Placement,
  gradeCodes: (schoolId: number) => Set<string>,
  openSchools: Set<number>,
  counters: (schoolId: number) => Counters,
  errors: TSisError[],
): StudentOps {
  const bySis = new Map(existing.filter((s) => s.sis_sourced_id).map((s) => [s.sis_sourced_id!, s]));
  const byNumber = new Map(existing.map((s) => [s.student_number, s]));
  const ops: StudentOps = { creates: [], updates: [], archives: [], existingIds: new Map(), schoolOf: new Map() };
  const seen = new Set<number>();
  const numbers = new Set<string>();

  for (const u of bundle.users) {
    if (u.role !== 'student' || u.status === 'tobedeleted') continue;
    const err = (column: string, message: string, params?: Record<string, string | number>) =>
      errors.push({ file: 'users.csv', line: u.line, column, message, ...(params ? { params } : {}) });
    const sid = u.sourcedId!;
    const number = u.identifier || sid;
    const match = bySis.get(sid) ?? byNumber.get(number);
    if (match) seen.add(match.id);
    const placement = place(u.orgSourcedIds!);
    if (placement.kind === 'pending') continue;
    if (placement.kind === 'none') {
      err('orgSourcedIds', 'sis.error.noSchool');
      continue;
    }
    const schoolId = placement.schoolIds[0]!;
    if (numbers.has(number)) err('identifier', 'sis.error.duplicate', { value: number });
    numbers.add(number);
    const holder = byNumber.get(number);
    if (holder && match && holder.id !== match.id) err('identifier', 'sis.error.numberTaken', { value: number });
    if (match?.sis_sourced_id && match.sis_sourced_id !== sid) err('identifier', 'sis.error.numberTaken', { value: number });
    if (number.length > STUDENT_NUMBER_MAX) err('identifier', 'sis.error.tooLong', { max: STUDENT_NUMBER_MAX });
    if (u.givenName!.length > STUDENT_NAME_MAX) err('givenName', 'sis.error.tooLong', { max: STUDENT_NAME_MAX });
    if (u.familyName!.length > STUDENT_NAME_MAX) err('familyName', 'sis.error.tooLong', { max: STUDENT_NAME_MAX });
    const raw = (u.grades ?? '')
      .split(',')
      .map((g) => g.trim())
      .find(Boolean);
    if (!raw) {
      err('grades', 'sis.error.required');
      continue;
    }
    const grade = gradeCode(raw);
    if (!gradeCodes(schoolId).has(grade)) err('grades', 'sis.error.unknownGrade', { value: raw });

    // A student of a suspended school is frozen: the sync neither moves nor changes them.
    if (match && !openSchools.has(match.school_id)) continue;
    const values: StudentValues = {
      school_id: schoolId,
      first_name: u.givenName!,
      last_name: u.familyName!,
      grade,
      student_number: number,
      sis_number: sid,
      sis_sourced_id: sid,
    };
    ops.schoolOf.set(sid, schoolId);
    if (!match) {
      ops.creates.push(values);
      counters(schoolId).created += 1;
      continue;
    }
    ops.existingIds.set(sid, match.id);
    const same = match.status === 'active' && match.information_entry_type === 'sis' && (Object.keys(values) as (keyof StudentValues)[]).every((k) => match[k] === values[k]);
    if (same) counters(schoolId).unchanged += 1;
    else {
      ops.updates.push({ id: match.id, values });
      counters(schoolId).updated += 1;
    }
  }

  for (const s of existing) {
    if (s.information_entry_type !== 'sis' || s.status !== 'active' || seen.has(s.id) || !openSchools.has(s.school_id)) continue;
    ops.archives.push(s.id);
    counters(s.school_id).archived += 1;
  }
  return ops;
}
