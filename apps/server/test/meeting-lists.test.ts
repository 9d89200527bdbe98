/**
 * The district's own meeting lists (issue 10): 'district-meeting-descriptors' and 'school-textboxes' live at
 * district level only, start empty (no system default, nothing inherited) and are never read or written at a
 * school or at system level.
 */
import { describe, expect, it } from 'vitest';
import { and, eq, isNull } from 'drizzle-orm';
import { auditEvents, configLists } from '@ss/db';
import { DISTRICT_MEETING_LISTS, type TConfigList } from '@ss/domain';
import { type TestServer } from './harness.ts';
import { signedInClients, withDemoServer, type DemoIds } from './fixtures.ts';

let server: TestServer;
let ids: DemoIds;
const as = signedInClients(() => server);
withDemoServer((s, i) => ((server = s), (ids = i)));

const listsOf = (kind: (typeof DISTRICT_MEETING_LISTS)[number]) => server.db.select().from(configLists).where(eq(configLists.kind, kind));

describe.each(DISTRICT_MEETING_LISTS)('%s', (kind) => {
  it('starts empty at district level, is the district’s own, and saves there (audited)', async () => {
    // The demo seed may have written one: start from an uncustomised district.
    await server.db.delete(configLists).where(and(eq(configLists.kind, kind), eq(configLists.district_id, ids.en), isNull(configLists.school_id)));
    const da = await as('districtAdmin');
    const empty = await da.get<TConfigList>(`/api/v1/config/${kind}/?district=${ids.en}`);
    expect(empty.status).toBe(200);
    expect(empty.body).toMatchObject({ items: [], inherited_from: 'district', level_requested: 'district', version: 0, editable_here: true });
    expect(empty.body.abilities).toEqual({ update: true, reset: false });
    const saved = await da.request<TConfigList>('PUT', `/api/v1/config/${kind}/`, {
      district_id: ids.en,
      version: 0,
      items: [
        { label_en: 'School review', label_fr: 'Revue d’école' },
        { label_en: 'Leadership meeting', label_fr: 'Rencontre de direction' },
      ],
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.items.map((i) => i.label_en)).toEqual(['School review', 'Leadership meeting']);
    expect(saved.body).toMatchObject({ inherited_from: 'district', version: 1 });
    expect((await listsOf(kind)).filter((l) => l.district_id === ids.en)).toHaveLength(1);
    const audit = await server.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'config.customised'), eq(auditEvents.target_id, kind)));
    expect(audit.map((a) => a.district_id)).toContain(ids.en);
  });

  it('is not a list of a school or of the system (404), and the district’s other readers cannot change it', async () => {
    const before = (await listsOf(kind)).length;
    const sa = await as('schoolAdmin');
    expect((await sa.get(`/api/v1/config/${kind}/?school=${ids.aspen}`)).status).toBe(404);
    expect((await sa.request('PUT', `/api/v1/config/${kind}/`, { school_id: ids.aspen, version: 0, items: [{ label_en: 'X', label_fr: 'X' }] })).status).toBe(404);
    const su = await as('super');
    expect((await su.get(`/api/v1/config/${kind}/`)).status).toBe(404);
    expect((await su.request('PUT', `/api/v1/config/${kind}/`, { version: 0, items: [{ label_en: 'X', label_fr: 'X' }] })).status).toBe(404);
    // A teacher reads the district's list but may not write it; another district sees nothing.
    const teacher = await as('teacher');
    const read = await teacher.get<TConfigList>(`/api/v1/config/${kind}/?district=${ids.en}`);
    expect(read.status).toBe(200);
    expect(read.body.abilities.update).toBe(false);
    const current = read.body.version;
    expect((await teacher.request('PUT', `/api/v1/config/${kind}/`, { district_id: ids.en, version: current, items: [] })).status).toBe(403);
    expect((await (await as('frAdmin')).get(`/api/v1/config/${kind}/?district=${ids.en}`)).status).toBe(404);
    expect((await listsOf(kind)).length).toBe(before);
  });
});
