/**
 * CSV import and export of students (issue 4): a school admin imports a file and gets the
 * result by e-mail (read in the outbox by the super admin) and in the import history; a bad
 * file lists its rows to correct; the export downloads a CSV; district admins set retention.
 * axe on every page of the area in English and French.
 */
import { readFileSync } from 'node:fs';
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { expectNoA11yViolations } from '../support/a11y.ts';
import { switchToFrench } from '../support/language.ts';
import { storageStateOf } from '../support/session.ts';
import { browserAs } from '../identity/support.ts';
import { shot } from '../support/shots.ts';

const run = `${Date.now().toString(36)}${process.pid}`;
const HEADER = 'first_name,last_name,grade,gender,student_number,sis_number';

let context: BrowserContext;
let page: Page;
let base: string;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ browser, playwright, baseURL }) => {
  // One sign-in for the whole file (the sign-in form has a throttle and its own specs).
  context = await browserAs(browser, playwright, baseURL, 'schoolAdmin');
  page = await context.newPage();
  await page.goto('/');
  await expect(page).toHaveURL(/\/school\/\d+\/\d+$/);
  base = new URL(page.url()).pathname;
});
test.afterAll(() => context?.close());

/** The interface follows the user's district after a reload, so French is chosen again on each page. */
async function inFrench() {
  // Wait for the signed-in layout (it applies the user's language) before reading the language.
  await expect(page.getByRole('button', { name: /^(Sign out|Se déconnecter)$/ })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  if ((await page.locator('html').getAttribute('lang')) !== 'fr') await switchToFrench(page);
}

const csvFile = (name: string, rows: string[]) => ({ name, mimeType: 'text/csv', buffer: Buffer.from([HEADER, ...rows].join('\n') + '\n') });
const historyRow = (fileName: string) => page.getByRole('table', { name: 'Import history' }).getByRole('row').filter({ hasText: fileName });

test('a school admin imports a CSV, is told it is in progress, and the history shows it succeeded', async () => {
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Import students' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Import students' })).toBeVisible();
  await expect(page.getByText('student_number', { exact: true })).toBeVisible();
  // The file box's placeholder is its label on screen: it must read at body-text contrast.
  await expectNoA11yViolations(page, 'import students (no file chosen)');

  // The form's own checks, with the server's messages.
  await page.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(page.getByText('Please select a file', { exact: true })).toBeVisible();
  await page.locator('input[type=file]').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await page.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(page.getByText('Please select a CSV file', { exact: true })).toBeVisible();
  await expectNoA11yViolations(page, 'import students (errors shown)');

  const fileName = `students-${run}.csv`;
  await page.locator('input[type=file]').setInputFiles(csvFile(fileName, [`Élodie,Tremblay-${run},3,female,E2E-${run}-1,`, `Noah,Bérubé-${run},K,male,E2E-${run}-2,S-77`]));
  await page.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: "Your upload is in progress. We will notify you via email once it's completed." })).toBeVisible();
  await shot(page, 'import-en', { fullPage: true });

  await page.getByRole('status').getByRole('link', { name: 'See the import history' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Import history' })).toBeVisible();
  await expect(historyRow(fileName).getByText('Succeeded')).toBeVisible({ timeout: 30_000 });
  await expect(historyRow(fileName).getByText('2 new, 0 updated, 0 unchanged')).toBeVisible();
  await expectNoA11yViolations(page, 'import history');
  await shot(page, 'history-en', { fullPage: true });
});

test('the super admin finds the result e-mail in the outbox', async ({ browser }) => {
  const admin = await browser.newContext({ storageState: storageStateOf('super') });
  const outbox = await admin.newPage();
  await outbox.goto('/admin/outbox');
  const subject = `Student import completed: students-${run}.csv`;
  await outbox.getByRole('searchbox', { name: 'Search by recipient or subject' }).fill(subject);
  const row = outbox.getByRole('table', { name: 'Sent e-mails' }).getByRole('row').filter({ hasText: subject });
  await expect(row).toBeVisible({ timeout: 30_000 });
  await row.getByRole('button', { name: /^View e-mail/ }).click();
  const dialog = outbox.getByRole('dialog');
  await expect(dialog.getByText('school.admin@demo.test')).toBeVisible();
  await expect(dialog.getByText(/New students: 2/)).toBeVisible();
  await shot(outbox, 'outbox-email', { fullPage: true });
  await admin.close();
});

test('an invalid CSV imports nothing and its bad rows are listed with line, column and reason', async () => {
  await page.goto(`${base}/add-edit/import-students`);
  const fileName = `bad-${run}.csv`;
  await page.locator('input[type=file]').setInputFiles(csvFile(fileName, [`Good,Row,3,male,BAD-${run}-1,`, `,Nofirst,3,male,BAD-${run}-2,`, `Odd,Gender,3,robot,BAD-${run}-3,`]));
  await page.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your upload is in progress' })).toBeVisible();
  await page.goto(`${base}/add-edit/import-history`);
  await expect(historyRow(fileName).getByText('Failed')).toBeVisible({ timeout: 30_000 });
  await expect(historyRow(fileName).getByText('2 problems')).toBeVisible();
  await historyRow(fileName)
    .getByRole('button', { name: `Details of import ${fileName}` })
    .click();
  const dialog = page.getByRole('dialog');
  const rows = dialog.getByRole('table', { name: 'Rows to correct' }).getByRole('row');
  await expect(rows.nth(1)).toContainText('3');
  await expect(rows.nth(1)).toContainText('First name');
  await expect(rows.nth(1)).toContainText('Required');
  await expect(rows.nth(2)).toContainText('4');
  await expect(rows.nth(2)).toContainText('Gender');
  await expect(rows.nth(2)).toContainText('Invalid value');
  await expectNoA11yViolations(page, 'import details');
  await shot(page, 'details-en', { fullPage: true });
  await dialog.getByRole('button', { name: 'Close' }).click();
});

test('the export downloads a CSV of the school’s students', async () => {
  await page.goto(`${base}/add-edit/export-students`);
  await expect(page.getByRole('heading', { level: 1, name: 'Export students' })).toBeVisible();
  await expectNoA11yViolations(page, 'export students');
  await shot(page, 'export-en', { fullPage: true });
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download CSV' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^students-aspen-grove-elementary-\d{4}-\d{2}-\d{2}\.csv$/);
  const text = readFileSync((await download.path())!, 'utf8');
  expect(text.startsWith(`\uFEFFfirst_name,last_name,grade,gender,student_number`)).toBe(true);
  expect(text).toContain(`Élodie,Tremblay-${run},3,female,E2E-${run}-1`);
});

test('every page of the area passes axe in French', async () => {
  await page.goto(`${base}/add-edit/import-students`);
  await inFrench();
  await expect(page.getByRole('heading', { level: 1, name: 'Importer des élèves' })).toBeVisible();
  await page.getByRole('button', { name: 'Téléverser', exact: true }).click();
  await expect(page.getByText('Veuillez sélectionner un fichier', { exact: true })).toBeVisible();
  await expectNoA11yViolations(page, 'importer des élèves');
  await shot(page, 'import-fr', { fullPage: true });
  await page.goto(`${base}/add-edit/import-history`);
  await inFrench();
  await expect(page.getByRole('heading', { level: 1, name: 'Historique des importations' })).toBeVisible();
  await expect(page.getByText('Réussie').first()).toBeVisible();
  await expectNoA11yViolations(page, 'historique des importations');
  await shot(page, 'history-fr', { fullPage: true });
  await page
    .getByRole('button', { name: /^Détails de l’importation bad-/ })
    .first()
    .click();
  await expect(page.getByRole('dialog').getByText('Obligatoire')).toBeVisible();
  await expectNoA11yViolations(page, 'détails de l’importation');
  await shot(page, 'details-fr', { fullPage: true });
  await page.keyboard.press('Escape');
  await page.goto(`${base}/add-edit/export-students`);
  await inFrench();
  await expect(page.getByRole('heading', { level: 1, name: 'Exporter les élèves' })).toBeVisible();
  await expectNoA11yViolations(page, 'exporter les élèves');
  await shot(page, 'export-fr', { fullPage: true });
  // Back to English for whatever runs next with this session.
  await page.getByRole('button', { name: 'English' }).first().click();
});
