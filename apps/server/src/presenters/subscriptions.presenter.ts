/** School subscriptions (issue 23, section 3): the school's plan, status and history as the API answers them. */
import type { TSubscription } from '@ss/domain';
import type { StatusHistoryRow, SubscriptionRead } from '../repositories/subscriptions/subscriptions.repository.ts';

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);

export function presentSubscription(row: SubscriptionRead, history: StatusHistoryRow[], abilities: TSubscription['abilities'], supportEmail: string): TSubscription {
  const { school, plan } = row;
  return {
    school: {
      id: school.id,
      name: school.name,
      district_id: school.district_id,
      district_name: row.district_name,
      status: school.status,
      suspended_at: iso(school.suspended_at),
    },
    plan: {
      band: plan?.band ?? null,
      renewal_date: plan?.renewal_date ?? null,
      billing_name: plan?.billing_name ?? '',
      billing_email: plan?.billing_email ?? '',
      version: plan?.version ?? 0,
      updated_at: iso(plan?.updated_at),
    },
    invoice_requested_at: iso(plan?.invoice_requested_at),
    support_email: supportEmail,
    history: history.map((h) => ({
      id: h.id,
      from_status: h.from_status,
      to_status: h.to_status,
      reason: h.reason,
      actor: h.actor_id === null ? null : { id: h.actor_id, name: `${h.actor_first ?? ''} ${h.actor_last ?? ''}`.trim() },
      created_at: h.created_at.toISOString(),
    })),
    abilities,
  };
}
