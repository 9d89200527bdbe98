/**
 * Who may do what in the student support network (issue 11, section 1). Pure functions of the actor and
 * what is known of a support (`SupportFacts`); every rule fails closed. Reading is mirrored in SQL by
 * `visibleSupports` (repositories/support-visibility.ts) from the same `readerSets`, so a list and a single
 * read agree (support-network-visibility.test.ts holds the two equal over the demo network and the whole cast).
 *
 * - Shared network: approved (and archived) supports are read by everyone signed in; pending and returned
 *   submissions by super admins and the managers of the district that sent them. Super admins keep it.
 * - A district's network: read by everyone of the district; kept by `manageDistrict` (super admins, the
 *   district's admins, its leaders who may manage schools). A connected district's managers read its
 *   approved supports (to import them).
 * - A school's additions: approved ones read by whoever's scope holds the school; proposals by their author
 *   and the school's reviewers (`reviewSchool`: the district's admins and leaders, the school's admins and
 *   leaders). Reviewers keep them; an author changes and withdraws their own proposal while it waits.
 * - Nobody but a super admin reads or changes anything of a suspended school.
 */
import { roleInSchool, type SupportLevel, type SupportStatus } from '@ss/domain';
import { type Actor, isDistrictAdminOrLeader, scopeOf } from '../lib/actor.ts';
import { policy } from '../lib/authorize.ts';
import { districtPolicy } from './tenancy.policy.ts';

/** What the rules read of a support. */
export interface SupportFacts {
  level: SupportLevel;
  status: SupportStatus;
  district_id: number | null;
  school_id: number | null;
  created_by: number | null;
  submitted_district_id: number | null;
  /** Its school is suspended (school level). */
  school_suspended: boolean;
  /** Districts connected with its district (district level). */
  partners: number[];
}

/** The ids the read rules compare with, computed once per actor (the SQL mirror takes the same). */
export interface SupportReaderSets {
  all: boolean;
  userId: number;
  /** Districts the actor belongs to. */
  districts: number[];
  /** Districts whose network the actor keeps (manageDistrict). */
  managed: number[];
  /** Districts whose every school the actor holds (their admins and leaders): they review every school's additions. */
  wholeDistricts: number[];
  /** Schools the actor holds a role in. */
  schools: number[];
  /** Schools the actor reviews by their school role (school admin or leader). */
  reviewSchools: number[];
}

const KEPT: readonly SupportStatus[] = ['approved', 'archived'];
const WAITING: readonly SupportStatus[] = ['pending', 'returned'];

export function readerSets(a: Actor): SupportReaderSets {
  const scope = scopeOf(a);
  const districtId = a.district?.id;
  return {
    all: a.is_super,
    userId: a.id,
    districts: a.districtIds,
    managed: districtId !== undefined && manageDistrict(a, districtId) ? [districtId] : [],
    wholeDistricts: scope.all ? [] : scope.wholeDistrictIds,
    schools: scope.all ? [] : scope.schoolIds,
    reviewSchools: a.schools.filter((s) => s.user_type === 'school_admin' || s.user_type === 'school_leader').map((s) => s.id),
  };
}

/** Super admins keep the shared network. */
export const manageShared = (a: Actor) => a.is_super;
/** Super admins, the district's admins, and its leaders who may manage schools keep a district's network. */
export const manageDistrict = (a: Actor, districtId: number) => districtPolicy.manageSchools(a, districtId);
/** The school's reviewers: super admins, the district's admins and leaders, the school's admins and leaders. */
export const reviewSchool = (a: Actor, school: { id: number; district_id: number }) => {
  if (a.is_super || isDistrictAdminOrLeader(a, school.district_id)) return true;
  const role = roleInSchool(a, school.id);
  return role === 'school_admin' || role === 'school_leader';
};

/** May read the support (else it is not found). */
export function canRead(r: SupportReaderSets, f: SupportFacts): boolean {
  if (r.all) return true;
  if (f.level === 'shared') return KEPT.includes(f.status) || (f.submitted_district_id !== null && r.managed.includes(f.submitted_district_id));
  if (f.district_id === null) return false;
  if (f.level === 'district') {
    if (r.managed.includes(f.district_id)) return true;
    if (KEPT.includes(f.status) && r.districts.includes(f.district_id)) return true;
    return f.status === 'approved' && f.partners.some((p) => r.managed.includes(p));
  }
  if (f.school_id === null || f.school_suspended) return false;
  const reviewer = r.wholeDistricts.includes(f.district_id) || r.reviewSchools.includes(f.school_id);
  if (!reviewer && !r.schools.includes(f.school_id)) return false;
  return KEPT.includes(f.status) || reviewer || (f.created_by !== null && f.created_by === r.userId);
}

const schoolOf = (f: SupportFacts) => ({ id: f.school_id ?? -1, district_id: f.district_id ?? -1 });
/** Nobody but a super admin changes anything of a suspended school. */
const open = (a: Actor, f: SupportFacts) => a.is_super || !f.school_suspended;
const isAuthor = (a: Actor, f: SupportFacts) => f.created_by !== null && f.created_by === a.id;

/** Who keeps the support where it lives (changes, archives, restores and deletes it, whatever its state). */
export function keeps(a: Actor, f: SupportFacts): boolean {
  if (!open(a, f)) return false;
  if (f.level === 'shared') return manageShared(a);
  if (f.district_id === null) return false;
  if (f.level === 'district') return manageDistrict(a, f.district_id);
  return f.school_id !== null && reviewSchool(a, schoolOf(f));
}

/**
 * The questions a route asks before the state is looked at: an allowed caller whose support is in the wrong
 * state hears 409 with the reason, anyone else 403.
 */
export const supportsPolicy = policy({
  /** Change its texts, keys and delivery, attach and remove resources: its keepers, and the author of a waiting proposal. */
  update: (a: Actor, f: SupportFacts) => keeps(a, f) || (f.level === 'school' && WAITING.includes(f.status) && isAuthor(a, f) && open(a, f)),
  /** Delete it: whoever may change it, and the sending district's managers for a waiting submission (withdrawn). */
  delete: (a: Actor, f: SupportFacts) =>
    supportsPolicy.update(a, f) || (f.level === 'shared' && WAITING.includes(f.status) && f.submitted_district_id !== null && manageDistrict(a, f.submitted_district_id)),
  archive: (a: Actor, f: SupportFacts) => keeps(a, f),
  /** Approve or return a school's proposal (its reviewers) or a submission (super admins). */
  review: (a: Actor, f: SupportFacts) => f.level !== 'district' && keeps(a, f),
  /** Propose a returned proposal again: its author. */
  propose: (a: Actor, f: SupportFacts) => f.level === 'school' && isAuthor(a, f) && open(a, f),
  /** Send a district's support to the shared network: its managers. */
  submit: (a: Actor, f: SupportFacts) => f.level === 'district' && keeps(a, f),
  /** Keep the shared network (connections, imports into it). */
  manageShared: (a: Actor) => manageShared(a),
  /** Keep a district's network (its connections, imports into it). */
  manageDistrict: (a: Actor, districtId: number) => manageDistrict(a, districtId),
});

/** A support as it stands now: its facts, whether students hold it, and where its copy in the shared network stands. */
export interface SupportState extends SupportFacts {
  in_use: boolean;
  submission_status: SupportStatus | null;
}

/** What the caller may do with the support now (its state included): TSupport.abilities, through `abilitiesOf`. */
export const supportNowPolicy = policy({
  update: (a: Actor, f: SupportState) => f.status !== 'archived' && supportsPolicy.update(a, f),
  delete: (a: Actor, f: SupportState) => !f.in_use && supportsPolicy.delete(a, f),
  archive: (a: Actor, f: SupportState) => f.status === 'approved' && supportsPolicy.archive(a, f),
  restore: (a: Actor, f: SupportState) => f.status === 'archived' && supportsPolicy.archive(a, f),
  approve: (a: Actor, f: SupportState) => f.status === 'pending' && supportsPolicy.review(a, f),
  return: (a: Actor, f: SupportState) => f.status === 'pending' && supportsPolicy.review(a, f),
  propose: (a: Actor, f: SupportState) => f.status === 'returned' && supportsPolicy.propose(a, f),
  /** Submitting it to the shared network: an approved district support whose copy is not already waiting for review. */
  submit: (a: Actor, f: SupportState) => f.status === 'approved' && supportsPolicy.submit(a, f) && f.submission_status !== 'pending',
  attach: (a: Actor, f: SupportState) => f.status !== 'archived' && supportsPolicy.update(a, f),
});

type SchoolPlace = { id: number; district_id: number; suspended: boolean };
function schoolStatus(a: Actor, school: SchoolPlace): 'approved' | 'pending' | null {
  if (school.suspended && !a.is_super) return null;
  if (reviewSchool(a, school)) return 'approved';
  return roleInSchool(a, school.id) !== null ? 'pending' : null;
}

/** Where a support may be added: who adds it straight to the network, who proposes it for review. */
export const createPolicy = policy({
  shared: (a: Actor) => manageShared(a),
  district: (a: Actor, districtId: number) => manageDistrict(a, districtId),
  /** 'approved' for the school's reviewers, 'pending' (a proposal) for anyone else with a role in it, null otherwise. */
  school: (a: Actor, school: SchoolPlace) => schoolStatus(a, school),
  /** Adding one to the school at all (approved or as a proposal). */
  inSchool: (a: Actor, school: SchoolPlace) => schoolStatus(a, school) !== null,
});
