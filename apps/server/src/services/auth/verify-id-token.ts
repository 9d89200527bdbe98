/**
 * Verification of Google and Microsoft id_tokens (security checklist item 4): the
 * signature against the provider's published keys (JWKS, cached and refreshed by jose),
 * RS256 only (an allow-list: no `none`, no HMAC with a public key as secret), the exact
 * issuer, the audience equal to our client id, and exp/nbf with a minute of clock skew.
 */
import { createRemoteJWKSet, errors, jwtVerify, type JWTPayload } from 'jose';
import type { Config } from '../../config.ts';
import type { Provider } from '../../repositories/identities.repository.ts';

export interface VerifiedIdentity {
  provider: Provider;
  issuer: string;
  /** Google: `sub`. Microsoft: `tid:oid` — the same person in every application, unlike `sub`. */
  subject: string;
  email: string | null;
  /** Whether the provider vouches that the e-mail belongs to this person. */
  emailVerified: boolean;
  /** The `nonce` claim: what the server issued for this sign-in (oidc-nonce.ts), or null. */
  nonce: string | null;
  /** When the token stops being accepted (`exp` plus the clock skew allowed). */
  acceptedUntil: Date;
  /** The provider says it asked for a second factor (`amr` holds `mfa`, RFC 8176): it then counts as ours (issue 24, section 4). */
  mfa: boolean;
}

/** A token that does not prove who it claims to; `reason` goes to the audit log only. */
export class IdTokenRejected extends Error {
  constructor(readonly reason: string) {
    super(reason);
  }
}

const ALGORITHMS = ['RS256'];
const CLOCK_TOLERANCE_S = 60;
const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const keySets = new Map<string, ReturnType<typeof createRemoteJWKSet>>();
function keySet(url: string) {
  let set = keySets.get(url);
  if (!set) {
    set = createRemoteJWKSet(new URL(url), { timeoutDuration: 5_000, cooldownDuration: 30_000, cacheMaxAge: 600_000 });
    keySets.set(url, set);
  }
  return set;
}

/** Runs jose's verification; a token that fails it is rejected, while trouble fetching the keys stays a server error. */
async function verify(token: string, jwksUrl: string, options: Parameters<typeof jwtVerify>[2]): Promise<JWTPayload> {
  try {
    return (await jwtVerify(token, keySet(jwksUrl), options)).payload;
  } catch (err) {
    const unavailable = err instanceof errors.JWKSTimeout || err instanceof errors.JWKSInvalid || !(err instanceof errors.JOSEError);
    if (unavailable) throw err;
    throw new IdTokenRejected(err instanceof errors.JWTClaimValidationFailed ? `${err.code}:${err.claim}` : (err as errors.JOSEError).code);
  }
}

const nonceOf = (payload: JWTPayload) => (typeof payload.nonce === 'string' && payload.nonce ? payload.nonce : null);
const acceptedUntil = (payload: JWTPayload) => new Date((payload.exp! + CLOCK_TOLERANCE_S) * 1000);
const mfaOf = (payload: JWTPayload) => {
  const amr = (payload as { amr?: unknown }).amr;
  return Array.isArray(amr) && amr.includes('mfa');
};

const emailOf = (payload: JWTPayload) => (typeof payload.email === 'string' && payload.email ? payload.email.trim().toLowerCase() : null);

export async function verifyGoogleIdToken(config: NonNullable<Config['google']>, token: string): Promise<VerifiedIdentity> {
  // Google documents both spellings of its issuer.
  const issuers = config.issuer === 'https://accounts.google.com' ? [config.issuer, 'accounts.google.com'] : [config.issuer];
  const payload = await verify(token, config.jwksUrl, {
    algorithms: ALGORITHMS,
    issuer: issuers,
    audience: config.clientId,
    clockTolerance: CLOCK_TOLERANCE_S,
    requiredClaims: ['exp', 'sub'],
  });
  return {
    provider: 'google',
    // Stored under one spelling, so the link is found whichever one a token carries.
    issuer: config.issuer,
    subject: payload.sub!,
    email: emailOf(payload),
    emailVerified: payload.email_verified === true,
    nonce: nonceOf(payload),
    acceptedUntil: acceptedUntil(payload),
    mfa: mfaOf(payload),
  };
}

export async function verifyMicrosoftIdToken(config: NonNullable<Config['microsoft']>, token: string): Promise<VerifiedIdentity> {
  // Multi-tenant: the issuer names the user's tenant, so it can only be checked against the
  // token's own `tid` once the signature has proven that `tid` genuine.
  const payload = await verify(token, config.jwksUrl, {
    algorithms: ALGORITHMS,
    audience: config.clientId,
    clockTolerance: CLOCK_TOLERANCE_S,
    requiredClaims: ['exp', 'iss', 'tid', 'oid'],
  });
  const { tid, oid } = payload as { tid?: unknown; oid?: unknown };
  if (typeof tid !== 'string' || !GUID.test(tid) || typeof oid !== 'string' || !oid) throw new IdTokenRejected('claims');
  if (payload.iss !== config.issuerTemplate.replace('{tid}', tid)) throw new IdTokenRejected('issuer');
  if (config.tenantId && tid.toLowerCase() !== config.tenantId.toLowerCase()) throw new IdTokenRejected('tenant');
  return {
    provider: 'microsoft',
    issuer: payload.iss,
    subject: `${tid}:${oid}`,
    email: emailOf(payload),
    // Entra lets a tenant administrator put ANY address in a user's `email` claim without
    // proving it (the "nOAuth" takeover: an attacker's tenant claims a victim's address).
    // It is trusted only when `xms_edov` says the domain owner verified it.
    emailVerified: (payload as { xms_edov?: unknown }).xms_edov === true,
    nonce: nonceOf(payload),
    acceptedUntil: acceptedUntil(payload),
    mfa: mfaOf(payload),
  };
}
