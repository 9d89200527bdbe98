/**
 * The action tracker in the school workspace (issue 10, section 4): a school leader gives a teacher
 * an action; the teacher finds one under My actions, completes it after the confirmation, and it
 * becomes read-only (axe on the list, the dialog and the result); the teacher's page in French.
 */
import { readFile } from 'node:fs/promises';
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { expectNoA11yViolations } from '../support/a11y.ts';
import { ACCOUNTS, SCHOOL_ASPEN } from '../support/cast.ts';
import { switchToFrench } from '../support/language.ts';
import { contextOf, idByName } from '../support/session.ts';
import { shot } from '../support/shots.ts';

const rowOf = (page: Page, name: string) => page.getByRole('row').filter({ hasText: name });

async function openActions(page: Page, nav: string) {
  await page.goto('/');
  await page.getByRole('navigation').getByRole('link', { name: nav, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: nav })).toBeVisible();
}

/** The teacher's own action, made (and completed when asked) through the API: the flows below start from it. */
async function teachersActionByApi(context: BrowserContext, name: string, complete: boolean): Promise<void> {
  const csrf = (await context.storageState()).cookies.find((c) => c.name === 'csrftoken')?.value ?? '';
  const headers = { 'X-CSRFToken': csrf };
  const me = (await (await context.request.get('/api/v1/current_user/')).json()) as { id: number };
  const school = await idByName(context.request, 'schools', SCHOOL_ASPEN);
  const made = await context.request.post('/api/v1/actions/', { data: { name, responsible: me.id, completion_date: '2030-06-15', school }, headers });
  expect(made.status(), 'the action is created').toBe(201);
  if (!complete) return;
  const { id, version } = (await made.json()) as { id: number; version: number };
  const done = await context.request.patch(`/api/v1/actions/${id}/`, { data: { version, status: 'complete' }, headers });
  expect(done.status(), 'the action is completed').toBe(200);
}

// One flow a test (issue 21, section 5): the leader's adding, the teacher's completing, and the French list each on their own.
test('a leader gives a teacher an action from the school’s actions (axe)', async ({ browser, playwright, baseURL }) => {
  const name = `Call the family ${Date.now()}`;
  const leader = await contextOf(browser, playwright, baseURL, ACCOUNTS.schoolLeader);
  const lp = await leader.newPage();
  await openActions(lp, 'Actions');
  await expect(lp.getByRole('tab', { name: 'School actions' })).toHaveAttribute('aria-selected', 'true');
  await expectNoA11yViolations(lp, 'the school’s actions');
  await lp.getByRole('button', { name: 'Add action', exact: true }).click();
  const dialog = lp.getByRole('dialog', { name: 'Add action' });
  await expect(dialog).toBeVisible();
  // The shared contract speaks before the server does.
  await dialog.getByRole('button', { name: 'Add action' }).click();
  await expect(dialog.getByText('Required').first()).toBeVisible();
  await dialog.getByRole('textbox', { name: /^Action/ }).fill(name);
  await dialog.getByRole('combobox', { name: 'Responsible' }).click();
  await lp.getByRole('option', { name: 'Hannah Lee', exact: true }).click();
  await dialog.getByRole('textbox', { name: /^Expected date/ }).fill('2030-06-15');
  await expectNoA11yViolations(lp, 'the add-action dialog');
  await shot(lp, 'actions-dialog-en');
  await dialog.getByRole('button', { name: 'Add action' }).click();
  await expect(lp.getByText('Action created')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(rowOf(lp, name)).toContainText('Hannah Lee');
  await expect(rowOf(lp, name)).toContainText('Incomplete');
  await shot(lp, 'actions-school-en', { fullPage: true });
  await leader.close();
});

test('a teacher completes an action from My actions after the confirmation and it becomes read-only (axe)', async ({ browser, playwright, baseURL }) => {
  const name = `Call the family ${Date.now()}`;
  const teacher = await contextOf(browser, playwright, baseURL, ACCOUNTS.teacher);
  await teachersActionByApi(teacher, name, false);
  const tp = await teacher.newPage();
  await openActions(tp, 'Actions');
  await tp.getByRole('tab', { name: 'My actions' }).click();
  await expect(rowOf(tp, name)).toBeVisible();
  await tp.getByRole('button', { name: `Manage action ${name}` }).click();
  await tp.getByRole('menuitem', { name: 'Complete', exact: true }).click();
  const confirm = tp.getByRole('dialog', { name: 'Complete this action?' });
  await expect(confirm).toContainText('A completed action can no longer be changed.');
  await expectNoA11yViolations(tp, 'the completion confirmation');
  await confirm.getByRole('button', { name: 'Complete', exact: true }).click();
  await expect(tp.getByText('Action completed')).toBeVisible();
  // Open actions only by default: the completed one shows under its status, read-only.
  await expect(rowOf(tp, name)).toHaveCount(0);
  await tp.getByRole('combobox', { name: 'Status' }).click();
  await tp.getByRole('option', { name: 'Complete', exact: true }).click();
  const row = rowOf(tp, name);
  await expect(row).toContainText('Complete');
  await expect(row).toContainText('Read-only');
  await expect(row.getByRole('button')).toHaveCount(0);
  await expectNoA11yViolations(tp, 'My actions with a completed action');
  await shot(tp, 'actions-mine-en', { fullPage: true });
  await teacher.close();
});

test('en français : Mes actions, une action réalisée en lecture seule, et la liste filtrée en PDF (axe)', async ({ browser, playwright, baseURL }) => {
  const name = `Appeler la famille ${Date.now()}`;
  const teacher = await contextOf(browser, playwright, baseURL, ACCOUNTS.teacher);
  await teachersActionByApi(teacher, name, true);
  const tp = await teacher.newPage();
  await tp.goto('/');
  await switchToFrench(tp);
  await tp.getByRole('navigation').getByRole('link', { name: 'Actions', exact: true }).click();
  await expect(tp.getByRole('heading', { level: 1, name: 'Actions' })).toBeVisible();
  await tp.getByRole('tab', { name: 'Mes actions' }).click();
  await tp.getByRole('combobox', { name: 'Statut' }).click();
  await tp.getByRole('option', { name: 'Réalisée', exact: true }).click();
  await expect(rowOf(tp, name)).toContainText('Lecture seule');
  await expect(tp.getByRole('columnheader', { name: 'Date prévue' })).toBeVisible();
  await expectNoA11yViolations(tp, 'Mes actions, en français');
  await shot(tp, 'actions-mine-fr', { fullPage: true });
  // The same filtered list as a PDF, in French.
  const download = tp.waitForEvent('download');
  await tp.getByRole('button', { name: 'Exporter en PDF' }).click();
  const pdf = await download;
  expect(pdf.suggestedFilename()).toMatch(/^actions-mine-\d{4}-\d{2}-\d{2}\.pdf$/);
  const bytes = await readFile((await pdf.path())!);
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  expect(bytes.toString('latin1')).toContain('/Lang (fr)');
  await teacher.close();
});

test('a teacher adds an action from a student’s profile, the student already filled in (axe)', async ({ browser, playwright, baseURL }) => {
  const teacher = await contextOf(browser, playwright, baseURL, ACCOUNTS.teacher);
  const page = await teacher.newPage();
  await page.goto('/');
  await expect(page).toHaveURL(ACCOUNTS.teacher.lands);
  const [, districtId, schoolId] = /\/school\/(\d+)\/(\d+)$/.exec(new URL(page.url()).pathname)!;
  const roster = await page.request.get(`/api/v1/students/?school=${schoolId}&status=active&pageSize=1`);
  const student = ((await roster.json()) as { results: { id: number; first_name: string; last_name: string }[] }).results[0]!;
  const studentName = `${student.first_name} ${student.last_name}`;
  await page.goto(`/school/${districtId}/${schoolId}/students/profile/${student.id}`);
  // By its test id: once its table has rows, the table's scrolling area is a region named "Actions" too.
  const section = page.getByTestId('student-actions');
  await expect(section).toBeVisible();

  const name = `Reading check-in ${Date.now()}`;
  await section.getByRole('button', { name: 'Add action', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Add action' });
  await expect(dialog.getByRole('combobox', { name: 'Student' })).toHaveValue(studentName);
  await dialog.getByRole('textbox', { name: /^Action/ }).fill(name);
  await dialog.getByRole('combobox', { name: 'Responsible' }).click();
  await page.getByRole('option', { name: 'Hannah Lee', exact: true }).click();
  await dialog.getByRole('textbox', { name: /^Expected date/ }).fill('2030-09-01');
  await dialog.getByRole('button', { name: 'Add action' }).click();
  await expect(page.getByText('Action created')).toBeVisible();
  // A student's own list has no Student column (issue 20: the tables open on what a teacher needs): the row names who is responsible.
  await expect(section.getByRole('row').filter({ hasText: name })).toContainText('Hannah Lee');
  await expectNoA11yViolations(page, 'the profile’s actions');
  await teacher.close();
});

test('at 1400 px the actions table shows what a teacher needs with each row’s Manage in sight; a column shown on demand stays shown after a reload (axe)', async ({
  browser,
  playwright,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const leader = await contextOf(browser, playwright, baseURL, ACCOUNTS.schoolLeader);
  const page = await leader.newPage();
  await page.setViewportSize({ width: 1400, height: 900 });
  await openActions(page, 'Actions');
  const table = page.getByRole('table', { name: 'Actions' });
  const firstManage = () =>
    table
      .getByRole('row')
      .nth(1)
      .getByRole('button', { name: /^Manage action / });
  await expect(firstManage()).toBeInViewport({ ratio: 1 });
  for (const header of ['Action', 'Responsible', 'Expected date', 'Student', 'Status', 'Manage'])
    await expect(table.getByRole('columnheader', { name: header, exact: true })).toBeVisible();
  await expect(table.getByRole('columnheader', { name: 'Comment', exact: true })).toHaveCount(0);

  // Three more columns on demand: the table grows wider than the page and scrolls, Manage staying in sight.
  await page.getByRole('button', { name: 'Columns', exact: true }).click();
  const menu = page.getByRole('dialog', { name: 'Columns' });
  await expect(menu.getByRole('checkbox', { name: 'Responsible' })).toBeChecked();
  await expectNoA11yViolations(page, 'the actions table’s Columns menu');
  for (const column of ['Comment', 'Meeting', 'School', 'Actual date', 'Completed on']) await menu.getByRole('checkbox', { name: column, exact: true }).check();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(table.getByRole('columnheader', { name: 'Comment', exact: true })).toBeAttached();
  await expect(firstManage()).toBeInViewport({ ratio: 1 });

  await page.reload();
  await expect(table.getByRole('columnheader', { name: 'Action', exact: true })).toBeVisible({ timeout: 45_000 });
  await expect(table.getByRole('columnheader', { name: 'Comment', exact: true })).toBeAttached();
  await expect(table.getByRole('columnheader', { name: 'Actual date', exact: true })).toBeAttached();
  await expect(firstManage()).toBeInViewport({ ratio: 1 });
  await expectNoA11yViolations(page, 'the actions table with more columns');
  await firstManage().click();
  await expect(page.getByRole('menuitem', { name: 'Edit', exact: true })).toBeVisible();
  await leader.close();
});
