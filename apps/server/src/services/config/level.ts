/**
 * Which level a configuration request is about, checked against the actor's scope:
 * a district or school outside it does not exist for them (404), a suspended one is closed (403).
 */
import type { Database } from '@ss/db';
import { scopeOf, type Actor } from '../../lib/actor.ts';
import { notFound } from '../../lib/errors.ts';
import { assertDistrictOpen, assertSchoolOpen } from '../../lib/suspension.ts';
import type { ConfigTarget } from '../../policies/config.policy.ts';
import type { LevelRef } from '../../repositories/config.repository.ts';
import { getDistrict, getSchool } from '../../repositories/tenancy.repository.ts';

export interface ResolvedLevel {
  target: ConfigTarget;
  /** Ids of the level as lists and resolution read them. */
  ref: LevelRef;
  districtId: number | null;
  schoolId: number | null;
}

export async function resolveLevel(db: Database, actor: Actor, q: { districtId?: number; schoolId?: number }): Promise<ResolvedLevel> {
  if (q.schoolId !== undefined) {
    const row = await getSchool(db, scopeOf(actor), q.schoolId);
    if (!row || (q.districtId !== undefined && row.school.district_id !== q.districtId)) throw notFound();
    assertSchoolOpen(actor, row.school);
    const s = row.school;
    return {
      target: { level: 'school', school: { id: s.id, district_id: s.district_id } },
      ref: { schoolId: s.id, districtId: s.district_id },
      districtId: s.district_id,
      schoolId: s.id,
    };
  }
  if (q.districtId !== undefined) {
    const row = await getDistrict(db, scopeOf(actor), q.districtId);
    if (!row) throw notFound();
    assertDistrictOpen(actor, row.district);
    return { target: { level: 'district', districtId: row.district.id }, ref: { districtId: row.district.id }, districtId: row.district.id, schoolId: null };
  }
  return { target: { level: 'system' }, ref: {}, districtId: null, schoolId: null };
}

/** The level above: a school's district, a district's system defaults. */
export function parentRef(l: ResolvedLevel): LevelRef {
  return l.target.level === 'school' ? { districtId: l.districtId! } : {};
}
