/**
 * Creating and changing districts (super admins). Suspending a district ends the
 * sessions of everyone in it at once; every change is audited before → after.
 */
import type { TCreateDistrict, TUpdateDistrict } from '@ss/domain';
import type { AuthedContext } from '../../context.ts';
import { changes } from '../../lib/diff.ts';
import { fieldError, notFound } from '../../lib/errors.ts';
import { emit } from '../emit.ts';
import { endSessionsOfUsers } from '../../repositories/sessions.repository.ts';
import {
  connectedDistrictIds,
  districtMemberIds,
  existingDistrictIds,
  getDistrict,
  insertDistrict,
  replaceConnections,
  updateDistrictRow,
} from '../../repositories/tenancy.repository.ts';

export async function createDistrict(ctx: AuthedContext, input: TCreateDistrict): Promise<number> {
  return ctx.db.transaction(async (tx) => {
    const row = await insertDistrict(tx, {
      name: input.name,
      francophone: input.francophone,
      support_email: input.support_email ?? null,
      ...(input.time_zone ? { time_zone: input.time_zone } : {}),
    });
    await emit(tx, ctx, {
      type: 'district.created',
      district_id: row.id,
      target: { type: 'district', id: row.id },
      details: { after: { name: row.name, francophone: row.francophone, support_email: row.support_email, time_zone: row.time_zone } },
    });
    return row.id;
  });
}

export async function updateDistrict(ctx: AuthedContext, id: number, input: TUpdateDistrict): Promise<void> {
  const current = await getDistrict(ctx.db, { all: true }, id);
  if (!current) throw notFound();
  if (input.connected_district_ids) {
    const wanted = [...new Set(input.connected_district_ids)];
    if (wanted.includes(id)) throw fieldError('connected_district_ids', 'Invalid value');
    if ((await existingDistrictIds(ctx.db, wanted)).length !== wanted.length) throw fieldError('connected_district_ids', 'Not Found');
  }
  const d = current.district;
  const suspendedAt = input.suspended === undefined ? d.suspended_at : input.suspended ? (d.suspended_at ?? new Date()) : null;
  const newlySuspended = !d.suspended_at && suspendedAt !== null;

  await ctx.db.transaction(async (tx) => {
    const beforeConnections = await connectedDistrictIds(tx, id);
    const after = await updateDistrictRow(tx, id, {
      name: input.name ?? d.name,
      francophone: input.francophone ?? d.francophone,
      support_email: input.support_email === undefined ? d.support_email : input.support_email,
      time_zone: input.time_zone ?? d.time_zone,
      suspended_at: suspendedAt,
    });
    if (input.connected_district_ids) await replaceConnections(tx, id, input.connected_district_ids);
    const afterConnections = input.connected_district_ids ? await connectedDistrictIds(tx, id) : beforeConnections;
    if (newlySuspended) await endSessionsOfUsers(tx, await districtMemberIds(tx, id));
    const pick = (r: typeof d, c: number[]) => ({
      name: r.name,
      francophone: r.francophone,
      support_email: r.support_email,
      time_zone: r.time_zone,
      suspended_at: r.suspended_at,
      connected_district_ids: c,
    });
    const diff = changes(pick(d, beforeConnections), pick(after, afterConnections));
    if (Object.keys(diff).length) {
      await emit(tx, ctx, {
        type: input.suspended === undefined || !('suspended_at' in diff) ? 'district.updated' : input.suspended ? 'district.suspended' : 'district.unsuspended',
        district_id: id,
        target: { type: 'district', id },
        details: { changes: diff },
      });
    }
  });
}
