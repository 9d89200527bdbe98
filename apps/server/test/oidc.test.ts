import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWTPayload } from 'jose';
import { auditEvents, CAST, sessions, usedOidcNonces, userIdentities, users } from '@ss/db';
import { sha256 } from '../src/lib/tokens.ts';
import { startTestServer, type ApiClient, type TestServer } from './harness.ts';

const INVALID = { error: { code: 'invalid_credentials', message: 'Invalid email or password' } };
const GOOGLE_CLIENT = 'google-client-id.apps.example';
const MS_CLIENT = '11111111-2222-3333-4444-555555555555';
const GOOGLE_ISS = 'https://accounts.google.com';
const TENANT = '9a8b7c6d-0000-4000-8000-123456789abc';
const OTHER_TENANT = '0f0f0f0f-1111-4111-8111-abcdefabcdef';
const msIssuer = (tid: string) => `https://login.microsoftonline.com/${tid}/v2.0`;

let jwks: Server;
let jwksUrl: string;
let key: CryptoKey;
let strangerKey: CryptoKey;
let server: TestServer;

beforeAll(async () => {
  const pair = await generateKeyPair('RS256');
  key = pair.privateKey;
  strangerKey = (await generateKeyPair('RS256')).privateKey;
  const body = JSON.stringify({ keys: [{ ...(await exportJWK(pair.publicKey)), kid: 'k1', alg: 'RS256', use: 'sig' }] });
  jwks = createServer((_req, res) => res.writeHead(200, { 'content-type': 'application/json' }).end(body));
  await new Promise<void>((resolve) => jwks.listen(0, '127.0.0.1', resolve));
  jwksUrl = `http://127.0.0.1:${(jwks.address() as { port: number }).port}/keys`;
  server = await startTestServer({
    trustProxy: true,
    google: { clientId: GOOGLE_CLIENT, jwksUrl, issuer: GOOGLE_ISS },
    microsoft: { clientId: MS_CLIENT, jwksUrl, issuerTemplate: 'https://login.microsoftonline.com/{tid}/v2.0' },
  });
});
afterAll(async () => {
  await server?.close();
  await new Promise((r) => jwks?.close(r));
});

interface TokenOptions {
  iss?: string;
  aud?: string;
  exp?: number | string;
  nbf?: number;
  signWith?: CryptoKey;
  kid?: string;
}

function sign(claims: JWTPayload, o: TokenOptions = {}) {
  const jwt = new SignJWT(claims)
    .setProtectedHeader({ alg: 'RS256', kid: o.kid ?? 'k1' })
    .setIssuedAt()
    .setAudience(o.aud ?? GOOGLE_CLIENT)
    .setExpirationTime(o.exp ?? '5m');
  if (o.iss !== '') jwt.setIssuer(o.iss ?? GOOGLE_ISS);
  if (o.nbf !== undefined) jwt.setNotBefore(o.nbf);
  return jwt.sign(o.signWith ?? key);
}
/** A token to be signed once the browser has its nonce (which `extra` may override or remove). */
type Token = (nonce?: string) => Promise<string>;
const withNonce = (nonce?: string) => (nonce === undefined ? {} : { nonce });
const google =
  (sub: string, email: string, extra: JWTPayload = {}, o: TokenOptions = {}): Token =>
  (nonce) =>
    sign({ sub, email, email_verified: true, ...withNonce(nonce), ...extra }, o);
const microsoft =
  (oid: string, email: string, extra: JWTPayload = {}, o: TokenOptions = {}): Token =>
  (nonce) =>
    sign({ sub: `pairwise-${oid}`, tid: TENANT, oid, email, xms_edov: true, ...withNonce(nonce), ...extra }, { aud: MS_CLIENT, iss: msIssuer(TENANT), ...o });

/** As the browser does it: ask for a nonce, go to the provider (sign the token here), post the token back. */
async function providerLogin(c: ApiClient, provider: 'google' | 'microsoft', token: Token | string, user_type = 'school', headers: Record<string, string> = {}) {
  const issued = await c.request('POST', '/api/v1/oidc_nonce/', undefined, headers);
  expect(issued.status).toBe(200);
  const id_token = typeof token === 'string' ? token : await token(issued.body.nonce);
  return c.request('POST', `/api/v1/${provider}_login/`, { id_token, user_type }, headers);
}
const login = (provider: 'google' | 'microsoft', token: Token | string, user_type = 'school', ip?: string) =>
  providerLogin(server.client(), provider, token, user_type, ip ? { 'x-forwarded-for': ip } : {});
const userId = async (email: string) => (await server.db.select().from(users).where(eq(users.email, email)))[0]!.id;
const identitiesOf = async (id: number) => server.db.select().from(userIdentities).where(eq(userIdentities.user_id, id));
const lastAudit = async (action: string) => (await server.db.select().from(auditEvents).where(eq(auditEvents.action, action)).orderBy(desc(auditEvents.id)).limit(1))[0];

describe('GET /api/v1/auth_config/', () => {
  it('names the configured providers, publicly', async () => {
    const res = await server.client().get('/api/v1/auth_config/');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ google: { client_id: GOOGLE_CLIENT }, microsoft: { client_id: MS_CLIENT, tenant: 'common' } });
  });

  it('reports an unconfigured provider as null, whose sign-in route does not exist; and a configured tenant', async () => {
    const other = await startTestServer({
      microsoft: { clientId: MS_CLIENT, jwksUrl, issuerTemplate: 'https://login.microsoftonline.com/{tid}/v2.0', tenantId: TENANT },
    });
    try {
      const c = other.client();
      expect((await c.get('/api/v1/auth_config/')).body).toEqual({ google: null, microsoft: { client_id: MS_CLIENT, tenant: TENANT } });
      const res = await c.post('/api/v1/google_login/', { id_token: await google('g-x', CAST.teacher)(), user_type: 'school' });
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ error: { code: 'not_found', message: 'Not Found' } });
      // With MICROSOFT_TENANT_ID set, a genuine token of another tenant is refused.
      const foreign = microsoft('oid-foreign', CAST.teacher, { tid: OTHER_TENANT }, { iss: msIssuer(OTHER_TENANT) });
      expect((await providerLogin(c, 'microsoft', foreign)).body).toEqual(INVALID);
      const own = microsoft('oid-own', CAST.teacher);
      expect((await providerLogin(c, 'microsoft', own)).status).toBe(200);
    } finally {
      await other.close();
    }
  });
});

describe('POST /api/v1/google_login/', () => {
  it('links by verified e-mail at the first sign-in, then signs in by subject even after the e-mail changes', async () => {
    const id = await userId(CAST.teacher);
    const c = server.client();
    const passwordToken = await c.signIn(CAST.teacher);
    const first = await providerLogin(c, 'google', google('g-teacher', CAST.teacher));
    expect(first.status).toBe(200);
    expect(Object.keys(first.body)).toEqual(['token']);
    expect(first.headers.getSetCookie().find((l) => l.startsWith('sessionid='))).toMatch(/HttpOnly/i);
    expect((await c.get('/api/v1/current_user/')).body.id).toBe(id);
    // A fresh session id: the one the request carried has ended.
    expect(
      await server.db
        .select()
        .from(sessions)
        .where(eq(sessions.id_hash, sha256(passwordToken))),
    ).toHaveLength(0);
    expect((await identitiesOf(id)).map((i) => [i.provider, i.issuer, i.subject, i.email_at_link])).toEqual([['google', GOOGLE_ISS, 'g-teacher', CAST.teacher]]);
    expect(await lastAudit('auth.identity_linked')).toMatchObject({ actor_user_id: id, details: { provider: 'google', email: CAST.teacher } });
    expect(await lastAudit('auth.sign_in')).toMatchObject({ outcome: 'success', actor_user_id: id, details: { door: 'staff', provider: 'google' } });

    await server.db.update(users).set({ email: 'hannah.lee@demo.test' }).where(eq(users.id, id));
    try {
      // The e-mail claim no longer matters, even one naming someone else, or unverified; the other spelling of the issuer is the same issuer.
      for (const token of [
        google('g-teacher', 'someone.else@gmail.test'),
        google('g-teacher', CAST.schoolAdmin, { email_verified: false }),
        google('g-teacher', CAST.teacher, {}, { iss: 'accounts.google.com' }),
      ]) {
        const again = server.client();
        const res = await providerLogin(again, 'google', token, 'district');
        expect(res.status).toBe(200);
        expect((await again.get('/api/v1/current_user/')).body.id).toBe(id);
      }
    } finally {
      await server.db.update(users).set({ email: CAST.teacher }).where(eq(users.id, id));
    }
    expect(await identitiesOf(id)).toHaveLength(1);
  });

  const refusals: [string, string, () => Token][] = [
    ['an expired token', 'token:ERR_JWT_EXPIRED', () => google('g-r1', CAST.schoolStaff, {}, { exp: Math.floor(Date.now() / 1000) - 3600 })],
    ['a token not yet valid (nbf)', 'token:ERR_JWT_CLAIM_VALIDATION_FAILED:nbf', () => google('g-r2', CAST.schoolStaff, {}, { nbf: Math.floor(Date.now() / 1000) + 3600 })],
    ['a token for another audience', 'token:ERR_JWT_CLAIM_VALIDATION_FAILED:aud', () => google('g-r3', CAST.schoolStaff, {}, { aud: 'someone-elses-client' })],
    ['a token of another issuer', 'token:ERR_JWT_CLAIM_VALIDATION_FAILED:iss', () => google('g-r4', CAST.schoolStaff, {}, { iss: 'https://accounts.evil.test' })],
    ['a token without an issuer', 'token:ERR_JWT_CLAIM_VALIDATION_FAILED:iss', () => google('g-r4b', CAST.schoolStaff, {}, { iss: '' })],
    ['a token signed by an unknown key id', 'token:ERR_JWKS_NO_MATCHING_KEY', () => google('g-r5', CAST.schoolStaff, {}, { signWith: strangerKey, kid: 'k2' })],
    ['a token signed by another key under a known key id', 'token:ERR_JWS_SIGNATURE_VERIFICATION_FAILED', () => google('g-r6', CAST.schoolStaff, {}, { signWith: strangerKey })],
    [
      'an HS256 token (shared secret)',
      'token:ERR_JOSE_ALG_NOT_ALLOWED',
      () => (nonce) =>
        new SignJWT({ sub: 'g-r7', email: CAST.schoolStaff, email_verified: true, ...withNonce(nonce) })
          .setProtectedHeader({ alg: 'HS256', kid: 'k1' })
          .setIssuer(GOOGLE_ISS)
          .setAudience(GOOGLE_CLIENT)
          .setIssuedAt()
          .setExpirationTime('5m')
          .sign(new TextEncoder().encode('a-shared-secret-of-at-least-32-bytes!!')),
    ],
    [
      'an unsigned token (alg none)',
      'token:ERR_JOSE_ALG_NOT_ALLOWED',
      () => async (nonce) => {
        const part = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
        const now = Math.floor(Date.now() / 1000);
        return `${part({ alg: 'none', typ: 'JWT' })}.${part({ sub: 'g-r8', email: CAST.schoolStaff, email_verified: true, nonce, iss: GOOGLE_ISS, aud: GOOGLE_CLIENT, iat: now, exp: now + 300 })}.`;
      },
    ],
    ['a malformed token', 'token:ERR_JWS_INVALID', () => async () => 'not.a.jwt'],
    ['an unknown user', 'unknown_user', () => google('g-r9', 'stranger@gmail.test')],
    ['an unverified e-mail', 'email_unverified', () => google('g-r10', CAST.schoolStaff, { email_verified: false })],
    ['an e-mail verified only as a string', 'email_unverified', () => google('g-r11', CAST.schoolStaff, { email_verified: 'true' })],
    ['a token without an e-mail', 'email_unverified', () => (nonce) => sign({ sub: 'g-r12', email_verified: true, ...withNonce(nonce) })],
  ];
  for (const [name, reason, make] of refusals) {
    it(`refuses ${name} like a wrong password, links nothing and audits the failure`, async () => {
      const staffId = await userId(CAST.schoolStaff);
      const c = server.client();
      const res = await providerLogin(c, 'google', make());
      expect(res.status).toBe(401);
      expect(res.body).toEqual(INVALID);
      expect(c.cookies.has('sessionid')).toBe(false);
      expect(await identitiesOf(staffId)).toHaveLength(0);
      const audit = await lastAudit('auth.sign_in');
      expect(audit).toMatchObject({ outcome: 'failure', details: { provider: 'google', door: 'staff' } });
      expect((audit!.details as { reason: string }).reason).toBe(reason);
    });
  }

  it('refuses a verified e-mail whose user is already linked to another subject', async () => {
    const id = await userId(CAST.schoolLeader);
    expect((await login('google', google('g-leader', CAST.schoolLeader))).status).toBe(200);
    const res = await login('google', google('g-impostor', CAST.schoolLeader));
    expect(res.status).toBe(401);
    expect(res.body).toEqual(INVALID);
    expect((await identitiesOf(id)).map((i) => i.subject)).toEqual(['g-leader']);
    expect((await lastAudit('auth.sign_in'))!.details).toMatchObject({ reason: 'linked_to_other_subject' });
  });

  it('admits only super users at the admin door, without linking anyone else', async () => {
    const adminId = await userId(CAST.schoolAdmin);
    const refused = await login('google', google('g-school-admin', CAST.schoolAdmin), 'admin');
    expect(refused.body).toEqual(INVALID);
    expect(await identitiesOf(adminId)).toHaveLength(0);
    const c = server.client();
    const ok = await providerLogin(c, 'google', google('g-super', CAST.super), 'admin');
    expect(ok.status).toBe(200);
    expect((await c.get('/api/v1/current_user/')).body.is_super).toBe(true);
    const [session] = await server.db
      .select()
      .from(sessions)
      .where(eq(sessions.id_hash, sha256(ok.body.token)));
    expect(session!.kind).toBe('admin');
  });

  it('refuses a linked user who has been deactivated', async () => {
    const id = await userId(CAST.multiTeacher);
    expect((await login('google', google('g-multi', CAST.multiTeacher))).status).toBe(200);
    await server.db.update(users).set({ deactivated_at: new Date() }).where(eq(users.id, id));
    try {
      expect((await login('google', google('g-multi', CAST.multiTeacher))).body).toEqual(INVALID);
    } finally {
      await server.db.update(users).set({ deactivated_at: null }).where(eq(users.id, id));
    }
  });

  it('rejects bad input with the catalogue messages, and needs the CSRF header', async () => {
    const c = server.client();
    const bad = await c.post('/api/v1/google_login/', { user_type: 'teacher', email: CAST.teacher });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toEqual({
      id_token: { message: 'Required' },
      user_type: { message: 'Invalid value' },
      email: { message: 'Unknown field' },
    });
    c.csrf = false;
    const forged = await c.post('/api/v1/google_login/', { id_token: await google('g-csrf', CAST.districtStaff)(), user_type: 'school' });
    expect(forged.status).toBe(403);
    expect(await identitiesOf(await userId(CAST.districtStaff))).toHaveLength(0);
  });

  it('throttles failures per IP, then refuses even a valid token without checking it', async () => {
    const ip = '10.9.9.9';
    for (let i = 0; i < 50; i++) expect((await login('google', 'not.a.jwt', 'school', ip)).status).toBe(401);
    const res = await login('google', google('g-throttled', CAST.districtAdmin), 'school', ip);
    expect(res.status).toBe(429);
    expect(res.body.error.code).toBe('rate_limited');
    expect(await identitiesOf(await userId(CAST.districtAdmin))).toHaveLength(0);
    expect((await lastAudit('auth.sign_in'))!.details).toMatchObject({ provider: 'google', throttled: true });
  });
});

describe('the sign-in nonce (POST /api/v1/oidc_nonce/): a token signs in only in the browser it was issued to, once', () => {
  const KEY_COOKIE = 'oidc_nonce';

  it('answers a nonce and keeps the key it hashes in a short-lived HttpOnly cookie; needs the CSRF header', async () => {
    const c = server.client();
    const res = await c.post('/api/v1/oidc_nonce/');
    expect(res.status).toBe(200);
    expect(Object.keys(res.body)).toEqual(['nonce']);
    const line = res.headers.getSetCookie().find((l) => l.startsWith(`${KEY_COOKIE}=`))!;
    expect(line).toMatch(/HttpOnly/i);
    expect(line).toMatch(/SameSite=Lax/i);
    expect(line).toMatch(/Max-Age=600/i);
    expect(line).toMatch(/Path=\/api\/v1\//i);
    const key = c.cookies.get(KEY_COOKIE)!;
    expect(key).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(res.body.nonce).toBe(sha256(key));
    // Each request draws a new key.
    expect((await c.post('/api/v1/oidc_nonce/')).body.nonce).not.toBe(res.body.nonce);
    const forged = server.client();
    forged.csrf = false;
    expect((await forged.post('/api/v1/oidc_nonce/')).status).toBe(403);
    expect(forged.cookies.has(KEY_COOKIE)).toBe(false);
  });

  const refusedLike = async (res: { status: number; body: unknown }, reason: string, email: string) => {
    expect(res.status).toBe(401);
    expect(res.body).toEqual(INVALID);
    const audit = await lastAudit('auth.sign_in');
    expect(audit).toMatchObject({ outcome: 'failure', details: { reason } });
    expect(await identitiesOf(await userId(email))).toHaveLength(0);
  };

  it('refuses a genuine token without a nonce, and one with a nonce this browser was not given', async () => {
    const c = server.client();
    await refusedLike(await providerLogin(c, 'google', google('g-n1', CAST.districtStaff, { nonce: undefined })), 'nonce_missing', CAST.districtStaff);
    expect(c.cookies.has('sessionid')).toBe(false);
    // The key cookie is gone after any attempt: a new attempt starts from the sign-in page.
    expect(c.cookies.has(KEY_COOKIE)).toBe(false);
    await refusedLike(await providerLogin(c, 'google', google('g-n1', CAST.districtStaff, { nonce: 'chosen-by-someone-else' })), 'nonce_mismatch', CAST.districtStaff);
    await refusedLike(await providerLogin(c, 'microsoft', microsoft('oid-n1', CAST.districtStaff, { nonce: undefined })), 'nonce_missing', CAST.districtStaff);
    // A nonce issued to another browser.
    const other = (await server.client().post('/api/v1/oidc_nonce/')).body.nonce as string;
    await refusedLike(await providerLogin(c, 'microsoft', microsoft('oid-n1', CAST.districtStaff, { nonce: other })), 'nonce_mismatch', CAST.districtStaff);
    expect(c.cookies.has('sessionid')).toBe(false);
  });

  it('refuses a leaked token in another browser, even one that made its cookie from the token', async () => {
    const victim = server.client();
    const { nonce } = (await victim.post('/api/v1/oidc_nonce/')).body as { nonce: string };
    const leaked = await google('g-n2', CAST.districtStaff)(nonce);
    for (const forgedKey of [undefined, nonce, sha256(nonce)]) {
      const attacker = server.client();
      if (forgedKey) attacker.cookies.set(KEY_COOKIE, forgedKey);
      await refusedLike(await attacker.post('/api/v1/google_login/', { id_token: leaked, user_type: 'school' }), 'nonce_mismatch', CAST.districtStaff);
    }
    // The victim's own sign-in still works.
    expect((await victim.post('/api/v1/google_login/', { id_token: leaked, user_type: 'school' })).status).toBe(200);
  });

  for (const provider of ['google', 'microsoft'] as const) {
    it(`refuses a ${provider} token used a second time, even with its cookie, on any copy of the server`, async () => {
      const c = server.client();
      const { nonce } = (await c.post('/api/v1/oidc_nonce/')).body as { nonce: string };
      const key = c.cookies.get(KEY_COOKIE)!;
      const email = provider === 'google' ? CAST.schoolAdmin : CAST.multiTeacher;
      const token = provider === 'google' ? await google('g-n3', email)(nonce) : await microsoft('oid-n3', email)(nonce);
      const first = await c.post(`/api/v1/${provider}_login/`, { id_token: token, user_type: 'school' });
      expect(first.status).toBe(200);
      expect(c.cookies.has(KEY_COOKIE)).toBe(false);
      const [used] = await server.db
        .select()
        .from(usedOidcNonces)
        .where(eq(usedOidcNonces.nonce_hash, sha256(nonce)));
      // Kept until the token expires (5 minutes) and its minute of clock skew has passed.
      expect(used!.expires_at.getTime()).toBeGreaterThan(Date.now() + 5 * 60_000);
      expect(used!.expires_at.getTime()).toBeLessThanOrEqual(Date.now() + 6 * 60_000 + 1000);

      // The same browser again (its cookie is gone), then a copy of the cookie and the token
      // (another server copy, or a stolen cookie): both refused, nobody signed in.
      await refusedLike(await c.post(`/api/v1/${provider}_login/`, { id_token: token, user_type: 'school' }), 'nonce_mismatch', CAST.schoolStaff);
      const replay = server.client();
      replay.cookies.set(KEY_COOKIE, key);
      const res = await replay.post(`/api/v1/${provider}_login/`, { id_token: token, user_type: 'school' });
      await refusedLike(res, 'nonce_replayed', CAST.schoolStaff);
      expect(replay.cookies.has('sessionid')).toBe(false);
      expect((await lastAudit('auth.sign_in'))!.details).toMatchObject({ provider, email });
    });
  }

  it('forgets used nonces once their tokens have expired', async () => {
    await server.db.insert(usedOidcNonces).values({ nonce_hash: 'expired-long-ago', expires_at: new Date(Date.now() - 60_000) });
    expect((await login('google', google('g-n4', CAST.districtAdmin))).status).toBe(200);
    expect(await server.db.select().from(usedOidcNonces).where(eq(usedOidcNonces.nonce_hash, 'expired-long-ago'))).toHaveLength(0);
  });
});

describe('POST /api/v1/microsoft_login/', () => {
  it('links by an e-mail its domain owner verified (xms_edov), then signs in by tenant and object id', async () => {
    const id = await userId(CAST.frTeacher);
    const first = await login('microsoft', microsoft('oid-fr', CAST.frTeacher));
    expect(first.status).toBe(200);
    expect((await identitiesOf(id)).map((i) => [i.provider, i.issuer, i.subject])).toEqual([['microsoft', msIssuer(TENANT), `${TENANT}:oid-fr`]]);
    const again = await login('microsoft', microsoft('oid-fr', 'renamed@rivieres.test', { xms_edov: false }));
    expect(again.status).toBe(200);
    const [session] = await server.db
      .select()
      .from(sessions)
      .where(eq(sessions.id_hash, sha256(again.body.token)));
    expect(session!.user_id).toBe(id);
  });

  it('refuses an e-mail match without xms_edov: the e-mail claim of Entra tokens is otherwise unverified (nOAuth)', async () => {
    const id = await userId(CAST.frAdmin);
    for (const extra of [{ xms_edov: undefined }, { xms_edov: false }, { xms_edov: 'true' }, { email_verified: true, xms_edov: undefined }]) {
      const res = await login('microsoft', microsoft('oid-attacker', CAST.frAdmin, extra));
      expect(res.body).toEqual(INVALID);
    }
    expect(await identitiesOf(id)).toHaveLength(0);
  });

  it('refuses an issuer naming another tenant than the token’s tid, and tokens missing tid or oid', async () => {
    const id = await userId(CAST.districtLeader);
    const cases = [
      microsoft('oid-leader', CAST.districtLeader, {}, { iss: msIssuer(OTHER_TENANT) }),
      microsoft('oid-leader', CAST.districtLeader, { tid: OTHER_TENANT }),
      microsoft('oid-leader', CAST.districtLeader, { tid: 'not-a-guid' }, { iss: msIssuer('not-a-guid') }),
      microsoft('oid-leader', CAST.districtLeader, { oid: undefined }),
      microsoft('oid-leader', CAST.districtLeader, {}, { aud: GOOGLE_CLIENT }),
      google('oid-leader', CAST.districtLeader, { tid: TENANT, oid: 'oid-leader', xms_edov: true }, { aud: MS_CLIENT }),
    ];
    for (const token of cases) expect((await login('microsoft', token)).body).toEqual(INVALID);
    expect(await identitiesOf(id)).toHaveLength(0);
    expect((await login('microsoft', microsoft('oid-leader', CAST.districtLeader))).status).toBe(200);
  });

  it('keeps one identity per provider: another object id for a linked user is refused', async () => {
    const id = await userId(CAST.frTeacher);
    expect((await login('microsoft', microsoft('oid-second', CAST.frTeacher))).body).toEqual(INVALID);
    expect(
      await server.db
        .select()
        .from(userIdentities)
        .where(and(eq(userIdentities.user_id, id), eq(userIdentities.provider, 'microsoft'))),
    ).toHaveLength(1);
  });
});
