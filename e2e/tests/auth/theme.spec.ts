import { expect, test, type Page } from '@playwright/test';
import { ACCOUNTS } from '../support/cast.ts';
import { storageStateOf } from '../support/session.ts';

/** The primary colours of the theme (shade 7): blue, green, orange. */
const BLUE = 'rgb(23, 105, 180)';
const GREEN = 'rgb(35, 117, 50)';
const ORANGE = 'rgb(176, 68, 9)';

async function headerColor(page: Page): Promise<string> {
  // Runs in the browser; this project is typed for Node, hence the globalThis lookup.
  return page.getByRole('banner').evaluate((element) => (globalThis as any).getComputedStyle(element).backgroundColor as string);
}

test.describe('theme colour follows the section (spec section 1)', () => {
  test('auth is blue', async ({ page }) => {
    await page.goto('/auth');
    expect(await headerColor(page)).toBe(BLUE);
  });

  test.describe('as the super admin', () => {
    test.use({ storageState: storageStateOf('super') });
    test('admin is green, district orange, school blue', async ({ page }) => {
      await page.goto('/admin');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await headerColor(page)).toBe(GREEN);
      await page.getByRole('table', { name: 'Districts' }).getByRole('link').first().click();
      await expect(page).toHaveURL(/\/district\/\d+$/);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await headerColor(page)).toBe(ORANGE);
    });
  });

  test.describe('as a teacher', () => {
    test.use({ storageState: storageStateOf('teacher') });
    test('school is blue', async ({ page }) => {
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1, name: ACCOUNTS.teacher.heading })).toBeVisible();
      expect(await headerColor(page)).toBe(BLUE);
    });
  });
});
