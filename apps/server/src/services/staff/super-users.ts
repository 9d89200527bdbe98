/** Invites a new super administrator (super admins only); they set their password from the e-mailed link. */
import type { Database } from '@ss/db';
import type { ServiceContext } from '../../context.ts';
import { fieldError } from '../../lib/errors.ts';
import { recordAudit } from '../../repositories/audit.repository.ts';
import { emailsInUse, insertUser } from '../../repositories/staff.repository.ts';
import { auditActor } from '../audit-actor.ts';
import { issuePasswordLink } from '../auth/issue-password-link.ts';

export async function inviteSuperUser(ctx: ServiceContext, input: { email: string; first_name: string; last_name: string }): Promise<number> {
  if ((await emailsInUse(ctx.db, [input.email])).length) throw fieldError('email', 'Exists');
  const actor = ctx.auth!.actor;
  return ctx.db.transaction(async (txn) => {
    const tx = txn as unknown as Database;
    const user = await insertUser(tx, { ...input, is_super: true });
    await issuePasswordLink({ ...ctx, db: tx }, { userId: user.id, purpose: 'invite', invitedBy: `${actor.first_name} ${actor.last_name}`.trim() });
    await recordAudit(tx, { ...auditActor(ctx), action: 'user.invited', target_type: 'user', target_id: String(user.id), details: { after: { email: user.email, is_super: true } } });
    return user.id;
  });
}
