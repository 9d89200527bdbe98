/**
 * Team board figures (issue 9, section 5), on the large district:
 * - GET of a board of 400 student cards under a closed loop (BENCH_BOARD_CONNECTIONS, default 20);
 * - move latency: from the mover's POST to the event arriving on 50 sockets spread over two server
 *   copies (one copy on PGlite, which cannot be shared), beside the bare NOTIFY round trip on PostgreSQL;
 * - the board page with 400 cards in Chromium: time to interactive (navigation until every card is
 *   drawn and the Edit button answers) and the long tasks (> 50 ms) seen while a card is dragged
 *   with the mouse across the columns. Each run's breakdown is printed too: when the board's GET
 *   started and answered, when every card was drawn, and how long Edit took to show Done.
 *
 * Env: BENCH_BOARD_ONLY=page skips the GET load, the moves and the bare NOTIFY (the board is still
 * created): only the page figures, to iterate on the web app. BENCH_RUNS (default 3)
 * page runs; the last one also drags.
 */
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { chromium } from 'playwright-core';
import WebSocket from 'ws';
import { DEMO_PASSWORD } from '@ss/db';
import { LARGE_ADMIN, LARGE_DISTRICT } from '@ss/db/seed/large';
import type { RowsOf } from './student-sql.ts';

export interface BoardFixture {
  districtId: number;
  schoolId: number;
  /** 400 active students of that school. */
  studentIds: number[];
}

export interface BoardScenarioOptions {
  fixture: BoardFixture;
  /** Copy A: the server the bench already runs. */
  baseA: string;
  /** Starts copy B on the same database (serving the built web app when there is one) and answers its address. */
  startCopyB: (() => Promise<{ base: string; stop: () => Promise<void> }>) | null;
  /** PostgreSQL URL of the database both copies use, for the bare NOTIFY round trip. */
  dbUrl?: string;
  seconds: number;
}

export interface BoardFigures {
  /** Null with BENCH_BOARD_ONLY=page. */
  get: { connections: number; rps: number; p50: number; p95: number; p99: number; non2xx: number } | null;
  /** Null with BENCH_BOARD_ONLY=page. */
  moves: null | { copies: number; sockets: number; moves: number; postP50: number; postP95: number; deliveryP50: number; deliveryP95: number; deliveryMax: number };
  notify: { p50: number; p95: number } | null;
  page: { interactiveMs: number[]; baselineMs: number[]; longTasksWhileDragging: number[]; dragged: boolean; runs: PageRun[] } | null;
}

/**
 * The baseline the board page is read against (issue 20, section 3), measured in the same browser and run: a
 * static page of the same number of plain cards in six columns and an Edit button that turns into Done, timed
 * the same way (navigation → the last card → Edit → Done). The machines of one kind differ 3–4× in speed; the
 * ratio board / baseline says what the app adds.
 */
function baselineBoardHtml(cards: number): string {
  const perColumn = Math.ceil(cards / 6);
  const columns = Array.from({ length: 6 }, (_, c) => {
    const items = Array.from(
      { length: Math.max(0, Math.min(perColumn, cards - c * perColumn)) },
      (_, i) =>
        `<div data-testid="board-card" style="border:1px solid #ccc;border-radius:6px;padding:6px;margin:4px">Student ${c * perColumn + i + 1}<br><small>Grade 4</small></div>`,
    ).join('');
    return `<section data-testid="board-column" style="flex:1;min-width:200px"><h2>Column ${c + 1}</h2>${items}</section>`;
  }).join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Baseline board</title></head><body><main><h1>Baseline board</h1><button type="button" onclick="this.textContent='Done'">Edit</button><div style="display:flex;gap:8px">${columns}</div></main></body></html>`;
}

/**
 * One page run, in ms from the navigation's start (the board's GET as the browser's resource timing saw it).
 * `pageCards` and `pageDone` are the page's own clock (a MutationObserver): when the last card entered the
 * document, and how long after the click Done did. The difference with `cardsDrawn` and `editToDone` is the
 * time Playwright's locators take to see it (a role query names every button: 400 to 800 here).
 */
export interface PageRun {
  getStart: number;
  getEnd: number;
  cardsDrawn: number;
  editToDone: number;
  interactive: number;
  pageCards: number;
  pageDone: number;
}

const CSRF = 'bench-csrf-token-0123456789';
const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? Math.round(s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))]! * 10) / 10 : NaN;
};

async function signIn(base: string): Promise<string> {
  const r = await fetch(`${base}/api/v1/auth/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: `csrftoken=${CSRF}`, 'x-csrftoken': CSRF },
    body: JSON.stringify({ email: LARGE_ADMIN, password: DEMO_PASSWORD }),
  });
  if (!r.ok) throw new Error(`sign-in as ${LARGE_ADMIN} answered ${r.status}`);
  return ((await r.json()) as { token: string }).token;
}

function client(base: string, token: string) {
  const headers = { cookie: `sessionid=${token}; csrftoken=${CSRF}`, 'x-csrftoken': CSRF };
  return async <T>(method: string, path: string, body?: unknown): Promise<{ status: number; json: T }> => {
    const r = await fetch(`${base}${path}`, {
      method,
      headers: body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await r.text();
    return { status: r.status, json: (text ? JSON.parse(text) : null) as T };
  };
}

interface Socket {
  ws: WebSocket;
  /** Resolves when an event of at least this version arrives, with its arrival time. */
  waitFor(version: number): Promise<number>;
}

async function openSocket(base: string, token: string, channel: string): Promise<Socket> {
  const url = new URL(base);
  const ws = new WebSocket(`ws://${url.host}/ws`, { headers: { cookie: `sessionid=${token}` }, origin: url.origin });
  let latest = 0;
  const waiting: { version: number; resolve: (t: number) => void }[] = [];
  await new Promise<void>((ok, fail) => {
    ws.once('error', fail);
    ws.on('message', (data: Buffer) => {
      const m = JSON.parse(data.toString()) as { type: string; version?: number; event?: { kind: string } };
      if (m.type === 'subscribed') ok();
      if (m.type === 'error') fail(new Error(JSON.stringify(m)));
      if (m.type === 'event' && m.event?.kind === 'moved' && m.version) {
        const at = performance.now();
        latest = Math.max(latest, m.version);
        for (const w of waiting.splice(0)) {
          if (w.version <= latest) w.resolve(at);
          else waiting.push(w);
        }
      }
    });
    ws.once('open', () => ws.send(JSON.stringify({ type: 'subscribe', channel })));
  });
  return {
    ws,
    waitFor: (version) => (latest >= version ? Promise.resolve(performance.now()) : new Promise((resolve) => waiting.push({ version, resolve }))),
  };
}

/** PostgreSQL's own LISTEN/NOTIFY round trip between two connections: the floor under a move's delivery. */
async function bareNotify(url: string, rounds = 200) {
  const listener = new pg.Client({ connectionString: url });
  const sender = new pg.Client({ connectionString: url });
  await Promise.all([listener.connect(), sender.connect()]);
  await listener.query('LISTEN bench_notify');
  const times: number[] = [];
  for (let i = 0; i < rounds; i++) {
    const arrived = new Promise<void>((r) => listener.once('notification', () => r()));
    const t0 = performance.now();
    await sender.query(`NOTIFY bench_notify, '${i}'`);
    await arrived;
    times.push(performance.now() - t0);
  }
  await Promise.all([listener.end(), sender.end()]);
  return { p50: pct(times, 50), p95: pct(times, 95) };
}

export async function runBoardScenarios(opts: BoardScenarioOptions): Promise<BoardFigures> {
  const { fixture, baseA, seconds } = opts;
  const token = await signIn(baseA);
  const api = client(baseA, token);
  const categories = ['Tier 1', 'Tier 2', 'Tier 3', 'Tier 4'].map((title, i) => ({ title, color: ['#2f9e44', '#1971c2', '#f08c00', '#e03131'][i], is_default: i === 0 }));
  const created = await api<{ id: number; version: number }>('POST', '/api/v1/boards/', {
    district_id: fixture.districtId,
    kind: 'district_students',
    title: `Bench board ${Date.now()}`,
    categories,
    student_ids: fixture.studentIds,
  });
  if (created.status !== 201) throw new Error(`creating the 400-card board answered ${created.status}: ${JSON.stringify(created.json)}`);
  const boardId = created.json.id;
  const board = await api<{ version: number; cards: unknown[]; categories: { id: number }[] }>('GET', `/api/v1/boards/${boardId}/`);
  console.log(`board ${boardId}: ${board.json.cards.length} cards, ${board.json.categories.length} categories`);

  const pageOnly = process.env.BENCH_BOARD_ONLY === 'page';

  // 1. GET under load.
  const get = pageOnly ? null : await getUnderLoad(baseA, boardId, token, seconds);

  // 2. Moves, watched by 50 sockets over the copies.
  const copyB = opts.startCopyB ? await opts.startCopyB() : null;
  try {
    const movesRow = pageOnly ? null : await movesOverSockets(copyB ? [baseA, copyB.base] : [baseA], api, boardId, board.json.categories, fixture);
    const notify = opts.dbUrl && !pageOnly ? await bareNotify(opts.dbUrl) : null;

    // 3. The page in Chromium, on the copy that serves the built app.
    let page: BoardFigures['page'] = null;
    const webBase = copyB?.base ?? null;
    const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
    if (webBase && existsSync(chromiumPath)) page = await measurePage(webBase, fixture, boardId, chromiumPath);
    else console.log('board page: not measured (needs PostgreSQL for the second copy, the built web app and Chromium)');
    return { get, moves: movesRow, notify, page };
  } finally {
    // A broken scenario leaves no second copy behind.
    await copyB?.stop();
  }
}

async function getUnderLoad(baseA: string, boardId: number, token: string, seconds: number): Promise<BoardFigures['get']> {
  const connections = Number(process.env.BENCH_BOARD_CONNECTIONS ?? 20);
  await autocannon({ url: `${baseA}/api/v1/boards/${boardId}/`, connections, duration: 2, headers: { cookie: `sessionid=${token}; csrftoken=${CSRF}` } });
  const got = await autocannon({ url: `${baseA}/api/v1/boards/${boardId}/`, connections, duration: seconds, headers: { cookie: `sessionid=${token}; csrftoken=${CSRF}` } });
  const latency = got.latency as typeof got.latency & { p95?: number; p97_5: number };
  return {
    connections,
    rps: Math.round(got.requests.average),
    p50: got.latency.p50,
    // autocannon reports p90 and p97.5, not p95: the bench prints p97.5 in its place (the stricter of the two).
    p95: latency.p95 ?? latency.p97_5,
    p99: got.latency.p99,
    non2xx: got.non2xx,
  };
}

async function movesOverSockets(
  bases: string[],
  api: ReturnType<typeof client>,
  boardId: number,
  categories: { id: number }[],
  fixture: BoardFixture,
): Promise<BoardFigures['moves']> {
  const baseA = bases[0]!;
  const watcherToken = await signIn(baseA);
  const sockets: Socket[] = [];
  for (let i = 0; i < 50; i++) sockets.push(await openSocket(bases[i % bases.length]!, watcherToken, `board:${boardId}`));
  const lock = await api<{ version: number }>('POST', `/api/v1/boards/${boardId}/lock/`);
  if (lock.status !== 200) throw new Error(`taking the edit lock answered ${lock.status}`);
  const moves = Number(process.env.BENCH_BOARD_MOVES ?? 100);
  const posts: number[] = [];
  const deliveries: number[] = [];
  // Taking the lock is a change of the board too: its version moved, and the lock's answer says to which.
  let version = lock.json.version;
  const cats = categories.map((c) => c.id);
  for (let i = 0; i < moves; i++) {
    const studentId = fixture.studentIds[i % fixture.studentIds.length]!;
    const t0 = performance.now();
    const r = await api<{ version: number }>('POST', `/api/v1/boards/${boardId}/moves/`, {
      student_id: studentId,
      category_id: cats[1 + (i % (cats.length - 1))],
      position: 0,
      version,
    });
    if (r.status !== 200) throw new Error(`move ${i} answered ${r.status}: ${JSON.stringify(r.json)}`);
    posts.push(performance.now() - t0);
    version = r.json.version;
    const arrivals = await Promise.all(sockets.map((s) => s.waitFor(version)));
    for (const at of arrivals) deliveries.push(at - t0);
  }
  await api('DELETE', `/api/v1/boards/${boardId}/lock/`);
  for (const s of sockets) s.ws.close();
  return {
    copies: bases.length,
    sockets: sockets.length,
    moves,
    postP50: pct(posts, 50),
    postP95: pct(posts, 95),
    deliveryP50: pct(deliveries, 50),
    deliveryP95: pct(deliveries, 95),
    deliveryMax: pct(deliveries, 100),
  };
}

async function measurePage(base: string, fixture: BoardFixture, boardId: number, executablePath: string): Promise<BoardFigures['page']> {
  const browser = await chromium.launch({ executablePath, args: ['--no-sandbox', '--disable-gpu'] });
  const token = await signIn(base);
  const url = new URL(base);
  const interactiveMs: number[] = [];
  const baselineMs: number[] = [];
  const breakdown: PageRun[] = [];
  let longTasks: number[] = [];
  let dragged = false;
  const runCount = Number(process.env.BENCH_RUNS ?? 3);
  for (let run = 0; run < runCount; run++) {
    const context = await browser.newContext({ viewport: { width: 1600, height: 1000 } });
    await context.addCookies([
      { name: 'sessionid', value: token, domain: url.hostname, path: '/' },
      { name: 'csrftoken', value: CSRF, domain: url.hostname, path: '/' },
    ]);
    // A string: the bench is typed without the DOM library.
    await context.addInitScript(`
      window.__marks = {};
      addEventListener('click', () => { window.__marks.click ??= performance.now(); }, true);
      const marks = new MutationObserver(() => {
        const m = window.__marks;
        if (m.cards === undefined && document.querySelectorAll('[data-testid="board-card"]').length >= ${fixture.studentIds.length}) m.cards = performance.now();
        if (m.click !== undefined && Array.from(document.querySelectorAll('button')).some((b) => b.textContent === 'Done')) {
          m.done = performance.now() - m.click;
          marks.disconnect();
        }
      });
      marks.observe(document, { childList: true, subtree: true });
    `);
    await context.addInitScript(() => {
      const w = globalThis as unknown as { __longTasks: number[] };
      w.__longTasks = [];
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) w.__longTasks.push(e.duration);
      }).observe({ type: 'longtask' as never, buffered: true });
    });
    const page = await context.newPage();
    await page.route('**/__bench/board-baseline', (r) => r.fulfill({ contentType: 'text/html', body: baselineBoardHtml(fixture.studentIds.length) }));
    const b0 = performance.now();
    await page.goto(`${base}/__bench/board-baseline`);
    await page
      .locator('[data-testid="board-card"]')
      .nth(fixture.studentIds.length - 1)
      .waitFor();
    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    await page.getByRole('button', { name: 'Done' }).waitFor();
    baselineMs.push(Math.round(performance.now() - b0));
    const t0 = performance.now();
    await page.goto(`${base}/district/${fixture.districtId}/board/${boardId}`);
    await page
      .locator('[data-testid="board-card"]')
      .nth(fixture.studentIds.length - 1)
      .waitFor();
    const drawn = performance.now();
    // Interactive: the Edit button takes the lock and the page answers with Done.
    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    await page.getByRole('button', { name: 'Done' }).waitFor();
    const done = performance.now();
    interactiveMs.push(Math.round(done - t0));
    // The browser's own clock for the board's GET (from its navigation start, which is close to t0).
    const boardPath = `/api/v1/boards/${boardId}/`;
    const [get] = await page.evaluate(
      (path) =>
        performance
          .getEntriesByType('resource')
          .filter((e) => new URL(e.name).pathname === path)
          .map((e) => [Math.round(e.startTime), Math.round((e as unknown as { responseEnd: number }).responseEnd)]),
      boardPath,
    );
    const marks = (await page.evaluate('window.__marks')) as { cards?: number; done?: number };
    breakdown.push({
      getStart: get?.[0] ?? NaN,
      getEnd: get?.[1] ?? NaN,
      cardsDrawn: Math.round(drawn - t0),
      editToDone: Math.round(done - drawn),
      interactive: Math.round(done - t0),
      pageCards: Math.round(marks.cards ?? NaN),
      pageDone: Math.round(marks.done ?? NaN),
    });
    if (run === runCount - 1) {
      // Drag the first card of the first column over the next columns, in small steps, then drop it.
      const card = page.locator('[data-testid="board-card"]').first();
      const columns = page.locator('[data-testid="board-column"]');
      const from = (await card.boundingBox())!;
      const to = (await columns.nth(2).boundingBox())!;
      await page.evaluate(() => ((globalThis as unknown as { __longTasks: number[] }).__longTasks = []));
      await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
      await page.mouse.down();
      await page.mouse.move(from.x + from.width / 2 + 10, from.y + from.height / 2, { steps: 2 });
      await page.mouse.move(to.x + to.width / 2, to.y + 120, { steps: 40 });
      const moved = page.waitForResponse((r) => r.url().includes('/moves/'), { timeout: 10_000 }).catch(() => null);
      await page.mouse.up();
      dragged = (await moved)?.status() === 200;
      longTasks = await page.evaluate(() => (globalThis as unknown as { __longTasks: number[] }).__longTasks.map((d) => Math.round(d)));
      await page.getByRole('button', { name: 'Done' }).click();
    }
    await context.close();
  }
  await browser.close();
  return { interactiveMs, baselineMs, longTasksWhileDragging: longTasks, dragged, runs: breakdown };
}

/** The large district's school with the most active students, and 400 of them. */
export async function loadBoardFixture(query: RowsOf): Promise<BoardFixture> {
  const [school] = (
    await query(
      `select s.id, s.district_id from schools s join districts d on d.id = s.district_id join students st on st.school_id = s.id and st.status = 'active'
       where d.name = $1 group by s.id order by count(*) desc, s.id limit 1`,
      [LARGE_DISTRICT],
    )
  ).rows as { id: number; district_id: number }[];
  if (!school) throw new Error('the large district is missing: run npm run seed:large first');
  const kids = (await query("select id from students where school_id = $1 and status = 'active' order by id limit 400", [school.id])).rows as { id: number }[];
  return { districtId: school.district_id, schoolId: school.id, studentIds: kids.map((k) => k.id) };
}

/** The built web app, when there is one (copy B serves it for the page figures). */
export function builtWebApp(): string | null {
  const dist = resolve(process.env.WEB_DIST ?? 'apps/web/dist');
  return existsSync(join(dist, 'index.html')) ? dist : null;
}
