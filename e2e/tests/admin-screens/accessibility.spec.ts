import { expect, test, type Page } from '@playwright/test';
import { expectNoA11yViolations } from '../support/a11y.ts';
import { ACCOUNTS, DISTRICT_EN, SCHOOL_ASPEN } from '../support/cast.ts';
import { switchToFrench } from '../support/language.ts';
import { apiSignIn, idByName, storageStateOf } from '../support/session.ts';
import { shot } from '../support/shots.ts';

/** Each new page passes axe (WCAG 2.1 AA) in English and French; screenshots go to /tmp/shots4 for review. */
async function check(page: Page, path: string, name: string, lang: 'en' | 'fr'): Promise<void> {
  await page.goto(path);
  if (lang === 'fr') await switchToFrench(page);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('.mantine-Skeleton-root')).toHaveCount(0);
  await shot(page, `${name}-${lang}`, { fullPage: true });
  await expectNoA11yViolations(page, `${name} (${lang})`);
}

test.describe('accessibility of the administration screens (WCAG 2.1 AA)', () => {
  test.describe('as a super admin', () => {
    test.use({ storageState: storageStateOf('super') });
    // One screen a test (issue 21, section 5): the seven screens in one journey ran past the 60 s limit on a slower machine.
    const SCREENS: [string, (ids: { districtId: number; schoolId: number; me: number }) => string][] = [
      ['add-district', () => '/admin/add-district'],
      ['edit-district', (i) => `/admin/edit-district/${i.districtId}`],
      ['edit-school', (i) => `/admin/edit-school/${i.districtId}/${i.schoolId}`],
      ['system-users', () => '/admin/system-users'],
      ['account-credentials', (i) => `/admin/system-users/account-credentials/${i.me}`],
      ['edit-user-emails', () => '/admin/edit-user-emails?search=demo.test'],
      ['audit-log', () => '/admin/audit-log'],
    ];
    for (const lang of ['en', 'fr'] as const) {
      for (const [name, path] of SCREENS) {
        test(`${name} in ${lang}`, async ({ page }) => {
          const districtId = await idByName(page.request, 'districts', DISTRICT_EN);
          const schoolId = await idByName(page.request, 'schools', SCHOOL_ASPEN);
          const me = ((await (await page.request.get('/api/v1/current_user/')).json()) as { id: number }).id;
          await check(page, path({ districtId, schoolId, me }), name, lang);
        });
      }
    }
  });

  test.describe('as the district admin', () => {
    test.use({ storageState: storageStateOf('districtAdmin') });
    for (const lang of ['en', 'fr'] as const) {
      test(`district staff and audit log in ${lang}`, async ({ page }) => {
        await page.goto('/');
        await expect(page).toHaveURL(ACCOUNTS.districtAdmin.lands);
        const home = new URL(page.url()).pathname;
        await check(page, `${home}/staff`, 'district-staff', lang);
        await page.getByRole('button', { name: lang === 'fr' ? 'Inviter du personnel' : 'Invite staff' }).click();
        await expect(page.getByRole('dialog')).toBeVisible();
        await shot(page, `invite-dialog-${lang}`, { fullPage: true });
        await expectNoA11yViolations(page, `invite dialog (${lang})`);
        await page.keyboard.press('Escape');
        await check(page, `${home}/audit-log`, 'district-audit-log', lang);
      });
    }
  });

  test('school staff in English and French', async ({ page }) => {
    await apiSignIn(page.request, ACCOUNTS.schoolAdmin);
    await page.goto('/');
    await expect(page).toHaveURL(ACCOUNTS.schoolAdmin.lands);
    const home = new URL(page.url()).pathname;
    await check(page, `${home}/staff`, 'school-staff', 'en');
    await check(page, `${home}/staff`, 'school-staff', 'fr');
  });
});
