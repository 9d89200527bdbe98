/**
 * The edit lock without its holder (issue 20): the holder's browser closes (its session's last socket goes)
 * and, after the grace, the lock is free and every viewer hears it; a reconnect or a heartbeat within the
 * grace keeps it; a lock past its two minutes is freed and announced too. The grace is short here.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { and, eq, sql } from 'drizzle-orm';
import type { TBoard, TWsServerMessage } from '@ss/domain';
import { auditEvents, boardLocks } from '@ss/db';
import { eventually, startTestServer, type ApiClient, type TestServer } from './harness.ts';
import { demoIds, type DemoIds } from './fixtures.ts';

const GRACE_MS = 400;
let server: TestServer;
let ids: DemoIds;

interface Socket {
  ws: WebSocket;
  messages: TWsServerMessage[];
  next(match: (m: TWsServerMessage) => boolean): Promise<TWsServerMessage>;
  close(): Promise<void>;
}

async function socketOf(client: ApiClient): Promise<Socket> {
  const headers = { origin: server.baseUrl, cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ') };
  const ws = new WebSocket(server.baseUrl.replace('http', 'ws') + '/ws', { headers });
  await new Promise((resolve, reject) => {
    ws.on('open', resolve);
    ws.on('unexpected-response', (_req, res) => reject(new Error(`upgrade refused: ${res.statusCode}`)));
  });
  const messages: TWsServerMessage[] = [];
  ws.on('message', (data) => messages.push(JSON.parse(data.toString()) as TWsServerMessage));
  return {
    ws,
    messages,
    next: (match) => eventually(async () => messages.find(match), 10_000),
    close: () => new Promise((resolve) => (ws.readyState === ws.CLOSED ? resolve() : (ws.once('close', () => resolve()), ws.close()))),
  };
}

async function subscribed(client: ApiClient, boardId: number) {
  const s = await socketOf(client);
  s.ws.send(JSON.stringify({ type: 'subscribe', channel: `board:${boardId}` }));
  await s.next((m) => m.type === 'subscribed');
  return s;
}

const freed = (m: TWsServerMessage) => m.type === 'event' && m.event.kind === 'lock' && m.event.holder === null;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function board(leader: ApiClient, title: string) {
  const categories = [{ title: 'Tier 1', color: '#2e7d32', is_default: true }];
  const res = await leader.post<TBoard>('/api/v1/boards/', { school_id: ids.aspen, kind: 'team', title, categories, grades: ['2'] });
  expect(res.status).toBe(201);
  return res.body;
}

async function holderOf(client: ApiClient, boardId: number) {
  return (await client.get<TBoard>(`/api/v1/boards/${boardId}/`)).body.lock.holder;
}

beforeAll(async () => {
  server = await startTestServer({ boardLocks: { graceMs: GRACE_MS, sweepMs: 300 } });
  ids = await demoIds(server.db);
});
afterAll(() => server?.close());

describe('the edit lock without its holder', () => {
  it('is released a grace after the holder’s last socket closes, and every viewer hears it', async () => {
    const leader = await server.as('schoolLeader');
    const teacher = await server.as('teacher');
    const b = await board(leader, 'Tab closed');
    const editorSocket = await subscribed(leader, b.id);
    const watcher = await subscribed(teacher, b.id);
    expect((await leader.post(`/api/v1/boards/${b.id}/lock/`)).status).toBe(200);
    await watcher.next((m) => m.type === 'event' && m.event.kind === 'lock' && m.event.holder?.id === ids.user.schoolLeader);

    await editorSocket.close();
    const event = await watcher.next(freed);
    expect(event).toMatchObject({ type: 'event', version: b.version + 2, event: { holder: null, broken_by_leader: false } });
    expect(await holderOf(teacher, b.id)).toBeNull();
    // Another leader may take it now.
    expect((await (await server.as('schoolAdmin')).post(`/api/v1/boards/${b.id}/lock/`)).status).toBe(200);
    // Nobody's action: the system's unlock, naming the holder and why.
    const [row] = await server.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'board.unlocked'), eq(auditEvents.target_id, String(b.id))));
    expect(row).toMatchObject({ actor_user_id: null, school_id: ids.aspen, details: { holder_id: ids.user.schoolLeader, reason: 'editor_left' } });
    await watcher.close();
  });

  it('is kept when the session reconnects, or heartbeats, within the grace', async () => {
    const leader = await server.as('schoolLeader');
    const teacher = await server.as('teacher');
    const b = await board(leader, 'Reconnected');
    const watcher = await subscribed(teacher, b.id);
    let editorSocket = await subscribed(leader, b.id);
    expect((await leader.post(`/api/v1/boards/${b.id}/lock/`)).status).toBe(200);

    // A new socket at once (the browser reconnecting, to any copy).
    await editorSocket.close();
    editorSocket = await subscribed(leader, b.id);
    await sleep(GRACE_MS * 3);
    expect((await holderOf(teacher, b.id))?.id).toBe(ids.user.schoolLeader);

    // No socket any more, but a heartbeat within the grace.
    await editorSocket.close();
    expect((await leader.post(`/api/v1/boards/${b.id}/lock/`)).status).toBe(200);
    await sleep(GRACE_MS * 3);
    expect((await holderOf(teacher, b.id))?.id).toBe(ids.user.schoolLeader);
    expect(watcher.messages.filter(freed)).toEqual([]);
    await watcher.close();
  });

  it('tells the viewers when the lock expires without a heartbeat', async () => {
    const leader = await server.as('schoolLeader');
    const teacher = await server.as('teacher');
    const b = await board(leader, 'Expired');
    // The editor's socket stays open (a browser asleep): only the two minutes free the lock.
    const editorSocket = await subscribed(leader, b.id);
    const watcher = await subscribed(teacher, b.id);
    expect((await leader.post(`/api/v1/boards/${b.id}/lock/`)).status).toBe(200);
    await server.db
      .update(boardLocks)
      .set({ heartbeat_at: sql`now() - interval '3 minutes'` })
      .where(eq(boardLocks.board_id, b.id));

    expect(await watcher.next(freed)).toMatchObject({ event: { holder: null, broken_by_leader: false } });
    expect(await editorSocket.next(freed)).toBeTruthy();
    const [row] = await server.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'board.unlocked'), eq(auditEvents.target_id, String(b.id))));
    expect(row).toMatchObject({ actor_user_id: null, details: { holder_id: ids.user.schoolLeader, reason: 'lock_expired' } });
    await Promise.all([watcher.close(), editorSocket.close()]);
  });
});
