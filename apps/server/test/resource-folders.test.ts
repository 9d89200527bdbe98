/** Resource folders (issue 11, section 3) through real HTTP: refusals, the tree, depth, cycles, owners, deletion with content, audit. */
import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditEvents, resourceFolders, resources, storedFiles, type CastMember } from '@ss/db';
import { MAX_RESOURCE_FOLDER_DEPTH, RESOURCE_MSG, ZResourceFolderList, type TResourceFolder, type TResourceFolderList } from '@ss/domain';
import { type TestServer } from './harness.ts';
import { signedInClients, withDemoServer, type DemoIds } from './fixtures.ts';
import { PDF, resourcesState, uploadResource } from './resources-helpers.ts';

let server: TestServer;
let ids: DemoIds;
const as = signedInClients(() => server);
withDemoServer((s, i) => ((server = s), (ids = i)));

async function folder(m: CastMember, name: string, parent: number | null = null, owner: Record<string, number> = { school_id: ids.aspen }): Promise<TResourceFolder> {
  const res = await (await as(m)).post<TResourceFolder>('/api/v1/resource_folders/', { ...owner, parent_id: parent, name });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}
async function tree(m: CastMember, query: string): Promise<TResourceFolderList> {
  const res = await (await as(m)).get<TResourceFolderList>(`/api/v1/resource_folders/?${query}`);
  expect(res.status, `${m} ${query}: ${JSON.stringify(res.body)}`).toBe(200);
  return res.body;
}

describe('resource folders: sign-in, tenancy, permissions', () => {
  it('answers 401 to anonymous callers and 404 to another district, changing nothing', async () => {
    const f = await folder('schoolLeader', 'Refusals');
    const before = await resourcesState(server);
    const anon = server.client();
    const calls: [string, string, unknown?][] = [
      ['GET', `/api/v1/resource_folders/?school=${ids.aspen}`],
      ['POST', '/api/v1/resource_folders/', { school_id: ids.aspen, name: 'X' }],
      ['PATCH', `/api/v1/resource_folders/${f.id}/`, { name: 'X' }],
      ['DELETE', `/api/v1/resource_folders/${f.id}/?recursive=true`],
    ];
    for (const [method, path, b] of calls) expect((await anon.request(method, path, b)).status, `${method} ${path}`).toBe(401);
    for (const m of ['frAdmin', 'frTeacher'] as const) {
      const c = await as(m);
      expect((await c.get(`/api/v1/resource_folders/?school=${ids.aspen}`)).status, m).toBe(404);
      expect((await c.get(`/api/v1/resource_folders/?district=${ids.en}`)).status, m).toBe(404);
      expect((await c.post('/api/v1/resource_folders/', { school_id: ids.aspen, name: 'X' })).status, m).toBe(404);
      expect((await c.post('/api/v1/resource_folders/', { district_id: ids.en, name: 'X' })).status, m).toBe(404);
      expect((await c.patch(`/api/v1/resource_folders/${f.id}/`, { name: 'X' })).status, m).toBe(404);
      expect((await c.delete(`/api/v1/resource_folders/${f.id}/?recursive=true`)).status, m).toBe(404);
    }
    expect(await resourcesState(server)).toEqual(before);
  });

  it('lets the school’s leaders and the district’s managers manage folders; teachers read (403 on writes)', async () => {
    const f = await folder('schoolAdmin', 'Managed');
    const district = await folder('districtLeader', 'District managed', null, { district_id: ids.en });
    const before = await resourcesState(server);
    for (const m of ['teacher', 'schoolStaff'] as const) {
      const c = await as(m);
      const read = await tree(m, `school=${ids.aspen}`);
      expect(read.abilities.manage_folders, m).toBe(false);
      expect(read.results.find((x) => x.id === f.id)!.abilities, m).toEqual({ update: false, delete: false });
      expect((await c.post('/api/v1/resource_folders/', { school_id: ids.aspen, name: 'Mine' })).status, m).toBe(403);
      expect((await c.patch(`/api/v1/resource_folders/${f.id}/`, { name: 'Mine' })).status, m).toBe(403);
      expect((await c.delete(`/api/v1/resource_folders/${f.id}/`)).status, m).toBe(403);
      // A district's folders are its staff's.
      expect((await c.get(`/api/v1/resource_folders/?district=${ids.en}`)).status, m).toBe(403);
      expect((await c.patch(`/api/v1/resource_folders/${district.id}/`, { name: 'Mine' })).status, m).toBe(403);
    }
    expect((await tree('teacher', `school=${ids.aspen}`)).abilities).toEqual({ manage_folders: false, add_resources: true, share: false });
    expect((await tree('schoolStaff', `school=${ids.aspen}`)).abilities).toEqual({ manage_folders: false, add_resources: false, share: false });
    // District staff read the district's tree and manage nothing there.
    const ds = await tree('districtStaff', `district=${ids.en}`);
    expect(ds.abilities).toEqual({ manage_folders: false, add_resources: false, share: false });
    expect((await (await as('districtStaff')).post('/api/v1/resource_folders/', { district_id: ids.en, name: 'Mine' })).status).toBe(403);
    expect(await resourcesState(server)).toEqual(before);
    expect((await tree('districtAdmin', `district=${ids.en}`)).abilities).toEqual({ manage_folders: true, add_resources: true, share: true });
    // Super admins reach suspended schools; nobody else does.
    expect((await (await as('districtAdmin')).get(`/api/v1/resource_folders/?school=${ids.maple}`)).status).toBe(403);
    expect((await tree('super', `school=${ids.maple}`)).results.length).toBeGreaterThan(0);
  });
});

describe('resource folders: the tree and its rules', () => {
  it('answers the whole tree flat, parents first, with depths, counts and the document limit', async () => {
    const body = ZResourceFolderList.strict().parse(await tree('teacher', `school=${ids.aspen}`));
    const literacy = body.results.find((f) => f.name === 'Literacy')!;
    const guided = body.results.find((f) => f.name === 'Guided reading')!;
    expect(literacy).toMatchObject({ parent_id: null, depth: 1, folders: 1, resources: 2 });
    expect(guided).toMatchObject({ parent_id: literacy.id, depth: 2, folders: 0, resources: 0 });
    expect(body.results.indexOf(guided)).toBe(body.results.indexOf(literacy) + 1);
    expect(body).toMatchObject({ district_id: ids.en, school_id: ids.aspen, shared_resources: 2, max_document_mb: 10 });
    const district = await tree('districtStaff', `district=${ids.en}`);
    expect(district).toMatchObject({ school_id: null, shared_resources: null });
    expect(district.results.map((f) => f.name)).toContain('District guidelines');
  });

  it('renames and moves within the owner; refuses depth, cycles, other owners and twin names, writing nothing', async () => {
    const c = await as('schoolLeader');
    const chain: TResourceFolder[] = [];
    for (let level = 1; level <= MAX_RESOURCE_FOLDER_DEPTH; level++) chain.push(await folder('schoolLeader', `Level ${level}`, chain.at(-1)?.id ?? null));
    expect(chain.at(-1)!.depth).toBe(MAX_RESOURCE_FOLDER_DEPTH);
    const top = await folder('schoolLeader', 'Top');
    const child = await folder('schoolLeader', 'Child', top.id);
    const riverbend = await folder('districtAdmin', 'Riverbend folder', null, { school_id: ids.riverbend });
    const before = await resourcesState(server);
    const refused: [string, unknown, string, string, Record<string, number>?][] = [
      ['POST', { school_id: ids.aspen, parent_id: chain.at(-1)!.id, name: 'Too deep' }, 'parent_id', RESOURCE_MSG.depth, { max: MAX_RESOURCE_FOLDER_DEPTH }],
      [`PATCH ${top.id}`, { parent_id: chain[3]!.id }, 'parent_id', RESOURCE_MSG.depth, { max: MAX_RESOURCE_FOLDER_DEPTH }],
      [`PATCH ${top.id}`, { parent_id: child.id }, 'parent_id', RESOURCE_MSG.cycle],
      [`PATCH ${chain[0]!.id}`, { parent_id: chain[2]!.id }, 'parent_id', RESOURCE_MSG.cycle],
      [`PATCH ${top.id}`, { parent_id: riverbend.id }, 'parent_id', RESOURCE_MSG.folder],
      ['POST', { school_id: ids.aspen, parent_id: riverbend.id, name: 'Elsewhere' }, 'parent_id', RESOURCE_MSG.folder],
      ['POST', { school_id: ids.aspen, parent_id: 2_000_000_000, name: 'Nowhere' }, 'parent_id', RESOURCE_MSG.folder],
      ['POST', { school_id: ids.aspen, name: ' literacy ' }, 'name', RESOURCE_MSG.folderName],
      [`PATCH ${child.id}`, { parent_id: null, name: 'TOP' }, 'name', RESOURCE_MSG.folderName],
      ['POST', { school_id: ids.aspen, name: 'x'.repeat(121) }, 'name', 'Please enter maximum {maxlength} characters', { maxlength: 120 }],
      ['POST', { school_id: ids.aspen, district_id: ids.en, name: 'Both' }, 'school_id', RESOURCE_MSG.owner],
      [`PATCH ${top.id}`, { school_id: ids.riverbend }, 'school_id', 'Unknown field'],
    ];
    for (const [call, body, field, message, params] of refused) {
      const res = call === 'POST' ? await c.post('/api/v1/resource_folders/', body) : await c.patch(`/api/v1/resource_folders/${call.split(' ')[1]}/`, body);
      expect(res.status, `${call} ${JSON.stringify(body)}`).toBe(400);
      expect(res.body.error.fields[field], JSON.stringify(res.body)).toEqual(params ? { message, params } : { message });
    }
    expect(await resourcesState(server)).toEqual(before);
    // A two-level subtree fits under level 3, and the move carries its folder along.
    const moved = await c.patch<TResourceFolder>(`/api/v1/resource_folders/${top.id}/`, { parent_id: chain[2]!.id, name: 'Top, moved' });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(moved.body).toMatchObject({ parent_id: chain[2]!.id, name: 'Top, moved', depth: 4 });
    const after = await tree('schoolLeader', `school=${ids.aspen}`);
    expect(after.results.find((f) => f.id === child.id)).toMatchObject({ parent_id: top.id, depth: 5 });
    // Back to the top level.
    expect((await c.patch<TResourceFolder>(`/api/v1/resource_folders/${top.id}/`, { parent_id: null })).body).toMatchObject({ parent_id: null, depth: 1 });
  });

  it('asks for recursive=true before deleting a folder with content, then deletes it all with its documents’ files', async () => {
    const c = await as('schoolLeader');
    const box = await folder('schoolLeader', 'To delete');
    const inner = await folder('schoolLeader', 'Inner', box.id);
    const link = await c.post('/api/v1/resources/', { school_id: ids.aspen, folder_id: box.id, kind: 'link', title: 'Inside link', url: 'https://example.org' });
    const doc = await uploadResource(
      server,
      c,
      { school_id: String(ids.aspen), folder_id: String(inner.id), kind: 'document', title: 'Inside document' },
      { name: 'in.pdf', data: PDF },
    );
    expect([link.status, doc.status]).toEqual([201, 201]);
    const counted = (await tree('schoolLeader', `school=${ids.aspen}`)).results.find((f) => f.id === box.id)!;
    expect(counted).toMatchObject({ folders: 1, resources: 1 });
    const before = await resourcesState(server);
    const refused = await c.delete(`/api/v1/resource_folders/${box.id}/`);
    expect(refused.status).toBe(409);
    expect(refused.body.error).toMatchObject({ code: 'conflict', message: RESOURCE_MSG.notEmpty });
    expect((await c.delete(`/api/v1/resource_folders/${box.id}/?recursive=maybe`)).status).toBe(400);
    expect(await resourcesState(server)).toEqual(before);
    const fileId = (await server.db.select().from(resources).where(eq(resources.id, doc.body.id)))[0]!.file_id!;
    expect((await c.delete(`/api/v1/resource_folders/${box.id}/?recursive=true`)).status).toBe(204);
    expect(await server.db.select().from(resourceFolders).where(eq(resourceFolders.id, inner.id))).toEqual([]);
    expect(await server.db.select().from(resources).where(eq(resources.id, link.body.id))).toEqual([]);
    expect(await server.db.select().from(storedFiles).where(eq(storedFiles.id, fileId))).toEqual([]);
    // One audit row for the deletion, naming what went with it.
    const [row] = await server.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'resource_folder.deleted'), eq(auditEvents.target_id, String(box.id))));
    expect(row).toMatchObject({ actor_user_id: ids.user.schoolLeader, school_id: ids.aspen, details: { name: 'To delete', folders: 1, resources: 2 } });
    expect((row!.details as { titles: string[] }).titles.sort()).toEqual(['Inside document', 'Inside link']);
    // An empty folder goes without asking.
    const empty = await folder('schoolLeader', 'Empty');
    expect((await c.delete(`/api/v1/resource_folders/${empty.id}/`)).status).toBe(204);
  });

  it('audits creations, renames and moves', async () => {
    const f = await folder('districtAdmin', 'Audited', null, { district_id: ids.en });
    const parent = await folder('districtAdmin', 'Audited parent', null, { district_id: ids.en });
    await (await as('districtAdmin')).patch(`/api/v1/resource_folders/${f.id}/`, { name: 'Audited, renamed', parent_id: parent.id });
    const rows = await server.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.target_type, 'resource_folder'), eq(auditEvents.target_id, String(f.id))))
      .orderBy(auditEvents.id);
    expect(rows.map((r) => [r.action, r.district_id, r.school_id])).toEqual([
      ['resource_folder.created', ids.en, null],
      ['resource_folder.updated', ids.en, null],
    ]);
    expect(rows[1]!.details).toEqual({ name: 'Audited, renamed', changes: { name: ['Audited', 'Audited, renamed'], parent_id: [null, parent.id] } });
  });
});
