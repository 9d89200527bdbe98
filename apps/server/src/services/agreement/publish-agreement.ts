import type { TPublishAgreementRequest } from '@ss/domain';
import type { RequestAuth, ServiceContext } from '../../context.ts';
import { insertAgreement } from '../../repositories/agreements.repository.ts';
import { recordAudit } from '../../repositories/audit.repository.ts';

/**
 * Publishes a new version of the user agreement (super admins). It becomes current at
 * once: from the next request, everyone — the publisher too — must agree to it before
 * using the product again.
 */
export async function publishAgreement(ctx: ServiceContext & { auth: RequestAuth }, input: TPublishAgreementRequest) {
  return ctx.db.transaction(async (tx) => {
    const db = tx as unknown as typeof ctx.db;
    const row = await insertAgreement(db, { ...input, published_by: ctx.auth.realUser.id });
    await recordAudit(db, {
      action: 'agreement.published',
      actor_user_id: ctx.auth.actor.id,
      real_actor_user_id: ctx.auth.realUser.id,
      target_type: 'agreement',
      target_id: String(row.version),
      ip: ctx.ip,
    });
    return row;
  });
}
