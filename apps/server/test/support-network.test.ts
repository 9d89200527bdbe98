/** The support network (issue 11, section 1) through real HTTP: sign-in, tenancy, roles, input, versions, lists and the continuum. */
import { describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { supports } from '@ss/db';
import { MSG, SUPPORT_MSG, ZSupport, ZSupportContinuum, type TSupport, type TSupportContinuum, type TSupportList } from '@ss/domain';
import type { TestServer } from './harness.ts';
import { signedInClients, type DemoIds } from './fixtures.ts';
import { auditOf, counts, createVia, supportByName, supportRow, withSupportServer, type SystemKeys } from './support-fixtures.ts';

let server: TestServer;
let ids: DemoIds;
const as = signedInClients(() => server);
let keys: SystemKeys;
withSupportServer((s, i, k) => ((server = s), (ids = i), (keys = k)));
const body = (over: Record<string, unknown> = {}) => ({ type: 'strategy', focus_areas: [keys.focus[0]], tiers: [keys.tiers[0]], ...over });

/** One support of each level the tests read and change: Aspen's approved addition, the English district's own, a shared one. */
async function fixtures() {
  return {
    school: await createVia(await as('schoolLeader'), body({ level: 'school', school: ids.aspen, name_en: 'Aspen check-in' })),
    district: await createVia(await as('districtAdmin'), body({ level: 'district', district: ids.en, name_en: 'Prairie mentoring' })),
    shared: await createVia(await as('super'), body({ level: 'shared', name_en: 'Shared fidget tools', name_fr: 'Outils de manipulation' })),
  };
}

/** Every route of the area with a harmless body, for the support given. */
function everyRoute(s: TSupport, place: { school: number; district: number }): [string, string, unknown?][] {
  return [
    ['GET', `/api/v1/supports/?school=${place.school}`],
    ['POST', '/api/v1/supports/', body({ level: 'school', school: place.school, name_en: 'X' })],
    ['GET', `/api/v1/supports/continuum/?school=${place.school}`],
    ['POST', '/api/v1/supports/import/', { district: place.district, supports: [s.id] }],
    ['GET', `/api/v1/supports/connections/?district=${place.district}`],
    ['POST', '/api/v1/supports/connections/', { district: place.district, partner: ids.fr }],
    ['DELETE', `/api/v1/supports/connections/?district=${place.district}&partner=${ids.fr}`],
    ['GET', `/api/v1/supports/${s.id}/`],
    ['PATCH', `/api/v1/supports/${s.id}/`, { version: s.version, name_en: 'Changed' }],
    ['DELETE', `/api/v1/supports/${s.id}/`],
    ['POST', `/api/v1/supports/${s.id}/approve/`, { version: s.version }],
    ['POST', `/api/v1/supports/${s.id}/return/`, { version: s.version, comment: 'No' }],
    ['POST', `/api/v1/supports/${s.id}/propose/`, { version: s.version }],
    ['POST', `/api/v1/supports/${s.id}/submit/`, {}],
    ['POST', `/api/v1/supports/${s.id}/archive/`, { version: s.version }],
    ['POST', `/api/v1/supports/${s.id}/restore/`, { version: s.version }],
    ['POST', `/api/v1/supports/${s.id}/attachments/`, { kind: 'link', title: 'Site', url: 'https://example.org/' }],
    ['DELETE', `/api/v1/supports/${s.id}/attachments/1/`],
    ['GET', `/api/v1/supports/${s.id}/attachments/1/file/`],
  ];
}

describe('supports: sign-in, tenancy, roles', () => {
  it('answers 401 to anonymous callers on every route and changes nothing', async () => {
    const { school } = await fixtures();
    const before = await counts(server.db);
    const c = server.client();
    const routes = everyRoute(school, { school: ids.aspen, district: ids.en });
    for (const [method, path, b] of routes) expect((await c.request(method, path, b)).status, `${method} ${path}`).toBe(401);
    expect(routes).toHaveLength(19);
    expect(await counts(server.db)).toEqual(before);
    expect(await supportRow(server.db, school.id)).toMatchObject({ name_en: 'Aspen check-in', version: 1, status: 'approved' });
  });

  it('hides another district’s supports and places (404) and lets it change nothing; a connected district’s managers read its approved supports only', async () => {
    const f = await fixtures();
    const [frAdmin, frTeacher] = [await as('frAdmin'), await as('frTeacher')];
    const before = await counts(server.db);
    const place = { school: ids.aspen, district: ids.en };
    for (const [c, s, m] of [
      [frTeacher, f.school, 'frTeacher'],
      [frTeacher, f.district, 'frTeacher'],
      [frAdmin, f.school, 'frAdmin'],
    ] as const) {
      for (const [method, path, b] of everyRoute(s, place)) {
        const res = await c.request(method, path, b);
        expect(res.status, `${m} ${method} ${path} ${JSON.stringify(res.body)}`).toBe(404);
      }
    }
    // The districts are connected: the French admin reads the English district's approved support (to import it), and changes nothing (403).
    for (const [method, path, b] of everyRoute(f.district, place)) {
      const res = await frAdmin.request(method, path, b);
      const expected =
        path === `/api/v1/supports/${f.district.id}/` && method === 'GET' ? 200 : path.startsWith(`/api/v1/supports/${f.district.id}/`) && !path.endsWith('/file/') ? 403 : 404;
      expect(res.status, `frAdmin ${method} ${path} ${JSON.stringify(res.body)}`).toBe(expected);
    }
    const read = await frAdmin.get<TSupport>(`/api/v1/supports/${f.district.id}/`);
    expect(Object.values(read.body.abilities).every((v) => v === false)).toBe(true);
    expect(await counts(server.db)).toEqual(before);
    expect(await supportRow(server.db, f.district.id)).toMatchObject({ name_en: 'Prairie mentoring', version: 1 });
  });

  it('refuses (403) what a role may not do, changes nothing, and the abilities say so', async () => {
    const f = await fixtures();
    for (const m of ['teacher', 'districtStaff', 'districtLeader', 'districtAdmin'] as const) await as(m);
    const before = await counts(server.db);
    const teacher = await as('teacher');
    const read = await teacher.get<TSupport>(`/api/v1/supports/${f.school.id}/`);
    expect(read.status).toBe(200);
    expect(read.body.abilities).toEqual({
      update: false,
      delete: false,
      archive: false,
      restore: false,
      approve: false,
      return: false,
      propose: false,
      submit: false,
      attach: false,
    });
    const refused: [string, string, unknown][] = [
      ['PATCH', `/api/v1/supports/${f.school.id}/`, { version: 1, name_en: 'Mine' }],
      ['DELETE', `/api/v1/supports/${f.school.id}/`, undefined],
      ['POST', `/api/v1/supports/${f.school.id}/archive/`, { version: 1 }],
      ['POST', `/api/v1/supports/${f.school.id}/approve/`, { version: 1 }],
      ['POST', `/api/v1/supports/${f.school.id}/attachments/`, { kind: 'link', title: 'Site', url: 'https://example.org/' }],
      ['PATCH', `/api/v1/supports/${f.district.id}/`, { version: 1, name_en: 'Mine' }],
      ['POST', `/api/v1/supports/${f.district.id}/submit/`, {}],
      ['POST', `/api/v1/supports/${f.shared.id}/archive/`, { version: 1 }],
      ['POST', '/api/v1/supports/', body({ level: 'district', district: ids.en, name_en: 'Mine' })],
      ['POST', '/api/v1/supports/', body({ level: 'shared', name_en: 'Mine' })],
      ['POST', '/api/v1/supports/import/', { district: ids.en, supports: [f.shared.id] }],
      ['GET', `/api/v1/supports/connections/?district=${ids.en}`, undefined],
    ];
    for (const [method, path, b] of refused) expect((await teacher.request(method, path, b)).status, `${method} ${path}`).toBe(403);
    // District staff read the district's network but do not keep it; a district leader does not keep the shared one.
    const staff = await as('districtStaff');
    expect((await staff.patch(`/api/v1/supports/${f.district.id}/`, { version: 1, name_en: 'Mine' })).status).toBe(403);
    expect((await staff.post('/api/v1/supports/', body({ level: 'district', district: ids.en, name_en: 'Mine' }))).status).toBe(403);
    expect((await (await as('districtLeader')).patch(`/api/v1/supports/${f.shared.id}/`, { version: 1, name_en: 'Mine' })).status).toBe(403);
    expect((await (await as('districtAdmin')).post('/api/v1/supports/connections/', { district: ids.en, partner: ids.fr })).status).toBe(403);
    // A suspended school is closed to all but super admins, even to the district's admins.
    expect((await (await as('districtAdmin')).post('/api/v1/supports/', body({ level: 'school', school: ids.maple, name_en: 'Closed' }))).status).toBe(403);
    expect(await counts(server.db)).toEqual(before);
    expect(await supportRow(server.db, f.school.id)).toMatchObject({ name_en: 'Aspen check-in', version: 1, status: 'approved' });
  });
});

describe('supports: input and versions', () => {
  it('answers the contract’s messages for bad input and writes nothing', async () => {
    const c = await as('districtAdmin');
    const before = await counts(server.db);
    const named = (over: Record<string, unknown>) => body({ name_en: 'Named', ...over });
    const cases: [Record<string, unknown>, string, string][] = [
      [body({ level: 'district', district: ids.en, name_en: ' ', name_fr: '' }), 'name_en', SUPPORT_MSG.name],
      [named({ level: 'district', district: ids.en, focus_areas: [] }), 'focus_areas', SUPPORT_MSG.focusAreas],
      [named({ level: 'district', district: ids.en, tiers: undefined }), 'tiers', SUPPORT_MSG.tiers],
      [named({ level: 'district', district: ids.en, focus_areas: [999_999] }), 'focus_areas', SUPPORT_MSG.unknownKey],
      [named({ level: 'district', district: ids.en, tiers: [keys.focus[0]] }), 'tiers', SUPPORT_MSG.unknownKey],
      [named({ level: 'district', name_en: 'No district' }), 'district', MSG.required],
      [named({ level: 'school', name_en: 'No school' }), 'school', MSG.required],
      [named({ level: 'district', district: ids.en, school: ids.aspen, name_en: 'Both' }), 'school', MSG.invalidValue],
      [named({ level: 'district', district: ids.en, name_en: 'x'.repeat(201) }), 'name_en', MSG.maxLength],
      [named({ level: 'district', district: ids.en, name_en: 'Long', duration_minutes: 601 }), 'duration_minutes', MSG.max],
      [named({ level: 'district', district: ids.en, name_en: 'Size', group_size: 'crowd' }), 'group_size', MSG.invalidValue],
      [named({ level: 'district', district: ids.en, name_en: 'Type', type: 'magic' }), 'type', MSG.invalidValue],
      [named({ level: 'district', district: ids.en, name_en: 'Type', type: undefined }), 'type', MSG.required],
      [named({ level: 'district', district: ids.en, name_en: 'Extra', colour: 'red' }), 'colour', MSG.unknownField],
    ];
    for (const [b, field, message] of cases) {
      const res = await c.post('/api/v1/supports/', b);
      expect(res.status, JSON.stringify(b)).toBe(400);
      expect(res.body.error.fields[field]?.message, `${JSON.stringify(b)} → ${JSON.stringify(res.body)}`).toBe(message);
    }
    const s = await supportByName(server.db, 'Daily read-aloud', 'district');
    const patch = await c.patch(`/api/v1/supports/${s.id}/`, { version: s.version, name_en: '', name_fr: '' });
    expect(patch.body.error.fields.name_en.message).toBe(SUPPORT_MSG.name);
    const list = await c.get(`/api/v1/supports/?district=${ids.en}&search=${'x'.repeat(101)}`);
    expect(list.body.error.fields.search.message).toBe(MSG.maxLength);
    expect((await c.get('/api/v1/supports/?level=district')).body.error.fields.district.message).toBe(MSG.required);
    expect((await c.get(`/api/v1/supports/?school=${ids.aspen}&level=shared`)).body.error.fields.level.message).toBe(MSG.invalidValue);
    expect(await counts(server.db)).toEqual(before);
  });

  it('changes a support with its version (409 when stale, nothing written) and audits the fields, not their text', async () => {
    const { district } = await fixtures();
    const c = await as('districtLeader');
    const changed = await c.patch<TSupport>(`/api/v1/supports/${district.id}/`, {
      version: district.version,
      name_fr: 'Mentorat des Prairies',
      description_en: 'A private note on what works',
      group_size: 'small_group',
      tiers: [keys.tiers[1], keys.tiers[2], keys.tiers[1]],
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(ZSupport.strict().parse(changed.body)).toMatchObject({
      version: 2,
      name_fr: 'Mentorat des Prairies',
      group_size: 'small_group',
      tier_keys: [keys.tiers[1], keys.tiers[2]],
    });
    expect(changed.body.tiers.map((t) => t.key)).toEqual([keys.tiers[1], keys.tiers[2]]);
    expect(changed.body.tiers[0]!.label_en).toBeTruthy();
    const stale = await c.patch(`/api/v1/supports/${district.id}/`, { version: district.version, name_en: 'Stale' });
    expect(stale.status).toBe(409);
    expect(stale.body.error.code).toBe('conflict');
    expect(await supportRow(server.db, district.id)).toMatchObject({ name_en: 'Prairie mentoring', version: 2 });
    const audit = (await auditOf(server.db, district.id)).at(-1)!;
    expect(audit).toMatchObject({ action: 'support.updated', district_id: ids.en, school_id: null });
    expect(audit.details).toEqual({
      changes: { group_size: [null, 'small_group'], tiers: [[keys.tiers[0]], [keys.tiers[1], keys.tiers[2]]] },
      texts: ['name_fr', 'description_en'],
    });
    expect(JSON.stringify(audit.details)).not.toContain('private note');
  });
});

describe('supports: lists and the continuum', () => {
  it('lists a school’s network (its district’s and its own), searches both languages without accents, and pages', async () => {
    await fixtures();
    const c = await as('teacher');
    const list = await c.get<TSupportList>(`/api/v1/supports/?school=${ids.aspen}&all=true`);
    expect(list.status).toBe(200);
    const levels = new Set(list.body.results.map((r) => r.level));
    expect([...levels].sort()).toEqual(['district', 'school']);
    expect(list.body.results.every((r) => r.status === 'approved')).toBe(true);
    expect(list.body.results.every((r) => r.district === ids.en)).toBe(true);
    expect(list.body.abilities).toEqual({ create: false, propose: true, import: false });
    // "LECTURE A VOIX" finds "Lecture à voix haute quotidienne" (Daily read-aloud) by its French name, whatever the case and accents;
    // "100%" is text, not a pattern.
    const fr = await c.get<TSupportList>(`/api/v1/supports/?school=${ids.aspen}&search=${encodeURIComponent('LECTURE A VOIX')}&all=true`);
    expect(fr.body.results.map((r) => r.name_en)).toContain('Daily read-aloud');
    const accented = await c.get<TSupportList>(`/api/v1/supports/?school=${ids.aspen}&search=${encodeURIComponent('lecture à voix')}&all=true`);
    expect(accented.body.results.map((r) => r.id)).toEqual(fr.body.results.map((r) => r.id));
    expect((await c.get<TSupportList>(`/api/v1/supports/?school=${ids.aspen}&search=${encodeURIComponent('100%')}`)).body.count).toBe(0);
    const page = await c.get<TSupportList>(`/api/v1/supports/?school=${ids.aspen}&pageSize=5&page=2`);
    expect(page.body).toMatchObject({ page: 2, pageSize: 5, count: list.body.count });
    expect(page.body.results).toHaveLength(5);
    expect((await c.get(`/api/v1/supports/?school=${ids.aspen}&page=999`)).status).toBe(404);
    const leader = await (await as('schoolLeader')).get<TSupportList>(`/api/v1/supports/?school=${ids.aspen}`);
    expect(leader.body.abilities).toEqual({ create: true, propose: false, import: false });
  });

  it('filters by type, focus area and tier keys, and shows proposals only to their author and the reviewers', async () => {
    const c = await as('districtAdmin');
    const literacy = await c.get<TSupportList>(`/api/v1/supports/?district=${ids.en}&focus_area=${keys.focus[0]}&tier=${keys.tiers[1]}&type=intervention&all=true`);
    expect(literacy.body.count).toBeGreaterThan(0);
    expect(literacy.body.results.every((r) => r.type === 'intervention' && r.focus_area_keys.includes(keys.focus[0]!) && r.tier_keys.includes(keys.tiers[1]!))).toBe(true);
    expect(literacy.body.abilities).toEqual({ create: true, propose: false, import: true });
    const queue = (m: 'schoolLeader' | 'teacher' | 'schoolStaff' | 'districtAdmin') =>
      as(m).then((x) => x.get<TSupportList>(`/api/v1/supports/?level=school&school=${ids.aspen}&status=pending&all=true`));
    const leaderQueue = (await queue('schoolLeader')).body.results;
    expect(leaderQueue.length).toBeGreaterThan(0);
    expect(leaderQueue.every((r) => r.status === 'pending' && r.school === ids.aspen)).toBe(true);
    expect((await queue('districtAdmin')).body.count).toBe(leaderQueue.length);
    // The demo's pending proposal is the teacher's own: the teacher sees it, the school's other staff do not.
    const own = await server.db
      .select()
      .from(supports)
      .where(and(eq(supports.school_id, ids.aspen), eq(supports.status, 'pending'), eq(supports.created_by, ids.user.teacher)));
    expect(own.length).toBeGreaterThan(0);
    expect((await queue('teacher')).body.results.map((r) => r.id).sort()).toEqual(own.map((r) => r.id).sort());
    expect((await queue('schoolStaff')).body.count).toBe(0);
    // A district's waiting submission is its managers' and super admins' business.
    const sub = await c.get<TSupportList>(`/api/v1/supports/?level=shared&status=pending&district=${ids.en}`);
    expect(sub.body.count).toBe(1);
    expect((await (await as('teacher')).get(`/api/v1/supports/?level=shared&status=pending&district=${ids.en}`)).status).toBe(403);
    expect((await (await as('frAdmin')).get(`/api/v1/supports/?level=shared&status=pending&district=${ids.en}`)).status).toBe(404);
  });

  it('reads the continuum: the axes that apply where it is read and the approved supports, by type', async () => {
    const { district, school } = await fixtures();
    await (await as('districtAdmin')).post(`/api/v1/supports/${district.id}/archive/`, { version: district.version });
    const c = await as('teacher');
    const grid = await c.get<TSupportContinuum>(`/api/v1/supports/continuum/?school=${ids.aspen}`);
    expect(grid.status).toBe(200);
    const body = ZSupportContinuum.strict().parse(grid.body);
    expect(body).toMatchObject({ level: 'school', district: ids.en, school: ids.aspen, abilities: { create: false, propose: true, import: false } });
    expect(body.focus_areas.map((f) => f.key)).toEqual(keys.focus);
    expect(body.tiers.map((t) => t.key)).toEqual(keys.tiers);
    expect(body.tiers.every((t) => t.color)).toBe(true);
    const shown = body.supports.map((s) => s.id);
    expect(shown).toContain(school.id);
    expect(shown).not.toContain(district.id);
    expect(body.supports.every((s) => s.status === 'approved')).toBe(true);
    const pending = (await server.db.select().from(supports).where(eq(supports.status, 'pending'))).map((s) => s.id);
    expect(shown.some((id) => pending.includes(id))).toBe(false);
    // The continuum writes its summaries by a path of its own (plain rows): they are the list's, field for field.
    const list = await c.get<TSupportList>(`/api/v1/supports/?school=${ids.aspen}&all=true`);
    expect([...body.supports].sort((a, b) => a.id - b.id)).toEqual([...list.body.results].sort((a, b) => a.id - b.id));
    const strategies = await c.get<TSupportContinuum>(`/api/v1/supports/continuum/?school=${ids.aspen}&type=strategy`);
    expect(strategies.body.supports.length).toBeGreaterThan(0);
    expect(strategies.body.supports.every((s) => s.type === 'strategy')).toBe(true);
    const shared = await (await as('frTeacher')).get<TSupportContinuum>('/api/v1/supports/continuum/?level=shared');
    expect(shared.body).toMatchObject({ level: 'shared', district: null, school: null });
    expect(shared.body.supports.length).toBeGreaterThanOrEqual(64);
    expect((await (await as('frTeacher')).get(`/api/v1/supports/continuum/?district=${ids.en}`)).status).toBe(404);
  });

  it('keeps a network’s grid only while nothing it shows has changed, whoever wrote it and however', async () => {
    const c = await as('teacher');
    const grid = async () => ZSupportContinuum.strict().parse((await c.get<TSupportContinuum>(`/api/v1/supports/continuum/?school=${ids.aspen}`)).body);
    const { school } = await fixtures();
    expect((await grid()).supports.find((s) => s.id === school.id)?.name_en).toBe('Aspen check-in');
    // Plain SQL, as a job or another server copy would write: the next read shows it.
    await server.db.update(supports).set({ name_en: 'Aspen check-in, renamed' }).where(eq(supports.id, school.id));
    expect((await grid()).supports.find((s) => s.id === school.id)?.name_en).toBe('Aspen check-in, renamed');
    await server.db.delete(supports).where(eq(supports.id, school.id));
    expect((await grid()).supports.some((s) => s.id === school.id)).toBe(false);
    // The axes: a tier relabelled in the system list (the school inherits it).
    await server.db.execute(sql`update config_items set label_en = 'Tier 1: Everyone' where id = ${keys.tiers[0]}`);
    expect((await grid()).tiers[0]!.label_en).toBe('Tier 1: Everyone');
    // Abilities are the caller's, never the cached reader's.
    const leader = await (await as('schoolLeader')).get<TSupportContinuum>(`/api/v1/supports/continuum/?school=${ids.aspen}`);
    expect(leader.body.abilities).toEqual({ create: true, propose: false, import: false });
    expect((await c.get<TSupportContinuum>(`/api/v1/supports/continuum/?school=${ids.aspen}`)).body.abilities).toEqual({ create: false, propose: true, import: false });
  });
});
