/**
 * An invoice request (issue 23, section 3): there is no payment provider, so a school admin's request is an e-mail
 * to the support contact (SUPPORT_EMAIL) naming the school, its district, its plan and who asks. One request per
 * school a day: a second within 24 hours is refused (429) and sends nothing. Audited `school.invoice_requested`.
 */
import { INVOICE_REQUEST_HOURS, SCHOOL_STATUS_LABEL, SUBSCRIPTION_MSG, translate, type TInvoiceRequested } from '@ss/domain';
import type { AuthedContext } from '../../context.ts';
import { authorize } from '../../lib/authorize.ts';
import { HttpError } from '../../lib/errors.ts';
import { subscriptionPolicy } from '../../policies/subscriptions.policy.ts';
import { claimInvoiceRequest } from '../../repositories/subscriptions/subscriptions.repository.ts';
import { schoolTarget } from '../audit-actor.ts';
import { queueEmail } from '../email/queue-email.ts';
import { emit } from '../emit.ts';
import { subscriptionFor } from './read-subscription.ts';

export async function requestInvoice(ctx: AuthedContext, schoolId: number): Promise<TInvoiceRequested> {
  const row = await subscriptionFor(ctx, schoolId);
  authorize(subscriptionPolicy.requestInvoice, ctx.actor, row.school);
  const to = ctx.config.supportEmail;
  // The support team reads English.
  const lang = 'en' as const;
  const none = translate(lang, 'subscriptions.email.none');
  const plan = row.plan;
  const billing = plan?.billing_name || plan?.billing_email ? `${plan.billing_name} <${plan.billing_email}>`.trim() : none;
  return ctx.db.transaction(async (tx) => {
    const at = await claimInvoiceRequest(tx, schoolId, INVOICE_REQUEST_HOURS);
    if (!at) throw new HttpError(429, 'rate_limited', SUBSCRIPTION_MSG.invoiceTooSoon);
    await queueEmail(tx, ctx.jobs, {
      to,
      subject: translate(lang, 'subscriptions.email.invoice.subject', { school: row.school.name, district: row.district_name }),
      text: translate(lang, 'subscriptions.email.invoice.body', {
        school: row.school.name,
        schoolId: row.school.id,
        district: row.district_name,
        band: plan?.band ? translate(lang, `subscriptions.band.${plan.band}`) : none,
        renewal: plan?.renewal_date ?? none,
        billing,
        status: translate(lang, SCHOOL_STATUS_LABEL[row.school.status]),
        requester: `${ctx.actor.first_name} ${ctx.actor.last_name}`.trim(),
        requesterEmail: ctx.actor.email,
      }),
    });
    await emit(tx, ctx, { type: 'school.invoice_requested', ...schoolTarget({ id: schoolId, district_id: row.school.district_id }), details: { to } });
    return { requested_at: at.toISOString(), support_email: to };
  });
}
