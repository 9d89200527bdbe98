/**
 * Faults survived with nothing lost (issue 25, section 4), on two server copies over one PostgreSQL:
 * - a copy is killed (SIGKILL) while a leader edits a board and a teacher watches through it: both browsers go on
 *   through the other copy by themselves (the front forwards new connections to whichever copy answers, as the
 *   load balancer does), every move is on the board once, and the lock the teacher is shown is the lock the
 *   server holds;
 * - PostgreSQL goes away under requests and comes back: meanwhile the copies answer 503 with Retry-After, quickly;
 *   afterwards they serve again without a restart, the job queue runs jobs again and the live board's events
 *   reach a page on the other copy (its LISTEN connection came back).
 * - a copy is stopped (SIGTERM) in the middle of a bulk export of support plans: it leaves within its grace period,
 *   the job goes back to the queue, and another copy (started after, as an orchestrator's replacement) makes the
 *   whole export: every plan in the zip once, one e-mail.
 * The copies run the source (tsx), as the other two-copies test; a TCP forwarder (tcp-proxy.ts) stands for the
 * load balancer and for the database's network.
 */
import { expect, test, type APIRequestContext, type BrowserContext } from '@playwright/test';
import { BEING_EDITED, boardByApi, column, namesIn, TIERS } from '../tests/support/boards.ts';
import { ACCOUNTS } from '../tests/support/cast.ts';
import { apiSignedInContext, apiSignIn } from '../tests/support/session.ts';
import { unzipSync } from 'fflate';
import WebSocket from 'ws';
import { count, eq } from 'drizzle-orm';
import { openDatabase, sentEmails } from '@ss/db';
import { seedPlans } from '../../bench/lib/plan-seed.ts';
import { adminUrl, startCopy, startTwoCopies, type Copy } from './servers.ts';
import { startTcpProxy } from './tcp-proxy.ts';

type Board = {
  id: number;
  version: number;
  categories: { id: number; title: string }[];
  cards: { student_id: number | null; category_id: number }[];
  lock: { holder: { name: string } | null };
};

const csrfOf = async (request: APIRequestContext) => (await request.storageState()).cookies.find((c) => c.name === 'csrftoken')?.value ?? '';
const readBoard = async (request: APIRequestContext, id: number) => {
  const response = await request.get(`/api/v1/boards/${id}/`);
  expect(response.status(), `GET board ${id}`).toBe(200);
  return (await response.json()) as Board;
};
const boardIdOf = (path: string) => Number(path.split('/').at(-1));

/** Each student's cards on the board: every one must be there exactly once. */
function expectEachCardOnce(board: Board, studentIds: number[]) {
  const counts = new Map<number, number>();
  for (const card of board.cards) if (card.student_id !== null) counts.set(card.student_id, (counts.get(card.student_id) ?? 0) + 1);
  expect([...counts.keys()].sort()).toEqual([...studentIds].sort());
  expect(
    [...counts.values()].every((n) => n === 1),
    'no card twice',
  ).toBe(true);
}

test('a copy killed while a leader edits: both browsers go on through the other copy, no move lost or made twice, the lock shown as held', async ({ browser, playwright }) => {
  test.setTimeout(240_000);
  const copies = await startTwoCopies([3161, 3162]);
  const front = await startTcpProxy(3160, [
    { host: '127.0.0.1', port: 3161 },
    { host: '127.0.0.1', port: 3162 },
  ]);
  const contexts: BrowserContext[] = [];
  try {
    const base = `http://localhost:${front.port}`;
    const leader = await apiSignedInContext(browser, playwright, base, ACCOUNTS.schoolLeader);
    const teacher = await apiSignedInContext(browser, playwright, base, ACCOUNTS.teacher);
    contexts.push(leader, teacher);
    const leaderPage = await leader.newPage();
    await leaderPage.goto('/');
    await expect(leaderPage).toHaveURL(ACCOUNTS.schoolLeader.lands);
    const path = await boardByApi(leader, new URL(leaderPage.url()).pathname, `Fault board ${Date.now()}`, '3');
    const boardId = boardIdOf(path);
    const students = (await readBoard(leader.request, boardId)).cards.map((c) => c.student_id!);
    await leaderPage.goto(path);
    const teacherPage = await teacher.newPage();
    await teacherPage.goto(path);
    await leaderPage.getByRole('button', { name: 'Edit', exact: true }).click();
    await expect(leaderPage.getByRole('button', { name: 'Done' })).toBeVisible();
    await expect(teacherPage.getByText(BEING_EDITED)).toBeVisible();

    const [first, second, third] = await namesIn(leaderPage, TIERS[0]!);
    const move = async (name: string, to: string) => {
      await leaderPage.getByRole('button', { name: `Move ${name} to…` }).click();
      await leaderPage.getByRole('menuitem', { name: to }).click();
    };
    await move(first!, TIERS[1]!);
    await expect(column(teacherPage, TIERS[1]!).locator(`[data-student="${first}"]`)).toBeVisible();

    // Both pages' connections (HTTP and socket) go through the front to copy A, the first it tries: kill it.
    await copies.a.kill('SIGKILL');
    const killedAt = Date.now();

    // The leader goes on: a move made while the page finds copy B may be refused as not saved (the card goes back),
    // never half-made; it is made again until the server has it, and the teacher's page, reconnected to B, shows it.
    for (const [name, to] of [
      [second!, TIERS[2]!],
      [third!, TIERS[1]!],
    ] as const) {
      await expect(async () => {
        if (!(await column(leaderPage, to).locator(`[data-student="${name}"]`).count())) await move(name, to);
        await expect(column(teacherPage, to).locator(`[data-student="${name}"]`)).toBeVisible({ timeout: 5_000 });
      }).toPass({ timeout: 60_000 });
    }
    await expect(column(teacherPage, TIERS[1]!).locator(`[data-student="${first}"]`)).toBeVisible();
    console.log(`  two moves after the kill made and seen by the teacher ${((Date.now() - killedAt) / 1000).toFixed(1)} s after it`);

    // Nothing lost, nothing twice: the server's board holds every student once, where the leader put them.
    const board = await readBoard(leader.request, boardId);
    expectEachCardOnce(board, students);
    const where = (title: string) => board.categories.find((c) => c.title === title)!.id;
    expect(await namesIn(leaderPage, TIERS[1]!)).toEqual(expect.arrayContaining([first, third]));
    expect(await namesIn(leaderPage, TIERS[2]!)).toEqual(expect.arrayContaining([second]));
    expect(board.cards.filter((c) => c.category_id === where(TIERS[1]!)).length).toBe((await namesIn(teacherPage, TIERS[1]!)).length);
    expect(board.cards.filter((c) => c.category_id === where(TIERS[2]!)).length).toBe((await namesIn(teacherPage, TIERS[2]!)).length);

    // The lock: the leader still holds it (the page went on heartbeating through B), and the teacher is shown so;
    // Done releases it, and the teacher hears that through B.
    expect(board.lock.holder?.name).toBe(ACCOUNTS.schoolLeader.fullName);
    await expect(teacherPage.getByText(BEING_EDITED)).toBeVisible();
    await leaderPage.getByRole('button', { name: 'Done' }).click();
    await expect(teacherPage.getByText(BEING_EDITED)).toHaveCount(0);
    expect((await readBoard(leader.request, boardId)).lock.holder).toBeNull();
  } finally {
    for (const context of contexts) await context.close();
    await front.close();
    await copies.stop();
  }
});

test('PostgreSQL goes away under requests: 503 with Retry-After at once, then service, jobs and live events again without a restart', async ({ browser, playwright }) => {
  test.setTimeout(240_000);
  const database = new URL(adminUrl);
  const link = await startTcpProxy(3175, [{ host: database.hostname, port: Number(database.port || 5432) }]);
  // Copy A without job workers, copy B with them, as the app and worker containers.
  const copies = await startTwoCopies([3171, 3172], {
    via: (url) => {
      url.hostname = '127.0.0.1';
      url.port = String(link.port);
      return url;
    },
    env: [{}, { WORKERS: '1' }],
  });
  const contexts: BrowserContext[] = [];
  const requests: APIRequestContext[] = [];
  try {
    const { a, b } = copies;
    const teacher = await apiSignedInContext(browser, playwright, a.base, ACCOUNTS.teacher);
    const leader = await apiSignedInContext(browser, playwright, b.base, ACCOUNTS.schoolLeader);
    contexts.push(teacher, leader);
    const leaderPage = await leader.newPage();
    await leaderPage.goto('/');
    await expect(leaderPage).toHaveURL(ACCOUNTS.schoolLeader.lands);
    const path = await boardByApi(leader, new URL(leaderPage.url()).pathname, `Outage board ${Date.now()}`, '3');
    await leaderPage.close();
    const boardId = boardIdOf(path);
    const teacherPage = await teacher.newPage();
    await teacherPage.goto(path);
    await expect(column(teacherPage, TIERS[0]!).getByTestId('board-card').first()).toBeVisible();
    const onA = await playwright.request.newContext({ baseURL: a.base });
    const onB = await playwright.request.newContext({ baseURL: b.base });
    requests.push(onA, onB);
    await apiSignIn(onA, ACCOUNTS.teacher);
    await apiSignIn(onB, ACCOUNTS.schoolLeader);

    link.cut();
    // During the outage: each copy answers its readiness and a signed-in read with 503 and Retry-After, in seconds.
    for (const [request, name, copy] of [
      [onA, 'A', a],
      [onB, 'B', b],
    ] as const) {
      for (const url of ['/api/v1/ready/', `/api/v1/boards/${boardId}/`]) {
        const started = Date.now();
        const response = await request.get(url, { timeout: 15_000 });
        expect(response.status(), `${url} on copy ${name} while the database is away: ${copy.output().slice(-1500)}`).toBe(503);
        expect(response.headers()['retry-after'], 'Retry-After').toBeTruthy();
        expect(Date.now() - started, `${url} on copy ${name} answers quickly`).toBeLessThan(10_000);
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    link.restore();
    const restoredAt = Date.now();

    // Afterwards: both copies serve again by themselves.
    for (const request of [onA, onB]) {
      await expect.poll(async () => (await request.get(`/api/v1/boards/${boardId}/`)).status(), { timeout: 60_000 }).toBe(200);
    }
    console.log(`  both copies served again ${((Date.now() - restoredAt) / 1000).toFixed(1)} s after the database came back`);

    // The job queue runs again: a password reset asked on copy A is sent by copy B's workers.
    const superApi = await playwright.request.newContext({ baseURL: a.base });
    requests.push(superApi);
    await apiSignIn(superApi, ACCOUNTS.super);
    const sentTo = async () => ((await (await superApi.get(`/api/v1/sent_emails/?search=${encodeURIComponent(ACCOUNTS.teacher.email)}`)).json()) as { count: number }).count;
    const before = await sentTo();
    const forgot = await onA.post('/api/v1/users/password/forgot/', { data: { email: ACCOUNTS.teacher.email }, headers: { 'X-CSRFToken': await csrfOf(onA) } });
    expect(forgot.status(), await forgot.text()).toBeLessThan(300);
    await expect.poll(sentTo, { timeout: 60_000, message: 'the reset e-mail is sent after the outage' }).toBe(before + 1);

    // Live events again: a move made on copy B reaches the teacher's page on copy A without a reload.
    const csrf = await csrfOf(onB);
    const lock = await onB.post(`/api/v1/boards/${boardId}/lock/`, { headers: { 'X-CSRFToken': csrf } });
    expect(lock.status(), await lock.text()).toBe(200);
    const board = await readBoard(onB, boardId);
    const card = board.cards.find((c) => c.category_id === board.categories[0]!.id)!;
    const moved = await onB.post(`/api/v1/boards/${boardId}/moves/`, {
      data: { student_id: card.student_id, category_id: board.categories[3]!.id, position: 0, version: board.version },
      headers: { 'X-CSRFToken': csrf },
    });
    expect(moved.status(), await moved.text()).toBe(200);
    await expect(column(teacherPage, TIERS[3]!).getByTestId('board-card')).toHaveCount(1, { timeout: 30_000 });
    await expect(teacherPage.getByText(BEING_EDITED)).toBeVisible();

    // The copies said why they failed: no error logged without its cause.
    for (const copy of [a, b]) expect(copy.output()).not.toMatch(/"error":\{"type":"object"\}/);
  } finally {
    for (const request of requests) await request.dispose();
    for (const context of contexts) await context.close();
    await copies.stop();
    await link.close();
  }
});

test('a copy stopped in the middle of a bulk export: the export goes back to the queue and another copy makes all of it', async ({ playwright }) => {
  test.setTimeout(420_000);
  // Copy A runs the job workers; copy B serves requests only.
  const copies = await startTwoCopies([3191, 3192], { env: [{ WORKERS: '1', PLAN_PDF_WORKERS: '1' }, {}] });
  let replacement: Copy | undefined;
  let database: Awaited<ReturnType<typeof openDatabase>> | undefined;
  const requests: APIRequestContext[] = [];
  try {
    database = await openDatabase({ url: copies.url });
    // Enough plans that one PDF thread cannot draw them all within the copy's 10 s grace on a fast machine (with 40,
    // a quiet machine finished the export before leaving, and the retry was never exercised).
    const seeded = await seedPlans(database.db, 200);

    const leader = await playwright.request.newContext({ baseURL: copies.b.base });
    requests.push(leader);
    await apiSignIn(leader, ACCOUNTS.schoolLeader);
    // Read in the database: copy B is not in demo mode, where the super admin would first enrol a second factor.
    const mailsToLeader = async () => (await database!.db.select({ n: count() }).from(sentEmails).where(eq(sentEmails.to_address, ACCOUNTS.schoolLeader.email)))[0]!.n;
    const mailsBefore = await mailsToLeader();

    const asked = await leader.post('/api/v1/support_plans/bulk_export/', { data: { school_id: seeded.schoolId }, headers: { 'X-CSRFToken': await csrfOf(leader) } });
    expect(asked.status(), await asked.text()).toBeLessThan(300);
    const { id } = (await asked.json()) as { id: number };
    type Export = { status: string; total: number; done_count: number; failures: unknown[]; download_url: string | null };
    const read = async () => (await (await leader.get(`/api/v1/support_plans/bulk_export/${id}/`)).json()) as Export;

    // Copy A is drawing the plans: stop it as an orchestrator would.
    await expect.poll(async () => (await read()).done_count, { timeout: 120_000, intervals: [200] }).toBeGreaterThan(0);
    const midway = await read();
    expect(midway.status).toBe('running');
    expect(midway.done_count).toBeLessThan(midway.total);
    // A realtime socket on copy A: the copy says it is going away (1001) at once, before waiting on its jobs.
    const onA = await playwright.request.newContext({ baseURL: copies.a.base });
    requests.push(onA);
    await apiSignIn(onA, ACCOUNTS.teacher);
    const cookie = (await onA.storageState()).cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    const socket = new WebSocket(`${copies.a.base.replace('http', 'ws')}/ws`, { headers: { cookie, origin: copies.a.base } });
    await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
    const closed = new Promise<{ code: number; at: number }>((resolve) => socket.once('close', (code) => resolve({ code, at: Date.now() })));

    const stoppedAt = Date.now();
    await copies.a.kill('SIGTERM');
    const leftIn = (Date.now() - stoppedAt) / 1000;
    const close = await closed;
    expect(close.code, 'the socket is told the server is going away').toBe(1001);
    expect(close.at - stoppedAt, 'sockets close at once, not after the jobs').toBeLessThan(3_000);
    expect(leftIn, 'the copy leaves within its grace period').toBeLessThan(20);
    expect((await read()).status, 'not finished by the copy that left').not.toBe('done');

    // Another copy with workers takes the job up (pg-boss failed it back to the queue at shutdown) and makes it all.
    replacement = await startCopy(3191, { DATABASE_URL: copies.url, DEMO: '0', WORKERS: '1' });
    await expect.poll(async () => (await read()).status, { timeout: 180_000, intervals: [1000] }).toBe('done');
    const done = await read();
    console.log(`  the stopped copy left in ${leftIn.toFixed(1)} s; another copy finished the export ${((Date.now() - stoppedAt) / 1000).toFixed(1)} s after the stop`);
    // The school's plans: the 200 made here and the demo's own.
    expect(done.total).toBeGreaterThanOrEqual(seeded.planIds.length);
    expect(done.done_count).toBe(done.total);
    expect(done.failures).toEqual([]);

    // The zip holds every plan once; one e-mail told the leader.
    const zip = await leader.get(done.download_url!);
    expect(zip.status()).toBe(200);
    const names = Object.keys(unzipSync(new Uint8Array(await zip.body()))).filter((n) => n.endsWith('.pdf'));
    expect(names).toHaveLength(done.total);
    expect(new Set(names).size).toBe(names.length);
    await expect.poll(mailsToLeader, { timeout: 30_000 }).toBe(mailsBefore + 1);
  } finally {
    for (const request of requests) await request.dispose();
    await database?.close();
    await replacement?.stop();
    await copies.stop();
  }
});
