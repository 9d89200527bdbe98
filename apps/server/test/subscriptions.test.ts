/**
 * School subscriptions (issue 23, section 3) through real HTTP, with the job workers and a real SMTP receiver: the
 * plan (who reads, who changes what, bad input changes nothing), status changes with a reason (history, audit,
 * e-mails to the school's admins in the district's language, suspension's rule kept, the edit form's path too),
 * payment pending limiting nothing, invoice requests to the support contact (once a day), renewal reminders at 30
 * and 7 days sent once each.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import { schoolMemberships, schoolStatusChanges, sentEmails, users, type CastMember } from '@ss/db';
import { MSG, SUBSCRIPTION_MSG, type TSubscription } from '@ss/domain';
import { eventually, startTestServer, type ApiClient, type TestServer } from './harness.ts';
import { demoIds, type DemoIds } from './fixtures.ts';
import { daysAhead, lastAudit } from './supports-given-fixtures.ts';
import { remindRenewals } from '../src/services/subscriptions/renewal-reminders.ts';
import { smtpReceiver } from './smtp-receiver.ts';

const SUPPORT = 'support@hub.test';

let server: TestServer;
let smtp: Awaited<ReturnType<typeof smtpReceiver>>;
let ids: DemoIds;
const as = (m: CastMember) => server.as(m);
const url = (school: number, tail = '') => `/api/v1/schools/${school}/subscription/${tail}`;

beforeAll(async () => {
  smtp = await smtpReceiver();
  server = await startTestServer({ workers: true, smtpUrl: `smtp://127.0.0.1:${smtp.port}`, mailFrom: 'Hub <hub@demo.test>', supportEmail: SUPPORT });
  ids = await demoIds(server.db);
}, 60_000);
afterAll(async () => {
  await server?.close();
  await smtp?.close();
});

const maxEmailId = async () => ((await server.db.execute(sql`select coalesce(max(id), 0)::int as max from sent_emails`)) as unknown as { rows: { max: number }[] }).rows[0]!.max;
const mailsSince = async (since: number, to?: string[]) =>
  server.db
    .select()
    .from(sentEmails)
    .where(and(gt(sentEmails.id, since), to ? inArray(sentEmails.to_address, to) : undefined));
/** Waits until the SMTP receiver holds a message to `to` (the subjects are checked on the stored e-mails: the wire encodes them). */
const receivedBy = (to: string) => smtp.received.filter((m) => m.to.includes(to)).length;
const delivered = (to: string, atLeast = 1) => eventually(async () => (receivedBy(to) >= atLeast ? true : undefined));

/** A school admin of a school (a new user), signed in. */
async function schoolAdminOf(schoolId: number, email: string, first: string): Promise<ApiClient> {
  const [hash] = (await server.db.select({ h: users.password_hash }).from(users).where(eq(users.id, ids.user.schoolAdmin))).map((r) => r.h);
  const [u] = await server.db
    .insert(users)
    .values({
      email,
      first_name: first,
      last_name: 'Admin',
      password_hash: hash,
      agreed_version: sql`(select agreed_version from users where id = ${ids.user.schoolAdmin})`,
      agreed_at: new Date(),
    })
    .returning({ id: users.id });
  await server.db.insert(schoolMemberships).values({ user_id: u!.id, school_id: schoolId, user_type: 'school_admin', support_plan_permission: 'no_select' });
  const c = server.client();
  await c.signIn(email);
  return c;
}

describe('reading a subscription', () => {
  it('answers the school’s admins, the district’s admins and super admins; refuses the others and other districts', async () => {
    expect((await server.client().get(url(ids.aspen))).status).toBe(401);
    const admin = await (await as('schoolAdmin')).get<TSubscription>(url(ids.aspen));
    expect(admin.status).toBe(200);
    expect(admin.body).toMatchObject({
      school: { id: ids.aspen, status: 'good', district_id: ids.en },
      plan: { band: null, renewal_date: null, billing_name: '', billing_email: '', version: 0 },
      abilities: { update_plan: false, update_billing: true, change_status: false, request_invoice: true },
    });
    expect((await (await as('districtAdmin')).get<TSubscription>(url(ids.riverbend))).body.school.status).toBe('payment_pending');
    expect((await (await as('super')).get<TSubscription>(url(ids.maple))).body.abilities).toMatchObject({ update_plan: true, change_status: true, request_invoice: false });
    for (const m of ['teacher', 'schoolLeader', 'schoolStaff', 'districtLeader', 'districtStaff'] as const) expect((await (await as(m)).get(url(ids.aspen))).status, m).toBe(403);
    expect((await (await as('schoolAdmin')).get(url(ids.riverbend))).status).toBe(404);
    expect((await (await as('frAdmin')).get(url(ids.aspen))).status).toBe(404);
    // A suspended school: only super admins enter it.
    expect((await (await as('districtAdmin')).get(url(ids.maple))).status).toBe(403);
    expect((await (await as('super')).get(url(0))).status).toBe(404);
  });
});

describe('saving the plan', () => {
  it('super admins save every field; school admins only the billing contact; a stale version is refused', async () => {
    const superC = await as('super');
    const saved = await superC.patch<TSubscription>(url(ids.beausejour), {
      version: 0,
      band: '251_500',
      renewal_date: '2027-08-31',
      billing_name: 'Chantal Roy',
      billing_email: 'Compta@Rivieres.test',
    });
    expect(saved.status).toBe(200);
    expect(saved.body.plan).toMatchObject({ band: '251_500', renewal_date: '2027-08-31', billing_name: 'Chantal Roy', billing_email: 'compta@rivieres.test', version: 1 });
    expect(await lastAudit(server.db, 'school.subscription_changed')).toMatchObject({ target_id: String(ids.beausejour) });
    expect((await superC.patch(url(ids.beausejour), { version: 0, band: 'up_to_100' })).status).toBe(409);

    const admin = await as('schoolAdmin');
    const own = await admin.patch<TSubscription>(url(ids.aspen), { version: 0, billing_name: 'Grace Okafor', billing_email: 'billing@aspen.test' });
    expect(own.status).toBe(200);
    expect(own.body.plan).toMatchObject({ billing_name: 'Grace Okafor', billing_email: 'billing@aspen.test', version: 1, band: null });
    const refused = await admin.patch(url(ids.aspen), { version: 1, band: 'over_1000' });
    expect(refused.status).toBe(403);
    expect((await (await as('districtAdmin')).patch(url(ids.aspen), { version: 1, billing_name: 'District' })).status).toBe(403);
    expect((await (await as('teacher')).patch(url(ids.aspen), { version: 1, billing_name: 'Teacher' })).status).toBe(403);
    expect((await (await as('frAdmin')).patch(url(ids.aspen), { version: 1, billing_name: 'Other' })).status).toBe(404);
    expect((await server.client().patch(url(ids.aspen), { version: 1, billing_name: 'Anon' })).status).toBe(401);
    expect((await admin.get<TSubscription>(url(ids.aspen))).body.plan).toMatchObject({ billing_name: 'Grace Okafor', band: null, version: 1 });
  });

  it('rejects bad input with the contract’s message and changes nothing', async () => {
    const superC = await as('super');
    const before = (await superC.get<TSubscription>(url(ids.beausejour))).body.plan;
    const cases: [Record<string, unknown>, string, string][] = [
      [{ version: before.version, band: 'tiny' }, 'band', MSG.invalidValue],
      [{ version: before.version, billing_email: 'not-an-email' }, 'billing_email', MSG.invalidEmail],
      [{ version: before.version, renewal_date: '2027-02-30' }, 'renewal_date', SUBSCRIPTION_MSG.invalidDate],
      [{ version: before.version, billing_name: 'x'.repeat(201) }, 'billing_name', MSG.maxLength],
      [{ billing_name: 'No version' }, 'version', MSG.required],
    ];
    for (const [body, field, message] of cases) {
      const res = await superC.patch<{ error: { message: string; fields: Record<string, { message: string }> } }>(url(ids.beausejour), body);
      expect(res.status, field).toBe(400);
      expect(res.body.error.fields[field]?.message, field).toBe(message);
    }
    expect((await superC.patch(url(ids.beausejour), { version: before.version, plan: 'gold' })).status).toBe(400);
    expect((await superC.get<TSubscription>(url(ids.beausejour))).body.plan).toEqual(before);
  });
});

describe('changing the account status', () => {
  it('super admins move a school with a reason: history, audit, an e-mail to each school admin; payment pending limits nothing', async () => {
    const superC = await as('super');
    const since = await maxEmailId();
    const res = await superC.post<TSubscription>(url(ids.aspen, 'status/'), { status: 'payment_pending', reason: 'Invoice 2026-114 unpaid after 60 days' });
    expect(res.status).toBe(200);
    expect(res.body.school).toMatchObject({ status: 'payment_pending', suspended_at: null });
    expect(res.body.history[0]).toMatchObject({
      from_status: 'good',
      to_status: 'payment_pending',
      reason: 'Invoice 2026-114 unpaid after 60 days',
      actor: { id: ids.user.super, name: 'Alex Morgan' },
    });
    const audit = await lastAudit(server.db, 'school.account_changed');
    expect(audit).toMatchObject({ target_id: String(ids.aspen), actor_user_id: ids.user.super });
    expect(audit!.details).toMatchObject({ changes: { status: ['good', 'payment_pending'] }, reason: 'Invoice 2026-114 unpaid after 60 days' });
    const mails = await mailsSince(since);
    expect(mails.map((m) => m.to_address)).toEqual(['school.admin@demo.test']);
    expect(mails[0]!.subject).toBe('Aspen Grove Elementary: account status changed to “Payment pending”');
    expect(mails[0]!.text_body).toContain('Invoice 2026-114 unpaid after 60 days');
    expect(mails[0]!.text_body).toContain(`/school/${ids.en}/${ids.aspen}/students/manage-subscription`);
    await delivered('school.admin@demo.test');

    // Nothing is read-only: the school's admin still reads and changes what they did.
    const admin = await as('schoolAdmin');
    expect((await admin.get(`/api/v1/students/?school=${ids.aspen}`)).status).toBe(200);
    const sub = (await admin.get<TSubscription>(url(ids.aspen))).body;
    expect(sub.history).toHaveLength(1);
    expect((await admin.patch(url(ids.aspen), { version: sub.plan.version, billing_name: 'Grace O.' })).status).toBe(200);
    expect((await admin.patch(`/api/v1/schools/${ids.aspen}/`, { name: 'Aspen Grove Elementary' })).status).toBeLessThan(500);

    const back = await superC.post<TSubscription>(url(ids.aspen, 'status/'), { status: 'good', reason: 'Paid on 12 March' });
    expect(back.body.history.map((h) => h.to_status)).toEqual(['good', 'payment_pending']);
  });

  it('refuses other roles, other districts, a missing or long reason and the same status, changing nothing', async () => {
    const since = await maxEmailId();
    const body = { status: 'payment_pending', reason: 'Because' };
    expect((await server.client().post(url(ids.aspen, 'status/'), body)).status).toBe(401);
    for (const m of ['districtAdmin', 'schoolAdmin', 'teacher'] as const) expect((await (await as(m)).post(url(ids.aspen, 'status/'), body)).status, m).toBe(403);
    expect((await (await as('frAdmin')).post(url(ids.aspen, 'status/'), body)).status).toBe(404);
    const superC = await as('super');
    const bad: [Record<string, unknown>, string, string][] = [
      [{ status: 'payment_pending' }, 'reason', MSG.required],
      [{ status: 'payment_pending', reason: '   ' }, 'reason', MSG.required],
      [{ status: 'payment_pending', reason: 'x'.repeat(1001) }, 'reason', MSG.maxLength],
      [{ status: 'closed', reason: 'Because' }, 'status', MSG.invalidValue],
      [{ status: 'good', reason: 'Already good' }, 'status', SUBSCRIPTION_MSG.sameStatus],
    ];
    for (const [b, field, message] of bad) {
      const res = await superC.post<{ error: { fields: Record<string, { message: string }> } }>(url(ids.aspen, 'status/'), b);
      expect(res.status, JSON.stringify(b).slice(0, 60)).toBe(400);
      expect(res.body.error.fields[field]?.message).toBe(message);
    }
    const now = (await superC.get<TSubscription>(url(ids.aspen))).body;
    expect(now.school.status).toBe('good');
    expect(now.history).toHaveLength(2);
    expect(await mailsSince(since)).toEqual([]);
  });

  it('suspends with the suspension’s rule (sessions end, only super admins enter) and restores; French for a francophone district', async () => {
    const riverAdmin = await schoolAdminOf(ids.riverbend, 'river.admin@demo.test', 'Rita');
    const frAdmin = await schoolAdminOf(ids.troisPonts, 'tp.admin@demo.test', 'Josée');
    const superC = await as('super');
    const since = await maxEmailId();
    const res = await superC.post<TSubscription>(url(ids.riverbend, 'status/'), { status: 'account_suspended', reason: 'Unpaid for six months' });
    expect(res.status).toBe(200);
    expect(res.body.school.suspended_at).not.toBeNull();
    expect((await riverAdmin.get(url(ids.riverbend))).status).toBe(401);
    expect((await (await as('districtAdmin')).get(url(ids.riverbend))).status).toBe(403);
    const restored = await superC.post<TSubscription>(url(ids.riverbend, 'status/'), { status: 'payment_pending', reason: 'Payment plan agreed' });
    expect(restored.body.school).toMatchObject({ status: 'payment_pending', suspended_at: null });
    expect((await mailsSince(since, ['river.admin@demo.test'])).map((m) => m.subject)).toEqual([
      'Riverbend Middle School: account status changed to “Suspended”',
      'Riverbend Middle School: account status changed to “Payment pending”',
    ]);

    await superC.post(url(ids.troisPonts, 'status/'), { status: 'payment_pending', reason: 'Facture impayée' });
    const [fr] = await mailsSince(since, ['tp.admin@demo.test']);
    expect(fr!.subject).toBe('École Les Trois-Ponts : l’état du compte est maintenant « Paiement en attente »');
    expect(fr!.text_body).toContain('Bonjour Josée');
    expect(fr!.text_body).toContain('Motif : Facture impayée');
    await delivered('tp.admin@demo.test');
    expect((await frAdmin.get<TSubscription>(url(ids.troisPonts))).body.school.status).toBe('payment_pending');
    await superC.post(url(ids.troisPonts, 'status/'), { status: 'good', reason: 'Payée' });
  });

  it('keeps the history of a status changed on the school’s edit form too (no reason), and e-mails the admins', async () => {
    const superC = await as('super');
    const since = await maxEmailId();
    expect((await superC.patch(`/api/v1/schools/${ids.aspen}/`, { status: 'payment_pending' })).status).toBe(200);
    const rows = await server.db.select().from(schoolStatusChanges).where(eq(schoolStatusChanges.school_id, ids.aspen));
    expect(rows.at(-1)).toMatchObject({ from_status: 'good', to_status: 'payment_pending', reason: '', actor_user_id: ids.user.super });
    expect((await mailsSince(since)).map((m) => m.to_address)).toEqual(['school.admin@demo.test']);
    expect((await superC.patch(`/api/v1/schools/${ids.aspen}/`, { status: 'good' })).status).toBe(200);
    // A change of name alone writes no history.
    const count = (await server.db.select().from(schoolStatusChanges).where(eq(schoolStatusChanges.school_id, ids.aspen))).length;
    expect((await superC.patch(`/api/v1/schools/${ids.aspen}/`, { name: 'Aspen Grove Elementary' })).status).toBe(200);
    expect(await server.db.select().from(schoolStatusChanges).where(eq(schoolStatusChanges.school_id, ids.aspen))).toHaveLength(count);
  });
});

describe('requesting an invoice', () => {
  it('e-mails the support contact with the school, district, plan and requester; once a day', async () => {
    const superC = await as('super');
    const plan = (await superC.get<TSubscription>(url(ids.aspen))).body.plan;
    await superC.patch(url(ids.aspen), { version: plan.version, band: '101_250', renewal_date: '2027-06-30' });
    const since = await maxEmailId();
    expect((await server.client().post(url(ids.aspen, 'invoice_request/'))).status).toBe(401);
    for (const m of ['super', 'districtAdmin', 'teacher', 'schoolLeader'] as const) expect((await (await as(m)).post(url(ids.aspen, 'invoice_request/'))).status, m).toBe(403);
    expect((await (await as('frAdmin')).post(url(ids.aspen, 'invoice_request/'))).status).toBe(404);
    expect((await (await as('schoolAdmin')).post(url(ids.aspen, 'invoice_request/'), { urgent: true })).status).toBe(400);
    expect(await mailsSince(since)).toEqual([]);

    const admin = await as('schoolAdmin');
    const res = await admin.post<{ requested_at: string; support_email: string }>(url(ids.aspen, 'invoice_request/'));
    expect(res.status).toBe(202);
    expect(res.body.support_email).toBe(SUPPORT);
    const [mail] = await mailsSince(since);
    expect(mail).toMatchObject({ to_address: SUPPORT, subject: 'Invoice request: Aspen Grove Elementary (Prairie Creek School Division)' });
    for (const part of ['101 to 250 students', '2027-06-30', 'Grace Okafor <school.admin@demo.test>', 'Active']) expect(mail!.text_body).toContain(part);
    await delivered(SUPPORT);
    expect(await lastAudit(server.db, 'school.invoice_requested')).toMatchObject({ target_id: String(ids.aspen), actor_user_id: ids.user.schoolAdmin });
    expect((await admin.get<TSubscription>(url(ids.aspen))).body.invoice_requested_at).toBe(res.body.requested_at);

    const again = await admin.post<{ error: { message: string } }>(url(ids.aspen, 'invoice_request/'));
    expect(again.status).toBe(429);
    expect(again.body.error.message).toBe(SUBSCRIPTION_MSG.invoiceTooSoon);
    expect(await mailsSince(since)).toHaveLength(1);
    // A day later, another request goes.
    await server.db.execute(sql`update school_subscriptions set invoice_requested_at = now() - interval '25 hours' where school_id = ${ids.aspen}`);
    expect((await admin.post(url(ids.aspen, 'invoice_request/'))).status).toBe(202);
    expect(await mailsSince(since)).toHaveLength(2);
  });
});

describe('renewal reminders', () => {
  it('e-mails the school’s admins 30 and 7 days before the renewal date, once each, however often the job runs', async () => {
    const superC = await as('super');
    const plan = (await superC.get<TSubscription>(url(ids.aspen))).body.plan;
    const renewal = daysAhead(30);
    await superC.patch(url(ids.aspen), { version: plan.version, renewal_date: renewal });
    const since = await maxEmailId();
    const wire = receivedBy('school.admin@demo.test');
    const ctx = server.runtime.ctx;
    const first = await remindRenewals(ctx);
    expect(first.filter((r) => r.school_id === ids.aspen)).toEqual([{ school_id: ids.aspen, renewal_date: renewal, days_before: 30, recipients: 1 }]);
    expect((await remindRenewals(ctx)).filter((r) => r.school_id === ids.aspen)).toEqual([]);
    const at = (days: number) => new Date(Date.now() + days * 86_400_000);
    expect((await remindRenewals(ctx, at(10))).filter((r) => r.school_id === ids.aspen)).toEqual([]);
    expect((await remindRenewals(ctx, at(23))).filter((r) => r.school_id === ids.aspen)).toEqual([{ school_id: ids.aspen, renewal_date: renewal, days_before: 7, recipients: 1 }]);
    expect((await remindRenewals(ctx, at(23))).filter((r) => r.school_id === ids.aspen)).toEqual([]);
    expect((await remindRenewals(ctx, at(25))).filter((r) => r.school_id === ids.aspen)).toEqual([]);
    const mails = await mailsSince(since, ['school.admin@demo.test']);
    expect(mails.map((m) => m.subject)).toEqual(['Aspen Grove Elementary: the subscription renews in 30 days', 'Aspen Grove Elementary: the subscription renews in 7 days']);
    expect(mails[0]!.text_body).toContain(`/school/${ids.en}/${ids.aspen}/students/manage-subscription`);
    await delivered('school.admin@demo.test', wire + 2);
    expect(await lastAudit(server.db, 'school.renewal_reminded')).toMatchObject({ target_id: String(ids.aspen), actor_user_id: null });
    // A suspended school is not reminded.
    await superC.patch(url(ids.maple), { version: 0, renewal_date: daysAhead(7) });
    expect((await remindRenewals(ctx)).filter((r) => r.school_id === ids.maple)).toEqual([]);
  });
});
