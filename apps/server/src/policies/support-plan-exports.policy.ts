/**
 * Who may export support plans as PDF in bulk (issue 12, section 5). Pure; fails closed. Being in reach (404),
 * the school open and its module on (403) are checked by the service before.
 * - A school's plans: super admins, the district's admins, the school's support plan coordinators and admins
 *   (those who read every plan of the school: the same people who make plans).
 * - A district's plans (every school of it whose module is on): super admins and the district's admins.
 * The plans in an export are then those the requester reads (the list's rule, `readablePlans`). One plan's PDF
 * is for whoever reads the plan (supportPlansPolicy.read).
 */
import { type Actor, districtRole } from '../lib/actor.ts';
import { policy } from '../lib/authorize.ts';
import { supportPlansPolicy, type PlanPlace } from './support-plans.policy.ts';

export const supportPlanExportsPolicy = policy({
  exportSchool: (a: Actor, p: PlanPlace) => supportPlansPolicy.create(a, p),
  exportDistrict: (a: Actor, districtId: number) => a.is_super || districtRole(a, districtId) === 'district_admin',
});
