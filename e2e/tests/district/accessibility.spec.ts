import { expect, test } from '@playwright/test';
import { expectNoA11yViolations } from '../support/a11y.ts';
import { DISTRICT_EN, DISTRICT_FR } from '../support/cast.ts';
import { switchToFrench } from '../support/language.ts';
import { storageStateOf } from '../support/session.ts';

test.describe('accessibility of the district workspace (WCAG 2.1 AA)', () => {
  test.describe('English district', () => {
    test.use({ storageState: storageStateOf('districtAdmin') });

    test('district home in en', async ({ page }) => {
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1, name: DISTRICT_EN })).toBeVisible();
      await expect(page.getByRole('table')).toBeVisible();
      await expectNoA11yViolations(page, 'district home (en)');
    });

    test('schools page in fr', async ({ page }) => {
      await page.goto('/');
      await page.getByRole('link', { name: 'Schools', exact: true }).first().click();
      await switchToFrench(page);
      await expect(page.getByRole('table')).toBeVisible();
      await expectNoA11yViolations(page, 'schools page (fr)');
    });
  });

  test.describe('francophone district', () => {
    test.use({ storageState: storageStateOf('frAdmin') });

    test('district home in fr', async ({ page }) => {
      await page.goto('/');
      await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
      await expect(page.getByRole('heading', { level: 1, name: DISTRICT_FR })).toBeVisible();
      await expect(page.getByRole('table')).toBeVisible();
      await expectNoA11yViolations(page, 'district home (fr)');
    });
  });
});
