/**
 * The owner a resources request is about (a school or a district), checked against the actor: a school
 * or district outside their scope does not exist for them (404); a suspended one is closed (403); a
 * district's own resources are its staff's (403 for the district's school-level people).
 */
import type { Database } from '@ss/db';
import { scopeOf, type Actor } from '../../lib/actor.ts';
import { authorize } from '../../lib/authorize.ts';
import { notFound } from '../../lib/errors.ts';
import { assertDistrictOpen } from '../../lib/suspension.ts';
import { resourcesPolicy, type ResourceOwner } from '../../policies/resources.policy.ts';
import { getDistrict } from '../../repositories/tenancy.repository.ts';
import { schoolInScope } from '../config/school-options.ts';

export async function resolveOwner(db: Database, actor: Actor, q: { school?: number | null; district?: number | null }): Promise<ResourceOwner> {
  if (q.school != null) {
    const school = await schoolInScope(db, actor, q.school);
    return { district_id: school.district_id, school_id: school.id };
  }
  const row = await getDistrict(db, scopeOf(actor), q.district!);
  if (!row) throw notFound();
  assertDistrictOpen(actor, row.district);
  authorize(resourcesPolicy.readDistrict, actor, row.district.id);
  return { district_id: row.district.id, school_id: null };
}

/** The owner of a folder or a resource row, checked the same way. */
export const ownerOfRow = (db: Database, actor: Actor, row: { district_id: number; school_id: number | null }) =>
  resolveOwner(db, actor, row.school_id !== null ? { school: row.school_id } : { district: row.district_id });
