/** The document size limit of resources comes from configuration (MAX_DOCUMENT_MB): told to the page, enforced on upload. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESOURCE_MSG } from '@ss/domain';
import { demoIds, type DemoIds } from './fixtures.ts';
import { startTestServer, type ApiClient, type TestServer } from './harness.ts';
import { PDF, resourcesState, uploadResource } from './resources-helpers.ts';

let server: TestServer;
let ids: DemoIds;
let leader: ApiClient;

beforeAll(async () => {
  server = await startTestServer({ uploads: { fileMb: 10, imageMb: 2, documentMb: 1 } });
  ids = await demoIds(server.db);
  leader = await server.as('schoolLeader');
}, 60_000);
afterAll(() => server?.close());

describe('resource document size', () => {
  it('tells the page the limit and refuses a larger document with the spec’s message, writing nothing', async () => {
    expect((await leader.get(`/api/v1/resource_folders/?school=${ids.aspen}`)).body.max_document_mb).toBe(1);
    const before = await resourcesState(server);
    const big = Buffer.concat([PDF, Buffer.alloc(1024 * 1024, 0x20)]);
    const res = await uploadResource(server, leader, { school_id: String(ids.aspen), kind: 'document', title: 'Too big' }, { name: 'big.pdf', data: big });
    expect(res.status).toBe(400);
    expect(res.body.error.fields.file).toEqual({ message: RESOURCE_MSG.fileSize, params: { maxAllowedFileSize: 1 } });
    expect(await resourcesState(server)).toEqual(before);
    // Just under the limit is accepted.
    const fits = Buffer.concat([PDF, Buffer.alloc(1024 * 1024 - PDF.length - 1, 0x20)]);
    const ok = await uploadResource(server, leader, { school_id: String(ids.aspen), kind: 'document', title: 'Fits' }, { name: 'fits.pdf', data: fits });
    expect(ok.status, JSON.stringify(ok.body)).toBe(201);
    expect(ok.body.file.size).toBe(fits.length);
  });
});
