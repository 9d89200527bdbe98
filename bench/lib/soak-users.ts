/**
 * The soak's simulated staff (bench/soak.ts): each signs in on its copy and loops, with a think time, through a
 * weighted mix of what staff do between and in meetings. Every request is timed by operation; a board's edit lock
 * refused because a colleague holds it is counted apart from errors (the product answers 409 `edit_lock` by
 * design). Some users hold a socket on their board, as an open board page does, and note which moves reached it:
 * each successful move's new version is kept with its board, so delivery is counted exactly (delivered / expected).
 */
import WebSocket from 'ws';
import { DEMO_PASSWORD } from '@ss/db';
import type { SoakUser } from './soak-setup.ts';

export const CSRF = 'soak-csrf-token-0123456789abcdef';

/** The mix, by weight (they need not sum to 100): reads dominate, as in a school's day. */
export const MIX = [
  ['board view', 30],
  ['profile read', 25],
  ['student search', 20],
  ['note save', 10],
  ['action update', 8],
  ['board move', 7],
] as const;
export type Operation = (typeof MIX)[number][0] | 'note open' | 'board lock' | 'board unlock';

export interface OpStats {
  latencies: number[];
  errors: Record<string, number>;
}

export interface SoakState {
  /** Requests are timed only while true (after the warm-up). */
  measuring: boolean;
  stopAt: number;
  stats: Map<Operation, OpStats>;
  lockRefused: number;
  /** Requests answered per copy while measuring. */
  requestsByCopy: number[];
  /** Every successful move: board, new version, when its POST left. */
  moves: { boardId: number; version: number; sentAt: number; answeredAt: number }[];
}

export function newState(copies: number): SoakState {
  return { measuring: false, stopAt: Infinity, stats: new Map(), lockRefused: 0, requestsByCopy: Array(copies).fill(0), moves: [] };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export async function signIn(base: string, email: string): Promise<string> {
  const r = await fetch(`${base}/api/v1/auth/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: `csrftoken=${CSRF}`, 'x-csrftoken': CSRF },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  if (!r.ok) throw new Error(`sign-in as ${email} answered ${r.status}: ${await r.text()}`);
  return ((await r.json()) as { token: string }).token;
}

export interface SocketWatch {
  boardId: number;
  subscribedAt: number;
  /** Versions of the moves heard, with when. */
  heard: Map<number, number>;
  close(): void;
}

export async function watchBoard(base: string, token: string, boardId: number): Promise<SocketWatch> {
  const url = new URL(base);
  const ws = new WebSocket(`ws://${url.host}/ws`, { headers: { cookie: `sessionid=${token}` }, origin: url.origin });
  const heard = new Map<number, number>();
  let subscribedAt = 0;
  await new Promise<void>((ok, fail) => {
    ws.once('error', fail);
    ws.on('message', (data: Buffer) => {
      const m = JSON.parse(data.toString()) as { type: string; version?: number; event?: { kind: string } };
      if (m.type === 'subscribed') {
        subscribedAt = performance.now();
        ok();
      }
      if (m.type === 'error') fail(new Error(JSON.stringify(m)));
      if (m.type === 'event' && m.event?.kind === 'moved' && m.version) heard.set(m.version, performance.now());
    });
    ws.once('open', () => ws.send(JSON.stringify({ type: 'subscribe', channel: `board:${boardId}` })));
  });
  return { boardId, subscribedAt, heard, close: () => ws.close() };
}

interface Board {
  categories: number[];
  cards: { student_id: number; category_id: number }[];
}

/** One user's loop until `state.stopAt`. `copy` is the index of the copy it talks to. */
export async function runUser(u: SoakUser, base: string, copy: number, token: string, state: SoakState, think: [number, number]): Promise<void> {
  const headers = { cookie: `sessionid=${token}; csrftoken=${CSRF}`, 'x-csrftoken': CSRF };
  const call = async <T>(op: Operation, method: string, path: string, body?: unknown, expected: number[] = []): Promise<{ status: number; json: T | null }> => {
    const t0 = performance.now();
    let status = 0;
    let json: T | null = null;
    try {
      const r = await fetch(`${base}${path}`, {
        method,
        headers: body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      status = r.status;
      const text = await r.text();
      json = text ? (JSON.parse(text) as T) : null;
    } catch {
      // The connection failed: status stays 0, an error like any other.
    }
    if (state.measuring) {
      let s = state.stats.get(op);
      if (!s) state.stats.set(op, (s = { latencies: [], errors: {} }));
      state.requestsByCopy[copy]!++;
      if (status >= 200 && status < 300) s.latencies.push(performance.now() - t0);
      else if (!expected.includes(status)) s.errors[String(status)] = (s.errors[String(status)] ?? 0) + 1;
    }
    return { status, json };
  };

  let board: Board | null = null;
  let note: { id: number; versions: Record<string, number> } | null = null;
  let n = 0;
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(Math.random() * xs.length)]!;
  const total = MIX.reduce((a, [, w]) => a + w, 0);

  const viewBoard = async () => {
    const r = await call<{ categories: { id: number }[]; cards: { student_id: number | null; category_id: number }[] }>('board view', 'GET', `/api/v1/boards/${u.boardId}/`);
    if (r.json && r.status === 200)
      board = {
        categories: r.json.categories.map((c) => c.id),
        cards: r.json.cards.filter((c): c is { student_id: number; category_id: number } => c.student_id !== null),
      };
  };

  const ops: Record<(typeof MIX)[number][0], () => Promise<void>> = {
    'board view': viewBoard,
    'profile read': async () => {
      await call('profile read', 'GET', `/api/v1/students/${pick(u.studentIds)}/profile/`);
    },
    'student search': async () => {
      await call('student search', 'GET', `/api/v1/students/?search=${encodeURIComponent(pick(u.searchTerms))}&pageSize=10`);
    },
    'note save': async () => {
      if (!note) {
        const r = await call<{ id: number; sections: { section: string; version: number }[] }>('note open', 'POST', `/api/v1/meetings/${u.meetingId}/notes/`, {
          student: u.studentIds[0],
        });
        if (!r.json || r.status >= 300) return;
        note = { id: r.json.id, versions: Object.fromEntries(r.json.sections.map((s) => [s.section, s.version])) };
      }
      const section = pick(['key_issue', 'context', 'notes']);
      const r = await call<{ version: number }>('note save', 'PUT', `/api/v1/meetings/${u.meetingId}/notes/${note.id}/sections/${section}/`, {
        body: `Discussed at the team meeting (${++n}): reading at home, a check-in with the family next week.`,
        version: note.versions[section] ?? 0,
      });
      if (r.json && r.status === 200) note.versions[section] = r.json.version;
    },
    'action update': async () => {
      if (!u.actions.length) return ops['profile read']();
      const a = pick(u.actions);
      const r = await call<{ version: number }>('action update', 'PATCH', `/api/v1/actions/${a.id}/`, {
        version: a.version,
        comment: `Followed up (${++n}).`,
        status: 'in_progress',
      });
      if (r.json && r.status === 200) a.version = r.json.version;
    },
    'board move': async () => {
      if (!board) await viewBoard();
      const b = board as Board | null;
      if (!b || b.categories.length < 2 || !b.cards.length) return;
      const lock = await call<{ version: number }>('board lock', 'POST', `/api/v1/boards/${u.boardId}/lock/`, undefined, [409]);
      if (lock.status === 409) {
        if (state.measuring) state.lockRefused++;
        return;
      }
      if (!lock.json || lock.status !== 200) return;
      let version = lock.json.version;
      // One to three cards moved per edit, as a team does while it talks about them.
      for (let i = 1 + Math.floor(Math.random() * 3); i > 0; i--) {
        const card = pick(b.cards);
        const to = pick(b.categories.filter((c) => c !== card.category_id));
        const sentAt = performance.now();
        const r = await call<{ version: number }>('board move', 'POST', `/api/v1/boards/${u.boardId}/moves/`, {
          student_id: card.student_id,
          category_id: to,
          position: 0,
          version,
        });
        if (!r.json || r.status !== 200) break;
        version = r.json.version;
        card.category_id = to;
        state.moves.push({ boardId: u.boardId, version, sentAt, answeredAt: performance.now() });
      }
      await call('board unlock', 'DELETE', `/api/v1/boards/${u.boardId}/lock/`);
    },
  };

  while (performance.now() < state.stopAt) {
    await sleep(think[0] + Math.random() * (think[1] - think[0]));
    if (performance.now() >= state.stopAt) break;
    let x = Math.random() * total;
    const op = MIX.find(([, w]) => (x -= w) < 0)?.[0] ?? 'board view';
    await ops[op]();
  }
}

export const percentile = (sorted: number[], p: number) =>
  sorted.length ? Math.round(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]! * 10) / 10 : NaN;
