import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { expectNoA11yViolations } from '../support/a11y.ts';
import { switchToFrench } from '../support/language.ts';
import { storageStateOf } from '../support/session.ts';
import { shot } from '../support/shots.ts';

/** Adds one student data condition: measure, operator, value (a typed value or a dropdown option). */
async function addCondition(page: Page, labels: { add: string; measure: string; operator: string; value: string }, measure: string, operator: string, value: string) {
  await page.getByRole('button', { name: labels.add }).click();
  const row = page.getByRole('group', { name: /1$/ });
  await row.getByRole('combobox', { name: labels.measure }).click();
  await page.getByRole('option', { name: measure, exact: true }).click();
  await row.getByRole('combobox', { name: labels.operator }).click();
  await page.getByRole('option', { name: operator, exact: true }).click();
  await row.getByRole('textbox', { name: labels.value }).fill(value);
}

const EN = { add: 'Add a student data condition', measure: 'Measure', operator: 'Condition', value: 'Value' };
const FR = { add: 'Ajouter une condition sur les données', measure: 'Mesure', operator: 'Condition', value: 'Valeur' };

/** The numbers in the results table's column of this header. */
async function columnNumbers(page: Page, header: string): Promise<number[]> {
  const table = page.getByRole('table', { name: /Students matching|Élèves correspondant/ });
  const headers = await table.locator('thead th').allInnerTexts();
  const index = headers.findIndex((h) => h.trim() === header);
  expect(index, `column ${header}`).toBeGreaterThanOrEqual(0);
  const cells = await table.locator(`tbody tr td:nth-child(${index + 1})`).allInnerTexts();
  return cells.map((c) => Number(c.replace(',', '.')));
}

test.describe('advanced student search', () => {
  test.describe('as a district admin', () => {
    test.use({ storageState: storageStateOf('districtAdmin') });

    test('filters the district by a data measure, sorts, and exports the rows as CSV', async ({ page }) => {
      await page.goto('/');
      await expect(page).toHaveURL(/\/district\/\d+$/);
      await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Advanced student search' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Advanced student search' })).toBeVisible();
      await expectNoA11yViolations(page, 'district advanced search (empty)');
      await addCondition(page, EN, 'Math assessment', 'More than', '70');
      await page.getByRole('button', { name: 'Search', exact: true }).click();
      const table = page.getByRole('table', { name: 'Students matching the search' });
      await expect(table).toBeVisible();
      const values = await columnNumbers(page, 'Math assessment');
      expect(values.length).toBeGreaterThan(0);
      expect(values.every((v) => v > 70)).toBe(true);
      await table.getByRole('button', { name: 'Student number' }).click();
      await expect(table.locator('thead th[aria-sort="ascending"]')).toContainText('Student number');
      // The header shows the new sort at once; the rows follow when the sorted page arrives.
      const numbersShown = async () => (await table.locator('tbody tr td:nth-child(3)').allInnerTexts()).map((s) => s.trim());
      const inOrder = (xs: string[]) => xs.join() === [...xs].sort().join();
      await expect.poll(async () => inOrder(await numbersShown())).toBe(true);
      const numbers = await numbersShown();
      await shot(page, 'district-en', { fullPage: true });
      await expectNoA11yViolations(page, 'district advanced search (results)');
      // The search is in the URL: a reload (or a bookmark, or a shared link) gives the same filters, sort and rows.
      await expect(page).toHaveURL(/[?&]data=\d+%3Amore_than%3A70(&|$)/);
      await page.reload();
      await expect(table.locator('thead th[aria-sort="ascending"]')).toContainText('Student number');
      expect((await table.locator('tbody tr td:nth-child(3)').allInnerTexts()).map((s) => s.trim())).toEqual(numbers);
      await expect(page.getByRole('group', { name: /1$/ }).getByRole('textbox', { name: 'Value' })).toHaveValue('70');
      await expect(page.getByRole('group', { name: /1$/ }).getByRole('combobox', { name: 'Measure' })).toHaveValue('Math assessment');

      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Export CSV' }).click();
      const file = await download;
      expect(file.suggestedFilename()).toMatch(/^students-.*\.csv$/);
      const csv = readFileSync((await file.path())!, 'utf8');
      const lines = csv
        .replace(/^\uFEFF/, '')
        .trim()
        .split(/\r?\n/);
      expect(lines[0]).toBe('Student number,Last name,First name,Grade,Gender,School,Status,Teachers,Card icons,Math assessment');
      expect(lines.length).toBeGreaterThan(values.length);
      expect(lines.slice(1).every((l) => Number(l.split(',').at(-1)) > 70)).toBe(true);
    });
  });

  test.describe('as a teacher', () => {
    test.use({ storageState: storageStateOf('teacher') });

    test('searches the school by reading level, without export, in English and French', async ({ page }) => {
      await page.goto('/');
      await expect(page).toHaveURL(/\/school\/\d+\/\d+$/);
      await page.goto(`${new URL(page.url()).pathname}/advanced-student-search`);
      await expect(page.getByRole('heading', { level: 1, name: 'Advanced student search' })).toBeVisible();
      await addCondition(page, EN, 'Reading level', 'Contains', 'grade level');
      await page.getByRole('button', { name: 'Search', exact: true }).click();
      const table = page.getByRole('table', { name: 'Students matching the search' });
      await expect(table.locator('tbody tr').first()).toBeVisible();
      const cells = await table.locator('tbody tr td:last-child').allInnerTexts();
      expect(cells.every((c) => /grade level/i.test(c))).toBe(true);
      await expect(table.getByRole('link').first()).toHaveAttribute('href', /\/students\/profile\/\d+$/);
      await expect(page.getByRole('button', { name: 'Export CSV' })).toHaveCount(0);
      await shot(page, 'school-en', { fullPage: true });
      await expectNoA11yViolations(page, 'school advanced search (results)');

      await switchToFrench(page);
      await expect(page.getByRole('heading', { level: 1, name: 'Recherche avancée d’élèves' })).toBeVisible();
      await expect(page.getByRole('table', { name: 'Élèves correspondant à la recherche' })).toBeVisible();
      await shot(page, 'school-fr', { fullPage: true });
      await expectNoA11yViolations(page, 'school advanced search in French');
    });

    test('explains a value that is not a number', async ({ page }) => {
      await page.goto('/');
      await expect(page).toHaveURL(/\/school\/\d+\/\d+$/);
      await page.goto(`${new URL(page.url()).pathname}/advanced-student-search`);
      await addCondition(page, EN, 'Attendance rate', 'Less than', 'ninety');
      await page.getByRole('button', { name: 'Search', exact: true }).click();
      await expect(page.getByText('Please enter only numbers')).toBeVisible();
      await expect(page.getByRole('alert').filter({ hasText: 'Please correct the highlighted filters.' })).toBeVisible();
    });

    test('says so when a data condition has no measure, and offers a list measure only the comparisons of words', async ({ page }) => {
      await page.goto('/');
      await expect(page).toHaveURL(/\/school\/\d+\/\d+$/);
      await page.goto(`${new URL(page.url()).pathname}/advanced-student-search`);
      await page.getByRole('button', { name: EN.add }).click();
      await page.getByRole('button', { name: 'Search', exact: true }).click();
      await expect(page.getByRole('alert').filter({ hasText: 'A data condition has no measure' })).toBeVisible();
      await expect(page.getByText('Choose a measure, or remove this condition')).toBeVisible();
      await expect(page).not.toHaveURL(/sort=/);
      await expectNoA11yViolations(page, 'advanced search, condition without a measure');
      const row = page.getByRole('group', { name: /1$/ });
      await row.getByRole('combobox', { name: 'Measure' }).click();
      await page.getByRole('option', { name: 'Reading level', exact: true }).click();
      await expect(row.getByRole('combobox', { name: 'Condition' })).toHaveValue('Equal to');
      await row.getByRole('combobox', { name: 'Condition' }).click();
      await expect(page.getByRole('option', { name: 'Contains', exact: true })).toBeVisible();
      await expect(page.getByRole('option', { name: 'More than', exact: true })).toHaveCount(0);
      await expect(page.getByRole('option', { name: 'Less than', exact: true })).toHaveCount(0);
    });
  });

  test.describe('as the francophone district admin', () => {
    test.use({ storageState: storageStateOf('frAdmin') });

    test('searches the French district in French', async ({ page }) => {
      await page.goto('/');
      await expect(page).toHaveURL(/\/district\/\d+$/);
      await page.goto(`${new URL(page.url()).pathname}/advanced-student-search`);
      await expect(page.getByRole('heading', { level: 1, name: 'Recherche avancée d’élèves' })).toBeVisible();
      // A decimal comma, as French is written ("60,5" was refused as not a number).
      await addCondition(page, FR, 'Évaluation en mathématiques', 'Plus que', '60,5');
      await page.getByRole('button', { name: 'Rechercher', exact: true }).click();
      const values = await (async () => {
        await expect(page.getByRole('table', { name: 'Élèves correspondant à la recherche' })).toBeVisible();
        return columnNumbers(page, 'Évaluation en mathématiques');
      })();
      expect(values.length).toBeGreaterThan(0);
      expect(values.every((v) => v > 60.5)).toBe(true);
      await shot(page, 'district-fr', { fullPage: true });
      await expectNoA11yViolations(page, 'district advanced search in French');
    });
  });
});
