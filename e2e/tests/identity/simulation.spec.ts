import { expect, test, type APIRequest, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { expectNoA11yViolations } from '../support/a11y.ts';
import { ACCOUNTS, SCHOOL_ASPEN } from '../support/cast.ts';
import { switchToFrench } from '../support/language.ts';
import { browserAs } from './support.ts';
import { shot } from '../support/shots.ts';

/** Simulation rotates the super admin's session: each test signs a super admin in afresh. */
const freshSuperContext = (browser: Browser, baseURL: string | undefined, playwright: { request: APIRequest }): Promise<BrowserContext> =>
  browserAs(browser, playwright, baseURL, 'super');

async function openSearch(page: Page, query: string) {
  await page.goto('/admin/search-users');
  await expect(page.getByRole('heading', { level: 1, name: 'Search users' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search by name or e-mail' }).fill(query);
  const row = page
    .getByRole('table', { name: 'Users' })
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: query, exact: true }) });
  await expect(row).toHaveCount(1);
  return row;
}

test.describe('user simulation', () => {
  test('a super admin acts as a teacher from the search page, a second tab follows, and stops', async ({ browser, baseURL, playwright }) => {
    const context = await freshSuperContext(browser, baseURL, playwright);
    const page = await context.newPage();
    const other = await context.newPage();
    await other.goto('/admin');
    await expect(other.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(other.getByRole('link', { name: 'Change password' })).toBeVisible();

    const row = await openSearch(page, ACCOUNTS.teacher.email);
    await expect(row).toContainText(SCHOOL_ASPEN);
    await expect(row).toContainText('School Teacher');
    await shot(page, 'search-users-en');
    await row.getByRole('button', { name: `Simulate ${ACCOUNTS.teacher.fullName}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Simulate this user?' });
    await expect(confirm).toContainText(ACCOUNTS.teacher.fullName);
    await shot(page, 'simulate-confirm-en');
    await confirm.getByRole('button', { name: 'Yes' }).click();

    await expect(page).toHaveURL(/\/school\/\d+\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: SCHOOL_ASPEN })).toBeVisible();
    const banner = page.getByRole('complementary', { name: `You are acting as ${ACCOUNTS.teacher.fullName}` });
    await expect(banner).toBeVisible();
    await expect(banner).toContainText('Signed in as Alex Morgan');
    // The server refuses a password change while simulating: the header does not offer it.
    await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Change password' })).toHaveCount(0);
    expect(await page.evaluate("localStorage.getItem('simulatedUserId')")).toMatch(/^\d+$/);
    await shot(page, 'simulation-banner-en');
    await expectNoA11yViolations(page, 'simulation banner (en)');

    // The other tab reloaded when the stored id changed: it is the teacher now, with the banner.
    await expect(other.getByRole('complementary', { name: /You are acting as/ })).toBeVisible();
    await expect(other.getByText("You don't have permissions to view this page.")).toBeVisible();

    await banner.getByRole('button', { name: 'Stop simulating' }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole('heading', { level: 1, name: 'System statistics overview' })).toBeVisible();
    await expect(page.getByRole('complementary', { name: /You are acting as/ })).toHaveCount(0);
    await expect(other.getByRole('complementary', { name: /You are acting as/ })).toHaveCount(0);
    await other.goto('/admin');
    await expect(other.getByRole('heading', { level: 1, name: 'System statistics overview' })).toBeVisible();
    await expect(other.getByRole('link', { name: 'Change password' })).toBeVisible();
    await context.close();
  });

  test("'Action not possible' for a user whose only school is suspended", async ({ browser, baseURL, playwright }) => {
    const context = await freshSuperContext(browser, baseURL, playwright);
    const page = await context.newPage();
    const row = await openSearch(page, ACCOUNTS.suspendedTeacher.email);
    await row.getByRole('button', { name: /^Simulate / }).click();
    await page.getByRole('dialog', { name: 'Simulate this user?' }).getByRole('button', { name: 'Yes' }).click();
    const dialog = page.getByRole('dialog', { name: 'Action not possible' });
    await expect(dialog).toContainText('This user is assigned to only one district or school, and it is suspended.');
    expect((await dialog.boundingBox())?.width).toBeLessThanOrEqual(500);
    await shot(page, 'action-not-possible-en');
    await dialog.getByRole('button', { name: 'Close' }).first().click();
    await expect(page).toHaveURL(/\/admin\/search-users$/);
    expect(await page.evaluate("localStorage.getItem('simulatedUserId')")).toBeNull();
    const state = await page.request.get('/api/v1/simulate/');
    expect(((await state.json()) as { simulating: boolean }).simulating).toBe(false);
    await context.close();
  });

  test('a stored simulated id the server does not know: warning and sign-out', async ({ browser, baseURL, playwright }) => {
    const context = await freshSuperContext(browser, baseURL, playwright);
    // Stored before the app's first load: set after it, the first load's own check could
    // still be waiting for the server and sign out before the reload.
    await context.addInitScript("localStorage.setItem('simulatedUserId', '424242')");
    const page = await context.newPage();
    await page.goto('/admin');
    await expect(page.getByText('State is invalid, please login again')).toBeVisible();
    await expect(page).toHaveURL(/\/auth\/admins/);
    expect(await page.evaluate("localStorage.getItem('simulatedUserId')")).toBeNull();
    await context.close();
  });

  test('the search page in French passes the accessibility checks, and an empty search says so', async ({ browser, baseURL, playwright }) => {
    const context = await freshSuperContext(browser, baseURL, playwright);
    const page = await context.newPage();
    await page.goto('/admin/search-users');
    await expect(page.getByRole('table', { name: 'Users' })).toBeVisible();
    await expectNoA11yViolations(page, 'search users (en)');
    await switchToFrench(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Rechercher des utilisateurs' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Utilisateurs' })).toBeVisible();
    await shot(page, 'search-users-fr');
    await expectNoA11yViolations(page, 'search users (fr)');
    await page.getByRole('searchbox', { name: 'Rechercher par nom ou courriel' }).fill(`nobody-${Date.now()}`);
    await expect(page.getByText('Aucun utilisateur trouvé')).toBeVisible();
    await context.close();
  });
});
