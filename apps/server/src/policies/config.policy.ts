/**
 * Who edits configuration (issue 4, section 1). System defaults: super admins. A district's
 * defaults: super admins, the district's admins and the leaders allowed to manage schools.
 * A school's configuration: super admins, the district's admins and leaders, the school's admin.
 * Which lists a level may hold at all is the spec's (enums: *_CONFIG_LISTS); the district's meeting lists
 * (DISTRICT_MEETING_LISTS) exist at district level only. Reading follows scope.
 */
import {
  canAccessPage,
  DISTRICT_CONFIG_LISTS,
  DISTRICT_MEETING_LISTS,
  roleInSchool,
  SCHOOL_CONFIG_LISTS,
  SCHOOL_DEFAULTS_RULE,
  SYSTEM_CONFIG_LISTS,
  type ConfigListKind,
} from '@ss/domain';
import { type Actor, inDistrict, isDistrictAdminOrLeader } from '../lib/actor.ts';
import type { OpenableSchool, SchoolRef } from './tenancy.policy.ts';
import { isSchoolOpen } from '../lib/suspension.ts';
import { policy } from '../lib/authorize.ts';

export type ConfigTarget = { level: 'system' } | { level: 'district'; districtId: number } | { level: 'school'; school: SchoolRef };

/** A district also holds its own meeting lists (issue 10), which exist at no other level. */
export const KINDS_AT = { system: SYSTEM_CONFIG_LISTS, district: [...DISTRICT_CONFIG_LISTS, ...DISTRICT_MEETING_LISTS], school: SCHOOL_CONFIG_LISTS } as const;

/** A list only a district holds: no system default, no school copy, nothing inherited. */
export const isDistrictOnly = (kind: ConfigListKind) => (DISTRICT_MEETING_LISTS as readonly ConfigListKind[]).includes(kind);

export const configPolicy = policy({
  editSystem: (a: Actor) => a.is_super,
  /** The page rule of the School defaults pages, in the district of the URL. */
  editDistrict: (a: Actor, districtId: number) =>
    a.is_super || (inDistrict(a, districtId) && canAccessPage(a, SCHOOL_DEFAULTS_RULE, { pathname: `/district/${districtId}/schools/defaults` })),
  editSchool: (a: Actor, s: SchoolRef) => {
    if (a.is_super || isDistrictAdminOrLeader(a, s.district_id)) return true;
    return roleInSchool(a, s.id) === 'school_admin';
  },
  /** Configuring the school now: who may, while it is open to them (a suspended school: super admins only). */
  editSchoolNow: (a: Actor, s: OpenableSchool) => configPolicy.editSchool(a, s) && isSchoolOpen(a, s),
  /** May this actor write the level at all (any kind)? */
  edit: (a: Actor, t: ConfigTarget) =>
    t.level === 'system' ? configPolicy.editSystem(a) : t.level === 'district' ? configPolicy.editDistrict(a, t.districtId) : configPolicy.editSchool(a, t.school),
  /** A data definition: the district's (school unset) or the school's own. */
  editDefinition: (a: Actor, d: { district_id: number; school_id: number | null }) =>
    d.school_id === null ? configPolicy.editDistrict(a, d.district_id) : configPolicy.editSchool(a, { id: d.school_id, district_id: d.district_id }),
  /** A list of this kind exists at this level (spec section 2). */
  kindAllowed: (kind: ConfigListKind, level: 'system' | 'district' | 'school') => KINDS_AT[level].includes(kind),
});
