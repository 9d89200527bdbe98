import { expect, test } from '@playwright/test';
import { ACCOUNTS } from '../support/cast.ts';
import { signIn } from '../support/session.ts';

test.describe('every demo account signs in and lands in its workspace', () => {
  for (const account of Object.values(ACCOUNTS)) {
    test(`${account.email}`, async ({ page }) => {
      await signIn(page, account);
      await expect(page).toHaveURL(account.lands);
      await expect(page.getByRole('heading', { level: 1, name: account.heading })).toBeVisible();
      if (account.key !== 'suspendedTeacher') {
        const header = page.getByRole('banner');
        await expect(header.getByText(account.fullName)).toBeVisible();
        await expect(header.getByText(account.role, { exact: true })).toBeVisible();
      }
    });
  }

  test('a super admin may also sign in on the staff sign-in page', async ({ page }) => {
    await signIn(page, ACCOUNTS.super, { path: '/auth' });
    await expect(page).toHaveURL(/\/admin$/);
  });
});
