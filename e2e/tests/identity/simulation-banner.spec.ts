/**
 * Issue 13: the simulation banner floats over the bottom of the page; the page keeps room for it,
 * so the end of a long page (the last table rows, the pagination) can be scrolled above it.
 */
import { expect, test } from '@playwright/test';
import { expectNoA11yViolations } from '../support/a11y.ts';
import { ACCOUNTS, SCHOOL_ASPEN } from '../support/cast.ts';
import { browserAs } from './support.ts';
import { shot } from '../support/shots.ts';

test('the simulation banner hides nothing at the end of a page', async ({ browser, baseURL, playwright }) => {
  const context = await browserAs(browser, playwright, baseURL, 'super');
  const page = await context.newPage();
  await page.setViewportSize({ width: 1280, height: 480 });
  await page.goto('/admin/search-users');
  await page.getByRole('searchbox', { name: 'Search by name or e-mail' }).fill(ACCOUNTS.schoolAdmin.email);
  await page.getByRole('button', { name: `Simulate ${ACCOUNTS.schoolAdmin.fullName}` }).click();
  await page.getByRole('dialog', { name: 'Simulate this user?' }).getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByRole('heading', { level: 1, name: SCHOOL_ASPEN })).toBeVisible();
  const banner = page.getByRole('complementary', { name: `You are acting as ${ACCOUNTS.schoolAdmin.fullName}` });
  await expect(banner).toBeVisible();

  await page.goto(`${new URL(page.url()).pathname}/students`);
  const rows = page.getByRole('main').locator('tbody tr');
  await expect(rows.first()).toBeVisible();
  await expect(page.locator('.mantine-Skeleton-root')).toHaveCount(0);
  await page.evaluate('window.scrollTo(0, document.documentElement.scrollHeight)');
  // Scrolled to the end: the page's content ends above the banner.
  await expect
    .poll(async () =>
      page.evaluate<number>(
        `Math.round(document.querySelector('aside').getBoundingClientRect().top - document.querySelector('#main-content').firstElementChild.getBoundingClientRect().bottom)`,
      ),
    )
    .toBeGreaterThanOrEqual(0);
  const last = await rows.last().boundingBox();
  const bar = await banner.boundingBox();
  expect(last!.y + last!.height).toBeLessThanOrEqual(bar!.y);
  await shot(page, 'simulation-banner-end');
  await expectNoA11yViolations(page, 'roster while simulating');

  await banner.getByRole('button', { name: 'Stop simulating' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  // The room goes with the banner.
  expect(await page.evaluate('document.body.style.paddingBottom')).toBe('');
  await context.close();
});
