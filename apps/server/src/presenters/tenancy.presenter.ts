import { roleInSchool, type TDistrict, type TSchool } from '@ss/domain';
import type { districts, schools } from '@ss/db';
import type { Actor } from '../lib/actor.ts';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** `abilities`: what the caller may do with it, as the route asked the policies (services/tenancy/abilities.ts). */
export function presentDistrict(
  row: { district: typeof districts.$inferSelect; school_count: number; connected_district_ids: number[] },
  abilities: TDistrict['abilities'],
): TDistrict {
  const d = row.district;
  return {
    id: d.id,
    name: d.name,
    francophone: d.francophone,
    support_email: d.support_email,
    time_zone: d.time_zone,
    suspended_at: iso(d.suspended_at),
    school_count: row.school_count,
    connected_district_ids: row.connected_district_ids.map(Number),
    abilities,
  };
}

/** `actor` names their own role and permission there; `abilities`, what they may do with it, as the route asked the policies. */
export function presentSchool(
  actor: Actor,
  row: { school: typeof schools.$inferSelect; district_name: string; district_time_zone: string },
  abilities: TSchool['abilities'],
): TSchool {
  const s = row.school;
  const mine = actor.schools.find((m) => m.id === s.id);
  return {
    id: s.id,
    district_id: s.district_id,
    district_name: row.district_name,
    name: s.name,
    status: s.status,
    support_plan_enabled: s.support_plan_enabled,
    suspended_at: iso(s.suspended_at),
    time_zone: s.time_zone ?? row.district_time_zone,
    my_role: roleInSchool(actor, s.id),
    my_support_plan_permission: mine?.support_plan_permission ?? null,
    abilities,
  };
}
