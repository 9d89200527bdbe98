/**
 * A support's resources (issue 11, sections 1 and 3) through real HTTP: links, Google Docs and YouTube videos with
 * the spec's messages, documents uploaded by multipart (type by content, size limit), their download, removal, the
 * limit per support, and who may attach.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { storedFiles, supportAttachments } from '@ss/db';
import { MSG, SUPPORT_ATTACHMENTS_MAX, SUPPORT_MSG, type TSupport } from '@ss/domain';
import { startTestServer, type TestServer } from './harness.ts';
import { demoIds, signedInClients, type DemoIds } from './fixtures.ts';
import { auditOf, counts, createVia, PDF, supportRow, systemKeys, uploadDocument } from './support-fixtures.ts';

let server: TestServer;
let ids: DemoIds;
const as = signedInClients(() => server);
let support: TSupport;

beforeAll(async () => {
  // Documents up to 1 MB here, so the size refusal needs no large upload.
  server = await startTestServer({ uploads: { fileMb: 10, imageMb: 2, documentMb: 1 } });
  ids = await demoIds(server.db);
  const keys = await systemKeys(server.db);
  support = await createVia(await as('schoolLeader'), { level: 'school', school: ids.aspen, name_en: 'Visual schedule', focus_areas: [keys.focus[2]], tiers: [keys.tiers[0]] });
});
afterAll(() => server?.close());

const attach = async (body: Record<string, unknown>, m: 'schoolLeader' | 'teacher' = 'schoolLeader', id = support.id) =>
  (await as(m)).post<TSupport>(`/api/v1/supports/${id}/attachments/`, body);

describe('support attachments', () => {
  it('attaches links, Google Docs and YouTube videos, and refuses addresses that are not what they say with the spec’s messages', async () => {
    const before = await counts(server.db);
    const bad: [Record<string, unknown>, string, string][] = [
      [{ kind: 'link', title: 'Site', url: 'javascript:alert(1)' }, 'url', 'Invalid url'],
      [{ kind: 'link', title: 'Site', url: 'not a url' }, 'url', 'Invalid url'],
      [{ kind: 'google_doc', title: 'Doc', url: 'https://example.org/document/d/abcdefghijk' }, 'url', 'Please make sure to provide a valid Google Doc URL'],
      [{ kind: 'youtube', title: 'Video', url: 'https://vimeo.com/123456' }, 'url', 'Please make sure to provide a valid Youtube video URL'],
      [{ kind: 'link', title: ' ', url: 'https://example.org' }, 'title', MSG.required],
      [{ kind: 'link', title: 'x'.repeat(201), url: 'https://example.org' }, 'title', MSG.maxLength],
      [{ kind: 'document', title: 'File', url: 'https://example.org' }, 'kind', MSG.invalidValue],
      [{ kind: 'link', title: 'Site' }, 'url', MSG.required],
    ];
    for (const [body, field, message] of bad) {
      const res = await attach(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect((res.body as any).error.fields[field].message, JSON.stringify(res.body)).toBe(message);
    }
    expect((await (await as('schoolLeader')).post(`/api/v1/supports/${support.id}/attachments/`)).status).toBe(400);
    expect(await counts(server.db)).toEqual(before);

    await attach({ kind: 'link', title: 'Routine cards', url: 'https://example.org/cards' });
    await attach({ kind: 'google_doc', title: 'Planning sheet', url: 'https://docs.google.com/document/d/1AbCdEfGhIjKlMnOp/edit' });
    const res = await attach({ kind: 'youtube', title: 'How it works', url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.attachments.map((a) => [a.kind, a.title, a.url, a.video_id, a.file])).toEqual([
      ['link', 'Routine cards', 'https://example.org/cards', null, null],
      ['google_doc', 'Planning sheet', 'https://docs.google.com/document/d/1AbCdEfGhIjKlMnOp/edit', null, null],
      ['youtube', 'How it works', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'dQw4w9WgXcQ', null],
    ]);
    const audit = (await auditOf(server.db, support.id)).filter((a) => a.action === 'support.attachment_added');
    expect(audit.map((a) => (a.details as { kind: string }).kind)).toEqual(['link', 'google_doc', 'youtube']);
    expect(audit.every((a) => a.district_id === ids.en && a.school_id === ids.aspen)).toBe(true);
  });

  it('uploads a document checked by content and size, sends it back as a download, and removes it with its file', async () => {
    const [leader, teacher] = [await as('schoolLeader'), await as('teacher')];
    await as('frTeacher');
    const before = await counts(server.db);
    const exe = await uploadDocument(leader, support.id, { name: 'guide.pdf', data: Buffer.from('MZ\u0090\u0000\u0003binary') });
    expect(exe.status).toBe(400);
    expect(exe.body.error!.message).toBe('Invalid file type');
    const html = await uploadDocument(leader, support.id, { name: 'page.txt', data: '<html><script>alert(1)</script></html>' });
    expect(html.body.error!.message).toBe('Invalid file type');
    const big = await uploadDocument(leader, support.id, { name: 'big.pdf', data: Buffer.concat([PDF, Buffer.alloc(1024 * 1024 + 10, 0x20)]) });
    expect(big.status).toBe(400);
    expect(big.body.error!.fields!.file).toEqual({ message: 'File size should be up to {maxAllowedFileSize} MB', params: { maxAllowedFileSize: 1 } });
    expect((await uploadDocument(leader, support.id, { name: 'guide.pdf', data: PDF }, { title: 'No kind' })).body.error!.fields!.kind!.message).toBe(MSG.required);
    expect((await uploadDocument(leader, support.id, { name: 'guide.pdf', data: PDF }, { kind: 'document' })).body.error!.fields!.title!.message).toBe(MSG.required);
    expect((await uploadDocument(teacher, support.id, { name: 'guide.pdf', data: PDF })).status).toBe(403);
    expect(await counts(server.db)).toEqual(before);

    const ok = await uploadDocument(leader, support.id, { name: 'Guide d’été.pdf', data: PDF }, { kind: 'document', title: 'Summer guide' });
    expect(ok.status, JSON.stringify(ok.body)).toBe(201);
    const doc = ok.body.attachments.find((a) => a.kind === 'document')!;
    expect(doc).toMatchObject({ title: 'Summer guide', url: null, video_id: null, file: { name: 'Guide d’été.pdf', size: PDF.length, content_type: 'application/pdf' } });
    // Any reader of the support downloads it, as an attachment of its checked type.
    const file = await fetch(`${server.baseUrl}/api/v1/supports/${support.id}/attachments/${doc.id}/file/`, {
      headers: { cookie: [...teacher.cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(file.headers.get('x-content-type-options')).toBe('nosniff');
    expect(file.headers.get('cache-control')).toBe('no-store');
    expect(file.headers.get('content-disposition')).toBe(`attachment; filename="Guide d__t_.pdf"; filename*=UTF-8''${encodeURIComponent('Guide d’été.pdf')}`);
    expect(Buffer.from(await file.arrayBuffer()).equals(PDF)).toBe(true);
    const link = ok.body.attachments.find((a) => a.kind === 'link')!;
    expect((await teacher.get(`/api/v1/supports/${support.id}/attachments/${link.id}/file/`)).status).toBe(404);
    expect((await (await as('frTeacher')).get(`/api/v1/supports/${support.id}/attachments/${doc.id}/file/`)).status).toBe(404);
    expect((await teacher.delete(`/api/v1/supports/${support.id}/attachments/${doc.id}/`)).status).toBe(403);

    const fileId = (await server.db.select().from(supportAttachments).where(eq(supportAttachments.id, doc.id)))[0]!.file_id!;
    expect((await leader.delete(`/api/v1/supports/${support.id}/attachments/${doc.id}/`)).status).toBe(204);
    expect(await server.db.select().from(storedFiles).where(eq(storedFiles.id, fileId))).toEqual([]);
    expect((await leader.delete(`/api/v1/supports/${support.id}/attachments/${doc.id}/`)).status).toBe(404);
    expect((await auditOf(server.db, support.id)).at(-1)).toMatchObject({ action: 'support.attachment_removed', details: { attachment: doc.id, kind: 'document' } });
  });

  it('holds up to SUPPORT_ATTACHMENTS_MAX resources, none while archived, and deletes its files with it', async () => {
    const leader = await as('schoolLeader');
    const keys = await systemKeys(server.db);
    const s = await createVia(leader, { level: 'school', school: ids.aspen, name_en: 'Full of links', focus_areas: [keys.focus[0]], tiers: [keys.tiers[0]] });
    for (let i = 0; i < SUPPORT_ATTACHMENTS_MAX - 1; i++)
      expect((await attach({ kind: 'link', title: `Link ${i}`, url: `https://example.org/${i}` }, 'schoolLeader', s.id)).status).toBe(201);
    expect((await uploadDocument(leader, s.id, { name: 'last.pdf', data: PDF })).status).toBe(201);
    const full = await attach({ kind: 'link', title: 'One more', url: 'https://example.org/more' }, 'schoolLeader', s.id);
    expect(full.status).toBe(400);
    expect((full.body as any).error.fields.attachments).toEqual({ message: SUPPORT_MSG.tooManyAttachments, params: { max: SUPPORT_ATTACHMENTS_MAX } });
    expect((await uploadDocument(leader, s.id, { name: 'more.pdf', data: PDF })).status).toBe(400);
    const current = (await leader.get<TSupport>(`/api/v1/supports/${s.id}/`)).body;
    await leader.post(`/api/v1/supports/${s.id}/archive/`, { version: current.version });
    const first = current.attachments[0]!;
    const archived = await leader.delete(`/api/v1/supports/${s.id}/attachments/${first.id}/`);
    expect(archived.status).toBe(409);
    expect(archived.body.error.message).toBe(SUPPORT_MSG.archived);
    const files = async () => (await server.db.select({ id: storedFiles.id }).from(storedFiles).where(eq(storedFiles.purpose, 'support_document'))).length;
    const before = await files();
    expect((await leader.delete(`/api/v1/supports/${s.id}/`)).status).toBe(204);
    expect(await supportRow(server.db, s.id)).toBeUndefined();
    expect(await files()).toBe(before - 1);
  });
});
