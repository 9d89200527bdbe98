import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { DISTRICT_EN, DISTRICT_FR, SCHOOL_ASPEN, SCHOOL_FR_1, SCHOOL_RIVERBEND, SCHOOL_SUSPENDED, districts, schools, type CastMember } from '@ss/db';
import { startTestServer, type TestServer } from './harness.ts';

let server: TestServer;
const ids = { en: 0, fr: 0, aspen: 0, riverbend: 0, maple: 0, troisPonts: 0 };

beforeAll(async () => {
  server = await startTestServer();
  const d = await server.db.select().from(districts);
  ids.en = d.find((x) => x.name === DISTRICT_EN)!.id;
  ids.fr = d.find((x) => x.name === DISTRICT_FR)!.id;
  const s = await server.db.select().from(schools);
  const byName = (n: string) => s.find((x) => x.name === n)!.id;
  ids.aspen = byName(SCHOOL_ASPEN);
  ids.riverbend = byName(SCHOOL_RIVERBEND);
  ids.maple = byName(SCHOOL_SUSPENDED);
  ids.troisPonts = byName(SCHOOL_FR_1);
});
afterAll(() => server?.close());

const names = (body: { results: { name: string }[] }) => body.results.map((r) => r.name);

describe('GET /api/v1/districts/', () => {
  it('requires sign-in', async () => {
    const res = await server.client().get('/api/v1/districts/');
    expect(res.status).toBe(401);
    expect(res.body.error.code).toBe('unauthenticated');
  });

  it('shows super users every district, paged with the default page size', async () => {
    const res = await (await server.as('super')).get('/api/v1/districts/');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ count: 2, page: 1, pageSize: 10 });
    expect(names(res.body).sort()).toEqual([DISTRICT_FR, DISTRICT_EN].sort());
    const en = res.body.results.find((r: { name: string }) => r.name === DISTRICT_EN);
    expect(en).toMatchObject({ school_count: 3, francophone: false, suspended_at: null });
  });

  const own: [CastMember, string][] = [
    ['districtAdmin', DISTRICT_EN],
    ['districtStaff', DISTRICT_EN],
    ['teacher', DISTRICT_EN],
    ['frAdmin', DISTRICT_FR],
  ];
  for (const [member, district] of own) {
    it(`shows ${member} only their own district`, async () => {
      const res = await (await server.as(member)).get('/api/v1/districts/');
      expect(names(res.body)).toEqual([district]);
      expect(res.body.count).toBe(1);
    });
  }

  it('answers 404 (not 403) for another district, and 200 for one’s own', async () => {
    const c = await server.as('districtAdmin');
    expect((await c.get(`/api/v1/districts/${ids.fr}/`)).status).toBe(404);
    expect((await c.get(`/api/v1/districts/${ids.fr}/`)).body).toEqual({ error: { code: 'not_found', message: 'Not Found' } });
    expect((await c.get(`/api/v1/districts/999999/`)).status).toBe(404);
    const mine = await c.get(`/api/v1/districts/${ids.en}/`);
    expect(mine.status).toBe(200);
    expect(mine.body.name).toBe(DISTRICT_EN);
  });

  it('searches by name', async () => {
    const res = await (await server.as('super')).get('/api/v1/districts/?search=rivi');
    expect(names(res.body)).toEqual([DISTRICT_FR]);
  });
});

describe('GET /api/v1/schools/', () => {
  it('requires sign-in', async () => {
    expect((await server.client().get('/api/v1/schools/')).status).toBe(401);
    expect((await server.client().get(`/api/v1/schools/${ids.aspen}/`)).status).toBe(401);
  });

  const visible: [CastMember, string[]][] = [
    ['super', [SCHOOL_ASPEN, SCHOOL_SUSPENDED, SCHOOL_RIVERBEND, SCHOOL_FR_1, 'École secondaire Beauséjour']],
    ['districtAdmin', [SCHOOL_ASPEN, SCHOOL_SUSPENDED, SCHOOL_RIVERBEND]],
    ['districtLeader', [SCHOOL_ASPEN, SCHOOL_SUSPENDED, SCHOOL_RIVERBEND]],
    ['districtStaff', [SCHOOL_ASPEN, SCHOOL_RIVERBEND]],
    ['schoolAdmin', [SCHOOL_ASPEN]],
    ['teacher', [SCHOOL_ASPEN]],
    ['multiTeacher', [SCHOOL_ASPEN, SCHOOL_RIVERBEND]],
    ['suspendedTeacher', [SCHOOL_SUSPENDED]],
    ['frAdmin', [SCHOOL_FR_1, 'École secondaire Beauséjour']],
    ['frTeacher', [SCHOOL_FR_1]],
  ];
  for (const [member, want] of visible) {
    it(`lists for ${member} exactly the schools in scope, and each one opens`, async () => {
      const c = await server.as(member);
      const res = await c.get('/api/v1/schools/?all=true');
      expect(res.status).toBe(200);
      expect(names(res.body).sort()).toEqual([...want].sort());
      expect(res.body.count).toBe(want.length);
      // The list and the single-record answer agree; a suspended school's record is closed to all but super admins.
      for (const s of res.body.results) {
        const one = await c.get(`/api/v1/schools/${s.id}/`);
        if (s.suspended_at && member !== 'super') {
          expect(one.status).toBe(403);
          expect(one.body.error).toEqual({ code: 'suspended', message: "School account you're trying to access is suspended" });
        } else {
          expect(one.status).toBe(200);
        }
      }
      const all = await (await server.as('super')).get('/api/v1/schools/?all=true');
      for (const s of all.body.results.filter((x: { name: string }) => !want.includes(x.name))) {
        expect((await c.get(`/api/v1/schools/${s.id}/`)).status).toBe(404);
      }
    });
  }

  it('reports the actor’s own role and support plan permission in each school', async () => {
    const res = await (await server.as('districtStaff')).get('/api/v1/schools/?all=true');
    const aspen = res.body.results.find((s: { id: number }) => s.id === ids.aspen);
    expect(aspen).toMatchObject({ my_role: 'school_leader', my_support_plan_permission: 'ipp_cordinator', district_name: DISTRICT_EN });
  });

  it('filters by district, by several statuses (key[] params) and by name', async () => {
    const c = await server.as('super');
    expect(names((await c.get(`/api/v1/schools/?district=${ids.fr}&all=true`)).body).length).toBe(2);
    const two = await c.get('/api/v1/schools/?status[]=payment_pending&status[]=account_suspended&all=true');
    expect(names(two.body).sort()).toEqual([SCHOOL_SUSPENDED, SCHOOL_RIVERBEND].sort());
    const one = await c.get('/api/v1/schools/?status[]=account_suspended');
    expect(names(one.body)).toEqual([SCHOOL_SUSPENDED]);
    expect(names((await c.get('/api/v1/schools/?search=aspen')).body)).toEqual([SCHOOL_ASPEN]);
    // LIKE wildcards in a search are matched literally.
    expect((await c.get('/api/v1/schools/?search=%25')).body.count).toBe(0);
  });

  it('cannot widen its scope with a district filter', async () => {
    const res = await (await server.as('teacher')).get(`/api/v1/schools/?district=${ids.fr}`);
    expect(res.status).toBe(200);
    expect(res.body.count).toBe(0);
  });

  it('pages: pageSize, page, counts, and a distinct answer past the end', async () => {
    const c = await server.as('super');
    const p1 = await c.get('/api/v1/schools/?page=1&pageSize=2');
    const p3 = await c.get('/api/v1/schools/?page=3&pageSize=2');
    expect(p1.body).toMatchObject({ count: 5, page: 1, pageSize: 2 });
    expect(p1.body.results).toHaveLength(2);
    expect(p3.body.results).toHaveLength(1);
    const past = await c.get('/api/v1/schools/?page=4&pageSize=2');
    expect(past.status).toBe(404);
    expect(past.body).toEqual({ error: { code: 'invalid_page', message: 'Invalid page, returning to page 1' } });
    const empty = await c.get('/api/v1/schools/?search=nothing-matches');
    expect(empty.status).toBe(200);
    expect(empty.body).toEqual({ count: 0, page: 1, pageSize: 10, results: [] });
  });

  it('rejects bad query parameters with catalogue messages', async () => {
    const c = await server.as('super');
    const zero = await c.get('/api/v1/schools/?page=0');
    expect(zero.status).toBe(400);
    expect(zero.body.error.fields.page).toEqual({ message: 'Value must be greater than or equal to {min}', params: { min: 1 } });
    const big = await c.get('/api/v1/schools/?pageSize=1000');
    expect(big.body.error.fields.pageSize).toEqual({ message: 'Value must be less than or equal to {max}', params: { max: 100 } });
    const unknown = await c.get('/api/v1/schools/?colour=red');
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.fields).toEqual({ colour: { message: 'Unknown field' } });
    const status = await c.get('/api/v1/schools/?status[]=closed');
    expect(status.status).toBe(400);
    const badId = await c.get('/api/v1/schools/abc/');
    expect(badId.status).toBe(400);
    expect(badId.body.error.message).toBe('You provided invalid id in url');
  });
});

describe('schools table invariants', () => {
  it('refuses a suspended status without a suspension time (and the reverse)', async () => {
    await expect(server.db.update(schools).set({ status: 'account_suspended' }).where(eq(schools.id, ids.aspen))).rejects.toThrow();
    await expect(server.db.update(schools).set({ suspended_at: new Date() }).where(eq(schools.id, ids.aspen))).rejects.toThrow();
  });
});

describe('abilities the web reads instead of re-deriving the rules (issue 13 §5)', () => {
  // [member, district EN configure, Aspen configure] — null: the record is out of the member's scope (404).
  const cast: [CastMember, boolean | null, boolean | null][] = [
    ['super', true, true],
    ['districtAdmin', true, true],
    ['districtLeader', true, true],
    ['districtStaff', false, false],
    ['schoolAdmin', false, true],
    ['schoolLeader', false, false],
    ['teacher', false, false],
    ['schoolStaff', false, false],
    ['frAdmin', null, null],
  ];
  for (const [member, district, school] of cast) {
    it(`${member}: configure on the district and the school, as the configuration answers say`, async () => {
      const c = await server.as(member);
      const d = await c.get(`/api/v1/districts/${ids.en}/`);
      const s = await c.get(`/api/v1/schools/${ids.aspen}/`);
      if (district === null) expect(d.status).toBe(404);
      else {
        expect(d.body.abilities.configure).toBe(district);
        const list = await c.get(`/api/v1/config/student-profile-textboxes/?district=${ids.en}`);
        if (list.status === 200) expect(list.body.abilities.update).toBe(district);
      }
      if (school === null) expect(s.status).toBe(404);
      else {
        expect(s.body.abilities).toMatchObject({ configure: school, open: true });
        const list = await c.get(`/api/v1/config/student-profile-textboxes/?school=${ids.aspen}`);
        expect(list.status).toBe(200);
        expect(list.body.abilities.update).toBe(school);
      }
    });
  }

  it('frAdmin configures their own district and its schools', async () => {
    const c = await server.as('frAdmin');
    expect((await c.get(`/api/v1/districts/${ids.fr}/`)).body.abilities.configure).toBe(true);
    expect((await c.get(`/api/v1/schools/${ids.troisPonts}/`)).body.abilities).toMatchObject({ configure: true, open: true });
  });

  // The school picker lists a suspended school without a way in: only super admins open it.
  const maple: [CastMember, boolean][] = [
    ['super', true],
    ['districtAdmin', false],
    ['districtLeader', false],
    ['suspendedTeacher', false],
  ];
  for (const [member, open] of maple) {
    it(`${member}: the suspended school is ${open ? 'open and configurable' : 'neither open nor configurable'}`, async () => {
      const res = await (await server.as(member)).get('/api/v1/schools/?all=true');
      const row = res.body.results.find((s: { id: number }) => s.id === ids.maple);
      expect(row.abilities).toMatchObject({ open, configure: open });
    });
  }
});
