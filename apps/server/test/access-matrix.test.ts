/**
 * The access matrix: every registered API route × the whole cast (and anonymous) ×
 * the target's tenancy (own school or district, sibling school, other district,
 * suspended tenant). Each route states, per scope, who may use it; everyone else
 * must be refused (401 anonymous, 403 or 404 signed in). A route registered without
 * an expectation fails the test, so a new route cannot slip through unreviewed.
 * Mutations use bodies that are harmless when allowed (renaming to the same name, …).
 */
import { TOKEN_ROUTES } from '../src/plugins/csrf.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { CAST, districts, schoolMemberships, schools, students, users, type CastMember } from '@ss/db';
import { studentSearchName } from '@ss/domain';
import { ApiClient, startTestServer, type ApiResponse, type TestServer } from './harness.ts';
import { demoIds, type DemoIds } from './fixtures.ts';
import { ALL, EN, FR, matrix, type Spec, type Targets } from './matrix/common.ts';
import { AREA_SPECS } from './matrix/index.ts';
import { seedMatrixBoards } from './matrix/boards.ts';
import { seedMatrixActions } from './matrix/actions.ts';
import { seedMatrixCelebrations } from './matrix/celebrations.ts';
import { seedMatrixNorms } from './matrix/norms.ts';
import { seedMatrixMeetings } from './matrix/meetings.ts';
import { seedMatrixResources } from './matrix/resources.ts';
import { seedMatrixSupports } from './matrix/supports.ts';
import { seedMatrixStudentSupports } from './matrix/student-supports.ts';
import { seedMatrixSupportPlans } from './matrix/support-plans.ts';
import { seedMatrixGuardianRequests } from './matrix/guardian-sign.ts';
import { seedMatrixPlanExport } from './matrix/support-plan-exports.ts';
import { seedMatrixDistrictExports } from './matrix/district-export.ts';
import { seedMatrixEarlyWarnings } from './matrix/early-warnings.ts';
import { seedMatrixSessionUsers } from './matrix/sessions.ts';
import { AREAS, type AreaName } from '../src/areas/index.ts';

// Each area's expectations, merged: the area tests below check that a route is stated in its own area's file.
const SPECS: Record<string, Spec> = Object.assign({}, ...Object.values(AREA_SPECS));

let server: TestServer;
let ids: DemoIds;
let targets: Targets;
const clients = new Map<CastMember, ApiClient>();

beforeAll(async () => {
  // Providers configured (against a closed local port), so their routes join the matrix.
  const jwksUrl = 'http://127.0.0.1:9/jwks';
  server = await startTestServer({
    google: { clientId: 'matrix-google', jwksUrl, issuer: 'https://accounts.google.com' },
    microsoft: { clientId: 'matrix-microsoft', jwksUrl, issuerTemplate: 'https://login.microsoftonline.com/{tid}/v2.0' },
  });
  ids = await demoIds(server.db);
  // A suspended district with no one in it, and a person only in the sibling school.
  const [closed] = await server.db.insert(districts).values({ name: 'Closed School Division', suspended_at: new Date() }).returning();
  const [riverbendOnly] = await server.db.insert(users).values({ email: 'riverbend.only@demo.test', first_name: 'River', last_name: 'Bend', agreed_version: 1 }).returning();
  await server.db.insert(schoolMemberships).values({ user_id: riverbendOnly!.id, school_id: ids.riverbend, user_type: 'school_staff' });
  await server.db.execute(sql`insert into district_memberships (user_id, district_id, user_type) values (${riverbendOnly!.id}, ${ids.en}, 'school_staff')`);
  // One student in each scope, written here so the matrix does not depend on the demo roster.
  const student = async (schoolId: number, districtId: number, n: string) => {
    const [row] = await server.db
      .insert(students)
      .values({
        district_id: districtId,
        school_id: schoolId,
        first_name: 'Matrix',
        last_name: n,
        search_name: studentSearchName('Matrix', n),
        grade: '3',
        gender: 'other',
        student_number: `MATRIX-${n}`,
      })
      .returning({ id: students.id });
    return row!.id;
  };
  targets = {
    district: { own: ids.en, sibling: ids.en, other: ids.fr, suspended: closed!.id },
    student: {
      own: await student(ids.aspen, ids.en, 'Own'),
      sibling: await student(ids.riverbend, ids.en, 'Sibling'),
      other: await student(ids.troisPonts, ids.fr, 'Other'),
      suspended: await student(ids.maple, ids.en, 'Suspended'),
    },
    school: { own: ids.aspen, sibling: ids.riverbend, other: ids.troisPonts, suspended: ids.maple },
    user: { own: ids.user.teacher, sibling: riverbendOnly!.id, other: ids.user.frTeacher, suspended: ids.user.suspendedTeacher },
  };
  targets.board = await seedMatrixBoards(server, targets);
  targets.action = await seedMatrixActions(server, targets);
  targets.norm = await seedMatrixNorms(server, targets);
  targets.celebration = await seedMatrixCelebrations(server, targets);
  const seeded = await seedMatrixMeetings(server, targets);
  targets.meeting = seeded.meeting;
  targets.meetingNote = seeded.note;
  const resourceTargets = await seedMatrixResources(server, targets);
  targets.resource = resourceTargets.resource;
  targets.resourceFolder = resourceTargets.folder;
  targets.support = await seedMatrixSupports(server, targets);
  targets.studentSupport = await seedMatrixStudentSupports(server, targets);
  Object.assign(targets, await seedMatrixSupportPlans(server, targets, ids));
  Object.assign(targets, await seedMatrixPlanExport(server, targets, ids));
  Object.assign(targets, await seedMatrixGuardianRequests(server, targets));
  Object.assign(targets, await seedMatrixEarlyWarnings(server, targets));
  Object.assign(targets, await seedMatrixSessionUsers(server, targets));
  Object.assign(targets, await seedMatrixDistrictExports(server, targets, ids.user.super));
  const names = {
    districts: new Map((await server.db.select().from(districts)).map((d) => [d.id, d.name])),
    schools: new Map((await server.db.select().from(schools)).map((r) => [r.id, r.name])),
    users: new Map((await server.db.select().from(users)).map((u) => [u.id, u.first_name])),
  };
  for (const member of Object.keys(CAST) as CastMember[]) clients.set(member, await server.as(member));
  matrix.ctx = { server, targets, ids, names };
}, 120_000);
afterAll(() => server?.close());

const METHODS: Record<string, (c: ApiClient, path: string, body?: unknown) => Promise<ApiResponse<any>>> = {
  GET: (c, p) => c.get(p),
  POST: (c, p, b) => c.post(p, b),
  PATCH: (c, p, b) => c.patch(p, b),
  PUT: (c, p, b) => c.request('PUT', p, b ?? {}),
  DELETE: (c, p) => c.delete(p),
};

describe('access matrix', () => {
  it('has an expectation for every registered API route', () => {
    const registered = server.runtime.app.apiRoutes.map((r) => `${r.method} ${r.url}`);
    const missing = registered.filter((r) => !(r in SPECS));
    expect(missing).toEqual([]);
  });

  it('has a matrix file for every area in the list, and no file for an area that is not in it', () => {
    expect(Object.keys(AREA_SPECS).sort()).toEqual(AREAS.map((a) => a.name).sort());
  });

  it('finds every API route registered by exactly one area, and stated in that area’s file', () => {
    const { apiRoutes, areaRoutes } = server.runtime.app;
    const owners = new Map<string, string[]>();
    for (const [area, routes] of Object.entries(areaRoutes)) for (const key of routes) owners.set(key, [...(owners.get(key) ?? []), area]);
    const wrong: string[] = [];
    for (const { method, url } of apiRoutes) {
      const key = `${method} ${url}`;
      const by = owners.get(key) ?? [];
      if (by.length !== 1) wrong.push(`${key}: registered by ${by.length ? by.join(' and ') : 'no area'}`);
      else if (!(key in AREA_SPECS[by[0] as AreaName])) wrong.push(`${key}: not in matrix/${by[0]}.ts`);
    }
    // And no file states a route its area does not register (a stale or misplaced expectation).
    for (const [area, specs] of Object.entries(AREA_SPECS))
      for (const key of Object.keys(specs)) if (!areaRoutes[area]?.includes(key)) wrong.push(`${key}: in matrix/${area}.ts, not registered by ${area}`);
    expect(wrong).toEqual([]);
  });

  it('allows exactly whom each route names, in each scope, and refuses everyone else', async () => {
    const failures: string[] = [];
    let cells = 0;
    let crossTenantAllowed = 0;
    for (const route of server.runtime.app.apiRoutes) {
      const key = `${route.method} ${route.url}`;
      const spec = SPECS[key]!;
      const send = METHODS[route.method]!;
      for (const scope of spec.scopes ?? [null]) {
        // Anonymous first.
        const anon = server.client();
        const probe0 = spec.probe(targets, scope, 'super');
        const a = await send(anon, probe0.path, probe0.body);
        cells++;
        if (spec.public) {
          if (!spec.public.status.includes(a.status)) failures.push(`${key} [${scope}] anonymous: ${a.status} ${JSON.stringify(a.body)}`);
          continue;
        }
        if (a.status !== 401) failures.push(`${key} [${scope}] anonymous: expected 401, got ${a.status}`);

        const who = spec.allowed(scope);
        for (const member of ALL) {
          const client = clients.get(member)!;
          const probe = spec.probe(targets, scope, member);
          const res = await send(client, probe.path, probe.body);
          cells++;
          const allowed = who === 'signed-in' || who.includes(member);
          const okStatuses = spec.ok ?? [];
          const isOk = okStatuses.length ? okStatuses.includes(res.status) : res.status >= 200 && res.status < 300;
          const isRefused = [403, 404, ...(spec.refused ?? [])].includes(res.status);
          if (allowed && !isOk) failures.push(`${key} [${scope}] ${member}: expected allowed, got ${res.status} ${JSON.stringify(res.body).slice(0, 160)}`);
          if (!allowed && !isRefused) failures.push(`${key} [${scope}] ${member}: expected refused, got ${res.status} ${JSON.stringify(res.body).slice(0, 160)}`);
          if (allowed && isOk && spec.after) await spec.after(client);
          if (scope === 'other' && member !== 'super' && !FR.includes(member) && res.status >= 200 && res.status < 300) crossTenantAllowed++;
        }
      }
    }
    console.log(`access matrix: ${server.runtime.app.apiRoutes.length} routes, ${cells} cells (13 callers incl. anonymous × scopes)`);
    expect(failures).toEqual([]);
    expect(crossTenantAllowed).toBe(0);
  }, 600_000);

  it('never shows a district’s records to another district in list answers', async () => {
    for (const member of [...EN, ...FR]) {
      const c = clients.get(member)!;
      const own = (await server.db.select().from(users).where(eq(users.email, CAST[member])))[0]!;
      const me = (await c.get('/api/v1/current_user/')).body;
      expect(me.id).toBe(own.id);
      const districtId = me.district.id;
      const d = await c.get('/api/v1/districts/?all=true');
      expect(
        d.body.results.every((x: { id: number }) => x.id === districtId),
        member,
      ).toBe(true);
      const s = await c.get('/api/v1/schools/?all=true');
      expect(
        s.body.results.every((x: { district_id: number }) => x.district_id === districtId),
        member,
      ).toBe(true);
      const u = await c.get('/api/v1/users/?all=true');
      if (u.status === 200) {
        expect(
          u.body.results.every((x: { district: { id: number } | null }) => x.district?.id === districtId),
          member,
        ).toBe(true);
      }
      const st = await c.get('/api/v1/students/?all=true&status=active&status=graduated&status=archived');
      expect(
        st.body.results.every((x: { district_id: number }) => x.district_id === districtId),
        member,
      ).toBe(true);
      const a = await c.get('/api/v1/audit_events/?all=true');
      if (a.status === 200)
        expect(
          a.body.results.every((x: { district_id: number }) => x.district_id === districtId),
          member,
        ).toBe(true);
    }
  });

  it('refuses every mutation without the CSRF header, signed in or not, and changes nothing', async () => {
    const auditCount = async () => ((await server.db.execute(sql`select count(*)::int as n from audit_events`)) as unknown as { rows: { n: number }[] }).rows[0]!.n;
    const before = await auditCount();
    // Routes whose credential is a token in the URL (plugins/csrf.ts TOKEN_ROUTES) are exempt by design.
    const mutations = server.runtime.app.apiRoutes.filter((r) => r.method !== 'GET' && !TOKEN_ROUTES.has(r.url));
    for (const route of mutations) {
      const spec = SPECS[`${route.method} ${route.url}`]!;
      const probe = spec.probe(targets, spec.scopes?.[0] ?? null, 'super');
      for (const client of [server.client(), await server.as('super')]) {
        client.csrf = false;
        if (!client.cookies.has('csrftoken')) await client.get('/api/v1/health/');
        const res = await METHODS[route.method]!(client, probe.path, probe.body);
        expect(res.status, `${route.method} ${route.url}`).toBe(403);
        expect(res.body.error.code).toBe('csrf');
      }
    }
    // Only the sign-ins of the super clients above were recorded.
    expect((await auditCount()) - before).toBe(mutations.length);
    // One super sign-in (a password hash) per mutation route: about 0.2 s each, past the default 30 s at 150 routes.
  }, 120_000);
});
