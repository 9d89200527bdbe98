/**
 * Guardians sign a final plan themselves (issue 24, section 1) through real HTTP: who may send a plan to a guardian
 * and when, bad input, and the guardian's public link: reading, the PDF, signing once, declining, withdrawn and
 * expired links, the throttle, the headers; the signature on that revision only.
 */
import { describe, expect, it } from 'vitest';
import { and, desc, eq, sql } from 'drizzle-orm';
import { auditEvents, sentEmails, supportPlanGuardianRequests } from '@ss/db';
import {
  GUARDIAN_MSG,
  MSG,
  PLAN_MSG,
  translate,
  ZGuardianPlanView,
  type TGuardianPlanView,
  type TGuardianRequest,
  type TGuardianRequestList,
  type TPlanSignatures,
} from '@ss/domain';
import { pdfPages } from './support-plans-export-fixtures.ts';
import { lastAudit } from './supports-given-fixtures.ts';
import { as, base, finalise, ids, makePlan, newDraft, server, signatureCount, withLifecycleServer } from './support-plans-lifecycle-fixtures.ts';

withLifecycleServer();

const LINK = '/api/v1/guardian_sign';
const requestCount = async () => (await server.db.select({ n: sql<number>`count(*)::int` }).from(supportPlanGuardianRequests))[0]!.n;
const emailCount = async () => (await server.db.select({ n: sql<number>`count(*)::int` }).from(sentEmails))[0]!.n;

/** The token of the newest e-mail sent to `to`, read from its link. */
async function tokenSentTo(to: string): Promise<{ token: string; subject: string; text: string }> {
  const [mail] = await server.db.select().from(sentEmails).where(eq(sentEmails.to_address, to)).orderBy(desc(sentEmails.id)).limit(1);
  const match = /\/guardian-sign\?token=([A-Za-z0-9_-]+)/.exec(mail!.text_body);
  return { token: match![1]!, subject: mail!.subject, text: mail!.text_body };
}

/** A final plan (team: Hannah Lee inside, Alex Parent and Sam Specialist outside) sent to Alex Parent. */
async function sentPlan(last: string, language: 'en' | 'fr' = 'en') {
  const plan = await makePlan(last, 3);
  const leader = await as('schoolLeader');
  expect((await finalise(leader, plan.id)).status).toBe(200);
  const email = `${last.toLowerCase()}@family.test`;
  const sent = await leader.post<TGuardianRequest>(`${base(plan.id)}/guardian_requests/`, { member: 1, email, language });
  expect(sent.status, JSON.stringify(sent.body)).toBe(201);
  return { plan, leader, request: sent.body, ...(await tokenSentTo(email)) };
}

/** The guardian: no session, no CSRF header. */
const guardian = () => {
  const c = server.client();
  c.csrf = false;
  return c;
};

describe('guardian signature requests: sending', () => {
  it('refuses the unsigned-in, other districts, roles without the right, and a plan that is not final; bad input changes nothing', async () => {
    const plan = await makePlan('GuardianRefusals', 3);
    const leader = await as('schoolLeader');
    const body = { member: 1, email: 'parent@family.test', language: 'en' };
    const before = { requests: await requestCount(), emails: await emailCount() };

    expect((await server.client().post(`${base(plan.id)}/guardian_requests/`, body)).status).toBe(401);
    expect((await server.client().get(`${base(plan.id)}/guardian_requests/`)).status).toBe(401);
    expect((await (await as('frAdmin')).post(`${base(plan.id)}/guardian_requests/`, body)).status).toBe(404);
    // A support plan teacher reads the plan of their student but does not manage its signatures.
    expect((await (await as('teacher')).post(`${base(plan.id)}/guardian_requests/`, body)).status).toBe(403);
    expect((await (await as('teacher')).get(`${base(plan.id)}/guardian_requests/`)).status).toBe(403);
    // A draft: nothing to sign yet.
    const draft = await leader.post(`${base(plan.id)}/guardian_requests/`, body);
    expect(draft.status).toBe(409);
    expect(draft.body).toMatchObject({ error: { code: 'action_not_possible', message: PLAN_MSG.signNotFinal } });
    const listed = await leader.get<TGuardianRequestList>(`${base(plan.id)}/guardian_requests/`);
    expect(listed.body).toMatchObject({ items: [], abilities: { send: false } });

    await finalise(leader, plan.id);
    const bad = [
      [{ ...body, member: 0 }, 'member', GUARDIAN_MSG.member], // staff of the school, not a guardian
      [{ ...body, member: 9 }, 'member', GUARDIAN_MSG.member],
      [{ ...body, email: 'not-an-address' }, 'email', MSG.invalidEmail],
      [{ ...body, language: 'de' }, 'language', MSG.invalidValue],
      [{ member: 1, language: 'en' }, 'email', MSG.required],
    ] as const;
    for (const [input, field, message] of bad) {
      const res = await leader.post(`${base(plan.id)}/guardian_requests/`, input);
      expect(res.status, JSON.stringify(input)).toBe(400);
      expect(res.body).toMatchObject({ error: { code: 'validation', message, fields: { [field]: { message } } } });
    }
    expect(translate('fr', GUARDIAN_MSG.member)).toBe('Choisissez un parent dans l’équipe du plan (une personne de l’extérieur de l’école)');
    expect({ requests: await requestCount(), emails: await emailCount() }).toEqual(before);

    const ok = await leader.post<TGuardianRequest>(`${base(plan.id)}/guardian_requests/`, body);
    expect(ok.status).toBe(201);
    expect(ok.body).toMatchObject({
      guardian_name: 'Alex Parent',
      email: 'parent@family.test',
      language: 'en',
      status: 'pending',
      revision: 1,
      sent_by: { id: ids.user.schoolLeader },
    });
    const days = (Date.parse(ok.body.expires_at) - Date.parse(ok.body.created_at)) / 86_400_000;
    expect(days).toBeCloseTo(7, 3);
    const list = await leader.get<TGuardianRequestList>(`${base(plan.id)}/guardian_requests/`);
    expect(list.body.abilities.send).toBe(true);
    expect(list.body.guardians.map((g) => [g.member, g.name])).toEqual([
      [1, 'Alex Parent'],
      [2, 'Sam Specialist'],
    ]);
    // The audit: ids and codes, no name, no address, no text of the plan.
    const audit = await lastAudit(server.db, 'support_plan.guardian_request_sent');
    expect(audit).toMatchObject({ actor_user_id: ids.user.schoolLeader, target_id: String(plan.id), details: { revision: 1, request: ok.body.id, member: 1, language: 'en' } });
    expect(JSON.stringify(audit!.details)).not.toMatch(/Parent|family|Asthma/);
    // Only the hash of the token is kept.
    const { token, subject, text } = await tokenSentTo('parent@family.test');
    expect(token.length).toBeGreaterThanOrEqual(43);
    const [row] = await server.db.select().from(supportPlanGuardianRequests).where(eq(supportPlanGuardianRequests.id, ok.body.id));
    expect(row!.token_hash).not.toContain(token);
    expect(row!.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(subject).toContain('support plan');
    expect(text).toContain('Alex Parent');
  });

  it('sends in French when asked, and withdraws a pending link', async () => {
    const { plan, leader, request, token, subject } = await sentPlan('GuardianFrench', 'fr');
    expect(subject).toMatch(/^Le plan de soutien de /);
    expect((await (await as('teacher')).post(`${base(plan.id)}/guardian_requests/${request.id}/revoke/`, {})).status).toBe(403);
    const revoked = await leader.post<TGuardianRequest>(`${base(plan.id)}/guardian_requests/${request.id}/revoke/`, {});
    expect(revoked.status).toBe(200);
    expect(revoked.body).toMatchObject({ status: 'revoked', abilities: { revoke: false } });
    expect(await lastAudit(server.db, 'support_plan.guardian_request_revoked')).toMatchObject({ details: { request: request.id } });
    const again = await leader.post(`${base(plan.id)}/guardian_requests/${request.id}/revoke/`, {});
    expect(again.status).toBe(409);
    const res = await guardian().get(`${LINK}/?token=${token}`);
    expect(res.status).toBe(410);
    expect(res.body).toMatchObject({ error: { code: 'gone', message: GUARDIAN_MSG.linkRevoked } });
    expect((await guardian().post(`${LINK}/sign/`, { token, full_name: 'Alex Parent', consent: true })).status).toBe(410);
    // Another plan's request is not found through this one.
    const other = await makePlan('GuardianOther', 2);
    expect((await leader.post(`${base(other.id)}/guardian_requests/${request.id}/revoke/`, {})).status).toBe(404);
  });
});

describe('guardian signature link', () => {
  it('reads the revision, its PDF in either language, signs once; the signature is on that revision only', async () => {
    const { plan, leader, request, token } = await sentPlan('GuardianSigns');
    const g = guardian();
    const read = await g.get<TGuardianPlanView>(`${LINK}/?token=${token}`);
    expect(read.status, JSON.stringify(read.body)).toBe(200);
    expect(read.headers.get('referrer-policy')).toBe('no-referrer');
    expect(read.headers.get('cache-control')).toBe('no-store');
    expect(ZGuardianPlanView.strict().safeParse(read.body).success).toBe(true);
    expect(read.body).toMatchObject({ language: 'en', guardian_name: 'Alex Parent', revision: { number: 1 }, student: { last_name: 'LifeGuardianSigns' } });
    expect(read.body.information[0]!.value).toBe('Asthma.');
    expect(read.body.team.map((m) => m.name)).toEqual(['Hannah Lee', 'Alex Parent', 'Sam Specialist']);
    const fr = await g.get<TGuardianPlanView>(`${LINK}/?token=${token}&lang=fr`);
    expect(fr.body.language).toBe('fr');
    // The read is audited without a user and without the plan's text.
    const readAudit = await lastAudit(server.db, 'support_plan.read');
    expect(readAudit).toMatchObject({ actor_user_id: null, target_id: String(plan.id), details: { part: 'guardian_link', request: request.id, revision: 1 } });

    const pdf = await fetch(`${server.baseUrl}${LINK}/pdf/?token=${token}&lang=fr`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.headers.get('referrer-policy')).toBe('no-referrer');
    expect(pdf.headers.get('cache-control')).toBe('no-store');
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    expect(await lastAudit(server.db, 'support_plan.pdf')).toMatchObject({ actor_user_id: null, details: { lang: 'fr', via: 'guardian_link' } });

    // Consent is explicit; the name is typed.
    const sigs = await signatureCount();
    const noConsent = await g.post(`${LINK}/sign/`, { token, full_name: 'Alex Parent', consent: false });
    expect(noConsent.status).toBe(400);
    expect(noConsent.body).toMatchObject({ error: { fields: { consent: { message: GUARDIAN_MSG.consent } } } });
    expect((await g.post(`${LINK}/sign/`, { token, full_name: ' ', consent: true })).status).toBe(400);
    expect(await signatureCount()).toBe(sigs);

    const signed = await g.post(`${LINK}/sign/`, { token, full_name: 'Alexandra Parent', consent: true });
    expect(signed.status, JSON.stringify(signed.body)).toBe(200);
    expect(signed.headers.get('referrer-policy')).toBe('no-referrer');
    expect(signed.body).toMatchObject({ outcome: 'signed' });
    // Replayed: the link was used.
    for (const replay of [
      g.post(`${LINK}/sign/`, { token, full_name: 'Alexandra Parent', consent: true }),
      g.get(`${LINK}/?token=${token}`),
      g.post(`${LINK}/decline/`, { token, comment: '' }),
    ]) {
      const res = await replay;
      expect(res.status).toBe(409);
      expect(res.body).toMatchObject({ error: { message: GUARDIAN_MSG.linkUsed } });
    }
    expect(await signatureCount()).toBe(sigs + 1);

    // On that revision, as the guardian's, sent by the coordinator.
    const list = await leader.get<TPlanSignatures>(`${base(plan.id)}/signatures/`);
    expect(list.body.items).toHaveLength(1);
    expect(list.body.items[0]).toMatchObject({ name: 'Alex Parent', method: 'guardian', typed_name: 'Alexandra Parent', signer: null, recorded_by: { id: ids.user.schoolLeader } });
    const audit = await lastAudit(server.db, 'support_plan.signed');
    expect(audit).toMatchObject({ actor_user_id: null, details: { method: 'guardian', revision: 1, request: request.id, sent_by: ids.user.schoolLeader } });
    // The plan's PDF says so.
    const pdfText = (
      await pdfPages(
        new Uint8Array(
          await (await fetch(`${server.baseUrl}${base(plan.id)}/pdf/`, { headers: { cookie: [...leader.cookies].map(([k, v]) => `${k}=${v}`).join('; ') } })).arrayBuffer(),
        ),
      )
    ).join(' ');
    expect(pdfText.replace(/\s+/g, ' ')).toContain('Signed by the guardian through a link sent by Marcus Bell');
    const requests = await leader.get<TGuardianRequestList>(`${base(plan.id)}/guardian_requests/`);
    expect(requests.body.items[0]).toMatchObject({ id: request.id, status: 'signed', abilities: { revoke: false } });

    // A new revision never carries it; and the old link does not open on the new draft.
    await newDraft(leader, plan.id);
    const r2 = await finalise(leader, plan.id);
    expect(r2.body.signatures).toEqual({ count: 0, expected: 3 });
    expect((await leader.get<TPlanSignatures>(`${base(plan.id)}/signatures/`)).body).toMatchObject({ revision: 2, items: [] });
  });

  it('declines with a comment kept for the school, not in the audit', async () => {
    const { plan, leader, request, token } = await sentPlan('GuardianDeclines');
    const sigs = await signatureCount();
    const res = await guardian().post(`${LINK}/decline/`, { token, comment: 'We need to talk about goal 2 first.' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ outcome: 'declined' });
    expect(await signatureCount()).toBe(sigs);
    const list = await leader.get<TGuardianRequestList>(`${base(plan.id)}/guardian_requests/`);
    expect(list.body.items[0]).toMatchObject({ id: request.id, status: 'declined', decline_comment: 'We need to talk about goal 2 first.' });
    const audit = await lastAudit(server.db, 'support_plan.guardian_declined');
    expect(audit).toMatchObject({ actor_user_id: null, details: { request: request.id, commented: true } });
    expect(JSON.stringify(audit!.details)).not.toContain('goal 2');
    expect((await guardian().post(`${LINK}/sign/`, { token, full_name: 'Alex Parent', consent: true })).status).toBe(409);
  });

  it('answers an expired link as an unknown one, and a link whose plan moved on', async () => {
    const { plan, leader, request, token } = await sentPlan('GuardianExpires');
    const unknown = await guardian().get(`${LINK}/?token=${'x'.repeat(43)}`);
    await server.db
      .update(supportPlanGuardianRequests)
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where(eq(supportPlanGuardianRequests.id, request.id));
    const expired = await guardian().get(`${LINK}/?token=${token}`);
    expect(expired.status).toBe(410);
    expect(expired.body).toEqual(unknown.body);
    expect(expired.body).toMatchObject({ error: { message: GUARDIAN_MSG.linkExpired } });
    expect(expired.headers.get('referrer-policy')).toBe('no-referrer');
    expect((await guardian().post(`${LINK}/sign/`, { token, full_name: 'Alex Parent', consent: true })).status).toBe(410);
    const list = await leader.get<TGuardianRequestList>(`${base(plan.id)}/guardian_requests/`);
    expect(list.body.items[0]).toMatchObject({ status: 'expired' });

    const moved = await sentPlan('GuardianMoved');
    await newDraft(moved.leader, moved.plan.id);
    expect((await guardian().get(`${LINK}/?token=${moved.token}`)).status).toBe(410);
    expect((await guardian().post(`${LINK}/sign/`, { token: moved.token, full_name: 'Alex Parent', consent: true })).status).toBe(410);
  });

  it('throttles an address that tries tokens that do not open', async () => {
    const g = guardian();
    let status = 0;
    for (let i = 0; i < 60 && status !== 429; i++) status = (await g.get(`${LINK}/?token=guess-${i}-${'y'.repeat(40)}`)).status;
    expect(status).toBe(429);
    const audit = await server.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'support_plan.guardian_link_refused'), eq(auditEvents.outcome, 'failure')))
      .limit(1);
    expect(audit).toHaveLength(1);
    await server.db.execute(sql`delete from rate_limit_hits where bucket like 'guardian-link:%'`);
  });
});
