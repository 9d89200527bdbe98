import type { Actor } from '../../lib/actor.ts';
import { scopeOf } from '../../lib/actor.ts';
import { notFound } from '../../lib/errors.ts';
import { authorize } from '../../lib/authorize.ts';
import type { Database } from '@ss/db';
import { studentPolicy } from '../../policies/students.policy.ts';
import { getDistrict } from '../../repositories/tenancy.repository.ts';

/**
 * The SIS screens of a district: a district outside the actor's scope does not exist for them
 * (404); inside it, only its admins and super admins may sync (403 for the others).
 */
export async function assertSisAccess(db: Database, actor: Actor, districtId: number): Promise<void> {
  if (!(await getDistrict(db, scopeOf(actor), districtId))) throw notFound();
  authorize(studentPolicy.administerDistrictData, actor, districtId);
}
