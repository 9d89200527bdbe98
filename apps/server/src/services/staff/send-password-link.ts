/** Sending a staff member a link to set a password: the invitation again, or a reset once they have one. */
import type { AuthedContext } from '../../context.ts';
import { authorize } from '../../lib/authorize.ts';
import { userPolicy } from '../../policies/users.policy.ts';
import { issuePasswordLink } from '../auth/issue-password-link.ts';
import { emit } from '../emit.ts';
import { loadTarget } from './update-user.ts';

export async function sendPasswordLink(ctx: AuthedContext, userId: number): Promise<void> {
  const { actor } = ctx;
  const t = await loadTarget(ctx, userId);
  authorize(userPolicy.sendPasswordLink, actor, t);
  const purpose = t.user.password_hash ? 'reset' : 'invite';
  await issuePasswordLink(ctx, { userId: t.user.id, purpose, invitedBy: `${actor.first_name} ${actor.last_name}`.trim() });
  await emit(ctx.db, ctx, { type: 'user.password_link_sent', target: { type: 'user', id: t.user.id }, details: { purpose } });
}
