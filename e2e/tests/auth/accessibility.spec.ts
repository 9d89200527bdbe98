import { expect, test } from '@playwright/test';
import { expectNoA11yViolations } from '../support/a11y.ts';
import { ACCOUNTS } from '../support/cast.ts';
import { signIn } from '../support/session.ts';

test.describe('accessibility of public pages (WCAG 2.1 AA)', () => {
  for (const lang of ['en', 'fr'] as const) {
    for (const path of ['/auth', '/auth/admins', '/terms', '/privacy']) {
      test(`${path} in ${lang}`, async ({ page }) => {
        await page.goto(`${path}?lang=${lang}`);
        await expect(page.locator('html')).toHaveAttribute('lang', lang);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expectNoA11yViolations(page, `${path} (${lang})`);
      });
    }
  }

  test('the sign-in form with errors', async ({ page }) => {
    await page.goto('/auth');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.getByText('Required').first()).toBeVisible();
    await expectNoA11yViolations(page, 'sign-in form with errors');
  });

  test('the suspended school message', async ({ page }) => {
    await signIn(page, ACCOUNTS.suspendedTeacher);
    await expect(page.getByRole('heading', { level: 1, name: ACCOUNTS.suspendedTeacher.heading })).toBeVisible();
    // Whom to ask, as the suspension dialog says it.
    await expect(page.getByText(/^For help, contact \S+@\S+\.$/)).toBeVisible();
    await expectNoA11yViolations(page, 'suspended school message');
  });
});
