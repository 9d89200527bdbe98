import { expect, test } from '@playwright/test';
import { DISTRICT_EN, SCHOOL_ASPEN, SCHOOL_RIVERBEND, SCHOOL_SUSPENDED } from '../support/cast.ts';
import { storageStateOf } from '../support/session.ts';

test.describe('district workspace', () => {
  test.describe('as the district admin', () => {
    test.use({ storageState: storageStateOf('districtAdmin') });

    test('the home shows the district, the school year, the role and the schools with their status', async ({ page }) => {
      await page.goto('/');
      await expect(page).toHaveURL(/\/district\/\d+$/);
      await expect(page.getByRole('heading', { level: 1, name: DISTRICT_EN })).toBeVisible();
      await expect(page.getByText(/^School year \d{4}–\d{4}$/)).toBeVisible();
      await expect(page.getByRole('main').getByText('District Admin', { exact: true })).toBeVisible();
      const table = page.getByRole('table', { name: 'Schools' });
      await expect(table.getByRole('row', { name: new RegExp(`${SCHOOL_ASPEN}.*Active`) })).toBeVisible();
      await expect(table.getByRole('row', { name: new RegExp(`${SCHOOL_RIVERBEND}.*Payment pending`) })).toBeVisible();
      await expect(table.getByRole('row', { name: new RegExp(`${SCHOOL_SUSPENDED}.*Suspended`) })).toBeVisible();
    });

    test('the schools page filters by status and search, with breadcrumbs back home', async ({ page }) => {
      await page.goto('/');
      await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Schools' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Schools' })).toBeVisible();
      const table = page.getByRole('table', { name: 'Schools' });
      await expect(table.getByRole('row')).toHaveCount(4);
      await page.getByRole('searchbox', { name: 'Search schools' }).fill('aspen');
      await expect(table.getByRole('row')).toHaveCount(2);
      await expect(table.getByRole('cell', { name: SCHOOL_ASPEN })).toBeVisible();
      await page.getByRole('button', { name: 'Clear search' }).click();
      await expect(table.getByRole('row')).toHaveCount(4);
      await page.getByRole('combobox', { name: 'Status' }).click();
      await page.getByRole('option', { name: 'Payment pending' }).click();
      await page.keyboard.press('Escape');
      await expect(table.getByRole('row')).toHaveCount(2);
      await expect(table.getByRole('cell', { name: SCHOOL_RIVERBEND })).toBeVisible();
      await expect(page).toHaveURL(/status=payment_pending/);
      await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'District home' }).click();
      await expect(page.getByRole('heading', { level: 1, name: DISTRICT_EN })).toBeVisible();
    });
  });

  test.describe('as district staff with school roles', () => {
    test.use({ storageState: storageStateOf('districtStaff') });

    test('opens a school they belong to in the school workspace', async ({ page }) => {
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1, name: DISTRICT_EN })).toBeVisible();
      const table = page.getByRole('table', { name: 'Schools' });
      await expect(table.getByRole('row', { name: new RegExp(`${SCHOOL_ASPEN}.*School Leader`) })).toBeVisible();
      await expect(table.getByRole('link', { name: SCHOOL_SUSPENDED })).toHaveCount(0);
      await table.getByRole('link', { name: SCHOOL_ASPEN }).click();
      await expect(page).toHaveURL(/\/school\/\d+\/\d+$/);
      await expect(page.getByRole('heading', { level: 1, name: SCHOOL_ASPEN })).toBeVisible();
      await expect(page.getByRole('banner').getByText('School Leader', { exact: true })).toBeVisible();
    });
  });
});
