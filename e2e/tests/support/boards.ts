/** What the team board specs share: the demo tiers, a board's columns and cards, a board made through the API. */
import { expect, type BrowserContext, type Page } from '@playwright/test';
import { ACCOUNTS } from './cast.ts';

export const TIERS = ['Tier 1: Universal', 'Tier 2: Targeted', 'Tier 3: Intensive', 'Tier 4: Specialized'];
export const TIERS_FR = ['Niveau 1 : universel', 'Niveau 2 : ciblé', 'Niveau 3 : intensif', 'Niveau 4 : spécialisé'];
export const UNLOCKED = "One of the leaders unlocked the page. Please note that your changes won't be saved.";
export const BEING_EDITED = 'This page is being edited by another user';

export const column = (page: Page, title: string) => page.locator(`[data-testid="board-column"][data-category="${title}"]`);
export const cardsIn = (page: Page, title: string) => column(page, title).getByTestId('board-card');

/** The names of a column's cards, in order. */
export async function namesIn(page: Page, title: string): Promise<string[]> {
  return cardsIn(page, title).evaluateAll((nodes) => nodes.map((n) => n.getAttribute('data-student') ?? ''));
}

/** Creates a team board of one grade through the API (as the signed-in context) and returns its path. */
export async function boardByApi(context: BrowserContext, schoolPath: string, title: string, grade: string): Promise<string> {
  const schoolId = Number(schoolPath.split('/').at(-1));
  const csrf = (await context.storageState()).cookies.find((c) => c.name === 'csrftoken')?.value ?? '';
  const categories = TIERS.map((t, i) => ({ title: t, color: ['#2f9e44', '#f08c00', '#e03131', '#862e9c'][i], is_default: i === 0 }));
  const response = await context.request.post('/api/v1/boards/', {
    data: { school_id: schoolId, kind: 'team', title, categories, grades: [grade] },
    headers: { 'X-CSRFToken': csrf },
  });
  expect(response.status(), 'the board is created').toBe(201);
  return `${schoolPath}/board/${((await response.json()) as { id: number }).id}`;
}

/**
 * Three people on one board: the leader opens a new grade 3 board and edits, the teacher watches
 * (presence, who is editing, two moves arriving without a reload), and the school admin unlocks:
 * the leader hears the spec's message and is back to viewing. The contexts may sit on different
 * server copies; each page opens the board on its own context's address.
 */
export async function editWatchUnlock(leader: BrowserContext, teacher: BrowserContext, admin: BrowserContext): Promise<{ leaderPage: Page; teacherPage: Page }> {
  const leaderPage = await leader.newPage();
  await leaderPage.goto('/');
  await expect(leaderPage).toHaveURL(ACCOUNTS.schoolLeader.lands);
  const path = await boardByApi(leader, new URL(leaderPage.url()).pathname, `Live board ${Date.now()}`, '3');
  await leaderPage.goto(path);
  const teacherPage = await teacher.newPage();
  await teacherPage.goto(path);
  await expect(cardsIn(teacherPage, TIERS[0]!).first()).toBeVisible();

  // Presence: each sees the other.
  await expect(leaderPage.getByRole('img', { name: ACCOUNTS.teacher.fullName })).toBeAttached();
  await expect(teacherPage.getByRole('img', { name: ACCOUNTS.schoolLeader.fullName })).toBeAttached();

  await leaderPage.getByRole('button', { name: 'Edit', exact: true }).click();
  await expect(leaderPage.getByRole('button', { name: 'Done' })).toBeVisible();
  await expect(teacherPage.getByText(BEING_EDITED)).toBeVisible();
  await expect(teacherPage.getByText(ACCOUNTS.schoolLeader.fullName, { exact: false }).first()).toBeVisible();

  // Two moves, each seen by the watcher without a reload.
  const [first, second] = await namesIn(leaderPage, TIERS[0]!);
  const moves: [string, string][] = [
    [first!, TIERS[1]!],
    [second!, TIERS[2]!],
  ];
  for (const [name, to] of moves) {
    await leaderPage.getByRole('button', { name: `Move ${name} to…` }).click();
    await leaderPage.getByRole('menuitem', { name: to }).click();
    await expect(column(teacherPage, to).locator(`[data-student="${name}"]`)).toBeVisible();
  }
  await expect(column(teacherPage, TIERS[0]!).locator(`[data-student="${first}"]`)).toHaveCount(0);

  const adminPage = await admin.newPage();
  await adminPage.goto(path);
  await adminPage.getByRole('button', { name: 'Unlock' }).click();
  await expect(leaderPage.getByText(UNLOCKED)).toBeVisible();
  await expect(leaderPage.getByRole('button', { name: 'Done' })).toHaveCount(0);
  await expect(leaderPage.getByRole('button', { name: 'Edit', exact: true })).toBeVisible();
  return { leaderPage, teacherPage };
}
