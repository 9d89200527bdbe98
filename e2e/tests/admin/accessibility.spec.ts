import { expect, test } from '@playwright/test';
import { expectNoA11yViolations } from '../support/a11y.ts';
import { switchToFrench } from '../support/language.ts';
import { storageStateOf } from '../support/session.ts';

test.use({ storageState: storageStateOf('super') });

test.describe('accessibility of the admin workspace (WCAG 2.1 AA)', () => {
  for (const lang of ['en', 'fr'] as const) {
    test(`admin home in ${lang}`, async ({ page }) => {
      await page.goto('/admin');
      if (lang === 'fr') await switchToFrench(page);
      // The districts' table and, above it, the statistics' months.
      await expect(page.getByRole('table')).toHaveCount(2);
      await expect(page.getByRole('table').last().getByRole('row').nth(1)).toBeVisible();
      await expectNoA11yViolations(page, `admin home (${lang})`);
    });

    test(`outbox in ${lang}`, async ({ page }) => {
      await page.goto('/admin/outbox');
      if (lang === 'fr') await switchToFrench(page);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('status')).toHaveCount(0);
      await expectNoA11yViolations(page, `outbox (${lang})`);
    });
  }
});
