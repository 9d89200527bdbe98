import { expect, test } from '@playwright/test';
import { storageStateOf } from '../support/session.ts';

test.use({ storageState: storageStateOf('super') });

test.describe('outbox', () => {
  test('a super admin sends a test e-mail and sees it listed, then reads it', async ({ page }) => {
    const to = `outbox-check-${Date.now()}@example.org`;
    await page.goto('/admin/outbox');
    await expect(page.getByRole('heading', { level: 1, name: 'Sent e-mails' })).toBeVisible();
    await page.getByRole('textbox', { name: /^Recipient e-mail/ }).fill(to);
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await expect(page.getByText(`Test e-mail to ${to} queued`)).toBeVisible();

    // The worker stores the message when SMTP is not configured; the list refreshes by itself.
    const row = page.getByRole('table', { name: 'Sent e-mails' }).getByRole('row').filter({ hasText: to });
    await expect(row).toBeVisible({ timeout: 30_000 });
    await expect(row.getByText(/^(Stored|Sent)$/)).toBeVisible({ timeout: 30_000 });

    await row.getByRole('button', { name: /^View e-mail/ }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText(to)).toBeVisible();
    await expect(dialog.getByText(/test e-mail sent by Alex Morgan/)).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();

    await page.getByRole('searchbox', { name: 'Search by recipient or subject' }).fill(to);
    await expect(page.getByRole('table', { name: 'Sent e-mails' }).getByRole('row')).toHaveCount(2);
  });

  test('the test e-mail form checks the address', async ({ page }) => {
    await page.goto('/admin/outbox');
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await expect(page.getByText('Required', { exact: true })).toBeVisible();
    await page.getByRole('textbox', { name: /^Recipient e-mail/ }).fill('nobody');
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await expect(page.getByText('Invalid email', { exact: true })).toBeVisible();
  });
});
