/**
 * Who receives which summary by e-mail, and who sets a district's defaults (issue 23, section 2). Pure; fails closed.
 * - A type applies to a user only when they can see what it reports (the existing rules): their own actions and
 *   the meetings they are invited to apply to everyone; boards, rosters and school actions to those whose scope
 *   holds a school (a school role, or a district's admins and leaders); support plans to those who read plans
 *   (a support plan permission in a school, or the district's admins). Super users, who belong to no district,
 *   get their own actions and meetings only.
 * - A district's defaults are set by its district admins and by super admins (as the district's other settings).
 * - Everyone reads and changes their own preferences; nobody anyone else's (there is no route for it).
 */
import type { SummaryType } from '@ss/domain';
import { type Actor, districtRole, isDistrictAdminOrLeader } from '../lib/actor.ts';
import { policy } from '../lib/authorize.ts';

const holdsSchools = (a: Actor) => a.schools.length > 0 || (!!a.district && isDistrictAdminOrLeader(a, a.district.id));
const readsPlans = (a: Actor) => a.schools.some((s) => s.support_plan_permission !== 'no_select') || (!!a.district && districtRole(a, a.district.id) === 'district_admin');

const APPLIES: Record<SummaryType, (a: Actor) => boolean> = {
  user_actions: () => true,
  collab_meetings: () => true,
  student_search: (a) => !a.is_super && holdsSchools(a),
  team_boards: (a) => !a.is_super && (holdsSchools(a) || !!a.district),
  school_actions: (a) => !a.is_super && holdsSchools(a),
  active_support_plans: (a) => !a.is_super && readsPlans(a),
  deactive_support_plans: (a) => !a.is_super && readsPlans(a),
};

export const summaryPolicy = policy({
  /** This summary type reports things the actor may see. */
  receive: (a: Actor, type: SummaryType) => APPLIES[type](a),
  /** Set the district's defaults. */
  manageDefaults: (a: Actor, districtId: number) => a.is_super || districtRole(a, districtId) === 'district_admin',
});
