import { expect, test } from '@playwright/test';
import { expectNoA11yViolations } from '../support/a11y.ts';
import { SCHOOL_ASPEN } from '../support/cast.ts';
import { switchToFrench } from '../support/language.ts';
import { storageStateOf } from '../support/session.ts';

test.describe('accessibility of the school workspace (WCAG 2.1 AA)', () => {
  test.describe('school home', () => {
    test.use({ storageState: storageStateOf('teacher') });
    for (const lang of ['en', 'fr'] as const) {
      test(`in ${lang}`, async ({ page }) => {
        await page.goto('/');
        if (lang === 'fr') await switchToFrench(page);
        await expect(page.getByRole('heading', { level: 1, name: SCHOOL_ASPEN })).toBeVisible();
        await expectNoA11yViolations(page, `school home (${lang})`);
      });
    }

    test('the permission message', async ({ page }) => {
      await page.goto('/admin');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoA11yViolations(page, 'permission message');
    });
  });

  test.describe('select school', () => {
    test.use({ storageState: storageStateOf('multiTeacher') });
    for (const lang of ['en', 'fr'] as const) {
      test(`in ${lang}`, async ({ page }) => {
        await page.goto('/');
        if (lang === 'fr') await switchToFrench(page);
        await expect(page.getByRole('main').getByRole('link')).toHaveCount(2);
        await expectNoA11yViolations(page, `select school (${lang})`);
      });
    }
  });
});
