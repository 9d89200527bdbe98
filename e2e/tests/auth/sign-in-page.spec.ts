import { expect, test } from '@playwright/test';
import { expectNoA11yViolations } from '../support/a11y.ts';
import { ACCOUNTS } from '../support/cast.ts';
import { submitSignIn } from '../support/session.ts';

test.describe('sign-in page', () => {
  test('describes the product and shows its edited content: links, partners, testimonials, terms and privacy', async ({ page }) => {
    await page.goto('/auth');
    await expect(page).toHaveTitle(/Sign in/);
    await expect(page.getByText('Designed by educators for educators')).toBeVisible();
    await expect(page.getByText(/give the best response/i).first()).toBeVisible();
    // The header's links and the calls to action are edited content (migration 0029 holds today's): real targets.
    const product = page.getByRole('navigation', { name: 'Product' });
    for (const name of ['Learn More', 'Free Trial', 'Schedule a Conversation']) await expect(product.getByRole('link', { name })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Request Information' })).toHaveAttribute('href', /^mailto:[^@\s]+@[^@\s]+\.[a-z]+\?subject=/);
    await expect(product.getByRole('link', { name: 'Learn More' })).toHaveAttribute('rel', /noopener/);
    await expect(page.getByText('Disabled schools are currently suspended.')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Our partners' })).toBeVisible();
    await expect(page.getByTestId('partner').first()).toBeVisible();
    await expect(page.getByRole('heading', { name: 'What educators say' })).toBeVisible();
    await expect(page.getByTestId('testimonial').first()).toBeVisible();
    await expect(page.getByRole('button', { name: /google|microsoft/i })).toHaveCount(0);

    // Every in-page link has its target on the page, and every mail link has a subject.
    for (const anchor of await page.locator('a[href^="#"]').all()) {
      const href = (await anchor.getAttribute('href')) ?? '';
      await expect(page.locator(`[id="${href.slice(1)}"]`), `${href} exists`).toHaveCount(1);
    }
    const mailLinks = await page.locator('a[href^="mailto:"]').all();
    expect(mailLinks.length).toBeGreaterThan(0);
    for (const link of mailLinks) expect(await link.getAttribute('href')).toMatch(/^mailto:[^@\s]+@[^@\s]+\.[a-z]+\?subject=/);

    await page.getByRole('contentinfo').getByRole('link', { name: 'Terms of use' }).click();
    await expect(page).toHaveURL(/\/terms$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Terms of use' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Acceptable use' })).toBeVisible();
    await expectNoA11yViolations(page, 'the terms page');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy' }).click();
    await expect(page).toHaveURL(/\/privacy$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Cookies and browser storage' })).toBeVisible();
  });

  test('in French, the content and the privacy page are in French', async ({ page }) => {
    await page.goto('/auth?lang=fr');
    const product = page.getByRole('navigation', { name: 'Produit' });
    for (const name of ['En savoir plus', 'Essai gratuit', 'Planifier une conversation']) await expect(product.getByRole('link', { name })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Demander de l’information' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Ce qu’en disent les éducateurs' })).toBeVisible();
    await expect(page.getByTestId('testimonial').first()).toContainText('« ');
    await expectNoA11yViolations(page, 'the sign-in page in French');
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Confidentialité' })).toHaveAttribute('href', '/privacy');
    // The language comes from the query string on a first load (a link within the page keeps the reader's stored one).
    await page.goto('/privacy?lang=fr');
    await expect(page.getByRole('heading', { level: 1, name: 'Confidentialité' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Vos droits' })).toBeVisible();
    await expect(page.locator('body')).not.toContainText('NOT_TRANSLATED');
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
