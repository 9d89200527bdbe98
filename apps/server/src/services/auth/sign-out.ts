import type { ServiceContext } from '../../context.ts';
import { emit } from '../emit.ts';
import { deleteSession } from '../../repositories/sessions.repository.ts';

/** Ends the request's session, if it has one. */
export async function signOut(ctx: ServiceContext): Promise<void> {
  if (!ctx.auth) return;
  await deleteSession(ctx.db, ctx.auth.sessionHash);
  await emit(ctx.db, ctx, {
    type: 'auth.sign_out',
    district_id: ctx.auth.realUser.district?.id ?? null,
  });
}
