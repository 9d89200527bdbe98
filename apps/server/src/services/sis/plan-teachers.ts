/**
 * The teacher and enrollment parts of a sync plan. Teachers are matched by SIS id, then by
 * e-mail; the missing ones are invited (never given a password). A person of another district
 * is never touched by this district's bundle. Assignments follow the classes: every teacher of
 * a class teaches its students; SIS assignments no class supports any more are removed.
 */
import { isValidEmail, STUDENT_NAME_MAX, type TSisError } from '@ss/domain';
import type { Bundle } from './bundle.ts';
import type { Counters, Placement } from './plan-types.ts';

export interface TeacherCandidate {
  id: number;
  email: string;
  is_super: boolean;
  sis_sourced_id: string | null;
  district_ids: number[];
  school_ids: number[];
}

export interface TeacherOps {
  invites: { sis_sourced_id: string; email: string; first_name: string; last_name: string; school_ids: number[] }[];
  updates: { user_id: number; sis_sourced_id: string; set_sis: boolean; school_ids: number[] }[];
  /** Bundle sourcedId → existing user id. */
  existingIds: Map<string, number>;
}

/** Bundle teachers with their e-mails (lower case), for the candidate lookup. */
export function bundleTeachers(bundle: Bundle) {
  return bundle.users.filter((u) => u.role === 'teacher' && u.status !== 'tobedeleted').map((u) => ({ row: u, email: (u.email ?? '').trim().toLowerCase() }));
}

export function planTeachers(
  bundle: Bundle,
  districtId: number,
  candidates: TeacherCandidate[],
  place: (orgIds: string) => Placement,
  counters: (schoolId: number) => Counters,
  errors: TSisError[],
): TeacherOps {
  const bySis = new Map(candidates.filter((c) => c.sis_sourced_id).map((c) => [c.sis_sourced_id!, c]));
  const byEmail = new Map(candidates.map((c) => [c.email, c]));
  const ops: TeacherOps = { invites: [], updates: [], existingIds: new Map() };
  const emails = new Set<string>();
  for (const { row: u, email } of bundleTeachers(bundle)) {
    const err = (column: string, message: string, params?: Record<string, string | number>) =>
      errors.push({ file: 'users.csv', line: u.line, column, message, ...(params ? { params } : {}) });
    const placement = place(u.orgSourcedIds!);
    if (placement.kind === 'pending') continue;
    if (placement.kind === 'none') {
      err('orgSourcedIds', 'sis.error.noSchool');
      continue;
    }
    if (!isValidEmail(email)) {
      err('email', email ? 'sis.error.invalidEmail' : 'sis.error.required', { value: email });
      continue;
    }
    if (emails.has(email)) err('email', 'sis.error.duplicate', { value: email });
    emails.add(email);
    if (u.givenName!.length > STUDENT_NAME_MAX || u.familyName!.length > STUDENT_NAME_MAX) err('givenName', 'sis.error.tooLong', { max: STUDENT_NAME_MAX });
    const sid = u.sourcedId!;
    const schoolIds = placement.schoolIds;
    const first = counters(schoolIds[0]!);
    const match = bySis.get(sid) ?? byEmail.get(email);
    if (!match) {
      ops.invites.push({ sis_sourced_id: sid, email, first_name: u.givenName!, last_name: u.familyName!, school_ids: schoolIds });
      first.teachers_invited += 1;
      continue;
    }
    if (match.is_super || !match.district_ids.includes(districtId)) {
      err('email', 'sis.error.teacherElsewhere', { value: email });
      continue;
    }
    ops.existingIds.set(sid, match.id);
    const missingSchools = schoolIds.filter((s) => !match.school_ids.includes(s));
    const setSis = match.sis_sourced_id !== sid;
    if (setSis || missingSchools.length) {
      ops.updates.push({ user_id: match.id, sis_sourced_id: sid, set_sis: setSis, school_ids: missingSchools });
      first.teachers_updated += 1;
    }
  }
  return ops;
}

export interface AssignmentOps {
  /** Pairs by bundle sourcedId (student, teacher); ids are resolved when applied. */
  add: { student: string; teacher: string }[];
  remove: { student_id: number; user_id: number }[];
}

/**
 * Desired pairs from the enrollments, compared with the SIS assignments the placed students
 * have now. `studentIds` / `teacherIds` hold existing ids; a pair with a new side is always added.
 */
export function planAssignments(
  bundle: Bundle,
  placedStudents: Map<string, number>,
  studentIds: Map<string, number>,
  teacherIds: Map<string, number>,
  plannedTeachers: Set<string>,
  current: { student_id: number; user_id: number }[],
  counters: (schoolId: number) => Counters,
): AssignmentOps {
  const liveClasses = new Set(bundle.classes.filter((c) => c.status !== 'tobedeleted').map((c) => c.sourcedId!));
  const byClass = new Map<string, { students: Set<string>; teachers: Set<string> }>();
  for (const e of bundle.enrollments) {
    if (e.status === 'tobedeleted' || !liveClasses.has(e.classSourcedId!)) continue;
    const entry = byClass.get(e.classSourcedId!) ?? { students: new Set<string>(), teachers: new Set<string>() };
    byClass.set(e.classSourcedId!, entry);
    if (e.role === 'student' && placedStudents.has(e.userSourcedId!)) entry.students.add(e.userSourcedId!);
    if (e.role === 'teacher' && plannedTeachers.has(e.userSourcedId!)) entry.teachers.add(e.userSourcedId!);
  }
  const desired = new Map<string, { student: string; teacher: string }>();
  for (const { students, teachers } of byClass.values()) {
    for (const s of students) for (const t of teachers) desired.set(`${s}|${t}`, { student: s, teacher: t });
  }
  const have = new Set(current.map((p) => `${p.student_id}|${p.user_id}`));
  const ops: AssignmentOps = { add: [], remove: [] };
  const wantedIds = new Set<string>();
  for (const pair of desired.values()) {
    const sId = studentIds.get(pair.student);
    const tId = teacherIds.get(pair.teacher);
    if (sId !== undefined && tId !== undefined) {
      wantedIds.add(`${sId}|${tId}`);
      if (have.has(`${sId}|${tId}`)) continue;
    }
    ops.add.push(pair);
    counters(placedStudents.get(pair.student)!).assignments_added += 1;
  }
  const schoolOfId = new Map([...studentIds].map(([sid, id]) => [id, placedStudents.get(sid)!]));
  for (const p of current) {
    if (wantedIds.has(`${p.student_id}|${p.user_id}`)) continue;
    ops.remove.push(p);
    counters(schoolOfId.get(p.student_id)!).assignments_removed += 1;
  }
  return ops;
}
