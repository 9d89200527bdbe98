/**
 * A sync plan: what a checked bundle would change in a district, computed from the bundle and
 * the database as they are now. Computing a plan writes nothing but remembered org mappings
 * (an org matched to a school by its exact name); applying it (apply.ts) recomputes it inside
 * its transaction, so what is applied is what the data says at that moment.
 */
import { SIS_ARCHIVE_GUARD_RATIO, type SisSyncStatus, type TSisError, type TSisOrg, type TSisSummary } from '@ss/domain';
import type { Database } from '@ss/db';
import { effectiveList } from '../../repositories/config-resolve.ts';
import { districtSchools, districtStudents, orgMappings, setOrgMapping, sisAssignmentsOf, usersBySisOrEmail } from '../../repositories/sis.repository.ts';
import { splitList, type Bundle } from './bundle.ts';
import { emptyCounters, type Counters, type Placement } from './plan-types.ts';
import { planStudents, type StudentOps } from './plan-students.ts';
import { bundleTeachers, planAssignments, planTeachers, type AssignmentOps, type TeacherOps } from './plan-teachers.ts';

export const MAX_STORED_ERRORS = 200;

export interface Plan {
  status: Extract<SisSyncStatus, 'failed' | 'needs_mapping' | 'needs_confirmation' | 'succeeded'>;
  summary: TSisSummary;
  errors: TSisError[];
  students: StudentOps;
  teachers: TeacherOps;
  assignments: AssignmentOps;
}

/** Orgs of type school → schools of the district: remembered mapping, else the one open school of that exact name. */
async function placeOrgs(db: Database, districtId: number, bundle: Bundle) {
  const schools = await districtSchools(db, districtId);
  const open = schools.filter((s) => s.status !== 'account_suspended');
  const openIds = new Set(open.map((s) => s.id));
  const mappings = await orgMappings(db, districtId);
  const orgSchool = new Map<string, number>();
  const orgs: TSisOrg[] = [];
  const unmatched: TSisOrg[] = [];
  for (const org of bundle.orgs) {
    if (org.type !== 'school' || org.status === 'tobedeleted') continue;
    let schoolId = mappings.get(org.sourcedId!);
    if (schoolId !== undefined && !openIds.has(schoolId)) schoolId = undefined;
    if (schoolId === undefined) {
      const byName = open.filter((s) => s.name.trim() === org.name!.trim());
      if (byName.length === 1) {
        schoolId = byName[0]!.id;
        await setOrgMapping(db, districtId, org.sourcedId!, schoolId);
      }
    }
    const school = schoolId === undefined ? undefined : open.find((s) => s.id === schoolId);
    const entry = { sourced_id: org.sourcedId!, name: org.name!, school_id: school?.id ?? null, school_name: school?.name ?? null };
    orgs.push(entry);
    if (school) orgSchool.set(org.sourcedId!, school.id);
    else unmatched.push(entry);
  }
  const unmatchedIds = new Set(unmatched.map((o) => o.sourced_id));
  const place = (orgIds: string): Placement => {
    const ids = splitList(orgIds);
    const schoolIds = [...new Set(ids.map((id) => orgSchool.get(id)).filter((id): id is number => id !== undefined))];
    if (schoolIds.length) return { kind: 'schools', schoolIds };
    return ids.some((id) => unmatchedIds.has(id)) ? { kind: 'pending' } : { kind: 'none' };
  };
  return { schools, openIds, orgs, unmatched, place };
}

export async function computePlan(db: Database, districtId: number, bundle: Bundle): Promise<Plan> {
  const errors: TSisError[] = [];
  const { schools, openIds, orgs, unmatched, place } = await placeOrgs(db, districtId, bundle);

  const counts = new Map<number, Counters>();
  const counters = (schoolId: number) => {
    let c = counts.get(schoolId);
    if (!c) counts.set(schoolId, (c = emptyCounters()));
    return c;
  };
  for (const id of new Set(orgs.map((o) => o.school_id).filter((id): id is number => id !== null))) counters(id);

  const grades = new Map<number, Set<string>>();
  for (const id of openIds) {
    const list = await effectiveList(db, 'grades', { schoolId: id, districtId }, { activeOnly: true });
    grades.set(id, new Set(list.items.map((i) => i.code).filter((c): c is string => !!c)));
  }
  // District-wide (suspended schools included) so a frozen student is recognised rather than duplicated.
  const existing = await districtStudents(db, { all: true }, districtId);
  const students = planStudents(bundle, existing, place, (id) => grades.get(id) ?? new Set(), openIds, counters, errors);

  const wanted = bundleTeachers(bundle);
  const candidates = await usersBySisOrEmail(
    db,
    wanted.map((t) => t.row.sourcedId!),
    wanted.map((t) => t.email).filter(Boolean),
  );
  const teachers = planTeachers(bundle, districtId, candidates, place, counters, errors);
  const plannedTeachers = new Set([...teachers.existingIds.keys(), ...teachers.invites.map((i) => i.sis_sourced_id)]);
  const current = await sisAssignmentsOf(db, [...students.existingIds.values()]);
  const assignments = planAssignments(bundle, students.schoolOf, students.existingIds, teachers.existingIds, plannedTeachers, current, counters);

  const activeBefore = new Map<number, number>();
  for (const s of existing) if (s.status === 'active') activeBefore.set(s.school_id, (activeBefore.get(s.school_id) ?? 0) + 1);
  const summarySchools = schools
    .filter((s) => counts.has(s.id))
    .map((s) => {
      const c = counts.get(s.id)!;
      const before = activeBefore.get(s.id) ?? 0;
      return { school_id: s.id, school_name: s.name, active_before: before, ...c, archive_ratio: before ? c.archived / before : 0 };
    });
  const overGuard = summarySchools.filter((s) => s.archive_ratio > SIS_ARCHIVE_GUARD_RATIO).map((s) => s.school_id);
  const status: Plan['status'] = errors.length ? 'failed' : unmatched.length ? 'needs_mapping' : overGuard.length ? 'needs_confirmation' : 'succeeded';
  return {
    status,
    summary: { orgs, unmatched_orgs: unmatched, schools: summarySchools, over_guard: overGuard },
    errors: errors.slice(0, MAX_STORED_ERRORS),
    students,
    teachers,
    assignments,
  };
}
