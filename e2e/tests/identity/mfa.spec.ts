/**
 * A second factor (issue 24, section 4), in the browser: a user made for this spec (not a shared demo account) enrols
 * an authenticator app on the account's security page (the key shown as text; codes computed here with otplib, as
 * the app would), signs out, and signs in with the password and a code; then the same second step in French.
 * Axe checks the enrolment and the second step.
 */
import { expect, test, type Page } from '@playwright/test';
import { generate } from 'otplib';
import { expectNoA11yViolations } from '../support/a11y.ts';
import { apiAs, readyTeacher, signInAs, type Api } from './support.ts';

const PERIOD = 30;
const currentStep = () => Math.floor(Date.now() / 1000 / PERIOD);

/** A code the server has not seen yet: the step after `last`, within its ±1 step tolerance (waiting for the clock if need be). */
async function freshCode(secret: string, last: number): Promise<{ code: string; step: number }> {
  const step = Math.max(last + 1, currentStep() - 1);
  while (step > currentStep() + 1) await new Promise((r) => setTimeout(r, 500));
  return { code: await generate({ secret, epoch: step * PERIOD }), step };
}

async function signOut(page: Page) {
  await page.getByRole('button', { name: /^(Sign out|Se déconnecter)$/ }).click();
  await expect(page).toHaveURL(/\/auth/);
}

test.describe.serial('a second factor', () => {
  let superApi: Api;
  let email = '';
  let secret = '';
  let lastStep = 0;

  test.beforeAll(async ({ playwright, baseURL }) => {
    superApi = await apiAs(playwright, baseURL, 'super');
    email = await readyTeacher(superApi, 'mfa');
  });
  test.afterAll(async () => superApi?.dispose());

  test('enrols an authenticator app, signs out, and signs in with the password and a code (English)', async ({ page }) => {
    await signInAs(page, email);
    await page.getByRole('dialog', { name: 'User agreement' }).getByRole('button', { name: 'Agree', exact: true }).click();
    await expect(page).toHaveURL(/\/school\/\d+\/\d+$/);

    await page.getByRole('link', { name: 'Sign-in security' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Sign-in security' })).toBeVisible();
    await expect(page.getByText('No second factor yet.')).toBeVisible();
    await page.getByRole('button', { name: 'Set up an authenticator app' }).click();
    secret = ((await page.getByTestId('totp-secret').textContent()) ?? '').trim();
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
    await expect(page.getByRole('link', { name: /^otpauth:\/\/totp\// })).toBeVisible();
    await expectNoA11yViolations(page, 'authenticator app enrolment (en)');

    // A wrong code first: refused, nothing enrolled.
    await page.getByLabel('Code from your app').fill('12345');
    await page.getByRole('button', { name: 'Confirm the app' }).click();
    await expect(page.getByRole('alert')).toContainText('Enter the 6-digit code from your app');

    const first = await freshCode(secret, lastStep);
    lastStep = first.step;
    await page.getByLabel('Code from your app').fill(first.code);
    await page.getByLabel('Name (optional)').fill('Work phone');
    await page.getByRole('button', { name: 'Confirm the app' }).click();
    await expect(page.getByRole('heading', { name: 'Your recovery codes' })).toBeVisible();
    await expect(page.getByTestId('recovery-codes').getByRole('listitem')).toHaveCount(10);
    await page.getByRole('button', { name: 'I have saved my codes' }).click();
    await expect(page.getByText('Work phone')).toBeVisible();
    await expect(page.getByText('10 recovery codes left')).toBeVisible();

    await signOut(page);
    await signInAs(page, email);
    await expect(page).toHaveURL(/\/auth\/mfa$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Confirm it is you' })).toBeVisible();
    const input = page.getByLabel('Code from your app');
    await expect(input).toHaveAttribute('autocomplete', 'one-time-code');
    await expectNoA11yViolations(page, 'second step (en)');
    const next = await freshCode(secret, lastStep);
    lastStep = next.step;
    await input.fill(next.code);
    await page.getByRole('button', { name: 'Confirm', exact: true }).click();
    await expect(page).toHaveURL(/\/school\/\d+\/\d+$/);
  });

  test('the same second step in French', async ({ page }) => {
    test.setTimeout(90_000);
    await page.goto('/auth?lang=fr');
    await page.getByRole('textbox', { name: /^Courriel/ }).fill(email);
    await page
      .getByLabel(/^Mot de passe/)
      .first()
      .fill('Wide river, quiet stones 42');
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await expect(page).toHaveURL(/\/auth\/mfa\?lang=fr$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.getByRole('heading', { level: 1, name: 'Confirmez votre identité' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Utiliser plutôt un code de récupération' })).toBeVisible();
    await expectNoA11yViolations(page, 'second step (fr)');

    // A wrong code: the French message, still on the second step.
    await page.getByLabel('Code de votre application').fill('000000' === (await generate({ secret })) ? '111111' : '000000');
    await page.getByRole('button', { name: 'Confirmer', exact: true }).click();
    await expect(page.getByRole('alert')).toContainText('Ce code n’est pas valide. Veuillez réessayer.');

    const next = await freshCode(secret, lastStep);
    lastStep = next.step;
    await page.getByLabel('Code de votre application').fill(next.code);
    await page.getByRole('button', { name: 'Confirmer', exact: true }).click();
    await expect(page).toHaveURL(/\/school\/\d+\/\d+$/);
    await expect(page.locator('body')).not.toContainText('NOT_TRANSLATED');
  });
});
