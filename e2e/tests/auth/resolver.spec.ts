import { expect, test } from '@playwright/test';
import { DISTRICT_FR } from '../support/cast.ts';
import { demoTenantIds, storageStateOf } from '../support/session.ts';

/** Ids of the demo records, looked up once through the API as the super admin. */
let ids: Awaited<ReturnType<typeof demoTenantIds>>;

test.beforeAll(async ({ playwright, baseURL }) => {
  ids = await demoTenantIds(playwright, baseURL);
});

async function expectMessage(page: import('@playwright/test').Page, message: string) {
  await expect(page.getByRole('heading', { level: 1, name: message })).toBeVisible();
  await expect(page.getByRole('main').getByRole('button', { name: 'Sign out' })).toBeVisible();
}

test.describe('route resolver (spec section 8)', () => {
  test.describe('as a district admin', () => {
    test.use({ storageState: storageStateOf('districtAdmin') });

    test('a non-numeric id is an invalid id', async ({ page }) => {
      await page.goto('/district/abc');
      await expectMessage(page, 'You provided invalid id in url');
      await page.getByRole('link', { name: 'Go to my home page' }).click();
      await expect(page).toHaveURL(`/district/${ids.en}`);
    });

    test("another district's URL is not found", async ({ page }) => {
      await page.goto(`/district/${ids.fr}`);
      await expectMessage(page, 'District not found');
    });
  });

  test.describe('as a teacher', () => {
    test.use({ storageState: storageStateOf('teacher') });

    test('a school of the district that is not theirs is not found', async ({ page }) => {
      await page.goto(`/school/${ids.en}/${ids.riverbend}`);
      await expectMessage(page, 'School not found');
    });

    test('their school under another district is a wrong district', async ({ page }) => {
      await page.goto(`/school/${ids.fr}/${ids.aspen}`);
      await expectMessage(page, 'District not found');
    });

    test('both wrong: district or school not found', async ({ page }) => {
      await page.goto(`/school/${ids.fr}/${ids.troisPonts}`);
      await expectMessage(page, 'District or School not found');
    });

    test("another workspace's page says they have no permission", async ({ page }) => {
      await page.goto('/admin');
      await expectMessage(page, "You don't have permissions to view this page.");
      await page.goto(`/district/${ids.en}`);
      await expectMessage(page, "You don't have permissions to view this page.");
    });

    test('an unknown path is Not Found, with a way home', async ({ page }) => {
      await page.goto('/no/such/page');
      await expectMessage(page, 'Not Found');
      await page.getByRole('link', { name: 'Go to my home page' }).click();
      await expect(page).toHaveURL(`/school/${ids.en}/${ids.aspen}`);
    });
  });

  test.describe('as a super admin', () => {
    test.use({ storageState: storageStateOf('super') });

    test('any district opens; a school outside the district in the URL is not found', async ({ page }) => {
      await page.goto(`/district/${ids.fr}`);
      await expect(page.getByRole('heading', { level: 1, name: DISTRICT_FR })).toBeVisible();
      await page.goto(`/school/${ids.en}/${ids.troisPonts}`);
      await expectMessage(page, 'School not found');
      await page.goto('/district/999999');
      await expectMessage(page, 'District not found');
    });
  });
});
