/**
 * A team board worked on from two server copies (issue 9, section 4): the leader edits on copy B,
 * a teacher watches on copy A and sees each move and who is editing without reloading, and a school
 * admin's unlock on copy A reaches the leader on copy B with the spec's message. Every change crosses between the
 * copies only through PostgreSQL's NOTIFY.
 */
import { expect, test } from '@playwright/test';
import { editWatchUnlock } from '../tests/support/boards.ts';
import { apiSignedInContext } from '../tests/support/session.ts';
import { ACCOUNTS } from '../tests/support/cast.ts';
import { startTwoCopies } from './servers.ts';

const portA = Number(process.env.E2E_PORT_A ?? 3151);
const portB = Number(process.env.E2E_PORT_B ?? 3152);
let copies: Awaited<ReturnType<typeof startTwoCopies>>;

test.beforeAll(async () => {
  test.setTimeout(240_000);
  copies = await startTwoCopies([portA, portB]);
});
test.afterAll(async () => {
  await copies?.stop();
});

test('a move on copy B appears on copy A without reload, and an unlock on copy A stops the editor on copy B', async ({ browser, playwright }) => {
  const { a, b } = copies;
  const leader = await apiSignedInContext(browser, playwright, b.base, ACCOUNTS.schoolLeader);
  const teacher = await apiSignedInContext(browser, playwright, a.base, ACCOUNTS.teacher);
  const admin = await apiSignedInContext(browser, playwright, a.base, ACCOUNTS.schoolAdmin);

  const { leaderPage, teacherPage } = await editWatchUnlock(leader, teacher, admin);
  expect(new URL(leaderPage.url()).port).toBe(String(portB));
  expect(new URL(teacherPage.url()).port).toBe(String(portA));
  await Promise.all([leader.close(), teacher.close(), admin.close()]);
});
