/**
 * Which network a list or the continuum reads (contracts/supports.ts, header): `school=S` (its district's
 * supports and the school's additions, or `level=school` its additions only), `district=D` (a district's
 * network), or the shared network (`level=shared`, or nothing named). Named tenants are checked against
 * the caller's scope (404 outside it; 403 for a suspended school), and the place says what the caller may
 * add there (`abilities`).
 */
import { MSG, type SupportLevel } from '@ss/domain';
import { and, eq, or, type SQL } from 'drizzle-orm';
import { supports } from '@ss/db';
import type { AuthedContext } from '../../context.ts';
import { fieldError } from '../../lib/errors.ts';
import { createPolicy } from '../../policies/support-network.policy.ts';
import { districtInScope, notHere, schoolInScope } from './support-access.ts';
import type { ListLevel } from './support-keys.ts';

export type Place =
  | { kind: 'shared' }
  | { kind: 'district'; districtId: number }
  | { kind: 'school'; school: { id: number; district_id: number; suspended_at: Date | null }; additionsOnly: boolean };

export interface PlaceAbilities {
  create: boolean;
  propose: boolean;
  import: boolean;
}

/** The network a query names; `district` with the shared network is the district whose submissions are read. */
export async function placeOf(ctx: AuthedContext, q: { level?: SupportLevel; district?: number; school?: number }): Promise<Place> {
  if (q.school !== undefined) {
    if (q.level === 'shared' || q.level === 'district') throw notHere('level');
    const school = await schoolInScope(ctx.db, ctx.actor, q.school);
    if (q.district !== undefined && q.district !== school.district_id) throw notHere('district');
    return { kind: 'school', school, additionsOnly: q.level === 'school' };
  }
  if (q.level === 'school') throw fieldError('school', MSG.required);
  if (q.level === 'district' && q.district === undefined) throw fieldError('district', MSG.required);
  if (q.level === 'district' || (q.level === undefined && q.district !== undefined)) return { kind: 'district', districtId: q.district! };
  if (q.district !== undefined) await districtInScope(ctx.db, ctx.actor, q.district);
  return { kind: 'shared' };
}

/** The rows of the place (every state; the caller narrows). */
export function placeWhere(p: Place): SQL {
  if (p.kind === 'shared') return eq(supports.level, 'shared');
  if (p.kind === 'district') return and(eq(supports.level, 'district'), eq(supports.district_id, p.districtId))!;
  const additions = and(eq(supports.level, 'school'), eq(supports.school_id, p.school.id))!;
  return p.additionsOnly ? additions : or(and(eq(supports.level, 'district'), eq(supports.district_id, p.school.district_id)), additions)!;
}

/** The configuration level whose lists apply at the place. */
export const placeLevel = (p: Place): ListLevel => (p.kind === 'school' ? { schoolId: p.school.id } : p.kind === 'district' ? { districtId: p.districtId } : {});

/** What the caller may add where the list is: straight into the network, as a proposal, by import. */
export function placeAbilities(ctx: AuthedContext, p: Place): PlaceAbilities {
  const a = ctx.actor;
  if (p.kind === 'shared') return { create: createPolicy.shared(a), propose: false, import: false };
  if (p.kind === 'district') {
    const keeps = createPolicy.district(a, p.districtId);
    return { create: keeps, propose: false, import: keeps };
  }
  const as = createPolicy.school(a, { ...p.school, suspended: p.school.suspended_at !== null });
  return { create: as === 'approved', propose: as === 'pending', import: false };
}
