/**
 * A second factor (issue 24, section 4), through real HTTP with the second factor asked for (the harness turns it
 * off for the other suites): TOTP enrolment and sign-in with codes made by otplib here, recovery codes used once,
 * a pending session refused everywhere else, administrators kept to enrolment, the demo exception for its two
 * administrators only, simulation only after a recent second factor, a super admin's reset (audited, e-mailed),
 * a provider's `amr`, WebAuthn's options and a refused answer, and refusals that change nothing.
 */
import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq, sql } from 'drizzle-orm';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey } from 'jose';
import { generate } from 'otplib';
import { auditEvents, CAST, recoveryCodes, sentEmails, sessions, userFactors, users } from '@ss/db';
import { MFA_MSG } from '@ss/domain';
import { startTestServer, type ApiClient, type TestServer } from './harness.ts';

const GOOGLE_CLIENT = 'google-client-id.apps.example';
const GOOGLE_ISS = 'https://accounts.google.com';

let server: TestServer;
let jwks: Server;
let key: CryptoKey;

beforeAll(async () => {
  const pair = await generateKeyPair('RS256');
  key = pair.privateKey;
  const body = JSON.stringify({ keys: [{ ...(await exportJWK(pair.publicKey)), kid: 'k1', alg: 'RS256', use: 'sig' }] });
  jwks = createServer((_req, res) => res.writeHead(200, { 'content-type': 'application/json' }).end(body));
  await new Promise<void>((resolve) => jwks.listen(0, '127.0.0.1', resolve));
  const jwksUrl = `http://127.0.0.1:${(jwks.address() as { port: number }).port}/keys`;
  server = await startTestServer({ mfaEnforced: true, demo: false, google: { clientId: GOOGLE_CLIENT, jwksUrl, issuer: GOOGLE_ISS } });
});
afterAll(async () => {
  await server?.close();
  await new Promise((r) => jwks?.close(r));
});

const userId = async (email: string) => (await server.db.select().from(users).where(eq(users.email, email)))[0]!.id;
const factorsOf = async (email: string) =>
  server.db
    .select()
    .from(userFactors)
    .where(eq(userFactors.user_id, await userId(email)));
const lastAudit = async (action: string) => (await server.db.select().from(auditEvents).where(eq(auditEvents.action, action)).orderBy(desc(auditEvents.id)).limit(1))[0];
/** A TOTP code of this secret `offset` periods from now (otplib, as an authenticator app makes it). */
const code = (secret: string, offset = 0) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + offset * 30 });

async function signIn(email: string) {
  const c = server.client();
  const res = await c.post('/api/v1/auth/', { email, password: 'demo-password' });
  expect(res.status).toBe(200);
  return { c, mfa: (res.body.mfa ?? null) as string | null };
}

/** Enrols a TOTP app for the client's user; returns the secret and the recovery codes. */
async function enrolTotp(c: ApiClient) {
  const started = await c.post('/api/v1/mfa/totp/');
  expect(started.status).toBe(200);
  expect(started.body.otpauth_uri).toMatch(/^otpauth:\/\/totp\/.+secret=/);
  const used = await code(started.body.secret);
  const confirmed = await c.post('/api/v1/mfa/totp/confirm/', { factor_id: started.body.factor_id, code: used, label: 'Phone' });
  expect(confirmed.status).toBe(200);
  return { secret: started.body.secret as string, used, codes: confirmed.body.recovery_codes as string[] | null, factorId: started.body.factor_id as number };
}

let teacherSecret = '';
let teacherUsedCode = '';
let teacherCodes: string[] = [];

describe('TOTP', () => {
  it('a teacher signs in with the password alone, enrols an app with a code from it, and gets ten recovery codes once', async () => {
    const { c, mfa } = await signIn(CAST.teacher);
    expect(mfa).toBeNull();
    expect((await c.get('/api/v1/mfa/')).body).toMatchObject({ required: false, session: 'none', factors: [], recovery_codes_left: 0 });

    // A wrong code changes nothing: the enrolment stays unconfirmed.
    const started = await c.post('/api/v1/mfa/totp/');
    const wrong = await c.post('/api/v1/mfa/totp/confirm/', { factor_id: started.body.factor_id, code: '000000' === (await code(started.body.secret)) ? '111111' : '000000' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error).toEqual({ code: 'mfa_invalid', message: MFA_MSG.invalidCode });
    expect((await factorsOf(CAST.teacher)).every((f) => f.confirmed_at === null)).toBe(true);

    const { secret, codes, used } = await enrolTotp(c);
    teacherSecret = secret;
    teacherUsedCode = used;
    teacherCodes = codes!;
    expect(teacherCodes).toHaveLength(10);
    expect(new Set(teacherCodes).size).toBe(10);
    // Stored encrypted and hashed only.
    const [factor] = await factorsOf(CAST.teacher);
    expect(factor!.totp_secret_enc).not.toContain(secret);
    const stored = await server.db
      .select()
      .from(recoveryCodes)
      .where(eq(recoveryCodes.user_id, await userId(CAST.teacher)));
    expect(stored.map((r) => r.code_hash)).not.toContain(teacherCodes[0]);
    const status = (await c.get('/api/v1/mfa/')).body;
    expect(status).toMatchObject({ session: 'verified', recovery_codes_left: 10, factors: [{ kind: 'totp', label: 'Phone' }] });
    expect(await lastAudit('auth.mfa_enrolled')).toMatchObject({ actor_user_id: await userId(CAST.teacher), details: { kind: 'totp', recovery_codes: true } });
  });

  it('then asks for a code at sign-in: the pending session reaches nothing else, a used or wrong code is refused, a fresh one passes', async () => {
    const { c, mfa } = await signIn(CAST.teacher);
    expect(mfa).toBe('verify');
    for (const path of ['/api/v1/current_user/', '/api/v1/support_contact/', '/api/v1/students/']) {
      const res = await c.get(path);
      expect(res.status, path).toBe(401);
      expect(res.body.error).toEqual({ code: 'mfa_required', message: MFA_MSG.required });
    }
    // Enrolling another factor is not a way around the one already there.
    expect((await c.post('/api/v1/mfa/totp/')).body.error.code).toBe('mfa_required');
    expect((await c.get('/api/v1/mfa/')).body).toMatchObject({ session: 'verify' });

    // Bad input: the spec's messages, nothing changed.
    const shape = await c.post('/api/v1/mfa/verify/', { code: '12ab56' });
    expect(shape.status).toBe(400);
    expect(shape.body.error.message).toBe(MFA_MSG.codeShape);
    const two = await c.post('/api/v1/mfa/verify/', { code: '123456', recovery_code: 'abcd' });
    expect(two.status).toBe(400);
    expect(two.body.error.message).toBe(MFA_MSG.oneAnswer);

    // The code typed at enrolment was used: refused (replay).
    const replay = await c.post('/api/v1/mfa/verify/', { code: teacherUsedCode });
    expect(replay.status).toBe(400);
    expect(replay.body.error.code).toBe('mfa_invalid');
    expect((await c.get('/api/v1/current_user/')).status).toBe(401);
    expect(await lastAudit('auth.mfa_verified')).toMatchObject({ outcome: 'failure', details: { method: 'totp' } });

    const ok = await c.post('/api/v1/mfa/verify/', { code: await code(teacherSecret, 1) });
    expect(ok.status).toBe(200);
    expect((await c.get('/api/v1/current_user/')).status).toBe(200);
    expect((await c.get('/api/v1/mfa/')).body.session).toBe('verified');
    expect(await lastAudit('auth.mfa_verified')).toMatchObject({ outcome: 'success', details: { method: 'totp' } });
  });

  it('a recovery code works once', async () => {
    const first = await signIn(CAST.teacher);
    expect((await first.c.post('/api/v1/mfa/verify/', { recovery_code: teacherCodes[0]!.toUpperCase() })).status).toBe(200);
    expect((await first.c.get('/api/v1/mfa/')).body.recovery_codes_left).toBe(9);
    const second = await signIn(CAST.teacher);
    const again = await second.c.post('/api/v1/mfa/verify/', { recovery_code: teacherCodes[0] });
    expect(again.status).toBe(400);
    expect(again.body.error).toEqual({ code: 'mfa_invalid', message: MFA_MSG.invalidCode });
    expect((await second.c.get('/api/v1/current_user/')).status).toBe(401);
    // Signing out stays possible.
    expect((await second.c.post('/api/v1/logout/')).status).toBe(204);
  });

  it('removing a factor takes a recent second factor or the password; new recovery codes replace the old', async () => {
    // The wrong answers above count against the teacher (the throttle): start afresh.
    await server.db.execute(sql`delete from rate_limit_hits`);
    const { c } = await signIn(CAST.teacher);
    expect((await c.post('/api/v1/mfa/verify/', { recovery_code: teacherCodes[1] })).status).toBe(200);
    const regenerated = await c.post('/api/v1/mfa/recovery_codes/');
    expect(regenerated.status).toBe(200);
    expect(regenerated.body.codes).toHaveLength(10);
    expect((await c.get('/api/v1/mfa/')).body.recovery_codes_left).toBe(10);
    // An old code no longer works.
    const other = await signIn(CAST.teacher);
    expect((await other.c.post('/api/v1/mfa/verify/', { recovery_code: teacherCodes[2] })).status).toBe(400);

    // The second factor passed an hour ago: the password (or a code) is asked for.
    await server.db
      .update(sessions)
      .set({ mfa_at: new Date(Date.now() - 3_600_000) })
      .where(eq(sessions.user_id, await userId(CAST.teacher)));
    const [factor] = await factorsOf(CAST.teacher);
    // No body at all, as the matrix sends it.
    const bare = await c.delete(`/api/v1/mfa/factors/${factor!.id}/`);
    expect(bare.status).toBe(403);
    expect(bare.body.error).toEqual({ code: 'mfa_recent_required', message: MFA_MSG.recentRequired });
    const wrong = await c.request('DELETE', `/api/v1/mfa/factors/${factor!.id}/`, { password: 'not the password' });
    expect(wrong.status).toBe(400);
    expect(await factorsOf(CAST.teacher)).toHaveLength(1);
    const removed = await c.request('DELETE', `/api/v1/mfa/factors/${factor!.id}/`, { password: 'demo-password' });
    expect(removed.status).toBe(204);
    expect(await factorsOf(CAST.teacher)).toHaveLength(0);
    expect((await c.get('/api/v1/mfa/')).body).toMatchObject({ factors: [], recovery_codes_left: 0 });
    expect((await signIn(CAST.teacher)).mfa).toBeNull();
  });
});

let superSecret = '';

describe('administrators', () => {
  it('a district admin without a factor is kept to enrolment, and passes once enrolled', async () => {
    const { c, mfa } = await signIn(CAST.districtAdmin);
    expect(mfa).toBe('enrol');
    const refused = await c.get('/api/v1/current_user/');
    expect(refused.status).toBe(401);
    expect(refused.body.error).toEqual({ code: 'mfa_enrolment_required', message: MFA_MSG.enrolmentRequired });
    expect((await c.post('/api/v1/mfa/verify/', { code: '123456' })).body.error.code).toBe('mfa_enrolment_required');
    expect((await c.get('/api/v1/mfa/')).body).toMatchObject({ required: true, session: 'enrol' });
    const { factorId } = await enrolTotp(c);
    expect((await c.get('/api/v1/current_user/')).status).toBe(200);
    // An administrator keeps a factor.
    const last = await c.request('DELETE', `/api/v1/mfa/factors/${factorId}/`, {});
    expect(last.status).toBe(409);
    expect(last.body.error.message).toBe(MFA_MSG.lastFactor);
    expect(await factorsOf(CAST.districtAdmin)).toHaveLength(1);
  });

  it('a super admin simulates only with a second factor passed in the last 12 hours', async () => {
    const { c, mfa } = await signIn(CAST.super);
    expect(mfa).toBe('enrol');
    expect((await c.post('/api/v1/simulate/', { user_id: await userId(CAST.teacher) })).body.error.code).toBe('mfa_enrolment_required');
    superSecret = (await enrolTotp(c)).secret;
    const started = await c.post('/api/v1/simulate/', { user_id: await userId(CAST.teacher) });
    expect(started.status).toBe(200);
    // The second factor stays with the session through the simulation's new session id.
    expect((await c.get('/api/v1/mfa/')).body.session).toBe('verified');
    expect((await c.delete('/api/v1/simulate/')).status).toBe(200);

    await server.db
      .update(sessions)
      .set({ mfa_at: new Date(Date.now() - 13 * 3_600_000) })
      .where(eq(sessions.user_id, await userId(CAST.super)));
    const refused = await c.post('/api/v1/simulate/', { user_id: await userId(CAST.teacher) });
    expect(refused.status).toBe(403);
    expect(refused.body.error).toEqual({ code: 'mfa_recent_required', message: MFA_MSG.simulationNeedsMfa });
    expect((await c.get('/api/v1/simulate/')).body.simulating).toBe(false);
  });

  it('a super admin resets a user’s factors: audited, e-mailed; nobody else may', async () => {
    const { c } = await signIn(CAST.super);
    expect((await c.post('/api/v1/mfa/verify/', { code: await code(superSecret, 1) })).status).toBe(200);
    // A school admin may not.
    const teacher = await signIn(CAST.schoolAdmin);
    const target = await userId(CAST.districtAdmin);
    const refused = await teacher.c.post(`/api/v1/users/${target}/mfa/reset/`);
    expect(refused.status).toBe(403);
    expect(await factorsOf(CAST.districtAdmin)).toHaveLength(1);

    const res = await c.post(`/api/v1/users/${target}/mfa/reset/`);
    expect(res.status).toBe(202);
    expect(await factorsOf(CAST.districtAdmin)).toHaveLength(0);
    expect(await lastAudit('user.mfa_reset')).toMatchObject({ actor_user_id: await userId(CAST.super), target_type: 'user', target_id: String(target), details: { factors: 1 } });
    const [mail] = await server.db.select().from(sentEmails).where(eq(sentEmails.to_address, CAST.districtAdmin)).orderBy(desc(sentEmails.id)).limit(1);
    expect(mail!.subject).toContain('second factor');
    // Their next sign-in asks them to enrol again.
    expect((await signIn(CAST.districtAdmin)).mfa).toBe('enrol');
  });
});

describe('WebAuthn', () => {
  it('offers registration options for this server and refuses a made-up answer, creating nothing', async () => {
    const { c } = await signIn(CAST.schoolLeader);
    const options = await c.post('/api/v1/mfa/webauthn/registration/options/');
    expect(options.status).toBe(200);
    expect(options.body.rp).toMatchObject({ id: new URL(server.runtime.ctx.config.publicUrl).hostname });
    expect(typeof options.body.challenge).toBe('string');
    expect(options.body.user.name).toBe(CAST.schoolLeader);
    const bad = await c.post('/api/v1/mfa/webauthn/registration/', {
      response: { id: 'bm90LWEta2V5', rawId: 'bm90LWEta2V5', type: 'public-key', response: { clientDataJSON: 'e30', attestationObject: 'AA' }, clientExtensionResults: {} },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toEqual({ code: 'mfa_invalid', message: MFA_MSG.passkeyRefused });
    expect(await factorsOf(CAST.schoolLeader)).toHaveLength(0);
    // The challenge answered once: a second try has none waiting.
    expect((await c.post('/api/v1/mfa/webauthn/registration/', { response: { id: 'x' } })).status).toBe(409);
    // No passkey: nothing to sign in with.
    expect((await c.post('/api/v1/mfa/webauthn/authentication/options/')).status).toBe(409);
  });

  it('refuses a bad assertion at sign-in', async () => {
    const { c, mfa } = await signIn(CAST.districtLeader);
    expect(mfa).toBeNull();
    await enrolTotp(c);
    const pending = await signIn(CAST.districtLeader);
    expect(pending.mfa).toBe('verify');
    const res = await pending.c.post('/api/v1/mfa/verify/', { webauthn: { id: 'bm90LWEta2V5', type: 'public-key', response: {} } });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('mfa_invalid');
    expect((await pending.c.get('/api/v1/current_user/')).status).toBe(401);
  });
});

describe('throttle', () => {
  it('stops guessing after THROTTLE_ACCOUNT_MAX wrong answers for the user', async () => {
    const { c } = await signIn(CAST.districtLeader);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await c.post('/api/v1/mfa/verify/', { recovery_code: `wrong-${i}` })).status);
    // One wrong answer was already counted by the previous test.
    expect(statuses.slice(0, 4)).toEqual([400, 400, 400, 400]);
    expect(statuses.at(-1)).toBe(429);
    expect(await lastAudit('auth.mfa_verified')).toMatchObject({ outcome: 'failure', details: { throttled: true } });
    await server.db.execute(sql`delete from rate_limit_hits`);
  });
});

describe('providers', () => {
  const token = async (c: ApiClient, email: string, amr?: string[]) => {
    const issued = await c.post('/api/v1/oidc_nonce/');
    const jwt = await new SignJWT({ sub: `g-${email}`, email, email_verified: true, nonce: issued.body.nonce, ...(amr ? { amr } : {}) })
      .setProtectedHeader({ alg: 'RS256', kid: 'k1' })
      .setIssuedAt()
      .setAudience(GOOGLE_CLIENT)
      .setIssuer(GOOGLE_ISS)
      .setExpirationTime('5m')
      .sign(key);
    return c.post('/api/v1/google_login/', { id_token: jwt, user_type: 'school' });
  };

  it('asks an administrator for the second factor after Google unless the token’s amr holds mfa', async () => {
    const plain = server.client();
    const without = await token(plain, CAST.frAdmin);
    expect(without.status).toBe(200);
    expect(without.body.mfa).toBe('enrol');
    expect((await plain.get('/api/v1/current_user/')).status).toBe(401);

    const strong = server.client();
    const withMfa = await token(strong, CAST.frAdmin, ['pwd', 'mfa']);
    expect(Object.keys(withMfa.body)).toEqual(['token']);
    expect((await strong.get('/api/v1/current_user/')).status).toBe(200);
    expect((await strong.get('/api/v1/mfa/')).body).toMatchObject({ session: 'verified', required: true });
  });
});

describe('demo mode', () => {
  it('lets only the demo’s own administrators sign in with the demo password alone; any other administrator enrols', async () => {
    const demo = await startTestServer({ mfaEnforced: true, demo: true });
    try {
      const as = async (email: string) => (await demo.client().post('/api/v1/auth/', { email, password: 'demo-password' })).body.mfa ?? null;
      expect(await as(CAST.super)).toBeNull();
      expect(await as(CAST.districtAdmin)).toBeNull();
      // The French district's admin: the browser tests sign in as them before every spec (README, demo section).
      expect(await as(CAST.frAdmin)).toBeNull();
      expect(await as(CAST.teacher)).toBeNull();
      // Another district admin, in demo mode: enrols.
      const [leader] = await demo.db.select().from(users).where(eq(users.email, CAST.districtLeader));
      await demo.db.execute(sql`update district_memberships set user_type = 'district_admin' where user_id = ${leader!.id}`);
      expect(await as(CAST.districtLeader)).toBe('enrol');
      // And the demo's super admin may simulate.
      const c = demo.client();
      await c.signIn(CAST.super);
      const [teacher] = await demo.db.select().from(users).where(eq(users.email, CAST.teacher));
      expect((await c.post('/api/v1/simulate/', { user_id: teacher!.id })).status).toBe(200);
    } finally {
      await demo.close();
    }
  });
});
