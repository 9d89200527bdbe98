import type { TPublishAgreementRequest } from '@ss/domain';
import type { AuthedContext } from '../../context.ts';
import { insertAgreement } from '../../repositories/agreements.repository.ts';
import { emit } from '../emit.ts';

/**
 * Publishes a new version of the user agreement (super admins). It becomes current at
 * once: from the next request, everyone — the publisher too — must agree to it before
 * using the product again.
 */
export async function publishAgreement(ctx: AuthedContext, input: TPublishAgreementRequest) {
  return ctx.db.transaction(async (db) => {
    const row = await insertAgreement(db, { ...input, published_by: ctx.auth.realUser.id });
    await emit(db, ctx, {
      type: 'agreement.published',
      target: { type: 'agreement', id: row.version },
    });
    return row;
  });
}
