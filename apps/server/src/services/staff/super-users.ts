/** Invites a new super administrator (super admins only); they set their password from the e-mailed link. */
import type { AuthedContext } from '../../context.ts';
import { fieldError } from '../../lib/errors.ts';
import { emit } from '../emit.ts';
import { emailsInUse, insertUser } from '../../repositories/staff.repository.ts';
import { issuePasswordLink } from '../auth/issue-password-link.ts';

export async function inviteSuperUser(ctx: AuthedContext, input: { email: string; first_name: string; last_name: string }): Promise<number> {
  if ((await emailsInUse(ctx.db, [input.email])).length) throw fieldError('email', 'Exists');
  const actor = ctx.actor;
  return ctx.db.transaction(async (tx) => {
    const user = await insertUser(tx, { ...input, is_super: true });
    await issuePasswordLink({ ...ctx, db: tx }, { userId: user.id, purpose: 'invite', invitedBy: `${actor.first_name} ${actor.last_name}`.trim() });
    await emit(tx, ctx, { type: 'user.invited', target: { type: 'user', id: user.id }, details: { after: { email: user.email, is_super: true } } });
    return user.id;
  });
}
