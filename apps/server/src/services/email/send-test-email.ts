/** A super admin checks the mail set-up: a test e-mail to any address, queued like every other one. */
import { translate, type ZTestEmailRequest } from '@ss/domain';
import type { z } from 'zod';
import type { AuthedContext } from '../../context.ts';
import { authorize } from '../../lib/authorize.ts';
import { systemPolicy } from '../../policies/system.policy.ts';
import { emit } from '../emit.ts';
import { queueEmail } from './queue-email.ts';

export async function sendTestEmail(ctx: AuthedContext, input: z.infer<typeof ZTestEmailRequest>): Promise<{ id: number }> {
  const { actor } = ctx;
  authorize(systemPolicy.sendTestEmail, actor);
  const name = `${actor.first_name} ${actor.last_name}`;
  const body = [translate('en', 'email.test.body', { name }), input.note].filter(Boolean).join('\n\n');
  const row = await queueEmail(ctx.db, ctx.jobs, {
    to: input.to,
    subject: translate('en', 'email.test.subject', { app: translate('en', 'app.name') }),
    text: body,
  });
  await emit(ctx.db, ctx, { type: 'email.test_sent', target: { type: 'sent_email', id: row.id } });
  return { id: row.id };
}
