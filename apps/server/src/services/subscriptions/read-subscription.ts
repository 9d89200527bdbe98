/**
 * Reading a school's subscription (issue 23, section 3): the school in the actor's scope (else 404), open to them
 * (a suspended school: super admins only, else 403), read by whom the policy allows (else 403).
 */
import type { TSubscription } from '@ss/domain';
import type { AuthedContext } from '../../context.ts';
import { scopeOf } from '../../lib/actor.ts';
import { abilitiesOf, authorize } from '../../lib/authorize.ts';
import { notFound } from '../../lib/errors.ts';
import { assertSchoolOpen } from '../../lib/suspension.ts';
import { subscriptionAbilities, subscriptionPolicy } from '../../policies/subscriptions.policy.ts';
import { presentSubscription } from '../../presenters/subscriptions.presenter.ts';
import { findSubscription, statusHistory, type SubscriptionRead } from '../../repositories/subscriptions/subscriptions.repository.ts';

/** The school's subscription row once the actor may read it. */
export async function subscriptionFor(ctx: AuthedContext, schoolId: number): Promise<SubscriptionRead> {
  const row = await findSubscription(ctx.db, scopeOf(ctx.actor), schoolId);
  if (!row) throw notFound();
  assertSchoolOpen(ctx.actor, row.school);
  authorize(subscriptionPolicy.read, ctx.actor, row.school);
  return row;
}

/** What the API answers: the plan, the status, its history and the actor's abilities. */
export async function readSubscription(ctx: AuthedContext, schoolId: number): Promise<TSubscription> {
  const row = await subscriptionFor(ctx, schoolId);
  return presentSubscription(row, await statusHistory(ctx.db, schoolId), abilitiesOf(subscriptionAbilities, ctx.actor, row.school), ctx.config.supportEmail);
}
