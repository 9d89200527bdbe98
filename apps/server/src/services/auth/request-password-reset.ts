import type { AppContext, ServiceContext } from '../../context.ts';
import { QUEUES } from '../../jobs/queue.ts';
import { emit } from '../emit.ts';
import { tokenIssuedSince } from '../../repositories/password-tokens.repository.ts';
import { findUserByEmail } from '../../repositories/users.repository.ts';
import { issuePasswordLink } from './issue-password-link.ts';

/**
 * "Forgot password": records the request and hands the rest to a job. Why a job: the
 * answer must not reveal whether the account exists, not even by its timing, so the
 * request does exactly the same work for every e-mail (an audit row and one enqueued
 * job) and the lookup happens later, out of the requester's sight.
 */
export async function requestPasswordReset(ctx: ServiceContext, email: string): Promise<void> {
  await emit(ctx.db, { actor_user_id: null, ip: ctx.ip }, { type: 'auth.password_forgot', details: { email } });
  await ctx.jobs.enqueue(ctx.db, QUEUES.passwordReset, { email, requestedAt: new Date().toISOString(), ip: ctx.ip });
}

/**
 * The password-reset job: sends a reset link when the e-mail belongs to an active user.
 * Idempotent: a retry finds the link it already issued for this request and stops,
 * so the user never gets two e-mails for one request.
 */
export async function runPasswordResetJob(ctx: AppContext, data: Record<string, unknown>): Promise<void> {
  const { email, requestedAt, ip } = data as { email?: unknown; requestedAt?: unknown; ip?: unknown };
  if (typeof email !== 'string' || typeof requestedAt !== 'string') return;
  const user = await findUserByEmail(ctx.db, email);
  if (!user || user.deactivated_at) return;
  if (await tokenIssuedSince(ctx.db, user.id, 'reset', new Date(requestedAt))) return;
  await issuePasswordLink({ ...ctx, auth: null, ip: typeof ip === 'string' ? ip : '' }, { userId: user.id, purpose: 'reset' });
}
