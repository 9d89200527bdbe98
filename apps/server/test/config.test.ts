/** Configuration hierarchy (issue 4, section 1): lists by level, inheritance, reset, in-use items, versions. */
import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditEvents, configItems, studentCardIcons, students } from '@ss/db';
import { studentSearchName } from '@ss/domain';
import { type ApiClient, type TestServer } from './harness.ts';
import { withDemoServer, type DemoIds } from './fixtures.ts';

let server: TestServer;
let ids: DemoIds;
withDemoServer((s, i) => ((server = s), (ids = i)));

type Item = {
  id: number;
  label_en: string;
  label_fr: string;
  code: string | null;
  color: string | null;
  icon: string | null;
  url: string | null;
  active: boolean;
  in_use: boolean;
};
const asInput = (items: Item[]) => items.map(({ id, label_en, label_fr, code, color, icon, url, active }) => ({ id, label_en, label_fr, code, color, icon, url, active }));
const labels = (body: { items: Item[] }) => body.items.map((i) => i.label_en);

async function auditCount(action: string) {
  return (await server.db.select().from(auditEvents).where(eq(auditEvents.action, action))).length;
}

describe('GET /api/v1/config/:kind/', () => {
  it('requires sign-in', async () => {
    expect((await server.client().get('/api/v1/config/grades/')).status).toBe(401);
  });
  it('answers 404 for a kind that does not exist', async () => {
    expect((await (await server.as('super')).get('/api/v1/config/colours/')).status).toBe(404);
  });
  it('shows the system defaults to anyone signed in, editable only by super admins', async () => {
    const t = await (await server.as('teacher')).get('/api/v1/config/student-support-tiers/');
    expect(t.status).toBe(200);
    expect(t.body).toMatchObject({ kind: 'student-support-tiers', level_requested: 'system', inherited_from: 'system', abilities: { update: false, reset: false } });
    // Tier 1 is named by demo supports given to students (issue 11).
    expect(t.body.items[0]).toMatchObject({ label_en: 'Tier 1: Universal', color: '#2f9e44', active: true, in_use: true });
    const s = await (await server.as('super')).get('/api/v1/config/student-support-tiers/');
    expect(s.body.abilities).toEqual({ update: true, reset: false });
    expect(s.body.version).toBeGreaterThan(0);
  });
  it('refuses another district and another district’s school with 404', async () => {
    const c = await server.as('districtAdmin');
    expect((await c.get(`/api/v1/config/grades/?district=${ids.fr}`)).status).toBe(404);
    expect((await c.get(`/api/v1/config/grades/?school=${ids.troisPonts}`)).status).toBe(404);
    const teacher = await server.as('teacher');
    expect((await teacher.get(`/api/v1/config/grades/?school=${ids.riverbend}`)).status).toBe(404);
  });
  it('shows a school what it inherits, with the abilities of the reader', async () => {
    const admin = await (await server.as('schoolAdmin')).get(`/api/v1/config/student-entry-levels/?school=${ids.aspen}`);
    expect(admin.body).toMatchObject({ level_requested: 'school', inherited_from: 'system', version: 0, editable_here: true, abilities: { update: true, reset: false } });
    const teacher = await (await server.as('teacher')).get(`/api/v1/config/student-entry-levels/?school=${ids.aspen}`);
    expect(teacher.body.abilities).toEqual({ update: false, reset: false });
    // Grades are the district's business: a school reads them, never edits them.
    const grades = await (await server.as('schoolAdmin')).get(`/api/v1/config/grades/?school=${ids.aspen}`);
    expect(grades.body).toMatchObject({ editable_here: false, abilities: { update: false } });
  });
});

describe('PUT /api/v1/config/:kind/ and inheritance', () => {
  const kind = 'student-support-focus-areas';
  it('requires sign-in', async () => {
    expect((await server.client().request('PUT', `/api/v1/config/${kind}/`, { version: 0, items: [] })).status).toBe(401);
  });

  it('lets a district customise; its schools inherit it until they customise; reset brings the level above back', async () => {
    const da = await server.as('districtAdmin');
    const inherited = (await da.get(`/api/v1/config/${kind}/?district=${ids.en}`)).body;
    expect(inherited, JSON.stringify(inherited)).toMatchObject({ inherited_from: 'system' });
    const items = asInput(inherited.items);
    const res = await da.request('PUT', `/api/v1/config/${kind}/`, {
      district_id: ids.en,
      version: 0,
      items: [{ label_en: 'Reading', label_fr: 'Lecture' }, items[1], items[0]],
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ level_requested: 'district', inherited_from: 'district', version: 1, abilities: { update: true, reset: true } });
    expect(labels(res.body)).toEqual(['Reading', items[1]!.label_en, items[0]!.label_en]);
    // Copies remember where they came from; the system list is untouched.
    const [copy] = await server.db.select().from(configItems).where(eq(configItems.id, res.body.items[1].id));
    expect(copy!.source_item_id).toBe(items[1]!.id);
    const system = await (await server.as('super')).get(`/api/v1/config/${kind}/`);
    expect(labels(system.body)).not.toContain('Reading');

    const school = await (await server.as('schoolAdmin')).get(`/api/v1/config/${kind}/?school=${ids.aspen}`);
    expect(school.body).toMatchObject({ inherited_from: 'district', version: 0 });
    expect(labels(school.body)[0]).toBe('Reading');

    // The school customises, then resets to the district defaults.
    const sa = await server.as('schoolAdmin');
    const own = await sa.request('PUT', `/api/v1/config/${kind}/`, { school_id: ids.aspen, version: 0, items: [{ label_en: 'Aspen only', label_fr: 'Seulement Aspen' }] });
    expect(own.status).toBe(200);
    expect(own.body).toMatchObject({ inherited_from: 'school', abilities: { reset: true } });
    expect(labels((await (await server.as('teacher')).get(`/api/v1/config/${kind}/?school=${ids.aspen}`)).body)).toEqual(['Aspen only']);
    // The sibling school still inherits the district's list.
    expect(labels((await da.get(`/api/v1/config/${kind}/?school=${ids.riverbend}`)).body)[0]).toBe('Reading');
    const before = await auditCount('config.reset');
    const reset = await sa.delete(`/api/v1/config/${kind}/?school=${ids.aspen}`);
    expect(reset.status).toBe(200);
    expect(reset.body).toMatchObject({ inherited_from: 'district', version: 0 });
    expect(await auditCount('config.reset')).toBe(before + 1);
    // Nothing left to reset: the same answer, nothing audited.
    const again = await sa.delete(`/api/v1/config/${kind}/?school=${ids.aspen}`);
    expect(again.body).toEqual(reset.body);
    expect(await auditCount('config.reset')).toBe(before + 1);
    // The district resets to the system defaults.
    const back = await da.delete(`/api/v1/config/${kind}/?district=${ids.en}`);
    expect(back.body.inherited_from).toBe('system');
  });

  it('audits a change before → after', async () => {
    const sup = await server.as('super');
    const list = (await sup.get('/api/v1/config/meeting-descriptors/')).body;
    const items = asInput(list.items);
    items[0]!.label_fr = `${items[0]!.label_fr} (modifié)`;
    const res = await sup.request('PUT', '/api/v1/config/meeting-descriptors/', { version: list.version, items });
    expect(res.status).toBe(200);
    const [event] = await server.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'config.updated'), eq(auditEvents.target_id, 'meeting-descriptors')));
    const [b, a] = (event!.details as { changes: { items: [Item[], Item[]] } }).changes.items;
    expect(b[0]!.label_fr).toBe(list.items[0].label_fr);
    expect(a[0]!.label_fr).toBe(items[0]!.label_fr);
  });

  it('answers 409 on a stale version and changes nothing', async () => {
    const sup = await server.as('super');
    const list = (await sup.get('/api/v1/config/support-links/')).body;
    const items = asInput(list.items);
    expect((await sup.request('PUT', '/api/v1/config/support-links/', { version: list.version, items })).status).toBe(200);
    const stale = await sup.request('PUT', '/api/v1/config/support-links/', { version: list.version, items: items.slice(1) });
    expect(stale.status).toBe(409);
    expect(stale.body.error).toMatchObject({ code: 'conflict', message: 'config.error.conflict' });
    expect((await sup.get('/api/v1/config/support-links/')).body.items).toHaveLength(items.length);
    // A level that inherits expects version 0.
    const da = await server.as('districtAdmin');
    expect((await da.request('PUT', '/api/v1/config/student-entry-levels/', { district_id: ids.en, version: 3, items: [] })).status).toBe(409);
  });

  it('refuses roles without the right, other districts and levels that do not hold the kind', async () => {
    const put = (c: ApiClient, body: object, k = kind) => c.request('PUT', `/api/v1/config/${k}/`, { version: 0, items: [], ...body });
    expect((await put(await server.as('districtAdmin'), {})).status).toBe(403); // system level
    expect((await put(await server.as('districtStaff'), { district_id: ids.en })).status).toBe(403);
    expect((await put(await server.as('schoolLeader'), { school_id: ids.aspen })).status).toBe(403);
    expect((await put(await server.as('teacher'), { school_id: ids.aspen })).status).toBe(403);
    expect((await put(await server.as('schoolAdmin'), { school_id: ids.riverbend })).status).toBe(404);
    expect((await put(await server.as('districtAdmin'), { district_id: ids.fr })).status).toBe(404);
    expect((await put(await server.as('districtAdmin'), { school_id: ids.troisPonts })).status).toBe(404);
    expect((await put(await server.as('schoolAdmin'), { school_id: ids.aspen }, 'grades')).status).toBe(404);
    expect((await put(await server.as('districtAdmin'), { district_id: ids.en }, 'support-links')).status).toBe(404);
    expect((await put(await server.as('schoolAdmin'), { school_id: ids.maple })).status).toBe(404);
    expect((await server.as('districtAdmin').then((c) => c.delete(`/api/v1/config/${kind}/`))).status).toBe(404);
    expect((await server.as('teacher').then((c) => c.delete(`/api/v1/config/${kind}/?school=${ids.aspen}`))).status).toBe(403);
  });

  describe('validation messages (and nothing changes)', () => {
    const cases: [string, string, object, string, string][] = [
      ['missing English label', kind, { label_fr: 'x' }, 'items.0.label_en', 'Required'],
      ['blank French label', kind, { label_en: 'x', label_fr: '  ' }, 'items.0.label_fr', 'Required'],
      ['long label', kind, { label_en: 'x'.repeat(201), label_fr: 'x' }, 'items.0.label_en', 'Please enter maximum {maxlength} characters'],
      ['unknown field', kind, { label_en: 'x', label_fr: 'x', extra: 1 }, 'items.0.extra', 'Unknown field'],
      ['tier without colour', 'student-support-tiers', { label_en: 'x', label_fr: 'x' }, 'items.0.color', 'Required'],
      ['tier with a bad colour', 'student-support-tiers', { label_en: 'x', label_fr: 'x', color: 'red' }, 'items.0.color', 'Invalid value'],
      ['card icon without icon', 'student-card-icons', { label_en: 'x', label_fr: 'x' }, 'items.0.icon', 'Required'],
      ['card icon unknown', 'student-card-icons', { label_en: 'x', label_fr: 'x', icon: 'rocket' }, 'items.0.icon', 'Invalid value'],
      ['grade without code', 'grades', { label_en: 'x', label_fr: 'x' }, 'items.0.code', 'Required'],
      ['link without address', 'support-links', { label_en: 'x', label_fr: 'x' }, 'items.0.url', 'Required'],
      ['link not http', 'support-links', { label_en: 'x', label_fr: 'x', url: 'javascript:alert(1)' }, 'items.0.url', 'Invalid url'],
    ];
    for (const [name, k, item, field, message] of cases) {
      it(name, async () => {
        const sup = await server.as('super');
        const before = (await sup.get(`/api/v1/config/${k}/`)).body;
        const res = await sup.request('PUT', `/api/v1/config/${k}/`, { version: before.version, items: [item] });
        expect(res.status).toBe(400);
        expect(res.body.error.fields[field].message).toBe(message);
        expect((await sup.get(`/api/v1/config/${k}/`)).body).toEqual(before);
      });
    }
    it('grade codes are unique in the list', async () => {
      const sup = await server.as('super');
      const before = (await sup.get('/api/v1/config/grades/')).body;
      const items = [...asInput(before.items), { code: 'k', label_en: 'Again', label_fr: 'Encore' }];
      const res = await sup.request('PUT', '/api/v1/config/grades/', { version: before.version, items });
      expect(res.body.error.fields[`items.${items.length - 1}.code`].message).toBe('Not unique');
      expect((await sup.get('/api/v1/config/grades/')).body).toEqual(before);
    });
    it('at most 100 items, and ids from this list only', async () => {
      const sup = await server.as('super');
      const before = (await sup.get(`/api/v1/config/${kind}/`)).body;
      const many = Array.from({ length: 101 }, (_, i) => ({ label_en: `x${i}`, label_fr: `x${i}` }));
      const res = await sup.request('PUT', `/api/v1/config/${kind}/`, { version: before.version, items: many });
      expect(res.body.error.fields.items).toEqual({ message: 'Value must be less than or equal to {max}', params: { max: 100 } });
      const tiers = (await sup.get('/api/v1/config/student-support-tiers/')).body;
      const foreign = await sup.request('PUT', `/api/v1/config/${kind}/`, { version: before.version, items: [{ id: tiers.items[0].id, label_en: 'x', label_fr: 'x' }] });
      expect(foreign.status).toBe(400);
      expect(foreign.body.error.message).toBe('config.error.unknownItem');
      expect((await sup.get(`/api/v1/config/${kind}/`)).body).toEqual(before);
    });
  });

  it('keeps an item in use, deactivated, when a list omits it; a reset moves students back to the source item', async () => {
    const [student] = await server.db
      .insert(students)
      .values({
        district_id: ids.en,
        school_id: ids.aspen,
        first_name: 'Config',
        last_name: 'Icon',
        search_name: studentSearchName('Config', 'Icon'),
        grade: '3',
        gender: 'other',
        student_number: 'CFG-ICON-1',
      })
      .returning();
    const sa = await server.as('schoolAdmin');
    const inherited = (await sa.get(`/api/v1/config/student-card-icons/?school=${ids.aspen}`)).body;
    const medical = inherited.items[1];
    await server.db.insert(studentCardIcons).values({ student_id: student!.id, item_id: medical.id });
    expect((await sa.get(`/api/v1/config/student-card-icons/?school=${ids.aspen}`)).body.items[1].in_use).toBe(true);

    // Customising without the medical icon: it is copied, deactivated, and the student's icon follows the copy.
    // (The demo students use the inherited icons too, so the test adds an item of its own that nobody uses.)
    const spare = { label_en: 'Config spare icon', label_fr: 'Icône de réserve', icon: medical.icon };
    const items = [...asInput(inherited.items).filter((i) => i.id !== medical.id), spare];
    const res = await sa.request('PUT', '/api/v1/config/student-card-icons/', { school_id: ids.aspen, version: 0, items });
    expect(res.status).toBe(200);
    const kept = res.body.items.find((i: Item) => i.label_en === medical.label_en);
    expect(kept).toMatchObject({ active: false, in_use: true });
    const [ref] = await server.db.select().from(studentCardIcons).where(eq(studentCardIcons.student_id, student!.id));
    expect(ref!.item_id).toBe(kept.id);
    const unused = res.body.items.find((i: Item) => i.label_en === spare.label_en);
    expect(unused).toMatchObject({ active: true, in_use: false });

    // Omitting it again keeps it; an unused item omitted is deleted.
    const again = await sa.request('PUT', '/api/v1/config/student-card-icons/', {
      school_id: ids.aspen,
      version: res.body.version,
      items: asInput(res.body.items).filter((i) => i.id !== kept.id && i.id !== unused.id),
    });
    expect(again.body.items.map((i: Item) => i.id)).toContain(kept.id);
    expect(again.body.items.map((i: Item) => i.id)).not.toContain(unused.id);
    expect(again.body.items).toHaveLength(res.body.items.length - 1);

    // Reset: the student's icon points at the item it was copied from again.
    expect((await sa.delete(`/api/v1/config/student-card-icons/?school=${ids.aspen}`)).status).toBe(200);
    const [back] = await server.db.select().from(studentCardIcons).where(eq(studentCardIcons.student_id, student!.id));
    expect(back!.item_id).toBe(medical.id);
  });

  it('refuses a reset while students use an item added at that level', async () => {
    const sa = await server.as('schoolAdmin');
    const res = await sa.request('PUT', '/api/v1/config/student-entry-levels/', {
      school_id: ids.aspen,
      version: 0,
      items: [{ label_en: 'Aspen level', label_fr: 'Niveau Aspen' }],
    });
    const [s] = await server.db
      .insert(students)
      .values({
        district_id: ids.en,
        school_id: ids.aspen,
        first_name: 'Config',
        last_name: 'Entry',
        search_name: studentSearchName('Config', 'Entry'),
        grade: '2',
        gender: 'other',
        student_number: 'CFG-ENTRY-1',
        entry_level_item_id: res.body.items[0].id,
      })
      .returning();
    const reset = await sa.delete(`/api/v1/config/student-entry-levels/?school=${ids.aspen}`);
    expect(reset.status).toBe(400);
    expect(reset.body.error.message).toBe('config.error.resetInUse');
    expect((await sa.get(`/api/v1/config/student-entry-levels/?school=${ids.aspen}`)).body.inherited_from).toBe('school');
    // A grade in use is marked by its code within the school.
    const grades = (await sa.get(`/api/v1/config/grades/?school=${ids.aspen}`)).body;
    expect(grades.items.find((g: Item) => g.code === '2').in_use).toBe(true);
    await server.db.delete(students).where(eq(students.id, s!.id));
  });
});
