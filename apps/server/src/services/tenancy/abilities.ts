/**
 * What the API tells the caller they may do with a district or a school (TDistrict.abilities, TSchool.abilities):
 * each answer a verb of tenancy.policy or config.policy, asked through `abilitiesOf` by the routes.
 */
import type { Actor } from '../../lib/actor.ts';
import type { Rule } from '../../lib/authorize.ts';
import { configPolicy } from '../../policies/config.policy.ts';
import { districtPolicy, schoolPolicy, type OpenableSchool } from '../../policies/tenancy.policy.ts';

export const districtAbilities: Record<'update' | 'suspend' | 'manage_schools' | 'manage_staff' | 'configure', Rule<[Actor, number]>> = {
  update: districtPolicy.update,
  suspend: districtPolicy.suspend,
  manage_schools: districtPolicy.manageSchools,
  manage_staff: districtPolicy.manageStaff,
  configure: configPolicy.editDistrict,
};

export const schoolAbilities: Record<'update' | 'update_account' | 'manage_staff' | 'configure' | 'open', Rule<[Actor, OpenableSchool]>> = {
  update: schoolPolicy.updateNow,
  update_account: schoolPolicy.updateAccount,
  manage_staff: schoolPolicy.manageStaffNow,
  configure: configPolicy.editSchoolNow,
  open: schoolPolicy.open,
};
