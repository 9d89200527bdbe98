/**
 * The access matrix: every registered API route × the whole cast (and anonymous) ×
 * the target's tenancy (own school or district, sibling school, other district,
 * suspended tenant). Each route states, per scope, who may use it; everyone else
 * must be refused (401 anonymous, 403 or 404 signed in). A route registered without
 * an expectation fails the test, so a new route cannot slip through unreviewed.
 * Mutations use bodies that are harmless when allowed (renaming to the same name, …).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, max, sql } from 'drizzle-orm';
import { agreements, CAST, districts, schoolMemberships, schools, students, users, type CastMember } from '@ss/db';
import { studentSearchName } from '@ss/domain';
import { ApiClient, startTestServer, type ApiResponse, type TestServer } from './harness.ts';
import { demoIds, type DemoIds } from './fixtures.ts';
import { ALL, ASPEN, DISTRICT_SCOPES, EN, FR, matrix, SUPER, TENANT, type Spec, type Targets } from './matrix/common.ts';
import { AREA_SPECS } from './matrix/index.ts';

let names: { districts: Map<number, string>; schools: Map<number, string>; users: Map<number, string> };
let currentAgreement = 1;

const SPECS: Record<string, Spec> = {
  'GET /api/v1/health/': { public: { status: [200] }, scopes: null, probe: () => ({ path: '/api/v1/health/' }), allowed: () => 'signed-in' },
  'POST /api/v1/auth/': { public: { status: [400] }, scopes: null, probe: () => ({ path: '/api/v1/auth/', body: {} }), allowed: () => 'signed-in' },
  'POST /api/v1/admin_auth/': { public: { status: [400] }, scopes: null, probe: () => ({ path: '/api/v1/admin_auth/', body: {} }), allowed: () => 'signed-in' },
  'POST /api/v1/logout/': { public: { status: [204] }, scopes: null, probe: () => ({ path: '/api/v1/logout/', body: {} }), allowed: () => 'signed-in' },
  'GET /api/v1/auth_config/': { public: { status: [200] }, scopes: null, probe: () => ({ path: '/api/v1/auth_config/' }), allowed: () => 'signed-in' },
  'POST /api/v1/oidc_nonce/': { public: { status: [200] }, scopes: null, probe: () => ({ path: '/api/v1/oidc_nonce/', body: {} }), allowed: () => 'signed-in' },
  'POST /api/v1/google_login/': { public: { status: [401] }, scopes: null, probe: () => ({ path: '/api/v1/google_login/', body: { id_token: 'x.y.z', user_type: 'school' } }), allowed: () => 'signed-in' },
  'POST /api/v1/microsoft_login/': { public: { status: [401] }, scopes: null, probe: () => ({ path: '/api/v1/microsoft_login/', body: { id_token: 'x.y.z', user_type: 'school' } }), allowed: () => 'signed-in' },
  'POST /api/v1/users/password/forgot/': { public: { status: [202] }, scopes: null, probe: () => ({ path: '/api/v1/users/password/forgot/', body: { email: 'nobody@demo.test' } }), allowed: () => 'signed-in' },
  'GET /api/v1/users/password/': { public: { status: [400] }, scopes: null, probe: () => ({ path: '/api/v1/users/password/?token=not-a-real-token' }), allowed: () => 'signed-in' },
  'POST /api/v1/users/password/': { public: { status: [400] }, scopes: null, probe: () => ({ path: '/api/v1/users/password/', body: { token: 'not-a-real-token', password: 'a perfectly long passphrase' } }), allowed: () => 'signed-in' },

  'GET /api/v1/current_user/': { scopes: null, probe: () => ({ path: '/api/v1/current_user/' }), allowed: () => 'signed-in' },
  'GET /api/v1/support_contact/': { scopes: null, probe: () => ({ path: '/api/v1/support_contact/' }), allowed: () => 'signed-in' },
  'GET /api/v1/agreement/': { scopes: null, probe: () => ({ path: '/api/v1/agreement/' }), allowed: () => 'signed-in' },
  'POST /api/v1/agreement/': { scopes: null, probe: () => ({ path: '/api/v1/agreement/', body: { version: currentAgreement, agree: true } }), allowed: () => 'signed-in' },
  // Reachable by every signed-in user for their own account; the wrong current password changes nothing.
  'PATCH /api/v1/users/password/': {
    scopes: null,
    probe: () => ({ path: '/api/v1/users/password/', body: { current_password: 'certainly-not-it', password: 'another long passphrase' } }),
    allowed: () => 'signed-in',
    ok: [400],
  },
  'GET /api/v1/simulate/': { scopes: null, probe: () => ({ path: '/api/v1/simulate/' }), allowed: () => 'signed-in' },
  // Nobody in the matrix is simulating: stopping is a conflict for everyone signed in.
  'DELETE /api/v1/simulate/': { scopes: null, probe: () => ({ path: '/api/v1/simulate/' }), allowed: () => 'signed-in', ok: [409] },
  'POST /api/v1/simulate/': {
    scopes: TENANT,
    probe: (t, s) => ({ path: '/api/v1/simulate/', body: { user_id: t.user[s!] } }),
    allowed: (s) => (s === 'suspended' ? [] : SUPER),
    refused: [409],
    after: async (c) => {
      expect((await c.delete('/api/v1/simulate/')).status).toBe(200);
    },
  },

  'GET /api/v1/statistics/': { scopes: null, probe: () => ({ path: '/api/v1/statistics/' }), allowed: () => SUPER },
  'GET /api/v1/sent_emails/': { scopes: null, probe: () => ({ path: '/api/v1/sent_emails/' }), allowed: () => SUPER },
  'POST /api/v1/sent_emails/test/': { scopes: null, probe: () => ({ path: '/api/v1/sent_emails/test/', body: { to: 'matrix@demo.test' } }), allowed: () => SUPER },
  'GET /api/v1/agreements/': { scopes: null, probe: () => ({ path: '/api/v1/agreements/' }), allowed: () => SUPER },
  'POST /api/v1/agreements/': {
    scopes: null,
    probe: () => ({ path: '/api/v1/agreements/', body: { body_en: 'Matrix agreement', body_fr: 'Entente de la matrice' } }),
    allowed: () => SUPER,
    after: async () => {
      // Everyone agrees again, so the rest of the matrix is not blocked by the new version.
      const [row] = await server.db.select({ v: max(agreements.version) }).from(agreements);
      currentAgreement = row!.v!;
      await server.db.update(users).set({ agreed_version: currentAgreement });
    },
  },
  'GET /api/v1/system_users/': { scopes: null, probe: () => ({ path: '/api/v1/system_users/' }), allowed: () => SUPER },
  'POST /api/v1/system_users/': {
    scopes: null,
    probe: (_t, _s, m) => ({ path: '/api/v1/system_users/', body: { email: `matrix.super.${m}.${Date.now()}@demo.test`, first_name: 'Matrix', last_name: 'Super' } }),
    allowed: () => SUPER,
  },
  'GET /api/v1/audit_events/': { scopes: null, probe: () => ({ path: '/api/v1/audit_events/' }), allowed: () => ['super', 'districtAdmin', 'frAdmin'] },

  'GET /api/v1/districts/': { scopes: null, probe: () => ({ path: '/api/v1/districts/' }), allowed: () => 'signed-in' },
  'POST /api/v1/districts/': { scopes: null, probe: (_t, _s, m) => ({ path: '/api/v1/districts/', body: { name: `Matrix district ${m}` } }), allowed: () => SUPER },
  'GET /api/v1/districts/:id/': {
    scopes: DISTRICT_SCOPES,
    probe: (t, s) => ({ path: `/api/v1/districts/${t.district[s!]}/` }),
    allowed: (s) => ({ own: ['super', ...EN], other: ['super', ...FR], suspended: SUPER, sibling: [] })[s!] as CastMember[],
  },
  'PATCH /api/v1/districts/:id/': {
    scopes: DISTRICT_SCOPES,
    probe: (t, s) => ({ path: `/api/v1/districts/${t.district[s!]}/`, body: { name: names.districts.get(t.district[s!]) } }),
    allowed: () => SUPER,
  },

  'GET /api/v1/schools/': { scopes: null, probe: () => ({ path: '/api/v1/schools/' }), allowed: () => 'signed-in' },
  'POST /api/v1/schools/': {
    scopes: DISTRICT_SCOPES,
    probe: (t, s, m) => ({ path: '/api/v1/schools/', body: { district_id: t.district[s!], name: `Matrix school ${m}` } }),
    allowed: (s) => ({ own: ['super', 'districtAdmin', 'districtLeader'], other: ['super', 'frAdmin'], suspended: SUPER, sibling: [] })[s!] as CastMember[],
  },
  'GET /api/v1/schools/:id/': {
    scopes: TENANT,
    probe: (t, s) => ({ path: `/api/v1/schools/${t.school[s!]}/` }),
    allowed: (s) =>
      ({
        own: ['super', ...ASPEN],
        sibling: ['super', 'districtAdmin', 'districtLeader', 'districtStaff', 'multiTeacher'],
        other: ['super', ...FR],
        suspended: SUPER,
      })[s!] as CastMember[],
  },
  'PATCH /api/v1/schools/:id/': {
    scopes: TENANT,
    probe: (t, s) => ({ path: `/api/v1/schools/${t.school[s!]}/`, body: { name: names.schools.get(t.school[s!]) } }),
    allowed: (s) =>
      ({ own: ['super', 'districtAdmin', 'districtLeader'], sibling: ['super', 'districtAdmin', 'districtLeader'], other: ['super', 'frAdmin'], suspended: SUPER })[s!] as CastMember[],
  },

  'GET /api/v1/users/': {
    scopes: null,
    probe: () => ({ path: '/api/v1/users/' }),
    allowed: () => ['super', 'districtAdmin', 'districtLeader', 'districtStaff', 'schoolAdmin', 'schoolLeader', 'frAdmin'],
  },
  'POST /api/v1/users/': {
    scopes: TENANT,
    probe: (t, s, m) => ({
      path: '/api/v1/users/',
      body: {
        district_id: s === 'other' ? t.district.other : t.district.own,
        people: [{ email: `matrix.${m}.${s}.${Date.now()}@demo.test` }],
        schools: [{ school_id: t.school[s!], user_type: 'school_staff' }],
      },
    }),
    allowed: (s) => ({ own: ['super', 'districtAdmin', 'schoolAdmin'], sibling: ['super', 'districtAdmin'], other: ['super', 'frAdmin'], suspended: SUPER })[s!] as CastMember[],
  },
  'GET /api/v1/users/:id/': {
    scopes: TENANT,
    probe: (t, s) => ({ path: `/api/v1/users/${t.user[s!]}/` }),
    allowed: (s) =>
      ({
        own: ['super', 'districtAdmin', 'districtLeader', 'districtStaff', 'schoolAdmin', 'schoolLeader'],
        sibling: ['super', 'districtAdmin', 'districtLeader'],
        other: ['super', 'frAdmin'],
        suspended: ['super', 'districtAdmin', 'districtLeader'],
      })[s!] as CastMember[],
  },
  'PATCH /api/v1/users/:id/': {
    scopes: TENANT,
    probe: (t, s) => ({ path: `/api/v1/users/${t.user[s!]}/`, body: { first_name: names.users.get(t.user[s!]) } }),
    allowed: (s) => ({ own: ['super', 'districtAdmin', 'schoolAdmin'], sibling: ['super', 'districtAdmin'], other: ['super', 'frAdmin'], suspended: ['super', 'districtAdmin'] })[s!] as CastMember[],
  },
  'POST /api/v1/users/:id/password_link/': {
    scopes: TENANT,
    probe: (t, s) => ({ path: `/api/v1/users/${t.user[s!]}/password_link/`, body: {} }),
    allowed: (s) => ({ own: ['super', 'districtAdmin', 'schoolAdmin'], sibling: ['super', 'districtAdmin'], other: ['super', 'frAdmin'], suspended: ['super', 'districtAdmin'] })[s!] as CastMember[],
  },
  'GET /api/v1/users/:id/credentials/': { scopes: TENANT, probe: (t, s) => ({ path: `/api/v1/users/${t.user[s!]}/credentials/` }), allowed: () => SUPER },
  ...AREA_SPECS,
};

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
      .values({ district_id: districtId, school_id: schoolId, first_name: 'Matrix', last_name: n, search_name: studentSearchName('Matrix', n), grade: '3', gender: 'other', student_number: `MATRIX-${n}` })
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
  names = {
    districts: new Map((await server.db.select().from(districts)).map((d) => [d.id, d.name])),
    schools: new Map((await server.db.select().from(schools)).map((r) => [r.id, r.name])),
    users: new Map((await server.db.select().from(users)).map((u) => [u.id, u.first_name])),
  };
  for (const member of Object.keys(CAST) as CastMember[]) clients.set(member, await server.as(member));
  matrix.ctx = { server, targets, ids };
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
      expect(d.body.results.every((x: { id: number }) => x.id === districtId), member).toBe(true);
      const s = await c.get('/api/v1/schools/?all=true');
      expect(s.body.results.every((x: { district_id: number }) => x.district_id === districtId), member).toBe(true);
      const u = await c.get('/api/v1/users/?all=true');
      if (u.status === 200) {
        expect(u.body.results.every((x: { district: { id: number } | null }) => x.district?.id === districtId), member).toBe(true);
      }
      const st = await c.get('/api/v1/students/?all=true&status=active&status=graduated&status=archived');
      expect(st.body.results.every((x: { district_id: number }) => x.district_id === districtId), member).toBe(true);
      const a = await c.get('/api/v1/audit_events/?all=true');
      if (a.status === 200) expect(a.body.results.every((x: { district_id: number }) => x.district_id === districtId), member).toBe(true);
    }
  });

  it('refuses every mutation without the CSRF header, signed in or not, and changes nothing', async () => {
    const auditCount = async () => ((await server.db.execute(sql`select count(*)::int as n from audit_events`)) as unknown as { rows: { n: number }[] }).rows[0]!.n;
    const before = await auditCount();
    for (const route of server.runtime.app.apiRoutes.filter((r) => r.method !== 'GET')) {
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
    expect((await auditCount()) - before).toBe(server.runtime.app.apiRoutes.filter((r) => r.method !== 'GET').length);
  });
});
