/**
 * The board editor's student picker (issue 20): it listed the first 50 students and said nothing of the
 * others. Now it says how many match, every one can be reached by scrolling, and "Select all" ticks every
 * match of the search, not only the rows read so far.
 */
import { expect, test, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { expectNoA11yViolations } from '../support/a11y.ts';
import { ACCOUNTS } from '../support/cast.ts';
import { contextOf } from '../support/session.ts';

interface Student {
  first_name: string;
  last_name: string;
  grade: string;
  school_name: string;
}

/** The active students the picker should list, in its order (by last name), read from the API. */
async function roster(context: BrowserContext, where: string, search = ''): Promise<Student[]> {
  const response = await context.request.get(`/api/v1/students/?${where}&status=active&all=true${search ? `&search=${encodeURIComponent(search)}` : ''}`);
  expect(response.ok()).toBeTruthy();
  return ((await response.json()) as { results: Student[] }).results;
}

/** Scrolls the picker's list to its end until the row shows (the rows are read a page at a time as it scrolls). */
async function scrollUntilShown(page: Page, row: Locator) {
  const list = page.getByTestId('roster-list');
  await expect(async () => {
    await list.evaluate((el) => el.scrollTo({ top: el.scrollHeight }));
    await expect(row).toBeVisible({ timeout: 1000 });
  }).toPass();
}

test('a school leader’s picker counts Aspen Grove’s students, reaches the last one, and "Select all" ticks every match of a search (axe)', async ({
  browser,
  playwright,
  baseURL,
}) => {
  const context = await contextOf(browser, playwright, baseURL, ACCOUNTS.schoolLeader);
  const page = await context.newPage();
  await page.goto('/');
  await expect(page).toHaveURL(ACCOUNTS.schoolLeader.lands);
  const schoolPath = new URL(page.url()).pathname;
  const where = `school=${schoolPath.split('/').at(-1)}`;
  const everyone = await roster(context, where);
  expect(everyone.length, 'the demo school has more students than a page of 50').toBeGreaterThan(50);

  await page.goto(`${schoolPath}/boards/add-custom-team-board`);
  await expect(page.getByRole('heading', { level: 1, name: 'Add custom team board' })).toBeVisible();
  await expect(page.getByTestId('roster-count')).toHaveText(`${everyone.length} students`);
  const last = everyone.at(-1)!;
  const lastBox = page.getByRole('checkbox', { name: `${last.first_name} ${last.last_name} · ${last.grade}`, exact: true });
  await scrollUntilShown(page, lastBox);
  await lastBox.check();
  await expect(page.getByText('Selected: 1', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Clear the selection' }).click();
  await expect(page.getByText('Selected: 0', { exact: true })).toBeVisible();

  // A search, then "Select all": every match, as many as the API finds.
  const search = everyone[0]!.last_name;
  const matching = await roster(context, where, search);
  await page.getByRole('textbox', { name: 'Search the roster' }).fill(search);
  await expect(page.getByTestId('roster-count')).toHaveText(matching.length === 1 ? '1 student' : `${matching.length} students`);
  await page.getByRole('button', { name: `Select all (${matching.length})` }).click();
  await expect(page.getByText(`Selected: ${matching.length}`, { exact: true })).toBeVisible();
  await expectNoA11yViolations(page, 'the student picker with a selection');
  await context.close();
});

test('the district admin’s "Select all" ticks every student of the district, past the first page read, and the last one is reached', async ({ browser, playwright, baseURL }) => {
  const context = await contextOf(browser, playwright, baseURL, ACCOUNTS.districtAdmin);
  const page = await context.newPage();
  await page.goto('/');
  await expect(page).toHaveURL(ACCOUNTS.districtAdmin.lands);
  const districtPath = new URL(page.url()).pathname;
  const everyone = await roster(context, `district=${districtPath.split('/')[2]}`);
  expect(everyone.length, 'the demo district has more students than a page of 100').toBeGreaterThan(100);

  await page.goto(`${districtPath}/meetings/add-district-team-board-students`);
  await expect(page.getByTestId('roster-count')).toHaveText(`${everyone.length} students`);
  // Only the first page is read: "Select all" reads the rest itself.
  await page.getByRole('button', { name: `Select all (${everyone.length})` }).click();
  await expect(page.getByText(`Selected: ${everyone.length}`, { exact: true })).toBeVisible();
  const last = everyone.at(-1)!;
  const lastBox = page.getByRole('checkbox', { name: `${last.first_name} ${last.last_name} · ${last.grade} · ${last.school_name}`, exact: true });
  await scrollUntilShown(page, lastBox);
  await expect(lastBox).toBeChecked();
  await context.close();
});
