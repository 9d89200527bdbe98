/**
 * Connected districts (issue 11, section 1): each reads the other's approved network to import from it.
 * Super admins connect and disconnect districts (both directions at once, one audit event); a district's
 * managers read its connections (to know where they may import from).
 */
import { SUPPORT_MSG, type TConnections, type TCreateConnection } from '@ss/domain';
import type { AuthedContext } from '../../context.ts';
import { abilitiesOf, authorize } from '../../lib/authorize.ts';
import { fieldError } from '../../lib/errors.ts';
import { supportsPolicy } from '../../policies/support-network.policy.ts';
import { connectionsOf, deleteLink, insertLink } from '../../repositories/support-connections.repository.ts';
import { emit } from '../emit.ts';
import { districtInScope } from './support-access.ts';

export async function readConnections(ctx: AuthedContext, districtId: number): Promise<TConnections> {
  const district = await districtInScope(ctx.db, ctx.actor, districtId);
  authorize(supportsPolicy.manageDistrict, ctx.actor, district.id);
  const rows = await connectionsOf(ctx.db, district.id);
  return {
    results: rows.map((r) => ({ district: { id: r.id, name: r.name }, created_at: r.created_at.toISOString() })),
    abilities: abilitiesOf({ update: supportsPolicy.manageShared }, ctx.actor),
  };
}

/** The two districts, checked: 404 for one outside the caller's scope, 403 for anyone but a super admin. */
async function pair(ctx: AuthedContext, input: TCreateConnection) {
  const district = await districtInScope(ctx.db, ctx.actor, input.district);
  authorize(supportsPolicy.manageShared, ctx.actor);
  const partner = await districtInScope(ctx.db, ctx.actor, input.partner);
  if (partner.id === district.id) throw fieldError('partner', SUPPORT_MSG.partner);
  return { district, partner };
}

export async function connectDistricts(ctx: AuthedContext, input: TCreateConnection): Promise<number> {
  const { district, partner } = await pair(ctx, input);
  await ctx.db.transaction(async (tx) => {
    if (!(await insertLink(tx, district.id, partner.id, ctx.actor.id))) return;
    await emit(tx, ctx, { type: 'support_network.linked', district_id: district.id, target: { type: 'district', id: partner.id }, details: { partner: partner.id } });
  });
  return district.id;
}

/** Disconnecting districts that are not connected changes nothing and is no error. */
export async function disconnectDistricts(ctx: AuthedContext, input: TCreateConnection): Promise<void> {
  const { district, partner } = await pair(ctx, input);
  await ctx.db.transaction(async (tx) => {
    if (!(await deleteLink(tx, district.id, partner.id))) return;
    await emit(tx, ctx, { type: 'support_network.unlinked', district_id: district.id, target: { type: 'district', id: partner.id }, details: { partner: partner.id } });
  });
}
