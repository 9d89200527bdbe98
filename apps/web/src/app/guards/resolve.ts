/**
 * The route resolver of district and school URLs (spec section 8), for users who
 * are members: everything it needs is in the current user, except the schools of a
 * district admin's or leader's district they hold no permission in. Super admins are
 * resolved against the API instead (see ResolverGate).
 */
import type { TCurrentUser, TDistrict, TSchool } from '@ss/domain';
import { seesWholeDistrict } from '@ss/domain/permissions';
import type { StatusKind } from '../../modules/auth/components/StatusPage.tsx';

export type Resolution = { ok: true } | { ok: false; kind: StatusKind; message: string };

const OK: Resolution = { ok: true };
const fail = (kind: StatusKind, message: string): Resolution => ({ ok: false, kind, message });

export const INVALID_ID = fail('invalid', 'You provided invalid id in url');
export const DISTRICT_NOT_FOUND = fail('not-found', 'District not found');
export const SCHOOL_NOT_FOUND = fail('not-found', 'School not found');
export const BOTH_NOT_FOUND = fail('not-found', 'District or School not found');
export const DISTRICT_SUSPENDED = fail('suspended', "District you're trying to access is suspended");
export const SCHOOL_SUSPENDED = fail('suspended', "School account you're trying to access is suspended");

export function resolveMemberDistrict(user: TCurrentUser, districtId: number): Resolution {
  if (!user.district || user.district.id !== districtId) return DISTRICT_NOT_FOUND;
  if (user.district.suspended_at) return DISTRICT_SUSPENDED;
  return OK;
}

/**
 * Members: the school must be one of theirs. District admins and leaders see every school of
 * their district, so for them a school they hold no permission in is checked against the API's
 * answer (`record`: the school, null when it answered 404, 'suspended' when it answered 403).
 */
export function resolveMemberSchool(user: TCurrentUser, districtId: number, schoolId: number, record?: TSchool | null | 'suspended'): Resolution {
  const districtOk = user.district?.id === districtId;
  const held = user.schools.find((entry) => entry.id === schoolId);
  const fromApi = record === 'suspended' ? { suspended_at: 'suspended' } : record && record.district_id === districtId ? { suspended_at: record.suspended_at } : undefined;
  const school = held ?? (districtOk && seesWholeDistrict(user, districtId) ? fromApi : undefined);
  if (!districtOk && !school) return BOTH_NOT_FOUND;
  if (!districtOk) return DISTRICT_NOT_FOUND;
  if (!school) return SCHOOL_NOT_FOUND;
  if (user.district?.suspended_at) return DISTRICT_SUSPENDED;
  if (school.suspended_at) return SCHOOL_SUSPENDED;
  return OK;
}

/** Super admins: the records as the API returns them (null when it answered 404). */
export function resolveRecords(district: TDistrict | null, school: TSchool | null | undefined): Resolution {
  const wantsSchool = school !== undefined;
  const schoolInDistrict = school != null && district != null && school.district_id === district.id;
  if (!district && wantsSchool && !schoolInDistrict) return BOTH_NOT_FOUND;
  if (!district) return DISTRICT_NOT_FOUND;
  if (wantsSchool && !schoolInDistrict) return SCHOOL_NOT_FOUND;
  if (district.suspended_at) return DISTRICT_SUSPENDED;
  if (school?.suspended_at) return SCHOOL_SUSPENDED;
  return OK;
}
