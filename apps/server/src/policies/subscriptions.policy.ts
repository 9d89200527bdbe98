/**
 * Who may do what with a school's subscription (issue 23, section 3). Every rule fails closed; the school must also
 * be in the actor's scope (repositories) and open to them (a suspended school: super admins only).
 * - Reading the plan, the status and its history: super admins, the district admins of the school's district, the
 *   school's admins (teachers, staff, leaders: refused).
 * - The plan's band and renewal date: super admins. The billing contact: super admins and the school's admins.
 * - The account status: super admins, with a reason.
 * - An invoice request: the school's admins (they are who pays).
 */
import { roleInSchool } from '@ss/domain';
import { type Actor, districtRole } from '../lib/actor.ts';
import { policy } from '../lib/authorize.ts';
import type { SchoolRef } from './tenancy.policy.ts';

const isSchoolAdmin = (a: Actor, s: SchoolRef) => roleInSchool(a, s.id) === 'school_admin';

export const subscriptionPolicy = policy({
  read: (a: Actor, s: SchoolRef) => a.is_super || districtRole(a, s.district_id) === 'district_admin' || isSchoolAdmin(a, s),
  updatePlan: (a: Actor) => a.is_super,
  updateBilling: (a: Actor, s: SchoolRef) => a.is_super || isSchoolAdmin(a, s),
  changeStatus: (a: Actor) => a.is_super,
  requestInvoice: (a: Actor, s: SchoolRef) => !a.is_super && isSchoolAdmin(a, s),
});

export const subscriptionAbilities = {
  update_plan: subscriptionPolicy.updatePlan,
  update_billing: subscriptionPolicy.updateBilling,
  change_status: subscriptionPolicy.changeStatus,
  request_invoice: subscriptionPolicy.requestInvoice,
};
