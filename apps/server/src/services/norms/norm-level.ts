/**
 * The level a norms request is about (a school, or a district), checked against the actor's scope: a
 * school or district outside it, or a norm of one, does not exist for them (404); a suspended school is closed (403).
 */
import type { Database } from '@ss/db';
import { scopeOf, type Actor } from '../../lib/actor.ts';
import { notFound } from '../../lib/errors.ts';
import { assertDistrictOpen, assertSchoolOpen } from '../../lib/suspension.ts';
import type { NormLevel } from '../../policies/norms.policy.ts';
import { findNorm, type NormWithUse } from '../../repositories/norms.repository.ts';
import { getDistrict, getSchool } from '../../repositories/tenancy.repository.ts';

export async function resolveNormLevel(db: Database, actor: Actor, q: { school?: number; district?: number }): Promise<NormLevel> {
  if (q.school !== undefined) {
    const row = await getSchool(db, scopeOf(actor), q.school);
    if (!row) throw notFound();
    assertSchoolOpen(actor, row.school);
    return { district_id: row.school.district_id, school_id: row.school.id };
  }
  const row = await getDistrict(db, scopeOf(actor), q.district!);
  if (!row) throw notFound();
  assertDistrictOpen(actor, row.district);
  return { district_id: row.district.id, school_id: null };
}

/** A norm the actor may read (its level in scope), with its level. */
export async function loadNorm(db: Database, actor: Actor, id: number): Promise<{ norm: NormWithUse; level: NormLevel }> {
  const norm = await findNorm(db, id);
  if (!norm) throw notFound();
  const level = await resolveNormLevel(db, actor, norm.school_id !== null ? { school: norm.school_id } : { district: norm.district_id });
  if (level.district_id !== norm.district_id) throw notFound();
  return { norm, level };
}
