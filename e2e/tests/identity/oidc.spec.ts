import { expect, test } from '@playwright/test';
import { expectNoA11yViolations } from '../support/a11y.ts';
import { shot } from '../support/shots.ts';

test.describe('sign-in with Google or Microsoft', () => {
  test('no provider buttons when the server has none configured', async ({ page }) => {
    const config = await page.request.get('/api/v1/auth_config/');
    expect(await config.json()).toEqual({ google: null, microsoft: null });
    for (const path of ['/auth', '/auth/admins']) {
      await page.goto(path);
      await expect(page.getByRole('button', { name: /^(Sign in|Se connecter)$/ })).toBeVisible();
      await expect(page.getByRole('button', { name: /Google|Microsoft/ })).toHaveCount(0);
    }
  });

  test("the authorization request carries the server's nonce", async ({ page }) => {
    // This server has no provider configured: its configuration and nonce answers are stood in for
    // (the server's side is covered by the API tests), and the provider's page is never reached.
    await page.route('**/api/v1/auth_config/', (route) => route.fulfill({ json: { google: { client_id: 'e2e-client' }, microsoft: null } }));
    let nonceRequests = 0;
    await page.route('**/api/v1/oidc_nonce/', (route) => {
      nonceRequests += 1;
      expect(route.request().method()).toBe('POST');
      expect(route.request().headers()['x-csrftoken']).toBeTruthy();
      return route.fulfill({ json: { nonce: 'nonce-from-the-server' } });
    });
    await page.route('https://accounts.google.com/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>Google</title>' }));
    await page.goto('/auth');
    await page.getByRole('button', { name: 'Sign in with Google' }).click();
    await expect(page).toHaveURL(/^https:\/\/accounts\.google\.com\//);
    const params = new URL(page.url()).searchParams;
    expect(params.get('nonce')).toBe('nonce-from-the-server');
    expect(params.get('client_id')).toBe('e2e-client');
    expect(params.get('redirect_uri')).toMatch(/\/auth\/callback\/google$/);
    expect(nonceRequests).toBe(1);
  });

  test('a callback whose state does not match this tab is refused', async ({ page }) => {
    await page.goto('/auth');
    await page.evaluate(`sessionStorage.setItem('oidcRequest', '${JSON.stringify({ provider: 'google', state: 'expected', nonce: 'n1', userType: 'school' })}')`);
    const payload = Buffer.from(JSON.stringify({ nonce: 'n1', sub: 'x' })).toString('base64url');
    await page.goto(`/auth/callback/google#state=forged&id_token=h.${payload}.s`);
    await expect(page.getByRole('heading', { level: 1, name: 'Signing in' })).toBeVisible();
    await expect(page.getByText('Sign-in with Google failed')).toBeVisible();
    await expect(page.getByText('The sign-in could not be verified. Please start again from the sign-in page.')).toBeVisible();
    // The token does not stay in the address bar.
    expect(new URL(page.url()).hash).toBe('');
    await shot(page, 'oidc-callback-error-en');
    await expectNoA11yViolations(page, 'provider callback (en)');
    await page.getByRole('link', { name: 'Back to sign-in' }).click();
    await expect(page).toHaveURL(/\/auth$/);
  });

  test('a provider error and a wrong nonce are refused too, in French', async ({ page }) => {
    await page.goto('/auth?lang=fr');
    await page.goto('/auth/callback/microsoft?lang=fr#error=access_denied');
    await expect(page.getByText('La connexion a été annulée ou refusée par le fournisseur.')).toBeVisible();
    await page.evaluate(`sessionStorage.setItem('oidcRequest', '${JSON.stringify({ provider: 'microsoft', state: 's1', nonce: 'n1', userType: 'admin' })}')`);
    const payload = Buffer.from(JSON.stringify({ nonce: 'other' })).toString('base64url');
    await page.goto(`/auth/callback/microsoft?lang=fr#state=s1&id_token=h.${payload}.s`);
    await expect(page.getByText('La connexion avec Microsoft a échoué')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Retour à la connexion' })).toHaveAttribute('href', '/auth/admins');
    await shot(page, 'oidc-callback-error-fr');
    await expectNoA11yViolations(page, 'provider callback (fr)');
  });
});
