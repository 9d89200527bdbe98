import { expect, test } from '@playwright/test';
import { ACCOUNTS } from '../support/cast.ts';
import { signIn } from '../support/session.ts';

test.describe('session edge cases (spec section 4)', () => {
  test('when the session ends mid-visit, the next request signs out without redirectTo', async ({ page, context }) => {
    await signIn(page, ACCOUNTS.districtLeader);
    await expect(page.getByRole('heading', { level: 1, name: ACCOUNTS.districtLeader.heading })).toBeVisible();
    // The server forgets the session (as after an idle timeout): drop the cookie, then ask for new data.
    const cookies = await context.cookies();
    await context.clearCookies();
    await context.addCookies(cookies.filter((cookie) => cookie.name === 'csrftoken'));
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Schools' }).click();
    await expect(page).toHaveURL(/\/auth$/);
    await expect(page.getByText('Your session has expired. Please sign in again.')).toBeVisible();
    expect(await page.evaluate("window.localStorage.getItem('userType')")).toBeNull();
  });

  test('a failing current-user request shows an error screen whose retry recovers', async ({ page }) => {
    let fail = true;
    await page.route('**/api/v1/current_user/', (route) =>
      fail
        ? route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ error: { code: 'internal', message: 'Internal Server Error' } }) })
        : route.fallback(),
    );
    await page.goto('/auth');
    await expect(page.getByRole('heading', { level: 1, name: 'The application could not start' })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText('Internal Server Error')).toBeVisible();
    fail = false;
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Sign in' })).toBeVisible();
  });

  test('keyboard users can skip straight to the main content', async ({ page }) => {
    await signIn(page, ACCOUNTS.schoolLeader);
    await expect(page.getByRole('heading', { level: 1, name: ACCOUNTS.schoolLeader.heading })).toBeVisible();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();
  });
});
