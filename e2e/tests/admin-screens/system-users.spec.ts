import { expect, test } from '@playwright/test';
import { storageStateOf } from '../support/session.ts';

test.use({ storageState: storageStateOf('super') });

test('a super admin invites another super admin, opens its credentials and sends a password link', async ({ page }) => {
  const stamp = Date.now();
  const email = `super.${stamp}@example.test`;
  await page.goto('/admin');
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'System users' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'System users' })).toBeVisible();

  const form = page.getByRole('form', { name: 'Invite a super admin' });
  await form.getByRole('button', { name: 'Send invitation' }).click();
  await expect(form.getByText('Required', { exact: true })).toHaveCount(3);
  await form.getByRole('textbox', { name: 'First name' }).fill('Sam');
  await form.getByRole('textbox', { name: 'Last name' }).fill(`Super ${stamp}`);
  await form.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await form.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText('Created', { exact: true })).toBeVisible();

  await page.getByRole('searchbox', { name: 'Search by name or e-mail' }).fill(String(stamp));
  await expect(page).toHaveURL(new RegExp(`search=${stamp}`));
  const table = page.getByRole('table', { name: 'Super admins' });
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table.getByRole('row', { name: new RegExp(`Sam Super ${stamp}.*${email}.*Invitation sent`) })).toBeVisible();
  await table.getByRole('link', { name: `Sam Super ${stamp}` }).click();
  await expect(page).toHaveURL(/\/admin\/system-users\/account-credentials\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: `Sam Super ${stamp}` })).toBeVisible();
  await expect(page.getByRole('main').getByText(email)).toBeVisible();
  await expect(page.getByRole('main').getByText('Not set', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Send password link' }).click();
  await page.getByRole('dialog', { name: 'Send password link' }).getByRole('button', { name: 'Send password link' }).click();
  await expect(page.getByText('The password link was sent.')).toBeVisible();

  // Disable and enable again, each after a confirmation.
  await page.goBack();
  const row = table.getByRole('row', { name: new RegExp(`Sam Super ${stamp}`) });
  await row.getByRole('button', { name: `Disable Sam Super ${stamp}` }).click();
  await page.getByRole('dialog', { name: 'Disable' }).getByRole('button', { name: 'Disable' }).click();
  await expect(row).toContainText('Disabled');
  await row.getByRole('button', { name: `Enable Sam Super ${stamp}` }).click();
  await page.getByRole('dialog', { name: 'Enable' }).getByRole('button', { name: 'Enable' }).click();
  await expect(row).toContainText('Invitation sent');

  // Correct the new account's e-mail address.
  const corrected = `sam.${stamp}@example.test`;
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Edit user e-mails' }).click();
  await page.getByRole('searchbox', { name: 'Search users by name or e-mail' }).fill(String(stamp));
  await expect(page).toHaveURL(new RegExp(`search=${stamp}`));
  const field = page.getByRole('textbox', { name: `E-mail of Sam Super ${stamp}` });
  await field.fill('not-an-address');
  await page.getByRole('table', { name: 'Edit user e-mails' }).getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Invalid email', { exact: true })).toBeVisible();
  await field.fill(corrected);
  const saved = page.waitForResponse((response) => response.request().method() === 'PATCH' && response.url().includes('/api/v1/users/'));
  await page.getByRole('table', { name: 'Edit user e-mails' }).getByRole('button', { name: 'Save' }).click();
  expect((await saved).status()).toBe(200);
  await page.reload();
  await expect(page.getByRole('textbox', { name: `E-mail of Sam Super ${stamp}` })).toHaveValue(corrected);
});
