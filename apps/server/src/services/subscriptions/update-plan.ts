/**
 * Saving a school's plan (issue 23, section 3): super admins change every field, the school's admins only the
 * billing contact (any other field: 403, nothing changed). The version read guards concurrent edits (409). Audited
 * `school.subscription_changed` with the changes.
 */
import { BILLING_FIELDS, type TSubscription, type TUpdateSubscription } from '@ss/domain';
import type { AuthedContext } from '../../context.ts';
import { authorize } from '../../lib/authorize.ts';
import { changes } from '../../lib/diff.ts';
import { conflict } from '../../lib/errors.ts';
import { subscriptionPolicy } from '../../policies/subscriptions.policy.ts';
import { savePlan, type PlanValues } from '../../repositories/subscriptions/subscriptions.repository.ts';
import { schoolTarget } from '../audit-actor.ts';
import { emit } from '../emit.ts';
import { readSubscription, subscriptionFor } from './read-subscription.ts';

export async function updatePlan(ctx: AuthedContext, schoolId: number, input: TUpdateSubscription): Promise<TSubscription> {
  const row = await subscriptionFor(ctx, schoolId);
  const { version, ...fields } = input;
  const planFields = Object.keys(fields).filter((k) => !(BILLING_FIELDS as readonly string[]).includes(k));
  authorize(subscriptionPolicy.updateBilling, ctx.actor, row.school);
  if (planFields.length) authorize(subscriptionPolicy.updatePlan, ctx.actor);
  const values: PlanValues = fields;
  const before = {
    band: row.plan?.band ?? null,
    renewal_date: row.plan?.renewal_date ?? null,
    billing_name: row.plan?.billing_name ?? '',
    billing_email: row.plan?.billing_email ?? '',
  };
  await ctx.db.transaction(async (tx) => {
    const saved = await savePlan(tx, schoolId, version, values);
    if (!saved) throw conflict();
    const diff = changes(before, { band: saved.band, renewal_date: saved.renewal_date, billing_name: saved.billing_name, billing_email: saved.billing_email });
    if (Object.keys(diff).length)
      await emit(tx, ctx, { type: 'school.subscription_changed', ...schoolTarget({ id: schoolId, district_id: row.school.district_id }), details: { changes: diff } });
  });
  return readSubscription(ctx, schoolId);
}
