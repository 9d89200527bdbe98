import type { ServiceContext } from '../../context.ts';
import { newToken, sha256 } from '../../lib/tokens.ts';
import { emit } from '../emit.ts';
import { createSession, deleteSession } from '../../repositories/sessions.repository.ts';
import { primaryDistrictId, recordSignIn } from '../../repositories/users.repository.ts';
import { secondFactorAtSignIn } from '../mfa/second-step.ts';

export type SessionKind = 'staff' | 'admin';

/**
 * Opens a session for a user whose identity is already proven (password, Google or
 * Microsoft): one place, so every way in gets the same session. A fresh random id is
 * issued and any session the request carried ends (no session fixation); only the
 * SHA-256 of the token is stored; the sign-in is recorded and audited.
 *
 * The session may still owe a second factor (issue 24, section 4): `mfa` says so (`verify` or `enrol`), and
 * until then it reaches only the second step (plugins/mfa-gate.ts). `providerMfa`: the provider's token says
 * it asked for a second factor itself (`amr` holds `mfa`).
 */
export async function startSession(
  ctx: ServiceContext,
  user: { id: number },
  kind: SessionKind,
  details: Record<string, unknown> = {},
  opts: { providerMfa?: boolean } = {},
): Promise<{ token: string; mfa?: 'verify' | 'enrol' }> {
  if (ctx.auth) await deleteSession(ctx.db, ctx.auth.sessionHash);
  const token = newToken();
  const now = new Date();
  const second = await secondFactorAtSignIn(ctx, user.id, opts.providerMfa ?? false, now);
  await createSession(ctx.db, {
    id_hash: sha256(token),
    user_id: user.id,
    kind,
    created_at: now,
    last_seen_at: now,
    expires_at: new Date(now.getTime() + ctx.config.sessionAbsoluteMs),
    ip: ctx.ip,
    // Kept whole (bounded) and summarised as device and browser when the user lists their sessions (issue 24).
    user_agent: ctx.userAgent ? ctx.userAgent.slice(0, 512) : null,
    ...second,
  });
  await recordSignIn(ctx.db, user.id, now);
  await emit(
    ctx.db,
    { actor_user_id: user.id, real_actor_user_id: user.id, ip: ctx.ip },
    {
      type: 'auth.sign_in',
      outcome: 'success',
      // So a district admin sees their people's sign-ins in their district's audit log.
      district_id: await primaryDistrictId(ctx.db, user.id),
      details: { door: kind, ...details, ...(second.mfa_pending ? { mfa: second.mfa_pending } : {}), ...(opts.providerMfa ? { provider_mfa: true } : {}) },
    },
  );
  return second.mfa_pending ? { token, mfa: second.mfa_pending } : { token };
}
