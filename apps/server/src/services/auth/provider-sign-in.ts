import type { TProviderLoginRequest } from '@ss/domain';
import type { ServiceContext } from '../../context.ts';
import { emit } from '../emit.ts';
import { findIdentity, insertIdentity, type Provider } from '../../repositories/identities.repository.ts';
import { consumeNonce, sweepNonces } from '../../repositories/oidc-nonces.repository.ts';
import { findUserByEmail, loadActor } from '../../repositories/users.repository.ts';
import { sha256 } from '../../lib/tokens.ts';
import { nonceMatches } from './oidc-nonce.ts';
import { invalidCredentials } from './sign-in.ts';
import { startSession } from './start-session.ts';
import { IdTokenRejected, verifyGoogleIdToken, verifyMicrosoftIdToken, type VerifiedIdentity } from './verify-id-token.ts';

/**
 * Signs in with a Google or Microsoft id_token. Nobody is created by signing in: the
 * token must carry the nonce this browser was issued (`nonceKey`, from its cookie: see
 * oidc-nonce.ts), unused until now: a leaked token cannot be replayed. The
 * identity must already be linked to a user by (provider, issuer, subject), or — once,
 * at the first sign-in — match an existing user by an e-mail the provider verified,
 * when that user has no identity of this provider yet; the link is then recorded and
 * audited, and from then on only the subject counts. Every refusal (bad token, unknown
 * or deactivated user, unverified e-mail, a user linked to another subject, a non-super
 * at the admin door) answers exactly like a wrong password, and is audited as a failed
 * sign-in (the throttle counts it). Success opens the same session as a password.
 */
export async function providerSignIn(
  ctx: ServiceContext,
  provider: Provider,
  input: TProviderLoginRequest,
  nonceKey: string | null,
): Promise<{ token: string; mfa?: 'verify' | 'enrol' }> {
  const kind = input.user_type === 'admin' ? 'admin' : 'staff';
  let identity: VerifiedIdentity | null = null;

  const refuse = async (reason: string, userId?: number): Promise<never> => {
    await emit(
      ctx.db,
      { actor_user_id: userId ?? null, ip: ctx.ip },
      {
        type: 'auth.sign_in',
        outcome: 'failure',
        details: { provider, door: kind, reason, ...(identity?.email ? { email: identity.email } : {}) },
      },
    );
    throw invalidCredentials();
  };

  try {
    identity = provider === 'google' ? await verifyGoogleIdToken(ctx.config.google!, input.id_token) : await verifyMicrosoftIdToken(ctx.config.microsoft!, input.id_token);
  } catch (err) {
    if (err instanceof IdTokenRejected) return refuse(`token:${err.reason}`);
    throw err;
  }

  if (!identity.nonce) return refuse('nonce_missing');
  if (!nonceMatches(identity.nonce, nonceKey)) return refuse('nonce_mismatch');
  const now = new Date();
  await sweepNonces(ctx.db, now);
  if (!(await consumeNonce(ctx.db, sha256(identity.nonce), identity.acceptedUntil))) return refuse('nonce_replayed');

  const link = await findIdentity(ctx.db, provider, identity.issuer, identity.subject);
  let userId = link?.user_id;
  if (userId === undefined) {
    if (!identity.email || !identity.emailVerified) return refuse('email_unverified');
    const byEmail = await findUserByEmail(ctx.db, identity.email);
    if (!byEmail) return refuse('unknown_user');
    userId = byEmail.id;
  }

  const user = await loadActor(ctx.db, userId);
  if (!user) return refuse('deactivated', userId);
  if (kind === 'admin' && !user.is_super) return refuse('not_super', user.id);

  if (!link) {
    const created = await insertIdentity(ctx.db, {
      user_id: user.id,
      provider,
      issuer: identity.issuer,
      subject: identity.subject,
      email_at_link: identity.email!,
    });
    if (!created) {
      // Either the user is already linked to another subject of this provider (refused: the
      // e-mail claim never overrides a link), or the same first sign-in raced this one.
      const raced = await findIdentity(ctx.db, provider, identity.issuer, identity.subject);
      if (raced?.user_id !== user.id) return refuse('linked_to_other_subject', user.id);
    } else {
      await emit(
        ctx.db,
        { actor_user_id: user.id, real_actor_user_id: user.id, ip: ctx.ip },
        {
          type: 'auth.identity_linked',
          target: { type: 'user', id: user.id },
          details: { provider, issuer: identity.issuer, email: identity.email },
        },
      );
    }
  }

  // A provider that asked for a second factor itself (`amr` holds `mfa`) counts as one (issue 24, section 4).
  return startSession(ctx, user, kind, { provider }, { providerMfa: identity.mfa });
}
