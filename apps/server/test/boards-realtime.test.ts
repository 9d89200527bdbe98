/**
 * The realtime socket through a real WebSocket (issue 9, section 4): the upgrade's checks, a
 * subscription authorized like a read, moves and lock changes arriving on commit, and sockets
 * closed when their session ends or their school is suspended.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { BOARD_MSG, type TBoard, type TWsServerMessage } from '@ss/domain';
import { type CastMember } from '@ss/db';
import { eventually, startTestServer, type ApiClient, type TestServer } from './harness.ts';
import { demoIds, type DemoIds } from './fixtures.ts';

let server: TestServer;
let ids: DemoIds;

const TIERS = [
  { title: 'Tier 1', color: '#2e7d32', is_default: true },
  { title: 'Tier 2', color: '#f9a825', is_default: false },
];

interface Socket {
  ws: WebSocket;
  messages: TWsServerMessage[];
  closed: { code: number } | null;
  send(m: unknown): void;
  next(match: (m: TWsServerMessage) => boolean): Promise<TWsServerMessage>;
}

function open(client: ApiClient | null, origin = server.baseUrl): Promise<Socket | { status: number }> {
  const headers: Record<string, string> = { origin };
  if (client) headers.cookie = [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  const ws = new WebSocket(server.baseUrl.replace('http', 'ws') + '/ws', { headers });
  return new Promise((resolve) => {
    ws.on('unexpected-response', (_req, res) => resolve({ status: res.statusCode ?? 0 }));
    ws.on('open', () => {
      const s: Socket = {
        ws,
        messages: [],
        closed: null,
        send: (m) => ws.send(JSON.stringify(m)),
        next: (match) => eventually(async () => s.messages.find(match), 10_000),
      };
      ws.on('message', (data) => s.messages.push(JSON.parse(data.toString()) as TWsServerMessage));
      ws.on('close', (code) => (s.closed = { code }));
      resolve(s);
    });
  });
}

const socketOf = async (client: ApiClient | null) => {
  const s = await open(client);
  if (!('ws' in s)) throw new Error(`upgrade refused: ${s.status}`);
  return s;
};

async function signedIn(m: CastMember) {
  return server.as(m);
}

async function board(leader: ApiClient, over: Record<string, unknown> = {}) {
  const res = await leader.post<TBoard>('/api/v1/boards/', { school_id: ids.aspen, kind: 'team', title: 'Live', categories: TIERS, grades: ['2'], ...over });
  expect(res.status).toBe(201);
  return res.body;
}

beforeAll(async () => {
  server = await startTestServer();
  ids = await demoIds(server.db);
});
afterAll(() => server?.close());

describe('GET /ws', () => {
  it('refuses an upgrade without a session or from another site, and answers pings', async () => {
    expect(await open(null)).toEqual({ status: 401 });
    const teacher = await signedIn('teacher');
    expect(await open(teacher, 'https://evil.example')).toEqual({ status: 403 });
    const s = await socketOf(teacher);
    s.send({ type: 'ping' });
    expect(await s.next((m) => m.type === 'pong')).toEqual({ type: 'pong' });
    s.send({ type: 'subscribe', channel: 'school:1' });
    expect(await s.next((m) => m.type === 'error')).toMatchObject({ code: 'bad_request' });
    s.ws.close();
  });

  it('refuses a foreign board like a 404 and delivers moves and lock changes to subscribers', async () => {
    const leader = await signedIn('schoolLeader');
    const b = await board(leader);
    const foreign = await socketOf(await signedIn('frTeacher'));
    foreign.send({ type: 'subscribe', channel: `board:${b.id}` });
    expect(await foreign.next((m) => m.type === 'error')).toMatchObject({ type: 'error', code: 'not_found', channel: `board:${b.id}` });

    const watcher = await socketOf(await signedIn('teacher'));
    watcher.send({ type: 'subscribe', channel: `board:${b.id}` });
    expect(await watcher.next((m) => m.type === 'subscribed')).toMatchObject({ channel: `board:${b.id}`, version: b.version });
    // Presence names who is looking.
    await watcher.next((m) => m.type === 'event' && m.event.kind === 'presence' && m.event.viewers.some((v) => v.id === ids.user.teacher));

    await leader.post(`/api/v1/boards/${b.id}/lock/`);
    const lock = await watcher.next((m) => m.type === 'event' && m.event.kind === 'lock');
    expect(lock).toMatchObject({ version: b.version + 1, event: { holder: { id: ids.user.schoolLeader, name: 'Marcus Bell' }, broken_by_leader: false } });

    const student = b.cards[0]!.student_id!;
    const moved = await leader.post(`/api/v1/boards/${b.id}/moves/`, { student_id: student, category_id: b.categories[1]!.id, position: 0, version: b.version + 1 });
    expect(moved.status).toBe(200);
    const event = await watcher.next((m) => m.type === 'event' && m.event.kind === 'moved');
    expect(event).toMatchObject({ version: moved.body.version, event: { student_id: student, category_id: b.categories[1]!.id, position: 0, by: ids.user.schoolLeader } });
    // The foreign socket heard nothing of it.
    expect(foreign.messages.filter((m) => m.type === 'event')).toEqual([]);

    // A leader's unlock reaches the board's watchers with the flag the editor's page shows the notice for.
    await (await signedIn('schoolAdmin')).delete(`/api/v1/boards/${b.id}/lock/`);
    const broken = await watcher.next((m) => m.type === 'event' && m.event.kind === 'lock' && m.event.holder === null);
    expect(broken).toMatchObject({ event: { broken_by_leader: true } });
    expect(BOARD_MSG.unlockedByLeader).toContain('unlocked');
    foreign.ws.close();
    watcher.ws.close();
  });

  it('closes the socket of a session that signs out', async () => {
    const teacher = await signedIn('teacher');
    const s = await socketOf(teacher);
    expect((await teacher.post('/api/v1/logout/')).status).toBeLessThan(300);
    await eventually(async () => s.closed ?? undefined);
    expect(s.closed).toEqual({ code: 4401 });
  });

  it('closes the sockets of a suspended school’s staff and drops district viewers’ subscriptions', async () => {
    const leader = await signedIn('schoolLeader');
    const b = await board(leader, { title: 'Suspended soon' });
    const teacher = await socketOf(await signedIn('teacher'));
    const district = await socketOf(await signedIn('districtAdmin'));
    for (const s of [teacher, district]) {
      s.send({ type: 'subscribe', channel: `board:${b.id}` });
      await s.next((m) => m.type === 'subscribed');
    }
    const admin = await signedIn('super');
    const school = (await admin.get(`/api/v1/schools/${ids.aspen}/`)).body;
    const suspend = await admin.patch(`/api/v1/schools/${ids.aspen}/`, { status: 'account_suspended', version: school.version });
    try {
      expect(suspend.status, JSON.stringify(suspend.body)).toBe(200);
      // Suspension ends the school staff's sessions: their sockets close.
      await eventually(async () => teacher.closed ?? undefined);
      expect(teacher.closed).toEqual({ code: 4401 });
      // District staff keep their session but lose the board.
      expect(await district.next((m) => m.type === 'error' && m.channel === `board:${b.id}`)).toMatchObject({ code: 'not_found' });
      expect(district.closed).toBeNull();
    } finally {
      const now = (await admin.get(`/api/v1/schools/${ids.aspen}/`)).body;
      await admin.patch(`/api/v1/schools/${ids.aspen}/`, { status: 'good', version: now.version });
    }
    district.ws.close();
  });
});
