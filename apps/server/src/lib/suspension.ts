import { HttpError } from './errors.ts';
import type { Actor } from './actor.ts';

export const districtSuspended = () => new HttpError(403, 'suspended', "District you're trying to access is suspended");
export const schoolSuspended = () => new HttpError(403, 'suspended', "School account you're trying to access is suspended");

/** Super admins reach suspended tenants (to run them); nobody else does. */
export const isSchoolOpen = (actor: Actor, school: { suspended_at: Date | null }) => actor.is_super || !school.suspended_at;

export function assertSchoolOpen(actor: Actor, school: { suspended_at: Date | null }) {
  if (!isSchoolOpen(actor, school)) throw schoolSuspended();
}

export function assertDistrictOpen(actor: Actor, district: { suspended_at: Date | null }) {
  if (!actor.is_super && district.suspended_at) throw districtSuspended();
}
