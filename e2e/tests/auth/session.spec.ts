import { expect, test } from '@playwright/test';
import { ACCOUNTS, DISTRICT_EN } from '../support/cast.ts';
import { idByName, signIn, storageStateOf, submitSignIn } from '../support/session.ts';

test.describe('sign-out and redirectTo', () => {
  test('sign-out returns to /auth with redirectTo, and signing in again returns there', async ({ page }) => {
    await signIn(page, ACCOUNTS.teacher);
    const home = new URL(page.url()).pathname;
    await page.getByRole('banner').getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(`/auth?redirectTo=${encodeURIComponent(home)}`);
    expect(await page.evaluate("window.localStorage.getItem('userType')")).toBeNull();
    // The session is gone on the server too: the workspace now asks to sign in.
    await page.goto(home);
    await expect(page).toHaveURL(/\/auth\?redirectTo=/);
    await submitSignIn(page, ACCOUNTS.teacher.email);
    await expect(page).toHaveURL(home);
    await expect(page.getByRole('heading', { level: 1, name: ACCOUNTS.teacher.heading })).toBeVisible();
  });

  test('a super admin signs out to the administrator sign-in page', async ({ page }) => {
    await signIn(page, ACCOUNTS.super);
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Sent e-mails' }).click();
    await expect(page).toHaveURL(/\/admin\/outbox$/);
    await page.getByRole('banner').getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(`/auth/admins?redirectTo=${encodeURIComponent('/admin/outbox')}`);
  });

  test('a signed-out visit to a deep URL signs in first, then goes there', async ({ page, playwright, baseURL }) => {
    const admin = await playwright.request.newContext({ baseURL, storageState: storageStateOf('super') });
    const districtId = await idByName(admin, 'districts', DISTRICT_EN);
    await admin.dispose();
    const deep = `/district/${districtId}/schools?status=account_suspended`;
    await page.goto(deep);
    await expect(page).toHaveURL(`/auth?redirectTo=${encodeURIComponent(deep)}`);
    await submitSignIn(page, ACCOUNTS.districtAdmin.email);
    await expect(page).toHaveURL(deep);
    await expect(page.getByRole('heading', { level: 1, name: 'Schools' })).toBeVisible();
    await expect(page.getByRole('row')).toHaveCount(2);
  });

  test('admin URLs send signed-out visitors to the administrator sign-in', async ({ page }) => {
    await page.goto('/admin/outbox');
    await expect(page).toHaveURL(`/auth/admins?redirectTo=${encodeURIComponent('/admin/outbox')}`);
  });

  test('redirectTo only accepts same-origin paths', async ({ page, baseURL }) => {
    await page.goto('/auth?redirectTo=//example.com/phish');
    await submitSignIn(page, ACCOUNTS.schoolStaff.email);
    await expect(page).toHaveURL(ACCOUNTS.schoolStaff.lands);
    expect(page.url().startsWith(`${baseURL}/school/`)).toBe(true);
    await expect(page.getByRole('heading', { level: 1, name: ACCOUNTS.schoolStaff.heading })).toBeVisible();
  });
});
