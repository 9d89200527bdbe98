/**
 * District team boards (issue 9): the district admin builds a board of students from two schools,
 * moves a card with "Move to…", makes the board leaders-only, and opens a school's board read-only
 * (English, with axe on the list, the editor and the board); then the list and a board in French
 * with axe.
 */
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { expectNoA11yViolations } from '../support/a11y.ts';
import { ACCOUNTS, SCHOOL_ASPEN, SCHOOL_RIVERBEND } from '../support/cast.ts';
import { switchToFrench } from '../support/language.ts';
import { contextOf } from '../support/session.ts';

const column = (page: Page, title: string) => page.locator(`[data-testid="board-column"][data-category="${title}"]`);

/** The district's id and its schools' ids, read from the API as the signed-in context. */
async function districtOf(context: BrowserContext, page: Page): Promise<{ districtId: number; schools: Map<string, number> }> {
  const districtId = Number(new URL(page.url()).pathname.split('/')[2]);
  const response = await context.request.get(`/api/v1/schools/?all=true&district=${districtId}`);
  expect(response.ok()).toBeTruthy();
  const { results } = (await response.json()) as { results: { id: number; name: string }[] };
  return { districtId, schools: new Map(results.map((s) => [s.name, s.id])) };
}

/** One active student's name of a school (the picker is searched by it). */
async function aStudentOf(context: BrowserContext, schoolId: number): Promise<string> {
  const response = await context.request.get(`/api/v1/students/?school=${schoolId}&status=active&pageSize=1`);
  expect(response.ok()).toBeTruthy();
  const [s] = ((await response.json()) as { results: { first_name: string; last_name: string }[] }).results;
  return `${s!.first_name} ${s!.last_name}`;
}

/** Ticks a student found by name in the picker. */
async function pick(page: Page, name: string, school: string) {
  await page.getByRole('textbox', { name: 'Search the roster' }).fill(name);
  const box = page.getByRole('checkbox', { name: new RegExp(`^${name} · .* · ${school}$`) }).first();
  // The list is drawn again when the search's answer lands: a tick on the row it replaced is lost, so tick until it holds.
  await expect(async () => {
    await box.check({ timeout: 2_000 });
    await expect(box).toBeChecked({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
}

test('the district admin builds a board of students from two schools, moves a card, makes it leaders-only, and reads a school board (axe)', async ({
  browser,
  playwright,
  baseURL,
}) => {
  const context = await contextOf(browser, playwright, baseURL, ACCOUNTS.districtAdmin);
  const page = await context.newPage();
  await page.goto('/');
  await expect(page).toHaveURL(ACCOUNTS.districtAdmin.lands);
  const { schools } = await districtOf(context, page);
  const [aspenStudent, riverbendStudent] = await Promise.all([aStudentOf(context, schools.get(SCHOOL_ASPEN)!), aStudentOf(context, schools.get(SCHOOL_RIVERBEND)!)]);

  await page.getByRole('navigation').getByRole('link', { name: 'Team boards', exact: true }).click();
  await expect(page).toHaveURL(/\/district\/\d+\/meetings$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Team boards' })).toBeVisible();
  await expectNoA11yViolations(page, 'the district team boards list');

  // The editor: a title, the district's tiers as categories, students of two schools.
  await page.getByRole('link', { name: 'Add board of students' }).click();
  await expect(page).toHaveURL(/\/meetings\/add-district-team-board-students$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Add district team board of students' })).toBeVisible();
  await expect(page.getByTestId('category-row').first()).toBeVisible();
  const title = `District board ${Date.now()}`;
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
  // Nothing picked: the spec's message, and nothing is created.
  await page.getByRole('button', { name: 'Create team board' }).click();
  await expect(page.getByText('Please select at least one student')).toBeVisible();
  await pick(page, aspenStudent, SCHOOL_ASPEN);
  await pick(page, riverbendStudent, SCHOOL_RIVERBEND);
  await expect(page.getByText('Selected: 2')).toBeVisible();
  await expectNoA11yViolations(page, 'the district board editor');
  await page.getByRole('button', { name: 'Create team board' }).click();
  await expect(page.getByText('Team board created successfully')).toBeVisible();

  // The board: both students in the default column.
  await expect(page).toHaveURL(/\/district\/\d+\/board\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.locator(`[data-student="${aspenStudent}"]`)).toBeVisible();
  await expect(page.locator(`[data-student="${riverbendStudent}"]`)).toBeVisible();
  const categories = await page.getByTestId('board-column').evaluateAll((nodes) => nodes.map((n) => n.getAttribute('data-category') ?? ''));
  await expectNoA11yViolations(page, 'the district board page');

  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Done' })).toBeVisible();
  const saved = page.waitForResponse((r) => r.url().includes('/moves/') && r.request().method() === 'POST');
  await page.getByRole('button', { name: `Move ${riverbendStudent} to…` }).click();
  await page.getByRole('menuitem', { name: categories[1]! }).click();
  expect((await saved).status()).toBe(200);
  await expect(column(page, categories[1]!).locator(`[data-student="${riverbendStudent}"]`)).toBeVisible();
  await page.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByRole('button', { name: 'Edit', exact: true })).toBeVisible();

  // A leader makes the board leaders-only; it stays so after a reload, and the move was kept.
  const patched = page.waitForResponse((r) => /\/boards\/\d+\/$/.test(r.url()) && r.request().method() === 'PATCH');
  // A controlled switch: it turns on once the server has answered.
  await page.getByRole('switch', { name: 'Only leaders can edit' }).click();
  expect((await patched).status()).toBe(200);
  await expect(page.getByRole('switch', { name: 'Only leaders can edit' })).toBeChecked();
  await page.reload();
  await expect(page.getByRole('switch', { name: 'Only leaders can edit' })).toBeChecked();
  await expect(column(page, categories[1]!).locator(`[data-student="${riverbendStudent}"]`)).toBeVisible();

  // A school's board, read-only: no Edit, no lock, no "Move to…".
  await page.getByRole('navigation').getByRole('link', { name: 'Team boards', exact: true }).click();
  await expect(page.getByRole('link', { name: title, exact: true })).toBeVisible();
  await page.getByRole('combobox', { name: 'School' }).click();
  await page.getByRole('option', { name: SCHOOL_ASPEN }).click();
  const table = page.getByRole('table', { name: `Team boards of ${SCHOOL_ASPEN}` });
  await table.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/district\/\d+\/board\/school-board\/\d+$/);
  await expect(page.getByTestId('board-card').first()).toBeVisible();
  await expect(page.getByText('Read only: this board belongs to the school.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Edit', exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Move .* to…$/ })).toHaveCount(0);
  await expect(page.getByRole('switch')).toHaveCount(0);
  await context.close();
});

test('the district boards list and a district board in French (axe)', async ({ browser, playwright, baseURL }) => {
  // The district leader: a language switch is remembered per user, and the admin's test is in English.
  const context = await contextOf(browser, playwright, baseURL, ACCOUNTS.districtLeader);
  const page = await context.newPage();
  await page.goto('/');
  await expect(page).toHaveURL(ACCOUNTS.districtLeader.lands);
  const { districtId, schools } = await districtOf(context, page);
  const csrf = (await context.storageState()).cookies.find((c) => c.name === 'csrftoken')?.value ?? '';
  const studentIds = await context.request.get(`/api/v1/students/?school=${schools.get(SCHOOL_RIVERBEND)}&status=active&pageSize=3`);
  const ids = ((await studentIds.json()) as { results: { id: number }[] }).results.map((s) => s.id);
  const title = `Tableau du conseil ${Date.now()}`;
  const created = await context.request.post('/api/v1/boards/', {
    data: {
      district_id: districtId,
      kind: 'district_students',
      title,
      student_ids: ids,
      categories: [
        { title: 'À surveiller', color: '#f08c00', is_default: true },
        { title: 'Soutien intensif', color: '#e03131', is_default: false },
      ],
    },
    headers: { 'X-CSRFToken': csrf },
  });
  expect(created.status()).toBe(201);

  await switchToFrench(page);
  await page.getByRole('navigation').getByRole('link', { name: 'Tableaux d’équipe', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Tableaux d’équipe' })).toBeVisible();
  await expect(page.getByRole('link', { name: title, exact: true })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Tableau des élèves du conseil' }).first()).toBeVisible();
  await expectNoA11yViolations(page, 'the district team boards list in French');

  await page.getByRole('link', { name: title, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(column(page, 'À surveiller').getByTestId('board-card')).toHaveCount(ids.length);
  await expect(page.getByRole('switch', { name: 'Seuls les leaders peuvent modifier' })).toBeVisible();
  await expectNoA11yViolations(page, 'a district board in French');
  // Back to English: the leader's other tests read English.
  await page.getByRole('button', { name: 'English' }).first().click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await context.close();
});
