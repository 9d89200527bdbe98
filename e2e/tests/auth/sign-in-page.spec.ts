import { expect, test } from '@playwright/test';
import { ACCOUNTS } from '../support/cast.ts';
import { submitSignIn } from '../support/session.ts';

test.describe('sign-in page', () => {
  test('describes the product and offers every link the spec lists, none of them dead', async ({ page }) => {
    await page.goto('/auth');
    await expect(page).toHaveTitle(/Sign in/);
    await expect(page.getByText('Designed by educators for educators')).toBeVisible();
    await expect(page.getByText(/give the best response/i).first()).toBeVisible();
    const product = page.getByRole('navigation', { name: 'Product' });
    for (const name of ['Learn More', 'Free Trial', 'Schedule a Conversation']) await expect(product.getByRole('link', { name })).toBeVisible();
    for (const name of ['Request Information', 'Watch Video']) await expect(page.getByRole('link', { name })).toBeVisible();
    await expect(page.getByText('Disabled schools are currently suspended.')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Our partners' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'What educators say' })).toBeVisible();
    await expect(page.getByRole('button', { name: /google|microsoft/i })).toHaveCount(0);

    // Every in-page link has its target on the page.
    const anchors = await page.locator('a[href^="#"]').all();
    expect(anchors.length).toBeGreaterThan(0);
    for (const anchor of anchors) {
      const href = (await anchor.getAttribute('href')) ?? '';
      await expect(page.locator(`[id="${href.slice(1)}"]`), `${href} exists`).toHaveCount(1);
    }
    // Contact links are mail links with a subject.
    const mailLinks = await page.locator('a[href^="mailto:"]').all();
    expect(mailLinks.length).toBeGreaterThan(0);
    for (const link of mailLinks) expect(await link.getAttribute('href')).toMatch(/^mailto:[^@\s]+@[^@\s]+\.[a-z]+\?subject=/);

    await page.getByRole('contentinfo').getByRole('link', { name: 'Terms of use' }).click();
    await expect(page).toHaveURL(/\/terms$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Terms of use' })).toBeVisible();
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy' }).click();
    await expect(page).toHaveURL(/\/privacy$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Cookies and browser storage' })).toBeVisible();
  });

  test('checks the fields with the catalogue messages before calling the server', async ({ page }) => {
    await page.goto('/auth');
    let posted = false;
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().includes('/api/v1/auth/')) posted = true;
    });
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.getByText('Required')).toHaveCount(2);
    await page.getByRole('textbox', { name: /^E-mail/ }).fill('not-an-email');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.getByText('Invalid email', { exact: true })).toBeVisible();
    await expect(page.getByRole('textbox', { name: /^E-mail/ })).toHaveAttribute('aria-invalid', 'true');
    expect(posted).toBe(false);
  });

  test('shows the translated server error for wrong credentials, and stays', async ({ page }) => {
    await page.goto('/auth?lang=fr');
    await submitSignIn(page, ACCOUNTS.schoolStaff.email, 'wrong-password');
    await expect(page.getByRole('alert').filter({ hasText: 'Courriel ou mot de passe invalide' })).toBeVisible();
    await expect(page).toHaveURL(/\/auth\?lang=fr$/);
  });

  test('the administrator sign-in refuses staff accounts', async ({ page }) => {
    await page.goto('/auth/admins');
    await expect(page.getByRole('heading', { name: 'Administrator sign-in' })).toBeVisible();
    await submitSignIn(page, ACCOUNTS.schoolLeader.email);
    await expect(page.getByRole('alert').filter({ hasText: 'Invalid email or password' })).toBeVisible();
    await expect(page).toHaveURL(/\/auth\/admins$/);
  });

  test('the page has no inline script and loads nothing from another origin', async ({ page, baseURL }) => {
    const foreign: string[] = [];
    page.on('request', (request) => {
      if (!request.url().startsWith(baseURL!) && !request.url().startsWith('data:')) foreign.push(request.url());
    });
    await page.goto('/auth');
    await expect(page.getByRole('heading', { name: 'Sign in', level: 2 })).toBeVisible();
    const inline = await page.locator('script:not([src])').count();
    expect(inline).toBe(0);
    expect(foreign).toEqual([]);
  });
});
