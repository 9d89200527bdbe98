/**
 * Summaries by e-mail (issue 23, section 2): preferences and district defaults through the API, the digest job
 * through the real SMTP test server (one e-mail, the right recipient and language, only the students the recipient
 * may see, the RFC 8058 headers and a text part, once per period, nothing when nothing changed), and the one-use
 * unsubscribe links. The job runs at fixed times in 2030, when the demo data holds nothing new: only what a test
 * adds (dated inside the digest's window) is reported.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { actions, auditEvents, earlyWarningFlags, earlyWarningRules, sentEmails, students, summaryDigests, summaryPreferences } from '@ss/db';
import { sendSummaryDigests } from '../src/services/summaries/send-digests.ts';
import { demoIds, type DemoIds } from './fixtures.ts';
import { eventually, startTestServer, type TestServer } from './harness.ts';
import { smtpReceiver } from './smtp-receiver.ts';

let server: TestServer;
let smtp: Awaited<ReturnType<typeof smtpReceiver>>;
let ids: DemoIds;

/** Tuesday 8 January 2030, 11:00 UTC: a daily run (not a Monday). */
const TUESDAY = new Date('2030-01-08T11:00:00Z');
/** Inside that run's window (the day before it). */
const EARLIER = new Date('2030-01-08T09:00:00Z');

const run = (now: Date) => sendSummaryDigests(server.runtime.ctx, now);

async function studentOf(schoolId: number) {
  const [s] = await server.db
    .select()
    .from(students)
    .where(and(eq(students.school_id, schoolId), eq(students.status, 'active')))
    .orderBy(students.id)
    .limit(1);
  return s!;
}

async function addAction(v: { school: number; district: number; responsible: number; student: number | null; name: string; date?: string }) {
  const [a] = await server.db
    .insert(actions)
    .values({
      district_id: v.district,
      school_id: v.school,
      name: v.name,
      responsible_id: v.responsible,
      completion_date: v.date ?? '2030-01-20',
      student_id: v.student,
      created_at: EARLIER,
      updated_at: EARLIER,
    })
    .returning();
  return a!;
}

async function addFlag(districtId: number, s: { id: number; school_id: number }, name: string) {
  const [rule] = await server.db
    .insert(earlyWarningRules)
    .values({ district_id: districtId, kind: 'overdue_actions', name_en: name, name_fr: name, parameters: { count: 3 } })
    .returning();
  await server.db.insert(earlyWarningFlags).values({ district_id: districtId, school_id: s.school_id, student_id: s.id, rule_id: rule!.id, opened_at: EARLIER });
}

const emailsTo = (address: string) => server.db.select().from(sentEmails).where(eq(sentEmails.to_address, address)).orderBy(sentEmails.id);
const tokenIn = (text: string, nth = 0) => [...text.matchAll(/\/unsubscribe\?token=([\w-]+)/g)][nth]![1]!;
const headerToken = (headers: Record<string, string> | null) => /token=([\w-]+)>/.exec(headers!['List-Unsubscribe']!)![1]!;

beforeAll(async () => {
  smtp = await smtpReceiver();
  server = await startTestServer({ workers: true, smtpUrl: `smtp://127.0.0.1:${smtp.port}`, mailFrom: 'Hub <hub@demo.test>', publicUrl: 'https://hub.example.test' });
  ids = await demoIds(server.db);
}, 180_000);
afterAll(async () => {
  await server?.close();
  await smtp?.close();
});

describe('GET and PATCH /api/v1/summary_preferences/', () => {
  it('requires sign-in', async () => {
    expect((await server.client().get('/api/v1/summary_preferences/')).status).toBe(401);
    expect((await server.client().patch('/api/v1/summary_preferences/', { preferences: { user_actions: 'daily' } })).status).toBe(401);
  });

  it('lists the types that apply to the caller, with the product defaults and their language', async () => {
    const teacher = await (await server.as('teacher')).get('/api/v1/summary_preferences/');
    expect(teacher.status).toBe(200);
    expect(teacher.body.language).toBe('en');
    const byType = Object.fromEntries(teacher.body.results.map((r: { type: string }) => [r.type, r]));
    expect(byType.user_actions).toEqual({ type: 'user_actions', frequency: 'weekly', is_default: true, default_frequency: 'weekly' });
    expect(byType.team_boards).toMatchObject({ frequency: 'off', is_default: true });
    const fr = await (await server.as('frTeacher')).get('/api/v1/summary_preferences/');
    expect(fr.body.language).toBe('fr');
    // Super users have no school: their own actions and meetings only, in English.
    const sup = await (await server.as('super')).get('/api/v1/summary_preferences/');
    expect(sup.body.results.map((r: { type: string }) => r.type)).toEqual(['collab_meetings', 'user_actions']);
    expect(sup.body.language).toBe('en');
  });

  it('changes a frequency, goes back to the default with null, and audits the change', async () => {
    const c = await server.as('schoolLeader');
    const set = await c.patch('/api/v1/summary_preferences/', { preferences: { school_actions: 'daily' } });
    expect(set.status).toBe(200);
    expect(set.body.results.find((r: { type: string }) => r.type === 'school_actions')).toMatchObject({ frequency: 'daily', is_default: false });
    const [audit] = await server.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'summary_preference.updated'), eq(auditEvents.actor_user_id, ids.user.schoolLeader)));
    expect(audit!.details).toEqual({ changes: { school_actions: ['default', 'daily'] } });
    const back = await c.patch('/api/v1/summary_preferences/', { preferences: { school_actions: null } });
    expect(back.body.results.find((r: { type: string }) => r.type === 'school_actions')).toMatchObject({ frequency: 'off', is_default: true });
  });

  it('rejects a bad frequency, an unknown type and a type that does not apply, changing nothing', async () => {
    const c = await server.as('schoolStaff');
    const bad = await c.patch('/api/v1/summary_preferences/', { preferences: { user_actions: 'hourly', team_boards: 'daily' } });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields['preferences.user_actions'].message).toBe('Invalid value');
    const unknown = await c.patch('/api/v1/summary_preferences/', { preferences: { everything: 'daily' } });
    expect(unknown.status).toBe(400);
    const sup = await (await server.as('super')).patch('/api/v1/summary_preferences/', { preferences: { user_actions: 'daily', school_actions: 'daily' } });
    expect(sup.status).toBe(400);
    expect(sup.body.error.fields['preferences.school_actions'].message).toBe('Invalid value');
    const rows = await server.db
      .select()
      .from(summaryPreferences)
      .where(sql`${summaryPreferences.user_id} in (${ids.user.schoolStaff}, ${ids.user.super})`);
    expect(rows).toEqual([]);
  });
});

describe('GET and PATCH /api/v1/summary_preferences/defaults/', () => {
  it('requires sign-in', async () => {
    expect((await server.client().get(`/api/v1/summary_preferences/defaults/?district=${ids.en}`)).status).toBe(401);
  });

  it('lets the district admin set the defaults their users get, audited', async () => {
    const admin = await server.as('districtAdmin');
    const res = await admin.patch(`/api/v1/summary_preferences/defaults/?district=${ids.en}`, { defaults: { team_boards: 'weekly' } });
    expect(res.status).toBe(200);
    expect(res.body.results.find((r: { type: string }) => r.type === 'team_boards')).toEqual({ type: 'team_boards', frequency: 'weekly', is_product_default: false });
    const teacher = await (await server.as('teacher')).get('/api/v1/summary_preferences/');
    expect(teacher.body.results.find((r: { type: string }) => r.type === 'team_boards')).toMatchObject({ frequency: 'weekly', is_default: true, default_frequency: 'weekly' });
    const [audit] = await server.db.select().from(auditEvents).where(eq(auditEvents.action, 'summary_defaults.updated'));
    expect(audit).toMatchObject({ district_id: ids.en, details: { changes: { team_boards: ['default', 'weekly'] } } });
    await admin.patch(`/api/v1/summary_preferences/defaults/?district=${ids.en}`, { defaults: { team_boards: null } });
    expect((await admin.get(`/api/v1/summary_preferences/defaults/?district=${ids.en}`)).body.results.find((r: { type: string }) => r.type === 'team_boards')).toMatchObject({
      frequency: 'off',
      is_product_default: true,
    });
  });

  it('refuses another district (404), other roles (403) and bad input (400, nothing changed)', async () => {
    const admin = await server.as('districtAdmin');
    expect((await admin.get(`/api/v1/summary_preferences/defaults/?district=${ids.fr}`)).status).toBe(404);
    expect((await admin.patch(`/api/v1/summary_preferences/defaults/?district=${ids.fr}`, { defaults: { user_actions: 'off' } })).status).toBe(404);
    for (const m of ['districtLeader', 'teacher', 'schoolAdmin'] as const) {
      expect((await (await server.as(m)).patch(`/api/v1/summary_preferences/defaults/?district=${ids.en}`, { defaults: { user_actions: 'off' } })).status).toBe(403);
    }
    const bad = await admin.patch(`/api/v1/summary_preferences/defaults/?district=${ids.en}`, { defaults: { user_actions: 'sometimes' } });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields['defaults.user_actions'].message).toBe('Invalid value');
    expect((await admin.get(`/api/v1/summary_preferences/defaults/?district=${ids.en}`)).body.results.every((r: { is_product_default: boolean }) => r.is_product_default)).toBe(
      true,
    );
    expect((await (await server.as('super')).get(`/api/v1/summary_preferences/defaults/?district=${ids.fr}`)).status).toBe(200);
  });
});

describe('the digest job, through the SMTP test server', () => {
  let frAction: string;
  let frStudent: string;
  let aspenStudent: string;
  let riverbendStudent: string;

  beforeAll(async () => {
    // The French teacher: their own actions daily; one new action on one of their students.
    await (await server.as('frTeacher')).patch('/api/v1/summary_preferences/', { preferences: { user_actions: 'daily' } });
    const fr = await studentOf(ids.troisPonts);
    frStudent = `${fr.first_name} ${fr.last_name}`;
    frAction = 'Appeler la famille';
    await addAction({ district: ids.fr, school: ids.troisPonts, responsible: ids.user.frTeacher, student: fr.id, name: frAction });
    // The Aspen teacher: students and their actions daily. A flag on an Aspen student (theirs to see) and one on a
    // Riverbend student (not theirs); an action they answer for in Riverbend, about a Riverbend student.
    await (await server.as('teacher')).patch('/api/v1/summary_preferences/', { preferences: { user_actions: 'daily', student_search: 'daily' } });
    const aspen = await studentOf(ids.aspen);
    const riverbend = await studentOf(ids.riverbend);
    aspenStudent = `${aspen.first_name} ${aspen.last_name}`;
    riverbendStudent = `${riverbend.first_name} ${riverbend.last_name}`;
    await addFlag(ids.en, aspen, 'Aspen watch');
    await addFlag(ids.en, riverbend, 'Riverbend watch');
    await addAction({ district: ids.en, school: ids.riverbend, responsible: ids.user.teacher, student: riverbend.id, name: 'Check the Riverbend file' });
    // Someone with daily summaries and nothing new.
    await (await server.as('schoolStaff')).patch('/api/v1/summary_preferences/', { preferences: { user_actions: 'daily' } });
  });

  it('sends each recipient one digest in their language, with a text part and the one-click headers', async () => {
    const results = await run(TUESDAY);
    const to = results.map((r) => r.user_id);
    expect(to).toContain(ids.user.frTeacher);
    expect(to).toContain(ids.user.teacher);
    expect(to).not.toContain(ids.user.schoolStaff);
    expect(results.find((r) => r.user_id === ids.user.frTeacher)).toMatchObject({ period_key: 'daily:2030-01-08', types: ['user_actions'] });

    const [email] = await emailsTo('fr.teacher@demo.test');
    expect(email!.subject.startsWith('Votre résumé quotidien')).toBe(true);
    expect(email!.text_body).toContain('Bonjour');
    expect(email!.text_body).toContain(`${frAction} (${frStudent})`);
    expect(email!.text_body).toContain('échéance le');
    // The unsubscribe page opens in the recipient's language, nobody being signed in to say it.
    expect(email!.text_body).toMatch(/\/unsubscribe\?token=[\w-]+&lang=fr/);
    expect(email!.html_body).toContain('<a href="https://hub.example.test/school/');
    expect(email!.headers!['List-Unsubscribe']).toMatch(/^<https:\/\/hub\.example\.test\/api\/v1\/summary_preferences\/unsubscribe\/\?token=[\w-]+>$/);
    expect(email!.headers!['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');

    const got = await eventually(async () => smtp.received.find((m) => m.to.includes('fr.teacher@demo.test')));
    // Long header lines are folded (RFC 5322): unfolded before reading.
    const headers = got.raw.split(/\r?\n\r?\n/)[0]!.replace(/\r?\n[ \t]+/g, ' ');
    expect(headers).toMatch(/^List-Unsubscribe: <https:\/\/hub\.example\.test\/api\/v1\/summary_preferences\/unsubscribe\/\?token=/m);
    expect(headers).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/m);
    expect(headers).toMatch(/^To: fr\.teacher@demo\.test/m);
    expect(got.raw).toMatch(/Content-Type: text\/plain/);
    expect(got.raw).toMatch(/Content-Type: text\/html/);
    expect(smtp.received.filter((m) => m.to.includes('fr.teacher@demo.test'))).toHaveLength(1);
    expect(smtp.received.some((m) => m.to.includes('school.staff@demo.test'))).toBe(false);
  });

  it('names only the students the recipient may see at send time', async () => {
    const [email] = await emailsTo('teacher@demo.test');
    expect(email!.subject.startsWith('Your daily summary')).toBe(true);
    expect(email!.text_body).toContain(aspenStudent);
    expect(email!.text_body).toContain('Aspen watch');
    expect(email!.text_body).not.toContain(riverbendStudent);
    expect(email!.text_body).not.toContain('Riverbend watch');
    // Their own action in Riverbend is theirs to see; the Riverbend student is not named.
    expect(email!.text_body).toContain('Check the Riverbend file — due');
    expect(email!.html_body).not.toContain(riverbendStudent);
  });

  it('sends nothing more when the job runs again in the same period, or when nothing changed since', async () => {
    const before = (await server.db.select().from(sentEmails)).length;
    expect(await run(TUESDAY)).toEqual([]);
    // Two copies of the server at once: the unique (user, period) lets one through.
    await server.db.insert(actions).values({
      district_id: ids.fr,
      school_id: ids.troisPonts,
      name: 'Plus tard',
      responsible_id: ids.user.frTeacher,
      completion_date: '2030-01-25',
      created_at: new Date('2030-01-09T10:00:00Z'),
    });
    const wednesday = new Date('2030-01-09T11:00:00Z');
    const [a, b] = await Promise.all([run(wednesday), run(wednesday)]);
    expect([...a!, ...b!].filter((r) => r.user_id === ids.user.frTeacher)).toHaveLength(1);
    // Thursday: nothing new for anyone.
    expect(await run(new Date('2030-01-10T11:00:00Z'))).toEqual([]);
    expect((await server.db.select().from(sentEmails)).length).toBe(before + 1);
    const digests = await server.db.select().from(summaryDigests).where(eq(summaryDigests.user_id, ids.user.frTeacher));
    expect(digests.map((d) => d.period_key).sort()).toEqual(['daily:2030-01-08', 'daily:2030-01-09']);
  });

  it('reports only what changed since the last digest', async () => {
    const [, second] = await emailsTo('fr.teacher@demo.test');
    expect(second!.text_body).toContain('Plus tard');
    expect(second!.text_body).not.toContain(frAction);
  });

  it('an unsubscribe link reads without changing anything, then works once, for its user and type only', async () => {
    const [email] = await emailsTo('teacher@demo.test');
    // The teacher's digest: students first, then their actions (the contract's order), each with its link.
    const studentsToken = tokenIn(email!.text_body, 0);
    const anon = server.client();
    anon.csrf = false;
    const read = await anon.get(`/api/v1/summary_preferences/unsubscribe/?token=${studentsToken}`);
    expect(read.body).toEqual({ types: ['student_search'], used: false, language: 'en' });
    const teacher = await server.as('teacher');
    const freq = async (c: typeof teacher, type: string) => (await c.get('/api/v1/summary_preferences/')).body.results.find((r: { type: string }) => r.type === type).frequency;
    expect(await freq(teacher, 'student_search')).toBe('daily');

    // No session, no CSRF header: the token is the credential.
    const done = await anon.post(`/api/v1/summary_preferences/unsubscribe/?token=${studentsToken}`, {});
    expect(done.status).toBe(200);
    expect(done.body).toEqual({ types: ['student_search'], frequency: 'off' });
    expect(await freq(teacher, 'student_search')).toBe('off');
    // A token for one type leaves the others, and other users, alone.
    expect(await freq(teacher, 'user_actions')).toBe('daily');
    const fr = await server.as('frTeacher');
    expect(await freq(fr, 'user_actions')).toBe('daily');

    const again = await anon.post(`/api/v1/summary_preferences/unsubscribe/?token=${studentsToken}`, {});
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe('This unsubscribe link was already used');
    expect((await anon.get(`/api/v1/summary_preferences/unsubscribe/?token=${studentsToken}`)).body.used).toBe(true);
    const bogus = await anon.post('/api/v1/summary_preferences/unsubscribe/?token=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA', {});
    expect(bogus.status).toBe(404);
    expect(bogus.body.error.message).toBe('This unsubscribe link is not valid');

    const [audit] = await server.db.select().from(auditEvents).where(eq(auditEvents.action, 'summary_preference.unsubscribed'));
    expect(audit).toMatchObject({ actor_user_id: ids.user.teacher, target_type: 'user', target_id: String(ids.user.teacher), details: { types: ['student_search'] } });
  });

  it('the List-Unsubscribe header takes a one-click form POST (RFC 8058) and turns off the digest’s types', async () => {
    const [email] = await emailsTo('fr.teacher@demo.test');
    const token = headerToken(email!.headers);
    const res = await fetch(`${server.baseUrl}/api/v1/summary_preferences/unsubscribe/?token=${token}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ types: ['user_actions'], frequency: 'off' });
    const [row] = await server.db
      .select()
      .from(summaryPreferences)
      .where(and(eq(summaryPreferences.user_id, ids.user.frTeacher), eq(summaryPreferences.type, 'user_actions')));
    expect(row!.frequency).toBe('off');
    // Off: the next run sends the French teacher nothing, however much is new.
    await addAction({ district: ids.fr, school: ids.troisPonts, responsible: ids.user.frTeacher, student: null, name: 'Encore' });
    expect((await run(new Date('2030-01-11T11:00:00Z'))).some((r) => r.user_id === ids.user.frTeacher)).toBe(false);
  });

  it('refuses a bad query or body on the unsubscribe routes', async () => {
    const anon = server.client();
    anon.csrf = false;
    expect((await anon.post('/api/v1/summary_preferences/unsubscribe/', {})).status).toBe(400);
    expect((await anon.post('/api/v1/summary_preferences/unsubscribe/?token=x', { 'List-Unsubscribe': 'Two-Clicks' })).status).toBe(400);
  });

  it('sends weekly summaries on Mondays only, in the same single digest as the daily ones', async () => {
    // The district leader keeps the product defaults: their actions and meetings weekly.
    await server.db.insert(actions).values({
      district_id: ids.en,
      school_id: ids.aspen,
      name: 'Weekly one',
      responsible_id: ids.user.districtLeader,
      completion_date: '2030-02-01',
      created_at: new Date('2030-01-12T10:00:00Z'),
    });
    expect((await run(new Date('2030-01-12T11:00:00Z'))).some((r) => r.user_id === ids.user.districtLeader)).toBe(false);
    const monday = await run(new Date('2030-01-14T11:00:00Z'));
    expect(monday.find((r) => r.user_id === ids.user.districtLeader)).toMatchObject({ period_key: 'weekly:2030-W03', types: ['user_actions'] });
  });
});
