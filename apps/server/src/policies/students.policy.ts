/**
 * Who may do what with students (issue 4). Reading is governed by scope
 * (repositories/student-scope.ts): anyone whose scope holds a student's school sees it.
 * Writing depends on the actor's role in that school:
 * - roster (add, edit, lifecycle, assignment, import, export): super admins, district admins and
 *   leaders of the district, school admins and leaders of the school (district staff through the
 *   school role they hold there);
 * - deleting a student: super admins, district admins, school admins;
 * - day-to-day notes (profile values, card icons, alerts, student data): the roster editors and
 *   the school's teachers; school staff only read.
 * Every rule fails closed: an actor with no role in the school gets false.
 */
import { roleInSchool, type SisSyncStatus } from '@ss/domain';
import { type Actor, districtRole, isDistrictAdminOrLeader } from '../lib/actor.ts';
import { policy } from '../lib/authorize.ts';

export interface StudentPlace {
  district_id: number;
  school_id: number;
}

function isRosterEditor(a: Actor, p: StudentPlace): boolean {
  if (a.is_super || isDistrictAdminOrLeader(a, p.district_id)) return true;
  const r = roleInSchool(a, p.school_id);
  return r === 'school_admin' || r === 'school_leader';
}

export const studentPolicy = policy({
  /** Add students to, edit, graduate, archive, restore and assign teachers in this school; import and export its roster. */
  manageRoster: (a: Actor, p: StudentPlace) => isRosterEditor(a, p),
  /** The same, for each of several students. */
  manageRosterOf: (a: Actor, ps: StudentPlace[]) => ps.every((p) => isRosterEditor(a, p)),
  /** Exporting the search's students from this place (a school, or a district; super admins anywhere). */
  exportSearch: (a: Actor, at: { district_id?: number; school?: StudentPlace }) =>
    at.school ? isRosterEditor(a, at.school) : at.district_id !== undefined ? a.is_super || isDistrictAdminOrLeader(a, at.district_id) : a.is_super,
  /** The SIS sync history of every district the actor administers (super admins: all). */
  listSyncs: (a: Actor) => a.is_super || (!!a.district && districtRole(a, a.district.id) === 'district_admin'),
  delete: (a: Actor, p: StudentPlace) => {
    if (a.is_super) return true;
    if (districtRole(a, p.district_id) === 'district_admin') return true;
    return roleInSchool(a, p.school_id) === 'school_admin';
  },
  /** Profile values, card icons, alerts and student data results. */
  writeNotes: (a: Actor, p: StudentPlace) => isRosterEditor(a, p) || roleInSchool(a, p.school_id) === 'school_teacher',
  /** Closing an alert: its author, or a roster editor of the school. */
  closeAlert: (a: Actor, p: StudentPlace, alert: { created_by: number | null }) => isRosterEditor(a, p) || alert.created_by === a.id,
  /** Closing it now: an open alert, for whoever may close it. */
  closeOpenAlert: (a: Actor, p: StudentPlace, alert: { created_by: number | null; closed_at: Date | null }) =>
    alert.closed_at === null && (isRosterEditor(a, p) || alert.created_by === a.id),
  /** District-wide exports and district pages (graduated, archived, advanced search across schools). */
  manageDistrictRoster: (a: Actor, districtId: number) => a.is_super || isDistrictAdminOrLeader(a, districtId),
  /** SIS sync and the retention (auto-delete) setting: the district's admins and super admins. */
  administerDistrictData: (a: Actor, districtId: number) => a.is_super || districtRole(a, districtId) === 'district_admin',
});

/** A student's abilities as the API answers them (TStudent.abilities), for `abilitiesOf`. */
export const studentAbilities = { update: studentPolicy.manageRoster, change_status: studentPolicy.manageRoster, delete: studentPolicy.delete };

/** An alert's abilities as the API answers them (TAlert.abilities), for `abilitiesOf`. */
export const alertAbilities = { close: studentPolicy.closeOpenAlert };

/** An SIS sync as the rules need it. */
export interface SisSyncFacts {
  district_id: number;
  dry_run: boolean;
  status: SisSyncStatus;
}

/** What may be done with an SIS sync now: a dry run that is ready is applied, one that needs its orgs mapped is mapped; by the district's data administrators. */
export const sisSyncPolicy = policy({
  apply: (a: Actor, s: SisSyncFacts) => studentPolicy.administerDistrictData(a, s.district_id) && s.dry_run && (s.status === 'succeeded' || s.status === 'needs_confirmation'),
  map: (a: Actor, s: SisSyncFacts) => studentPolicy.administerDistrictData(a, s.district_id) && s.dry_run && s.status === 'needs_mapping',
});

/** An SIS sync's abilities as the API answers them (TSisSync.abilities), for `abilitiesOf`. */
export const sisSyncAbilities = { apply: sisSyncPolicy.apply, map: sisSyncPolicy.map };
