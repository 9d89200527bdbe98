/**
 * Who may do what with team boards (issue 9). Every rule fails closed.
 * - School boards (team, custom) of school S: everyone with a role in S sees them, and the
 *   district's admins and leaders see them read-only (`board/school-board/{id}`); district staff
 *   see the boards of the schools they hold. Moving cards (the edit lock)
 *   is for the board's members and S's leaders and admins; changing the board (title, categories,
 *   rules, members) and deleting it for S's leaders and admins and the board's creator.
 * - District boards (district_schools, district_students): the district's staff see them; members
 *   and the district's admins and leaders move cards; its admins and leaders change them.
 * - Integrated boards: as district boards, and the staff of each school they span see them and,
 *   when members, move cards.
 * - Unlocking (breaking someone's edit lock) and making a board leaders-only: the leaders of the
 *   board's level (school leader or admin; district leader or admin for district boards).
 * Super admins may do everything.
 */
import { roleInSchool, SCHOOL_BOARD_KINDS, type BoardKind } from '@ss/domain';
import { type Actor, inDistrict, isDistrictAdminOrLeader } from '../lib/actor.ts';
import { policy } from '../lib/authorize.ts';

export interface BoardRef {
  district_id: number;
  school_id: number | null;
  kind: BoardKind;
  created_by: number | null;
  /** The schools an integrated board spans. */
  school_ids: number[];
  /** The actor is one of the board's members. */
  member: boolean;
}

const isSchoolLeader = (a: Actor, schoolId: number) => ['school_admin', 'school_leader'].includes(roleInSchool(a, schoolId) ?? '');
const isSchoolBoard = (b: BoardRef) => SCHOOL_BOARD_KINDS.includes(b.kind) && b.school_id !== null;

/** Leaders of the board's level: they unlock, make it leaders-only, and may always edit. */
function leads(a: Actor, b: BoardRef): boolean {
  if (a.is_super) return true;
  if (isSchoolBoard(b)) return isSchoolLeader(a, b.school_id!);
  return isDistrictAdminOrLeader(a, b.district_id);
}

function sees(a: Actor, b: BoardRef): boolean {
  if (a.is_super) return true;
  // A school's board shows its students: the school's own people, and district staff whose scope
  // holds the school (admins and leaders hold the whole district).
  if (isSchoolBoard(b)) return roleInSchool(a, b.school_id!) !== null || isDistrictAdminOrLeader(a, b.district_id);
  if (inDistrict(a, b.district_id)) return true;
  return b.kind === 'integrated' && b.school_ids.some((id) => roleInSchool(a, id) !== null);
}

const manages = (a: Actor, b: BoardRef) => leads(a, b) || (isSchoolBoard(b) && b.created_by === a.id && roleInSchool(a, b.school_id!) !== null);

export const boardPolicy = policy({
  view: sees,
  /** Take the edit lock and move cards. */
  edit: (a: Actor, b: BoardRef) => sees(a, b) && (leads(a, b) || b.member),
  /** Title, categories, rules, students, members; deleting the board. */
  manage: (a: Actor, b: BoardRef) => manages(a, b),
  unlock: leads,
  /**
   * Take the edit lock and move cards now: a board made leaders-only is edited by the leaders of its level alone
   * (meetings read `edit`, the membership rule, without this state).
   */
  moveCards: (a: Actor, b: BoardRef & { leaders_only: boolean }) => sees(a, b) && (leads(a, b) || b.member) && (!b.leaders_only || leads(a, b)),
  /**
   * Changing the board with these fields: its managers change anything; the leaders of its level may change the
   * leaders-only flag (alone, when they do not manage it otherwise), and nobody else may.
   */
  change: (a: Actor, b: BoardRef, fields: string[]) => {
    const onlyLeadersFlag = fields.every((k) => k === 'version' || k === 'leaders_only');
    const touchesFlag = fields.includes('leaders_only');
    return (manages(a, b) || (onlyLeadersFlag && leads(a, b))) && (!touchesFlag || leads(a, b));
  },
  delete: (a: Actor, b: BoardRef) => manages(a, b),
  /** Letting go of the edit lock: its holder, or a leader breaking it. */
  releaseLock: (a: Actor, b: BoardRef, holdsIt: boolean) => holdsIt || leads(a, b),
  /** The boards page of a district: its staff (at district level) and super admins. */
  listDistrict: (a: Actor, districtId: number) => a.is_super || inDistrict(a, districtId),
  /** Reading every school's boards from the district's boards page: its admins and leaders (their scope is the whole district) and super admins. */
  readSchoolBoards: (a: Actor, districtId: number) => a.is_super || isDistrictAdminOrLeader(a, districtId),
  /** Create a board of this kind in this school or district. */
  create: (a: Actor, place: { kind: BoardKind; district_id: number; school_id: number | null }) => {
    if (a.is_super) return true;
    if (SCHOOL_BOARD_KINDS.includes(place.kind)) {
      if (place.school_id === null) return false;
      const role = roleInSchool(a, place.school_id);
      return role === 'school_admin' || role === 'school_leader' || role === 'school_teacher';
    }
    return isDistrictAdminOrLeader(a, place.district_id);
  },
});
