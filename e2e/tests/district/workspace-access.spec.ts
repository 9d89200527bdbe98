/**
 * Issue 13, found by trying the product as each role: district admins and leaders open the
 * schools and students of their own district (and only theirs), district staff are refused the
 * School defaults pages as the sidebar hides them, an unknown path keeps its workspace around
 * the Not Found message, and the advanced search has its breadcrumb.
 */
import { expect, test, type Page } from '@playwright/test';
import { expectNoA11yViolations } from '../support/a11y.ts';
import { ACCOUNTS, SCHOOL_ASPEN, SCHOOL_RIVERBEND } from '../support/cast.ts';
import { switchToFrench } from '../support/language.ts';
import { apiSignIn, demoTenantIds, storageStateOf } from '../support/session.ts';
import { shot } from '../support/shots.ts';

let ids: Awaited<ReturnType<typeof demoTenantIds>>;

test.beforeAll(async ({ playwright, baseURL }) => {
  ids = await demoTenantIds(playwright, baseURL);
});

const sidebar = (page: Page) => page.getByRole('navigation', { name: /^(Main navigation|Navigation principale)$/ });

async function expectMessageInWorkspace(page: Page, message: string | RegExp) {
  await expect(page.getByRole('heading', { level: 1, name: message })).toBeVisible();
  // Inside the workspace: its header and sidebar stay, and there is one main region.
  await expect(sidebar(page)).toBeVisible();
  await expect(page.getByRole('main')).toHaveCount(1);
}

test.describe('district admins and leaders in the school workspace', () => {
  test.describe('as the district admin', () => {
    test.use({ storageState: storageStateOf('districtAdmin') });

    test('opens a student from the advanced search (with its breadcrumb), and a school of the district', async ({ page }) => {
      await page.goto(`/district/${ids.en}/advanced-student-search`);
      await expect(page.getByRole('heading', { level: 1, name: 'Advanced student search' })).toBeVisible();
      const trail = page.getByRole('navigation', { name: 'Breadcrumb' });
      await expect(trail.getByRole('link', { name: 'District home' })).toBeVisible();
      await expect(trail.getByText('Advanced student search')).toHaveAttribute('aria-current', 'page');
      await page.getByRole('button', { name: 'Search', exact: true }).click();
      const table = page.getByRole('table', { name: 'Students matching the search' });
      const link = table.locator('tbody').getByRole('link').first();
      const name = (await link.innerText()).trim();
      await link.click();
      await expect(page).toHaveURL(new RegExp(`/school/${ids.en}/\\d+/students/profile/\\d+$`));
      await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(/not found/i);
      await expect(page.getByRole('main').getByText(name.split(',')[0]!.trim()).first()).toBeVisible();
      await expect(sidebar(page)).toBeVisible();
      await expect(page.locator('.mantine-Skeleton-root')).toHaveCount(0);
      await shot(page, 'district-admin-profile', { fullPage: true });
      await expectNoA11yViolations(page, 'student profile opened by a district admin');

      await page.goto(`/school/${ids.en}/${ids.riverbend}`);
      await expect(page.getByRole('heading', { level: 1, name: SCHOOL_RIVERBEND })).toBeVisible();
    });

    test("another district's school is not found; a suspended school says so", async ({ page }) => {
      await page.goto(`/school/${ids.en}/${ids.troisPonts}`);
      await expect(page.getByRole('heading', { level: 1, name: 'School not found' })).toBeVisible();
      await page.goto(`/school/${ids.fr}/${ids.troisPonts}`);
      await expect(page.getByRole('heading', { level: 1, name: 'District or School not found' })).toBeVisible();
      await page.goto(`/school/${ids.en}/${ids.maple}`);
      await expect(page.getByRole('heading', { level: 1, name: "School account you're trying to access is suspended" })).toBeVisible();
    });

    test('an unknown path of the district or school workspace is Not Found inside it, in English and French', async ({ page }) => {
      await page.goto(`/district/${ids.en}/no-such-page`);
      await expectMessageInWorkspace(page, 'Not Found');
      await expectNoA11yViolations(page, 'district Not Found (en)');
      await page.goto(`/school/${ids.en}/${ids.aspen}/no/such/page`);
      await expectMessageInWorkspace(page, 'Not Found');
      await switchToFrench(page);
      await expectMessageInWorkspace(page, 'Introuvable');
      await shot(page, 'school-not-found-fr', { fullPage: true });
      await expectNoA11yViolations(page, 'school Not Found (fr)');
    });
  });

  test.describe('as a district leader', () => {
    test('opens a school of the district and one of its students', async ({ page }) => {
      await apiSignIn(page.request, ACCOUNTS.districtLeader);
      await page.goto(`/school/${ids.en}/${ids.aspen}`);
      await expect(page.getByRole('heading', { level: 1, name: SCHOOL_ASPEN })).toBeVisible();
      await page.goto(`/school/${ids.en}/${ids.aspen}/students`);
      const link = page.getByRole('main').locator('tbody').getByRole('link').first();
      await link.click();
      await expect(page).toHaveURL(new RegExp(`/school/${ids.en}/${ids.aspen}/students/profile/\\d+$`));
      await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(/not found/i);
      await page.goto(`/school/${ids.en}/${ids.troisPonts}`);
      await expect(page.getByRole('heading', { level: 1, name: 'School not found' })).toBeVisible();
    });
  });
});

test.describe('School defaults pages', () => {
  test.describe('as district staff', () => {
    test.use({ storageState: storageStateOf('districtStaff') });

    test('are refused by URL as the sidebar hides them', async ({ page }) => {
      await page.goto(`/district/${ids.en}`);
      await expect(sidebar(page)).toBeVisible();
      await expect(sidebar(page).getByRole('link', { name: 'School defaults' })).toHaveCount(0);
      for (const path of ['schools/defaults', 'schools/defaults/student-data', 'schools/defaults/grades']) {
        await page.goto(`/district/${ids.en}/${path}`);
        await expectMessageInWorkspace(page, "You don't have permissions to view this page.");
      }
      await expectNoA11yViolations(page, 'School defaults refused to district staff');
    });
  });

  test.describe('as the district admin', () => {
    test.use({ storageState: storageStateOf('districtAdmin') });

    test('open', async ({ page }) => {
      await page.goto(`/district/${ids.en}/schools/defaults/grades`);
      await expect(page.getByRole('heading', { level: 1, name: 'Grades' })).toBeVisible();
    });
  });
});

test.describe('Not Found outside a workspace', () => {
  test.use({ storageState: storageStateOf('super') });

  test('keeps the plain page; under /admin it keeps the admin workspace', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { level: 1, name: 'Not Found' })).toBeVisible();
    await expect(sidebar(page)).toHaveCount(0);
    await page.goto('/admin/no-such-page');
    await expectMessageInWorkspace(page, 'Not Found');
    await expectNoA11yViolations(page, 'admin Not Found');
  });
});
