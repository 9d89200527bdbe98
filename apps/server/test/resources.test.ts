/** Resources (issue 11, section 3) through real HTTP: refusals, input, uploads, sharing, versions, downloads and audit. */
import { describe, expect, it } from 'vitest';
import { and, desc, eq, like, sql } from 'drizzle-orm';
import { auditEvents, resourceFolders, resources, type CastMember } from '@ss/db';
import { RESOURCE_MSG, ZResource, type TResource, type TResourcePage } from '@ss/domain';
import { type TestServer } from './harness.ts';
import { signedInClients, withDemoServer, type DemoIds } from './fixtures.ts';
import { PDF, resourcesState, uploadResource } from './resources-helpers.ts';

let server: TestServer;
let ids: DemoIds;
const as = signedInClients(() => server);
withDemoServer((s, i) => ((server = s), (ids = i)));

const VIDEO = 'https://www.youtube.com/watch?v=_X0mgOOSpLU';
const DOC = 'https://docs.google.com/document/d/1TestResourceDocument/edit';

async function create(m: CastMember, body: Record<string, unknown>): Promise<TResource> {
  const res = await (
    await as(m)
  ).post<TResource>('/api/v1/resources/', { school_id: ids.aspen, kind: 'link', title: 'Reading strategies', url: 'https://example.org/reading', ...body });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}
async function list(m: CastMember, query: string): Promise<TResource[]> {
  const res = await (await as(m)).get<TResourcePage>(`/api/v1/resources/?all=true&${query}`);
  expect(res.status, `${m} ${query}: ${JSON.stringify(res.body)}`).toBe(200);
  return res.body.results;
}
const districtResource = async (title: string) => (await server.db.select().from(resources).where(eq(resources.title, title)))[0]!;

describe('resources: sign-in, tenancy, permissions', () => {
  it('answers 401 to anonymous callers on every route and changes nothing', async () => {
    const r = await create('schoolLeader', { title: 'Anonymous probe' });
    const before = await resourcesState(server);
    const c = server.client();
    const calls: [string, string, unknown?][] = [
      ['GET', `/api/v1/resources/?school=${ids.aspen}`],
      ['POST', '/api/v1/resources/', { school_id: ids.aspen, kind: 'link', title: 'X', url: 'https://example.org' }],
      ['GET', `/api/v1/resources/${r.id}/`],
      ['GET', `/api/v1/resources/${r.id}/file/`],
      ['PATCH', `/api/v1/resources/${r.id}/`, { version: r.version, title: 'X' }],
      ['DELETE', `/api/v1/resources/${r.id}/`],
    ];
    for (const [method, path, b] of calls) expect((await c.request(method, path, b)).status, `${method} ${path}`).toBe(401);
    expect((await uploadResource(server, c, { school_id: String(ids.aspen), kind: 'document', title: 'X' }, { name: 'a.pdf', data: PDF })).status).toBe(401);
    expect(await resourcesState(server)).toEqual(before);
  });

  it('hides another district’s resources (404) and lets it change nothing', async () => {
    const r = await create('schoolLeader', { title: 'Aspen only' });
    const shared = await districtResource('Pyramid of interventions: district guide');
    const before = await resourcesState(server);
    for (const m of ['frAdmin', 'frTeacher'] as const) {
      const c = await as(m);
      for (const path of [`/api/v1/resources/${r.id}/`, `/api/v1/resources/${shared.id}/`, `/api/v1/resources/?school=${ids.aspen}`, `/api/v1/resources/?district=${ids.en}`])
        expect((await c.get(path)).status, `${m} ${path}`).toBe(404);
      expect((await c.post('/api/v1/resources/', { school_id: ids.aspen, kind: 'link', title: 'Mine', url: 'https://example.org' })).status, m).toBe(404);
      expect((await c.post('/api/v1/resources/', { district_id: ids.en, kind: 'link', title: 'Mine', url: 'https://example.org' })).status, m).toBe(404);
      expect((await c.patch(`/api/v1/resources/${r.id}/`, { version: r.version, title: 'Mine' })).status, m).toBe(404);
      expect((await c.patch(`/api/v1/resources/${shared.id}/`, { version: shared.version, title: 'Mine' })).status, m).toBe(404);
      expect((await c.delete(`/api/v1/resources/${r.id}/`)).status, m).toBe(404);
      expect((await uploadResource(server, c, { school_id: String(ids.aspen), kind: 'document', title: 'X' }, { name: 'a.pdf', data: PDF })).status, m).toBe(404);
    }
    // Their own district's list holds none of ours.
    const fr = await list('frAdmin', `district=${ids.fr}`);
    expect(fr.every((x) => x.district_id === ids.fr)).toBe(true);
    expect(await resourcesState(server)).toEqual(before);
  });

  it('refuses roles without the right (403, nothing changed), and abilities say the same', async () => {
    const r = await create('schoolLeader', { title: 'Leader’s link' });
    const shared = await districtResource('Pyramid of interventions: district guide');
    const before = await resourcesState(server);
    const staff = await as('schoolStaff');
    expect((await staff.post('/api/v1/resources/', { school_id: ids.aspen, kind: 'link', title: 'Staff', url: 'https://example.org' })).status).toBe(403);
    expect((await uploadResource(server, staff, { school_id: String(ids.aspen), kind: 'document', title: 'X' }, { name: 'a.pdf', data: PDF })).status).toBe(403);
    for (const m of ['teacher', 'schoolStaff'] as const) {
      const c = await as(m);
      const read = await c.get<TResource>(`/api/v1/resources/${r.id}/`);
      expect(read.status, m).toBe(200);
      expect(read.body.abilities, m).toEqual({ update: false, delete: false });
      expect((await c.patch(`/api/v1/resources/${r.id}/`, { version: r.version, title: 'Mine' })).status, m).toBe(403);
      expect((await c.delete(`/api/v1/resources/${r.id}/`)).status, m).toBe(403);
      // The district's own list is its staff's; its resources come to a school only when shared.
      expect((await c.get(`/api/v1/resources/?district=${ids.en}`)).status, m).toBe(403);
      expect((await c.post('/api/v1/resources/', { district_id: ids.en, kind: 'link', title: 'Mine', url: 'https://example.org' })).status, m).toBe(403);
      // A shared district resource is read-only at the school.
      const s = await c.get<TResource>(`/api/v1/resources/${shared.id}/`);
      expect(s.body).toMatchObject({ from_district: true, sharing: null, abilities: { update: false, delete: false } });
      expect((await c.patch(`/api/v1/resources/${shared.id}/`, { version: shared.version, title: 'Mine' })).status, m).toBe(403);
      expect((await c.delete(`/api/v1/resources/${shared.id}/`)).status, m).toBe(403);
    }
    // District staff read the district's resources, and do not manage them.
    const ds = await as('districtStaff');
    expect((await ds.get(`/api/v1/resources/?district=${ids.en}`)).status).toBe(200);
    expect((await ds.patch(`/api/v1/resources/${shared.id}/`, { version: shared.version, title: 'Mine' })).status).toBe(403);
    // A suspended school is closed to everyone but super admins.
    expect((await (await as('districtAdmin')).post('/api/v1/resources/', { school_id: ids.maple, kind: 'link', title: 'X', url: 'https://example.org' })).status).toBe(403);
    expect((await (await as('districtAdmin')).get(`/api/v1/resources/?school=${ids.maple}`)).status).toBe(403);
    expect(await resourcesState(server)).toEqual(before);
  });

  it('lets a teacher add, change and delete their own, and leaders change anyone’s', async () => {
    const own = await create('teacher', { title: 'Teacher’s own', kind: 'youtube', url: VIDEO });
    expect(own).toMatchObject({ kind: 'youtube', video_id: '_X0mgOOSpLU', created_by: { id: ids.user.teacher }, abilities: { update: true, delete: true } });
    const changed = await (await as('teacher')).patch<TResource>(`/api/v1/resources/${own.id}/`, { version: own.version, title: 'Teacher’s, changed' });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ title: 'Teacher’s, changed', version: 2 });
    const byLeader = await (await as('schoolLeader')).patch<TResource>(`/api/v1/resources/${own.id}/`, { version: 2, description: 'Watch before the meeting' });
    expect(byLeader.body).toMatchObject({ description: 'Watch before the meeting', version: 3 });
    expect((await (await as('teacher')).delete(`/api/v1/resources/${own.id}/`)).status).toBe(204);
    expect((await (await as('teacher')).get(`/api/v1/resources/${own.id}/`)).status).toBe(404);
  });
});

describe('resources: input', () => {
  it('answers the spec’s messages for bad links and writes nothing', async () => {
    const c = await as('schoolLeader');
    const [riverbendFolder] = await server.db.insert(resourceFolders).values({ district_id: ids.en, school_id: ids.riverbend, name: 'Riverbend’s' }).returning();
    const before = await resourcesState(server);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ kind: 'google_doc', url: 'https://example.org/doc' }, 'url', RESOURCE_MSG.googleDoc],
      [{ kind: 'google_doc', url: 'http://docs.google.com/document/d/1TestResourceDocument/edit' }, 'url', RESOURCE_MSG.googleDoc],
      [{ kind: 'youtube', url: 'https://www.youtube.com/watch?v=short' }, 'url', RESOURCE_MSG.youtube],
      [{ kind: 'youtube', url: 'https://vimeo.com/123456' }, 'url', RESOURCE_MSG.youtube],
      [{ kind: 'link', url: 'javascript:alert(1)' }, 'url', RESOURCE_MSG.link],
      [{ kind: 'link', url: 'not a link' }, 'url', RESOURCE_MSG.link],
      [{ kind: 'link', url: '  ' }, 'url', 'Required'],
      [{ kind: 'link', url: undefined }, 'url', 'Required'],
      [{ kind: 'video' }, 'kind', 'Invalid value'],
      [{ kind: 'document', url: undefined }, 'file', RESOURCE_MSG.selectFile],
      [{ title: ' ' }, 'title', 'Required'],
      [{ title: 'x'.repeat(201) }, 'title', 'Please enter maximum {maxlength} characters'],
      [{ description: 'x'.repeat(2001) }, 'description', 'Please enter maximum {maxlength} characters'],
      [{ district_id: ids.en }, 'school_id', RESOURCE_MSG.owner],
      [{ school_id: undefined }, 'school_id', RESOURCE_MSG.owner],
      [{ shared_with_all: true }, 'shared_with_all', RESOURCE_MSG.districtOnly],
      [{ school_ids: [ids.riverbend] }, 'school_ids', RESOURCE_MSG.districtOnly],
      [{ folder_id: riverbendFolder!.id }, 'folder_id', RESOURCE_MSG.folder],
      [{ folder_id: 2_000_000_000 }, 'folder_id', RESOURCE_MSG.folder],
      [{ owner: 1 }, 'owner', 'Unknown field'],
    ];
    for (const [over, field, message] of cases) {
      const res = await c.post('/api/v1/resources/', { school_id: ids.aspen, kind: 'link', title: 'A link', url: DOC, ...over });
      expect(res.status, JSON.stringify(over)).toBe(400);
      expect(res.body.error.fields[field]?.message, JSON.stringify(res.body)).toBe(message);
    }
    const admin = await as('districtAdmin');
    const foreign = await admin.post('/api/v1/resources/', { district_id: ids.en, kind: 'link', title: 'X', url: DOC, school_ids: [ids.troisPonts] });
    expect(foreign.body.error.fields.school_ids.message).toBe(RESOURCE_MSG.schools);
    expect((await c.get(`/api/v1/resources/?school=${ids.aspen}&folder=${riverbendFolder!.id}`)).body.error.fields.folder.message).toBe(RESOURCE_MSG.folder);
    expect((await c.get(`/api/v1/resources/?district=${ids.en}&folder=shared`)).body.error.fields.folder.message).toBe(RESOURCE_MSG.sharedFolder);
    expect((await c.get('/api/v1/resources/')).body.error.fields.school.message).toBe(RESOURCE_MSG.owner);
    // A change is checked for the resource's kind, and needs the version read.
    const r = await create('schoolLeader', { kind: 'google_doc', url: DOC, title: 'Plan template' });
    const mid = await resourcesState(server);
    expect((await c.patch(`/api/v1/resources/${r.id}/`, { version: r.version, url: VIDEO })).body.error.fields.url.message).toBe(RESOURCE_MSG.googleDoc);
    expect((await c.patch(`/api/v1/resources/${r.id}/`, { version: r.version, folder_id: riverbendFolder!.id })).body.error.fields.folder_id.message).toBe(RESOURCE_MSG.folder);
    expect((await c.patch(`/api/v1/resources/${r.id}/`, { version: r.version, shared_with_all: true })).body.error.fields.shared_with_all.message).toBe(RESOURCE_MSG.districtOnly);
    const stale = await c.patch(`/api/v1/resources/${r.id}/`, { version: r.version + 5, title: 'Stale' });
    expect(stale.status).toBe(409);
    expect(stale.body.error.code).toBe('conflict');
    expect(await resourcesState(server)).toEqual(mid);
    expect(before.resources).not.toEqual(mid.resources);
  });

  it('refuses documents of a bad type, without a file or without their fields, and writes nothing', async () => {
    const c = await as('schoolLeader');
    const before = await resourcesState(server);
    const fields = { school_id: String(ids.aspen), kind: 'document', title: 'Protocol' };
    const cases: [Record<string, string>, { name: string; data: Buffer | string } | null, string, string][] = [
      [fields, { name: 'protocol.pdf', data: '<!DOCTYPE html><html><script>alert(1)</script></html>' }, 'file', RESOURCE_MSG.fileType],
      [fields, { name: 'protocol.pdf', data: Buffer.concat([Buffer.from('MZ'), Buffer.alloc(64)]) }, 'file', RESOURCE_MSG.fileType],
      [fields, { name: 'drawing.pdf', data: '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>' }, 'file', RESOURCE_MSG.fileType],
      [fields, null, 'file', RESOURCE_MSG.selectFile],
      [fields, { name: 'empty.pdf', data: '' }, 'file', RESOURCE_MSG.selectFile],
      [{ ...fields, title: '' }, { name: 'a.pdf', data: PDF }, 'title', 'Required'],
      [{ ...fields, folder_id: 'x' }, { name: 'a.pdf', data: PDF }, 'folder_id', 'Invalid value'],
      [{ ...fields, shared_with_all: 'true' }, { name: 'a.pdf', data: PDF }, 'shared_with_all', RESOURCE_MSG.districtOnly],
      [{ ...fields, school_id: '99999999999' }, { name: 'a.pdf', data: PDF }, 'school_id', 'Invalid value'],
      [{ ...fields, kind: 'link' }, { name: 'a.pdf', data: PDF }, 'kind', 'Invalid value'],
      [{ school_id: String(ids.aspen), title: 'No kind' }, { name: 'a.pdf', data: PDF }, 'kind', 'Required'],
      [{ ...fields, title: 'a\u0000b' }, { name: 'a.pdf', data: PDF }, 'title', 'Contains an invisible control character that is not allowed'],
      [{ ...fields, extra: '1' }, { name: 'a.pdf', data: PDF }, 'extra', 'Unknown field'],
    ];
    for (const [f, file, field, message] of cases) {
      const res = await uploadResource(server, c, f, file);
      expect(res.status, `${JSON.stringify(f)} ${file?.name}`).toBe(400);
      expect(res.body.error.fields[field]?.message, JSON.stringify(res.body)).toBe(message);
    }
    // Fields after the file are not read: the upload is refused for want of them.
    const form = new FormData();
    form.append('file', new Blob([PDF]), 'first.pdf');
    form.append('school_id', String(ids.aspen));
    const res = await fetch(`${server.baseUrl}/api/v1/resources/`, {
      method: 'POST',
      body: form,
      headers: { cookie: [...c.cookies].map(([k, v]) => `${k}=${v}`).join('; '), 'x-csrftoken': c.cookies.get('csrftoken')! },
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { fields: Record<string, unknown> } }).error.fields.title).toEqual({ message: 'Required' });
    // The district's school ids are checked before the file.
    const admin = await as('districtAdmin');
    const foreign = await uploadResource(
      server,
      admin,
      { district_id: String(ids.en), kind: 'document', title: 'X', school_ids: `${ids.aspen},${ids.troisPonts}` },
      { name: 'a.pdf', data: PDF },
    );
    expect(foreign.body.error.fields.school_ids.message).toBe(RESOURCE_MSG.schools);
    expect(await resourcesState(server)).toEqual(before);
  });
});

describe('resources: documents, sharing, audit', () => {
  it('stores an uploaded document and sends it back as an attachment of its checked type', async () => {
    const leader = await as('schoolLeader');
    const up = await uploadResource(
      server,
      leader,
      { school_id: String(ids.aspen), kind: 'document', title: 'Attendance letter', description: 'For families' },
      { name: 'Lettre été.pdf', data: PDF },
    );
    expect(up.status, JSON.stringify(up.body)).toBe(201);
    const made = ZResource.strict().parse(up.body);
    expect(made).toMatchObject({ kind: 'document', url: null, file: { name: 'Lettre été.pdf', size: PDF.length, content_type: 'application/pdf' }, description: 'For families' });
    for (const m of ['teacher', 'schoolStaff', 'districtAdmin'] as const) {
      const res = await fetch(`${server.baseUrl}/api/v1/resources/${made.id}/file/`, { headers: { cookie: [...(await as(m)).cookies].map(([k, v]) => `${k}=${v}`).join('; ') } });
      expect(res.status, m).toBe(200);
      expect(res.headers.get('content-type')).toBe('application/pdf');
      expect(res.headers.get('content-disposition')).toBe(`attachment; filename="Lettre _t_.pdf"; filename*=UTF-8''${encodeURIComponent('Lettre été.pdf')}`);
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(Buffer.from(await res.arrayBuffer()).equals(PDF)).toBe(true);
    }
    expect((await (await as('frTeacher')).get(`/api/v1/resources/${made.id}/file/`)).status).toBe(404);
    // A link has no file.
    const link = await create('schoolLeader', { title: 'No file here' });
    expect((await leader.get(`/api/v1/resources/${link.id}/file/`)).status).toBe(404);
    // Deleting the document deletes its file.
    const files = async () => Number(((await server.db.execute(sql`select count(*)::int as n from stored_files where purpose = 'resource_document'`)) as any).rows[0].n);
    const n = await files();
    expect((await leader.delete(`/api/v1/resources/${made.id}/`)).status).toBe(204);
    expect(await files()).toBe(n - 1);
  });

  it('shows a school exactly the district resources shared with it, read-only, and lets the district share', async () => {
    const guide = await districtResource('Pyramid of interventions: district guide');
    const protocol = await districtResource('Attendance protocol');
    const admin = await as('districtAdmin');
    const up = await uploadResource(
      server,
      admin,
      { district_id: String(ids.en), kind: 'document', title: 'Riverbend only', school_ids: String(ids.riverbend) },
      { name: 'r.pdf', data: PDF },
    );
    expect(up.status, JSON.stringify(up.body)).toBe(201);
    expect(up.body.sharing).toEqual({ all: false, school_ids: [ids.riverbend] });
    const titles = (rows: TResource[]) => rows.map((r) => r.title).sort();
    expect(titles(await list('teacher', `school=${ids.aspen}&folder=shared`))).toEqual([protocol.title, guide.title].sort());
    expect(titles(await list('multiTeacher', `school=${ids.riverbend}&folder=shared`))).toEqual([guide.title, 'Riverbend only'].sort());
    expect((await (await as('teacher')).get(`/api/v1/resources/${up.body.id}/`)).status).toBe(404);
    expect((await (await as('teacher')).get(`/api/v1/resources/${up.body.id}/file/`)).status).toBe(404);
    // A school's whole list holds its own resources and the shared ones, marked.
    const all = await list('teacher', `school=${ids.aspen}`);
    expect(
      all
        .filter((r) => r.from_district)
        .map((r) => r.id)
        .sort(),
    ).toEqual([guide.id, protocol.id].sort());
    expect(all.filter((r) => !r.from_district).every((r) => r.school_id === ids.aspen)).toBe(true);
    // Sharing with one more school, then with none.
    const shared = await admin.patch<TResource>(`/api/v1/resources/${up.body.id}/`, { version: up.body.version, school_ids: [ids.riverbend, ids.aspen] });
    expect(shared.status, JSON.stringify(shared.body)).toBe(200);
    expect(shared.body.sharing).toEqual({ all: false, school_ids: [ids.aspen, ids.riverbend].sort((a, b) => a - b) });
    expect((await (await as('teacher')).get(`/api/v1/resources/${up.body.id}/`)).status).toBe(200);
    const none = await admin.patch<TResource>(`/api/v1/resources/${up.body.id}/`, { version: shared.body.version, school_ids: [] });
    expect(none.body.sharing).toEqual({ all: false, school_ids: [] });
    expect((await (await as('teacher')).get(`/api/v1/resources/${up.body.id}/`)).status).toBe(404);
    const all2 = await admin.patch<TResource>(`/api/v1/resources/${up.body.id}/`, { version: none.body.version, shared_with_all: true });
    expect(all2.body.sharing).toEqual({ all: true, school_ids: [] });
    expect((await (await as('teacher')).get(`/api/v1/resources/${up.body.id}/`)).status).toBe(200);
    // The suspended school's readers see nothing of it (super admins aside).
    expect((await (await as('suspendedTeacher')).get(`/api/v1/resources/${up.body.id}/`)).status).toBe(404);
  });

  it('writes one audit row per change, with titles and never a document’s contents', async () => {
    const leader = await as('schoolLeader');
    const r = await create('schoolLeader', { title: 'Audited link', kind: 'google_doc', url: DOC });
    await leader.patch(`/api/v1/resources/${r.id}/`, { version: r.version, title: 'Audited link, renamed' });
    await leader.delete(`/api/v1/resources/${r.id}/`);
    const rows = await server.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.target_type, 'resource'), eq(auditEvents.target_id, String(r.id))))
      .orderBy(auditEvents.id);
    expect(rows.map((a) => a.action)).toEqual(['resource.created', 'resource.updated', 'resource.deleted']);
    expect(rows[0]).toMatchObject({ actor_user_id: ids.user.schoolLeader, district_id: ids.en, school_id: ids.aspen, details: { kind: 'google_doc', title: 'Audited link' } });
    expect(rows[1]!.details).toEqual({ title: 'Audited link, renamed', changes: { title: ['Audited link', 'Audited link, renamed'] } });
    expect(rows[2]!.details).toEqual({ kind: 'google_doc', title: 'Audited link, renamed' });
    const up = await uploadResource(server, leader, { school_id: String(ids.aspen), kind: 'document', title: 'Audited document' }, { name: 'secret.pdf', data: PDF });
    const [doc] = await server.db.select().from(auditEvents).where(like(auditEvents.action, 'resource.created')).orderBy(desc(auditEvents.id)).limit(1);
    expect(doc).toMatchObject({ target_id: String(up.body.id), details: { kind: 'document', title: 'Audited document' } });
    expect(JSON.stringify(doc!.details)).not.toContain('%PDF');
  });
});
