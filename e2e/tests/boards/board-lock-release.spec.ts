/**
 * The edit lock leaves with its holder (issue 20): the leader edits a board the teacher watches, then closes
 * the tab without pressing Done. The teacher's page frees Edit by itself, without a reload (the page's
 * `pagehide` release, and the server's release once the leader's socket is gone).
 */
import { expect, test } from '@playwright/test';
import { BEING_EDITED, cardsIn, TIERS } from '../support/boards.ts';
import { ACCOUNTS } from '../support/cast.ts';
import { contextOf } from '../support/session.ts';

test('closing the editor’s tab frees the board for the others, without a reload', async ({ browser, playwright, baseURL }) => {
  const leader = await contextOf(browser, playwright, baseURL, ACCOUNTS.schoolLeader);
  const teacher = await contextOf(browser, playwright, baseURL, ACCOUNTS.teacher);
  const leaderPage = await leader.newPage();
  await leaderPage.goto('/');
  await expect(leaderPage).toHaveURL(ACCOUNTS.schoolLeader.lands);
  // A grade 3 board with the teacher as a member: both may edit it.
  const schoolPath = new URL(leaderPage.url()).pathname;
  const me = (await (await teacher.request.get('/api/v1/current_user/')).json()) as { id: number };
  const csrf = (await leader.storageState()).cookies.find((c) => c.name === 'csrftoken')?.value ?? '';
  const categories = TIERS.map((title, i) => ({ title, color: ['#2f9e44', '#f08c00', '#e03131', '#862e9c'][i], is_default: i === 0 }));
  const created = await leader.request.post('/api/v1/boards/', {
    data: { school_id: Number(schoolPath.split('/').at(-1)), kind: 'team', title: `Closed tab ${Date.now()}`, categories, grades: ['3'], member_ids: [me.id] },
    headers: { 'X-CSRFToken': csrf },
  });
  expect(created.status(), 'the board is created').toBe(201);
  const path = `${schoolPath}/board/${((await created.json()) as { id: number }).id}`;
  await leaderPage.goto(path);
  const teacherPage = await teacher.newPage();
  await teacherPage.goto(path);
  await expect(cardsIn(teacherPage, TIERS[0]!).first()).toBeVisible();
  await expect(teacherPage.getByRole('button', { name: 'Edit', exact: true })).toBeEnabled();

  await leaderPage.getByRole('button', { name: 'Edit', exact: true }).click();
  await expect(leaderPage.getByRole('button', { name: 'Done' })).toBeVisible();
  await expect(teacherPage.getByText(BEING_EDITED)).toBeVisible();
  await expect(teacherPage.getByRole('button', { name: 'Edit', exact: true })).toBeDisabled();

  await leaderPage.close();
  await expect(teacherPage.getByText(BEING_EDITED)).toHaveCount(0);
  await expect(teacherPage.getByRole('button', { name: 'Edit', exact: true })).toBeEnabled();
  await Promise.all([leader.close(), teacher.close()]);
});
