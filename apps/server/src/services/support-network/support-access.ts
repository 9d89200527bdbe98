/**
 * What the support use cases share: a support the caller may read (else 404, like a missing one), the
 * districts and schools a request names (checked against the caller's scope: 404 outside it), and the
 * refusals of a support's state (409, with the reason).
 */
import { MSG, type SupportStatus } from '@ss/domain';
import type { Database } from '@ss/db';
import type { AuthedContext } from '../../context.ts';
import { scopeOf, type Actor } from '../../lib/actor.ts';
import { conflict, fieldError, HttpError, notFound } from '../../lib/errors.ts';
import { canRead, readerSets } from '../../policies/support-network.policy.ts';
import { factsOf } from './support-facts.ts';
import { findSupport, type SupportRead } from '../../repositories/support-network.repository.ts';
import { getDistrict } from '../../repositories/tenancy.repository.ts';

export { schoolInScope } from '../celebrations/celebration-places.ts';

/** The support and the facts its rules read, when the caller may read it; 404 otherwise. */
export async function readableSupport(ctx: AuthedContext, id: number): Promise<SupportRead> {
  const row = await findSupport(ctx.db, id);
  if (!row || !canRead(readerSets(ctx.actor), factsOf(row))) throw notFound();
  return row;
}

/** A district the caller belongs to (any, for super admins); 404 otherwise. */
export async function districtInScope(db: Database, actor: Actor, id: number) {
  const row = await getDistrict(db, scopeOf(actor), id);
  if (!row) throw notFound();
  return row.district;
}

/** A refusal of what the support's state does not allow. */
export const notPossible = (message: string) => new HttpError(409, 'action_not_possible', message);

/** 409 when the version read is not the support's. */
export function assertVersion(current: number, read: number) {
  if (current !== read) throw conflict();
}

/** 409 with `message` unless the support is in one of these states. */
export function assertStatus(status: SupportStatus, allowed: SupportStatus[], message: string) {
  if (!allowed.includes(status)) throw notPossible(message);
}

/** A body field that does not apply where the support goes. */
export const notHere = (field: string) => fieldError(field, MSG.invalidValue);

/** The reader's language for names and order: their district's (French when francophone). */
export const langOf = (actor: Actor): 'en' | 'fr' => (actor.district?.francophone && !actor.is_super ? 'fr' : 'en');

/** Where an audit row of a support belongs. */
export const supportWhere = (s: { id: number; district_id: number | null; school_id: number | null; submitted_district_id?: number | null }) => ({
  district_id: s.district_id ?? s.submitted_district_id ?? null,
  school_id: s.school_id,
  target: { type: 'support' as const, id: s.id },
});
