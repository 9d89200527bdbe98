/**
 * Imports into a district's network and connected districts (issue 11, section 1) through real HTTP: copies of
 * the shared network and of a connected district's supports, skips, refusals (nothing written), keys kept or
 * dropped by the district's lists, resources copied, and the connections super admins keep.
 */
import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditEvents, configItems, configLists, districtNetworkLinks, storedFiles, supports } from '@ss/db';
import { SUPPORT_MSG, type TConnections, type TImportResult, type TSupport, type TSupportList } from '@ss/domain';
import type { TestServer } from './harness.ts';
import { signedInClients, type DemoIds } from './fixtures.ts';
import { auditOf, counts, PDF, supportByName, uploadDocument, withSupportServer, type SystemKeys } from './support-fixtures.ts';

let server: TestServer;
let ids: DemoIds;
const as = signedInClients(() => server);
let keys: SystemKeys;
withSupportServer((s, i, k) => ((server = s), (ids = i), (keys = k)));
/** A shared support of the fourth tier (no district imported those) and one both districts hold a copy of. */
const sharedTier4 = async (n = 0) =>
  (
    await server.db
      .select()
      .from(supports)
      .where(and(eq(supports.level, 'shared'), eq(supports.status, 'approved')))
  ).filter((s) => s.tier_keys[0] === keys.tiers[3])[n]!;
const links = async () => (await server.db.select().from(districtNetworkLinks)).map((l) => `${l.district_id}>${l.partner_district_id}`).sort();

describe('imports', () => {
  it('copies shared supports into a district with their source and resources, skips what it holds, and audits each copy', async () => {
    const source = await sharedTier4();
    const held = await supportByName(server.db, 'Daily read-aloud', 'shared');
    const superAdmin = await as('super');
    await superAdmin.post(`/api/v1/supports/${source.id}/attachments/`, { kind: 'youtube', title: 'How to', url: 'https://youtu.be/dQw4w9WgXcQ' });
    const up = await uploadDocument(superAdmin, source.id, { name: 'guide.pdf', data: PDF });
    expect(up.status, JSON.stringify(up.body)).toBe(201);
    const admin = await as('districtLeader');
    const flags = await admin.get<TSupportList>(`/api/v1/supports/?level=shared&import_into=${ids.en}&all=true`);
    expect(flags.body.abilities).toEqual({ create: false, propose: false, import: true });
    const flag = (id: number) => flags.body.results.find((r) => r.id === id)?.already_imported;
    expect([flag(held.id), flag(source.id)]).toEqual([true, false]);

    const res = await admin.post<TImportResult>('/api/v1/supports/import/', { district: ids.en, supports: [source.id, held.id, source.id] });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.skipped).toEqual([held.id]);
    expect(res.body.imported).toHaveLength(1);
    const copy = await admin.get<TSupport>(`/api/v1/supports/${res.body.imported[0]!.id}/`);
    expect(copy.body).toMatchObject({
      level: 'district',
      district: ids.en,
      status: 'approved',
      source: { id: source.id, level: 'shared' },
      source_name: null,
      name_en: source.name_en,
      name_fr: source.name_fr,
      description_fr: source.description_fr,
      focus_area_keys: source.focus_area_keys,
      tier_keys: source.tier_keys,
      created_by: { id: ids.user.districtLeader },
    });
    expect(copy.body.attachments.map((a) => [a.kind, a.title, a.video_id])).toEqual([
      ['youtube', 'How to', 'dQw4w9WgXcQ'],
      ['document', 'Guide', null],
    ]);
    // The document is the district's own file now.
    const files = await server.db.select({ id: storedFiles.id, district_id: storedFiles.district_id }).from(storedFiles).where(eq(storedFiles.purpose, 'support_document'));
    expect(files.filter((f) => f.district_id === ids.en)).toHaveLength(1);
    const download = await admin.request('GET', `/api/v1/supports/${copy.body.id}/attachments/${copy.body.attachments[1]!.id}/file/`);
    expect(download.status).toBe(200);
    expect((await auditOf(server.db, copy.body.id)).map((a) => [a.action, a.district_id, a.details])).toEqual([
      ['support.imported', ids.en, { source: source.id, source_level: 'shared' }],
    ]);
    // A second import of the same source is a skip; once the copy is archived it may be imported again.
    expect((await admin.post<TImportResult>('/api/v1/supports/import/', { district: ids.en, supports: [source.id] })).body).toMatchObject({ imported: [], skipped: [source.id] });
    await admin.post(`/api/v1/supports/${copy.body.id}/archive/`, { version: copy.body.version });
    expect((await admin.post<TImportResult>('/api/v1/supports/import/', { district: ids.en, supports: [source.id] })).body.imported).toHaveLength(1);
  });

  it('keeps the keys a district’s customised lists hold and drops the others', async () => {
    // The French district customises its focus areas without Behaviour.
    const [list] = await server.db.insert(configLists).values({ kind: 'student-support-focus-areas', district_id: ids.fr }).returning();
    const system = await server.db.select().from(configItems).where(eq(configItems.id, keys.focus[0]!));
    await server.db.insert(configItems).values([
      { list_id: list!.id, position: 0, label_en: 'Reading', label_fr: 'Lecture', source_item_id: system[0]!.id },
      { list_id: list!.id, position: 1, label_en: 'French', label_fr: 'Francisation' },
    ]);
    const literacy = (
      await server.db
        .select()
        .from(supports)
        .where(and(eq(supports.level, 'shared'), eq(supports.status, 'approved')))
    ).find((s) => s.focus_area_keys[0] === keys.focus[0] && s.tier_keys[0] === keys.tiers[3])!;
    const behaviour = (
      await server.db
        .select()
        .from(supports)
        .where(and(eq(supports.level, 'shared'), eq(supports.status, 'approved')))
    ).find((s) => s.focus_area_keys[0] === keys.focus[3] && s.tier_keys[0] === keys.tiers[0])!;
    const res = await (await as('frAdmin')).post<TImportResult>('/api/v1/supports/import/', { district: ids.fr, supports: [literacy.id, behaviour.id] });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const [a, b] = res.body.imported;
    expect(a!.focus_area_keys).toEqual([keys.focus[0]]);
    expect(b!.focus_area_keys).toEqual([]);
    expect(b!.tier_keys).toEqual([keys.tiers[0]]);
    // Named by the district's own list: "Reading" is the customised row of Literacy.
    const read = await (await as('frTeacher')).get<TSupport>(`/api/v1/supports/${a!.id}/`);
    expect(read.body.focus_areas).toEqual([{ key: keys.focus[0], label_en: 'Reading', label_fr: 'Lecture', color: null }]);
    await server.db.delete(configLists).where(eq(configLists.id, list!.id));
  });

  it('imports from a connected district, and refuses (400, nothing written) what is not importable', async () => {
    const frOwn = (
      await server.db
        .select()
        .from(supports)
        .where(and(eq(supports.district_id, ids.fr), eq(supports.name_fr, 'Francisation en petit groupe')))
    )[0]!;
    const admin = await as('districtAdmin');
    const partner = await admin.get<TSupportList>(`/api/v1/supports/?level=district&district=${ids.fr}&import_into=${ids.en}&all=true`);
    expect(partner.status).toBe(200);
    expect(partner.body.results.every((r) => r.district === ids.fr && r.status === 'approved')).toBe(true);
    expect(partner.body.results.map((r) => r.id)).toContain(frOwn.id);
    const pending = (
      await server.db
        .select()
        .from(supports)
        .where(and(eq(supports.level, 'shared'), eq(supports.status, 'pending')))
    )[0]!;
    const aspenOwn = (
      await server.db
        .select()
        .from(supports)
        .where(and(eq(supports.level, 'school'), eq(supports.school_id, ids.aspen)))
    )[0]!;
    const enOwn = await supportByName(server.db, 'Land-based learning days', 'district');
    const [teacher, frTeacher] = [await as('teacher'), await as('frTeacher')];
    const before = await counts(server.db);
    for (const bad of [[pending.id], [aspenOwn.id], [enOwn.id], [frOwn.id, 999_999]]) {
      const res = await admin.post('/api/v1/supports/import/', { district: ids.en, supports: bad });
      expect(res.status, JSON.stringify(bad)).toBe(400);
      expect(res.body.error.fields.supports.message).toBe(SUPPORT_MSG.notImportable);
    }
    expect((await admin.post('/api/v1/supports/import/', { district: ids.en, supports: [] })).body.error.fields.supports.message).toBe(SUPPORT_MSG.selectSupports);
    expect((await teacher.post('/api/v1/supports/import/', { district: ids.en, supports: [frOwn.id] })).status).toBe(403);
    expect((await frTeacher.get(`/api/v1/supports/?district=${ids.en}&import_into=${ids.fr}`)).status).toBe(404);
    expect(await counts(server.db)).toEqual(before);
    const res = await admin.post<TImportResult>('/api/v1/supports/import/', { district: ids.en, supports: [frOwn.id] });
    expect(res.body.imported[0]).toMatchObject({ district: ids.en, source: { id: frOwn.id, level: 'district' }, name_fr: 'Francisation en petit groupe' });
    expect((await admin.get<TSupport>(`/api/v1/supports/${res.body.imported[0]!.id}/`)).body.source_name).toBe('Conseil scolaire des Rivières');
  });
});

describe('connected districts', () => {
  it('are read by the district’s managers, kept by super admins in both directions, and a disconnected district is out of reach', async () => {
    const admin = await as('districtAdmin');
    const superAdmin = await as('super');
    const read = await admin.get<TConnections>(`/api/v1/supports/connections/?district=${ids.en}`);
    expect(read.body).toMatchObject({ results: [{ district: { id: ids.fr, name: 'Conseil scolaire des Rivières' } }], abilities: { update: false } });
    expect((await superAdmin.get<TConnections>(`/api/v1/supports/connections/?district=${ids.fr}`)).body.abilities.update).toBe(true);
    expect((await (await as('districtStaff')).get(`/api/v1/supports/connections/?district=${ids.en}`)).status).toBe(403);
    const same = await superAdmin.post('/api/v1/supports/connections/', { district: ids.en, partner: ids.en });
    expect(same.body.error.fields.partner.message).toBe(SUPPORT_MSG.partner);
    expect((await superAdmin.post('/api/v1/supports/connections/', { district: ids.en, partner: 999_999 })).status).toBe(404);

    const frOwn = (
      await server.db
        .select()
        .from(supports)
        .where(and(eq(supports.district_id, ids.fr), eq(supports.name_fr, 'Activités culturelles francophones')))
    )[0]!;
    expect((await admin.get(`/api/v1/supports/${frOwn.id}/`)).status).toBe(200);
    expect((await superAdmin.delete(`/api/v1/supports/connections/?district=${ids.en}&partner=${ids.fr}`)).status).toBe(204);
    expect(await links()).toEqual([]);
    const unlinked = await server.db.select().from(auditEvents).where(eq(auditEvents.action, 'support_network.unlinked'));
    expect(unlinked.map((a) => [a.district_id, a.target_type, a.target_id, a.details])).toEqual([[ids.en, 'district', String(ids.fr), { partner: ids.fr }]]);
    // Nothing to disconnect now: no error, no audit.
    expect((await superAdmin.delete(`/api/v1/supports/connections/?district=${ids.fr}&partner=${ids.en}`)).status).toBe(204);
    expect((await admin.get(`/api/v1/supports/${frOwn.id}/`)).status).toBe(404);
    expect((await admin.get(`/api/v1/supports/?district=${ids.fr}&import_into=${ids.en}`)).status).toBe(404);
    const before = await counts(server.db);
    expect((await admin.post('/api/v1/supports/import/', { district: ids.en, supports: [frOwn.id] })).body.error.fields.supports.message).toBe(SUPPORT_MSG.notImportable);
    expect(await counts(server.db)).toEqual(before);

    const linked = await superAdmin.post<TConnections>('/api/v1/supports/connections/', { district: ids.fr, partner: ids.en });
    expect(linked.status).toBe(201);
    expect(linked.body.results.map((r) => r.district.id)).toEqual([ids.en]);
    expect(await links()).toEqual([`${ids.en}>${ids.fr}`, `${ids.fr}>${ids.en}`].sort());
    expect((await server.db.select().from(auditEvents).where(eq(auditEvents.action, 'support_network.linked'))).map((a) => a.district_id)).toEqual([ids.fr]);
    expect((await admin.post<TImportResult>('/api/v1/supports/import/', { district: ids.en, supports: [frOwn.id] })).body.imported).toHaveLength(1);
  });
});
