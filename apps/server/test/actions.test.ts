import { describe, expect, it } from 'vitest';
import { desc, eq, sql } from 'drizzle-orm';
import { actions, auditEvents, meetingNotes, meetings, type CastMember } from '@ss/db';
import { ACTION_MSG, ZAction, type TAction, type TActionList } from '@ss/domain';
import { type TestServer } from './harness.ts';
import { activeStudentsOfGrade, signedInClients, withDemoServer, type DemoIds } from './fixtures.ts';

let server: TestServer;
let ids: DemoIds;
const as = signedInClients(() => server);
withDemoServer((s, i) => ((server = s), (ids = i)));

const today = () => new Date().toISOString().slice(0, 10);
const actionCount = async () => (await server.db.select({ n: sql<number>`count(*)::int` }).from(actions))[0]!.n;
const rowOf = async (id: number) => (await server.db.select().from(actions).where(eq(actions.id, id)))[0];
const body = (over: Record<string, unknown> = {}) => ({ name: 'Call the family', responsible: ids.user.teacher, completion_date: '2026-12-01', school: ids.aspen, ...over });

async function create(m: CastMember, over: Record<string, unknown> = {}): Promise<TAction> {
  const res = await (await as(m)).post<TAction>('/api/v1/actions/', body(over));
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}
async function list(m: CastMember, query: string) {
  const res = await (await as(m)).get<TActionList>(`/api/v1/actions/?${query}`);
  expect(res.status, `${m} ${query}: ${JSON.stringify(res.body)}`).toBe(200);
  return res.body;
}
const idsOf = (page: TActionList) => page.results.map((a) => a.id).sort((a, b) => a - b);
const sorted = (...xs: number[]) => [...xs].sort((a, b) => a - b);

describe('actions: sign-in and tenancy', () => {
  it('answers 401 to anonymous callers on every route, and changes nothing', async () => {
    const a = await create('schoolLeader');
    const c = server.client();
    const calls: [string, string, unknown?][] = [
      ['GET', `/api/v1/actions/?scope=schoolActions&school=${ids.aspen}`],
      ['POST', '/api/v1/actions/', body()],
      ['GET', `/api/v1/actions/${a.id}/`],
      ['PATCH', `/api/v1/actions/${a.id}/`, { version: a.version, name: 'X' }],
      ['DELETE', `/api/v1/actions/${a.id}/`],
      ['GET', `/api/v1/actions/export/?scope=schoolActions&school=${ids.aspen}&format=csv`],
      ['GET', `/api/v1/actions/people/?school=${ids.aspen}`],
    ];
    for (const [method, path, b] of calls) expect((await c.request(method, path, b)).status, `${method} ${path}`).toBe(401);
    expect(await rowOf(a.id)).toMatchObject({ name: 'Call the family', version: 1 });
  });

  it('hides an action from another district (404) and lets it change nothing', async () => {
    const a = await create('schoolLeader', { name: 'Private to Aspen' });
    const before = await actionCount();
    for (const m of ['frAdmin', 'frTeacher'] as const) {
      const c = await as(m);
      expect((await c.get(`/api/v1/actions/${a.id}/`)).status, m).toBe(404);
      expect((await c.patch(`/api/v1/actions/${a.id}/`, { version: a.version, name: 'Mine now' })).status, m).toBe(404);
      expect((await c.delete(`/api/v1/actions/${a.id}/`)).status, m).toBe(404);
      expect((await c.get(`/api/v1/actions/?scope=schoolActions&school=${ids.aspen}`)).status, m).toBe(404);
      expect((await c.get(`/api/v1/actions/?scope=districtActions&district=${ids.en}`)).status, m).toBe(404);
      expect((await c.get(`/api/v1/actions/export/?scope=schoolActions&school=${ids.aspen}`)).status, m).toBe(404);
      expect((await c.post('/api/v1/actions/', body())).status, m).toBe(404);
    }
    expect(await rowOf(a.id)).toMatchObject({ name: 'Private to Aspen', version: 1 });
    expect(await actionCount()).toBe(before);
  });

  it('refuses roles without the permission and changes nothing', async () => {
    const a = await create('schoolLeader', { name: 'Leader’s action', responsible: ids.user.schoolLeader });
    const before = await actionCount();
    // School staff may not create; teachers may not list the district; a teacher who neither created nor holds it may not change or delete it.
    expect((await (await as('schoolStaff')).post('/api/v1/actions/', body())).status).toBe(403);
    expect((await (await as('teacher')).get(`/api/v1/actions/?scope=districtActions&district=${ids.en}`)).status).toBe(403);
    expect((await (await as('teacher')).patch(`/api/v1/actions/${a.id}/`, { version: a.version, name: 'Teacher’s now' })).status).toBe(403);
    expect((await (await as('teacher')).delete(`/api/v1/actions/${a.id}/`)).status).toBe(403);
    // District admins change it but only its creator and the school's leaders delete it.
    expect((await (await as('districtAdmin')).delete(`/api/v1/actions/${a.id}/`)).status).toBe(403);
    // A suspended school: refused, and its actions are out of everyone's lists but super admins'.
    const suspended = await (await as('districtAdmin')).post('/api/v1/actions/', body({ school: ids.maple, responsible: ids.user.suspendedTeacher }));
    expect(suspended.status).toBe(403);
    expect(suspended.body.error.code).toBe('suspended');
    expect(await actionCount()).toBe(before);
    expect(await rowOf(a.id)).toMatchObject({ name: 'Leader’s action', version: 1 });
    const teacherSees = await (await as('teacher')).get(`/api/v1/actions/${a.id}/`);
    expect(teacherSees.body.abilities).toEqual({ update: false, delete: false });
  });
});

describe('actions: input', () => {
  it('answers the spec’s messages for bad input and writes nothing', async () => {
    const c = await as('schoolLeader');
    const before = await actionCount();
    const [riverbendStudent] = await activeStudentsOfGrade(server.db, ids.riverbend, '6').then((r) => (r.length ? r : activeStudentsOfGrade(server.db, ids.riverbend, '7')));
    const cases: [Record<string, unknown>, string, string][] = [
      [{ name: '   ' }, 'name', 'Required'],
      [{ name: 'x'.repeat(501) }, 'name', 'Please enter maximum {maxlength} characters'],
      [{ completion_date: '2026-02-30' }, 'completion_date', 'Invalid date format'],
      [{ completion_date: '0000-01-01' }, 'completion_date', 'Invalid date format'],
      [{ completion_date: undefined }, 'completion_date', 'Required'],
      [{ comment: 'x'.repeat(2001) }, 'comment', 'Please enter maximum {maxlength} characters'],
      [{ responsible: ids.user.frTeacher }, 'responsible', ACTION_MSG.responsible],
      [{ responsible: ids.user.suspendedTeacher }, 'responsible', ACTION_MSG.responsible],
      [{ student: riverbendStudent }, 'student', ACTION_MSG.student],
      [{ status: 'complete' }, 'status', 'Unknown field'],
    ];
    for (const [over, field, message] of cases) {
      const res = await c.post('/api/v1/actions/', body(over));
      expect(res.status, JSON.stringify(over)).toBe(400);
      expect(res.body.error.fields[field]?.message, JSON.stringify(res.body)).toBe(message);
    }
    const badFilter = await c.get(`/api/v1/actions/?scope=schoolActions&school=${ids.aspen}&status=done`);
    expect(badFilter.status).toBe(400);
    expect(badFilter.body.error.fields.status.message).toBe('Invalid value');
    const range = await c.get(`/api/v1/actions/?scope=schoolActions&school=${ids.aspen}&from=2026-05-01&to=2026-04-01`);
    expect(range.body.error.fields.to.message).toBe(ACTION_MSG.range);
    expect((await c.get('/api/v1/actions/?scope=schoolActions')).body.error.fields.school.message).toBe('Required');
    expect(await actionCount()).toBe(before);
  });

  it('creates with everything checked, names the people, and audits it', async () => {
    const [student] = await activeStudentsOfGrade(server.db, ids.aspen, '3');
    const res = await (
      await as('teacher')
    ).post<TAction>('/api/v1/actions/', body({ name: '  Reading plan  ', student, comment: 'Weekly check-in', responsible: ids.user.districtStaff }));
    expect(res.status).toBe(201);
    const a = ZAction.strict().parse(res.body);
    expect(a).toMatchObject({
      name: 'Reading plan',
      responsible: ids.user.districtStaff,
      responsible_name: 'Priya Natarajan',
      status: 'incomplete',
      school: ids.aspen,
      school_name: 'Aspen Grove Elementary',
      student,
      comment: 'Weekly check-in',
      actual_date: null,
      completed_at: null,
      abandoned_at: null,
      meeting: null,
      school_meeting_note: null,
      overdue: false,
      abilities: { update: true, delete: true },
    });
    const [audit] = await server.db.select().from(auditEvents).where(eq(auditEvents.action, 'action.created')).orderBy(desc(auditEvents.id)).limit(1);
    expect(audit).toMatchObject({ school_id: ids.aspen, student_id: student, target_type: 'action', target_id: String(a.id), actor_user_id: ids.user.teacher });
  });
});

describe('actions: changes', () => {
  it('answers 409 to a stale version and keeps the newer change', async () => {
    const a = await create('schoolLeader');
    const c = await as('schoolLeader');
    const first = await c.patch<TAction>(`/api/v1/actions/${a.id}/`, { version: a.version, name: 'First', status: 'in_progress' });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ name: 'First', status: 'in_progress', version: 2 });
    const stale = await c.patch(`/api/v1/actions/${a.id}/`, { version: a.version, name: 'Second' });
    expect(stale.status).toBe(409);
    expect(stale.body.error.code).toBe('conflict');
    expect(await rowOf(a.id)).toMatchObject({ name: 'First', version: 2, status: 'in_progress' });
    const [audit] = await server.db.select().from(auditEvents).where(eq(auditEvents.action, 'action.updated')).orderBy(desc(auditEvents.id)).limit(1);
    expect(audit!.details).toMatchObject({ changes: { name: ['Call the family', 'First'], status: ['incomplete', 'in_progress'] } });
  });

  it('lets the responsible person complete it, then refuses every change to it and writes nothing', async () => {
    const a = await create('schoolLeader', { name: 'Complete me' });
    const teacher = await as('teacher');
    const done = await teacher.patch<TAction>(`/api/v1/actions/${a.id}/`, { version: a.version, status: 'complete' });
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ status: 'complete', actual_date: today(), abandoned_at: null, abilities: { update: false, delete: false } });
    expect(done.body.completed_at).not.toBeNull();
    const after = await rowOf(a.id);
    for (const [m, change] of [
      ['teacher', { name: 'Changed' }],
      ['schoolLeader', { status: 'in_progress' }],
      ['super', { comment: 'late note' }],
    ] as const) {
      const res = await (await as(m)).patch(`/api/v1/actions/${a.id}/`, { version: done.body.version, ...change });
      expect(res.status, m).toBe(409);
      expect(res.body.error.message).toBe(ACTION_MSG.final);
    }
    const del = await (await as('schoolLeader')).delete(`/api/v1/actions/${a.id}/`);
    expect(del.status).toBe(409);
    expect(del.body.error.message).toBe(ACTION_MSG.final);
    expect(await rowOf(a.id)).toEqual(after);
    const [audit] = await server.db.select().from(auditEvents).where(eq(auditEvents.action, 'action.completed')).orderBy(desc(auditEvents.id)).limit(1);
    expect(audit).toMatchObject({ target_id: String(a.id), actor_user_id: ids.user.teacher });
  });

  it('abandons with abandoned_at set and keeps it final: nobody deletes an abandoned action (issue 21, section 6)', async () => {
    const a = await create('teacher', { name: 'Abandon me', actual_date: undefined });
    const res = await (await as('teacher')).patch<TAction>(`/api/v1/actions/${a.id}/`, { version: a.version, status: 'abandoned' });
    expect(res.body).toMatchObject({ status: 'abandoned', completed_at: null, actual_date: null, abilities: { update: false, delete: false } });
    expect(res.body.abandoned_at).not.toBeNull();
    expect((await (await as('teacher')).patch(`/api/v1/actions/${a.id}/`, { version: res.body.version, status: 'incomplete' })).status).toBe(409);
    const kept = await rowOf(a.id);
    for (const m of ['teacher', 'schoolLeader', 'super'] as const) {
      const del = await (await as(m)).delete(`/api/v1/actions/${a.id}/`);
      expect(del.status, m).toBe(409);
      expect(del.body.error.message).toBe(ACTION_MSG.final);
    }
    expect(await rowOf(a.id)).toEqual(kept);
  });

  it('deletes an open action and audits that it existed, not what it said', async () => {
    const a = await create('teacher', { name: 'Call Ève’s family about the custody change', actual_date: undefined });
    expect((await (await as('teacher')).delete(`/api/v1/actions/${a.id}/`)).status).toBe(204);
    expect(await rowOf(a.id)).toBeUndefined();
    const [audit] = await server.db.select().from(auditEvents).where(eq(auditEvents.action, 'action.deleted')).orderBy(desc(auditEvents.id)).limit(1);
    expect(audit).toMatchObject({ target_id: String(a.id), actor_user_id: ids.user.teacher });
    expect(JSON.stringify(audit!.details)).not.toContain('custody');
  });
});

describe('actions: scopes and filters', () => {
  it('returns exactly the right rows in each scope', async () => {
    await server.db.delete(actions);
    const [s1] = await activeStudentsOfGrade(server.db, ids.aspen, '3');
    const a1 = await create('schoolLeader', { name: 'A1', responsible: ids.user.teacher, student: s1 });
    const a2 = await create('schoolLeader', { name: 'A2', responsible: ids.user.schoolLeader });
    const a3 = await create('districtAdmin', { name: 'A3', school: ids.riverbend, responsible: ids.user.multiTeacher });
    const a4 = await create('frAdmin', { name: 'A4', school: ids.troisPonts, responsible: ids.user.frTeacher });
    // The district's staff member is responsible for an Aspen action: they see it in their own list too.
    const a5 = await create('schoolAdmin', { name: 'A5', responsible: ids.user.districtStaff });

    expect(idsOf(await list('schoolStaff', `scope=schoolActions&school=${ids.aspen}`))).toEqual(sorted(a1.id, a2.id, a5.id));
    expect(idsOf(await list('districtAdmin', `scope=districtActions&district=${ids.en}`))).toEqual(sorted(a1.id, a2.id, a3.id, a5.id));
    expect(idsOf(await list('districtAdmin', `scope=districtActions&district=${ids.en}&school=${ids.riverbend}`))).toEqual([a3.id]);
    expect(idsOf(await list('frAdmin', `scope=districtActions&district=${ids.fr}`))).toEqual([a4.id]);
    expect(idsOf(await list('super', `scope=districtActions&district=${ids.fr}`))).toEqual([a4.id]);
    expect(idsOf(await list('teacher', 'scope=myActions'))).toEqual([a1.id]);
    expect(idsOf(await list('multiTeacher', 'scope=myActions'))).toEqual([a3.id]);
    expect(idsOf(await list('districtStaff', 'scope=myActions'))).toEqual([a5.id]);
    expect(idsOf(await list('teacher', `scope=studentActions&student=${s1}`))).toEqual([a1.id]);
    expect(idsOf(await list('schoolLeader', `scope=schoolActions&school=${ids.aspen}&responsible=${ids.user.schoolLeader}`))).toEqual([a2.id]);
    expect((await (await as('frTeacher')).get(`/api/v1/actions/?scope=studentActions&student=${s1}`)).status).toBe(404);
    expect((await (await as('teacher')).get(`/api/v1/actions/?scope=myActions&responsible=${ids.user.schoolLeader}`)).status).toBe(400);
    // The list and the single read agree for every cast member.
    for (const m of ['teacher', 'schoolStaff', 'multiTeacher', 'frTeacher', 'districtStaff'] as const) {
      const c = await as(m);
      for (const a of [a1, a2, a3, a4, a5]) {
        const one = await c.get(`/api/v1/actions/${a.id}/`);
        const place = a.school === ids.troisPonts ? `district=${ids.fr}` : `district=${ids.en}`;
        const inLists =
          (await c.get<TActionList>(`/api/v1/actions/?scope=myActions`)).body.results.some((x) => x.id === a.id) ||
          (await c.get<TActionList>(`/api/v1/actions/?scope=schoolActions&school=${a.school}`)).body.results?.some((x) => x.id === a.id) ||
          (m === 'districtStaff' && (await c.get<TActionList>(`/api/v1/actions/?scope=districtActions&${place}`)).body.results?.some((x) => x.id === a.id));
        expect(one.status === 200, `${m} ${a.name}`).toBe(!!inLists);
      }
    }
  });

  it('filters by status (incomplete_in_progress, status[]), dates and sorts, flagging overdue ones', async () => {
    await server.db.delete(actions);
    const lead = await as('schoolLeader');
    const mk = (name: string, date: string) => create('schoolLeader', { name, completion_date: date });
    const open = await mk('Open', '2020-01-10');
    const going = await mk('Going', '2030-02-01');
    const done = await mk('Done', '2030-03-01');
    const dropped = await mk('Dropped', '2030-04-01');
    await lead.patch(`/api/v1/actions/${going.id}/`, { version: 1, status: 'in_progress' });
    await lead.patch(`/api/v1/actions/${done.id}/`, { version: 1, status: 'complete', actual_date: '2026-01-05' });
    await lead.patch(`/api/v1/actions/${dropped.id}/`, { version: 1, status: 'abandoned' });
    const base = `scope=schoolActions&school=${ids.aspen}`;
    expect(idsOf(await list('schoolLeader', `${base}&status=incomplete_in_progress`))).toEqual(sorted(open.id, going.id));
    expect(idsOf(await list('schoolLeader', `${base}&status[]=complete&status[]=abandoned`))).toEqual(sorted(done.id, dropped.id));
    expect(idsOf(await list('schoolLeader', `${base}&status=in_progress`))).toEqual([going.id]);
    expect(idsOf(await list('schoolLeader', `${base}&from=2030-01-01&to=2030-03-01`))).toEqual(sorted(going.id, done.id));
    const byDate = await list('schoolLeader', `${base}&sort=-completion_date`);
    expect(byDate.results.map((a) => a.name)).toEqual(['Dropped', 'Done', 'Going', 'Open']);
    expect(byDate.results.map((a) => a.overdue)).toEqual([false, false, false, true]);
    expect((await list('schoolLeader', `${base}&sort=name`)).results.map((a) => a.name)).toEqual(['Done', 'Dropped', 'Going', 'Open']);
    // Pages by expected date are merged from one index range per status: they join up in order.
    const pages = [1, 2].map((n) => list('schoolLeader', `${base}&pageSize=2&page=${n}`));
    expect((await Promise.all(pages)).flatMap((p) => p.results.map((a) => a.name))).toEqual(['Open', 'Going', 'Done', 'Dropped']);
    const openPages = [1, 2].map((n) => list('schoolLeader', `${base}&status=incomplete_in_progress&sort=-completion_date&pageSize=1&page=${n}`));
    expect((await Promise.all(openPages)).flatMap((p) => p.results.map((a) => a.name))).toEqual(['Going', 'Open']);
    const paged = await list('schoolLeader', `${base}&pageSize=3&page=2`);
    expect(paged).toMatchObject({ count: 4, page: 2, pageSize: 3 });
    expect(paged.results).toHaveLength(1);
    expect((await lead.get(`/api/v1/actions/?${base}&pageSize=3&page=3`)).status).toBe(404);
    expect((await lead.get(`/api/v1/actions/?${base}&all=true`)).status).toBe(400);
  });
});

describe('actions: the counts of a district and a school', () => {
  it('counts from the kept tallies exactly what counting the actions gives, after creates, changes, moves and deletes', async () => {
    const a = await create('schoolLeader', { name: 'Tally 1' });
    const b = await create('schoolLeader', { name: 'Tally 2' });
    const c = await create('districtAdmin', { name: 'Tally 3', school: ids.riverbend, responsible: ids.user.multiTeacher });
    const moved = await (await as('schoolLeader')).patch<TAction>(`/api/v1/actions/${a.id}/`, { version: a.version, status: 'in_progress' });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect((await (await as('schoolLeader')).delete(`/api/v1/actions/${b.id}/`)).status).toBe(204);
    // Moved into the suspended school behind the API's back: hidden from all but super admins, and counted so.
    await server.db.update(actions).set({ school_id: ids.maple }).where(eq(actions.id, c.id));
    const direct = async (where: string, superAdmin: boolean) =>
      (
        (await server.db.execute(
          sql.raw(`select count(*)::int as n from actions where ${where}${superAdmin ? '' : " and school_id not in (select id from schools where status = 'account_suspended')"}`),
        )) as unknown as { rows: { n: number }[] }
      ).rows[0]!.n;
    const cases: [string, string][] = [
      [`scope=districtActions&district=${ids.en}`, `district_id = ${ids.en}`],
      [`scope=districtActions&district=${ids.en}&status=incomplete_in_progress`, `district_id = ${ids.en} and status in ('incomplete', 'in_progress')`],
      [`scope=districtActions&district=${ids.en}&status=in_progress`, `district_id = ${ids.en} and status = 'in_progress'`],
      [`scope=schoolActions&school=${ids.aspen}`, `school_id = ${ids.aspen}`],
      [`scope=schoolActions&school=${ids.aspen}&status=incomplete_in_progress`, `school_id = ${ids.aspen} and status in ('incomplete', 'in_progress')`],
    ];
    for (const m of ['super', 'districtAdmin', 'schoolLeader'] as const)
      for (const [query, where] of cases) {
        if (m === 'schoolLeader' && query.includes('districtActions')) continue;
        expect((await list(m, query)).count, `${m} ${query}`).toBe(await direct(where, m === 'super'));
      }
  });
});

describe('actions: CSV export', () => {
  it('exports the filtered actions with neutralised cells, in English or French, and audits it', async () => {
    await server.db.delete(actions);
    await create('schoolLeader', { name: '=HYPERLINK("http://evil.test","x")', comment: '+1;2', completion_date: '2026-03-01' });
    const done = await create('schoolLeader', { name: 'Done one', completion_date: '2026-04-01' });
    await (await as('schoolLeader')).patch(`/api/v1/actions/${done.id}/`, { version: 1, status: 'complete', actual_date: '2026-04-02' });
    const c = await as('schoolLeader');
    const res = await fetch(`${server.baseUrl}/api/v1/actions/export/?scope=schoolActions&school=${ids.aspen}&status=incomplete_in_progress`, {
      headers: { cookie: [...c.cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="actions-aspen-grove-elementary-\d{4}-\d{2}-\d{2}\.csv"$/);
    const bytes = Buffer.from(await res.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.toString('utf8').slice(1).trimEnd().split('\r\n');
    expect(lines[0]).toBe('Action,Responsible,Expected date,Actual date,Completed on,Abandoned on,Student,Status,School,Meeting,Meeting note,Comment');
    expect(lines).toEqual([lines[0], `"'=HYPERLINK(""http://evil.test"",""x"")",Hannah Lee,2026-03-01,,,,,Incomplete,Aspen Grove Elementary,,,"'+1;2"`]);
    const fr = ((await c.get(`/api/v1/actions/export/?scope=schoolActions&school=${ids.aspen}&status=complete&lang=fr&format=csv`)).body as string)
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(fr[0]).toBe('Action,Responsable,Date prévue,Date réelle,Réalisée le,Abandonnée le,Élève,Statut,École,Rencontre,Note de réunion,Commentaire');
    expect(fr[1]).toMatch(/^Done one,Hannah Lee,2026-04-01,2026-04-02,\d{4}-.*,,,Réalisée,Aspen Grove Elementary,,,$/);
    expect(fr).toHaveLength(2);
    const [audit] = await server.db.select().from(auditEvents).where(eq(auditEvents.action, 'actions.export')).orderBy(desc(auditEvents.id)).limit(1);
    expect(audit).toMatchObject({ school_id: ids.aspen, details: { count: 1, scope: 'schoolActions', format: 'csv' } });
  });

  it('writes the filtered actions as a printable PDF, in the caller’s language, audited', async () => {
    const c = await as('schoolLeader');
    await create('schoolLeader', { name: 'Print me' });
    const res = await c.get<string>(`/api/v1/actions/export/?scope=schoolActions&school=${ids.aspen}&format=pdf&lang=fr`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="actions-aspen-grove-elementary-\d{4}-\d{2}-\d{2}\.pdf"$/);
    expect(res.body.startsWith('%PDF-')).toBe(true);
    expect(res.body).toContain('/Lang (fr)');
    const [audit] = await server.db.select().from(auditEvents).where(eq(auditEvents.action, 'actions.export')).orderBy(desc(auditEvents.id)).limit(1);
    expect(audit).toMatchObject({ school_id: ids.aspen, details: { scope: 'schoolActions', format: 'pdf' } });
  });

  it('paginates a long PDF and refuses one past 2,000 actions (CSV has no limit), and 403/404 like the list', async () => {
    const c = await as('schoolLeader');
    const insert = (n: number) =>
      server.db.execute(sql`insert into actions (district_id, school_id, name, responsible_id, completion_date)
        select ${ids.en}, ${ids.aspen}, 'Bulk ' || g, ${ids.user.schoolLeader}, date '2026-12-01' from generate_series(1, ${n}) g`);
    await insert(300);
    const pdf = await c.get<string>(`/api/v1/actions/export/?scope=schoolActions&school=${ids.aspen}&format=pdf`);
    expect(pdf.status).toBe(200);
    expect(pdf.body.match(/\/Type \/Page\b/g)?.length ?? 0).toBeGreaterThan(5);
    await insert(1701);
    const before = await actionCount();
    const refused = await c.get(`/api/v1/actions/export/?scope=schoolActions&school=${ids.aspen}&format=pdf`);
    expect(refused.status).toBe(400);
    expect(refused.body.error.fields.format).toEqual({ message: ACTION_MSG.pdfTooMany, params: { max: 2000 } });
    expect((await c.get(`/api/v1/actions/export/?scope=schoolActions&school=${ids.aspen}&format=csv`)).status).toBe(200);
    expect(await actionCount()).toBe(before);
    await server.db.execute(sql`delete from actions where school_id = ${ids.aspen} and name like 'Bulk %'`);
    expect((await (await as('teacher')).get(`/api/v1/actions/export/?scope=districtActions&district=${ids.en}&format=pdf`)).status).toBe(403);
    expect((await (await as('frTeacher')).get(`/api/v1/actions/export/?scope=schoolActions&school=${ids.aspen}&format=pdf`)).status).toBe(404);
  });
});

describe('actions: who may be responsible', () => {
  it('lists the school’s staff and the district’s staff, and nobody else', async () => {
    const res = await (await as('teacher')).get<{ results: { id: number; name: string }[] }>(`/api/v1/actions/people/?school=${ids.aspen}`);
    expect(res.status).toBe(200);
    const got = res.body.results.map((p) => p.id);
    for (const m of ['districtAdmin', 'districtLeader', 'districtStaff', 'schoolAdmin', 'schoolLeader', 'teacher', 'schoolStaff', 'multiTeacher'] as const)
      expect(got, m).toContain(ids.user[m]);
    for (const m of ['super', 'suspendedTeacher', 'frTeacher', 'frAdmin'] as const) expect(got, m).not.toContain(ids.user[m]);
  });
});

describe('actions: the meeting they were agreed in', () => {
  it('links a meeting of the school or its district and one of its notes, names them, filters by meeting, exports them, and refuses others', async () => {
    const [student] = await activeStudentsOfGrade(server.db, ids.aspen, '4');
    const at = new Date('2026-01-12T15:00:00Z');
    const [m] = await server.db
      .insert(meetings)
      .values({ district_id: ids.en, school_id: ids.aspen, kind: 'student', student_id: student!, descriptor: 'Student check-in', starts_at: at })
      .returning();
    const [other] = await server.db
      .insert(meetings)
      .values({ district_id: ids.en, school_id: ids.riverbend, kind: 'school', descriptor: 'School review', starts_at: at })
      .returning();
    const [districtMeeting] = await server.db.insert(meetings).values({ district_id: ids.en, kind: 'district', descriptor: 'Leadership meeting', starts_at: at }).returning();
    const [frMeeting] = await server.db.insert(meetings).values({ district_id: ids.fr, kind: 'district', descriptor: 'Direction', starts_at: at }).returning();
    const [note] = await server.db.insert(meetingNotes).values({ meeting_id: m!.id, district_id: ids.en, school_id: ids.aspen, student_id: student! }).returning();
    const [general] = await server.db.insert(meetingNotes).values({ meeting_id: districtMeeting!.id, district_id: ids.en }).returning();

    // A note brings its meeting; both are named.
    const linked = await create('schoolLeader', { name: 'Follow up on reading', meeting_note: note!.id });
    expect(linked).toMatchObject({
      meeting: { id: m!.id, name: 'Student check-in (2026-01-12)', descriptor: 'Student check-in', day: '2026-01-12' },
      school_meeting_note: { id: note!.id },
    });
    expect(linked.school_meeting_note!.name).toMatch(/\S+ \S+/);
    const [audit] = await server.db.select().from(auditEvents).where(eq(auditEvents.action, 'action.created')).orderBy(desc(auditEvents.id)).limit(1);
    expect(audit!.details).toMatchObject({ meeting: m!.id, meeting_note: note!.id });

    // A district meeting is of the school's district; its general note is named by the meeting.
    const fromDistrict = await create('districtLeader', { name: 'District follow-up', meeting: districtMeeting!.id, meeting_note: general!.id });
    expect(fromDistrict.school_meeting_note).toEqual({ id: general!.id, name: 'Leadership meeting' });

    const c = await as('schoolLeader');
    const before = await actionCount();
    const refused: [Record<string, unknown>, string, string][] = [
      [{ meeting: other!.id }, 'meeting', ACTION_MSG.meeting],
      [{ meeting: frMeeting!.id }, 'meeting', ACTION_MSG.meeting],
      [{ meeting: 999_999 }, 'meeting', ACTION_MSG.meeting],
      [{ meeting: districtMeeting!.id, meeting_note: note!.id }, 'meeting_note', ACTION_MSG.meetingNote],
      [{ meeting_note: 999_999 }, 'meeting_note', ACTION_MSG.meetingNote],
    ];
    for (const [over, field, message] of refused) {
      const res = await c.post('/api/v1/actions/', body(over));
      expect(res.status, JSON.stringify(over)).toBe(400);
      expect(res.body.error.fields[field]?.message, JSON.stringify(res.body)).toBe(message);
    }
    expect(await actionCount()).toBe(before);

    const list = await (await as('schoolLeader')).get(`/api/v1/actions/?scope=schoolActions&school=${ids.aspen}&meeting=${m!.id}`);
    expect(list.body.results.map((a: TAction) => a.id)).toEqual([linked.id]);

    // Changing the meeting drops the note; null unlinks.
    const moved = await c.patch<TAction>(`/api/v1/actions/${linked.id}/`, { version: linked.version, meeting: districtMeeting!.id });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(moved.body).toMatchObject({ meeting: { id: districtMeeting!.id }, school_meeting_note: null });
    const badPatch = await c.patch(`/api/v1/actions/${linked.id}/`, { version: moved.body.version, meeting: other!.id });
    expect(badPatch.status).toBe(400);
    const unlinked = await c.patch<TAction>(`/api/v1/actions/${linked.id}/`, { version: moved.body.version, meeting: null });
    expect(unlinked.body).toMatchObject({ meeting: null, school_meeting_note: null });
    expect(await rowOf(linked.id)).toMatchObject({ meeting_id: null, meeting_note_id: null });

    const csv = ((await c.get(`/api/v1/actions/export/?scope=schoolActions&school=${ids.aspen}&sort=-created_at`)).body as string).replace(/^\uFEFF/, '').split('\r\n');
    expect(csv.some((l) => l.includes('Leadership meeting (2026-01-12),Leadership meeting'))).toBe(true);
  });
});
