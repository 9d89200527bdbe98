/**
 * A school's account status (issue 23, section 3): super admins move a school between good, payment pending and
 * suspended, with a reason. Each change is a history row (`school_status_changes`, append-only), an audit row
 * (`school.account_changed`) and an e-mail to each of the school's admins, in the district's language. Suspending
 * keeps its rule: `suspended_at` is set, and the sessions of the school's staff end. The school edit form's status
 * (PATCH /schools/{id}/) goes through `recordStatusChange` too, without a reason.
 */
import { SCHOOL_STATUS_LABEL, SUBSCRIPTION_MSG, translate, type Language, type TChangeSchoolStatus, type TSubscription } from '@ss/domain';
import type { Database } from '@ss/db';
import type { AuthedContext } from '../../context.ts';
import { authorize } from '../../lib/authorize.ts';
import { fieldError } from '../../lib/errors.ts';
import { subscriptionPolicy } from '../../policies/subscriptions.policy.ts';
import { endSessionsOfUsers } from '../../repositories/sessions.repository.ts';
import { findSubscription, insertStatusChange, schoolAdmins, type SchoolStatusValue } from '../../repositories/subscriptions/subscriptions.repository.ts';
import { schoolLevelMemberIds, updateSchoolRow } from '../../repositories/tenancy.repository.ts';
import { schoolTarget } from '../audit-actor.ts';
import { queueEmail } from '../email/queue-email.ts';
import { emit } from '../emit.ts';
import { readSubscription, subscriptionFor } from './read-subscription.ts';

/**
 * Keeps a change of `schools.status` (already written, in the caller's transaction): the history row, and an e-mail
 * to each of the school's admins saying what changed, why, and what the new status means.
 */
export async function recordStatusChange(
  tx: Database,
  ctx: Pick<AuthedContext, 'jobs' | 'config' | 'actor'>,
  change: { schoolId: number; from: SchoolStatusValue; to: SchoolStatusValue; reason: string },
): Promise<void> {
  await insertStatusChange(tx, { school_id: change.schoolId, from_status: change.from, to_status: change.to, reason: change.reason, actor_user_id: ctx.actor.id });
  const row = await findSubscription(tx, { all: true }, change.schoolId);
  if (!row) return;
  const lang: Language = row.francophone ? 'fr' : 'en';
  const status = (s: SchoolStatusValue) => translate(lang, SCHOOL_STATUS_LABEL[s]);
  const link = `${ctx.config.publicUrl}/school/${row.school.district_id}/${row.school.id}/students/manage-subscription`;
  for (const admin of await schoolAdmins(tx, change.schoolId)) {
    await queueEmail(tx, ctx.jobs, {
      to: admin.email,
      subject: translate(lang, 'subscriptions.email.status.subject', { school: row.school.name, status: status(change.to) }),
      text: translate(lang, 'subscriptions.email.status.body', {
        name: admin.first_name,
        school: row.school.name,
        district: row.district_name,
        from: status(change.from),
        to: status(change.to),
        reason: change.reason || translate(lang, 'subscriptions.history.noReason'),
        meaning: translate(lang, `subscriptions.status.${change.to}`),
        link,
      }),
    });
  }
}

export async function changeSchoolStatus(ctx: AuthedContext, schoolId: number, input: TChangeSchoolStatus): Promise<TSubscription> {
  const row = await subscriptionFor(ctx, schoolId);
  authorize(subscriptionPolicy.changeStatus, ctx.actor);
  const from = row.school.status;
  if (input.status === from) throw fieldError('status', SUBSCRIPTION_MSG.sameStatus);
  await ctx.db.transaction(async (tx) => {
    const suspendedAt = input.status === 'account_suspended' ? new Date() : null;
    await updateSchoolRow(tx, schoolId, { status: input.status, suspended_at: suspendedAt });
    if (suspendedAt && !row.school.suspended_at) await endSessionsOfUsers(tx, await schoolLevelMemberIds(tx, schoolId));
    await emit(tx, ctx, {
      type: 'school.account_changed',
      ...schoolTarget({ id: schoolId, district_id: row.school.district_id }),
      details: { changes: { status: [from, input.status] }, reason: input.reason },
    });
    await recordStatusChange(tx, ctx, { schoolId, from, to: input.status, reason: input.reason });
  });
  return readSubscription(ctx, schoolId);
}
