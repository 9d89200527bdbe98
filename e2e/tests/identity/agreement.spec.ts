import { expect, test } from '@playwright/test';
import { expectNoA11yViolations } from '../support/a11y.ts';
import { apiAs, readyTeacher, signInAs, type Api } from './support.ts';
import { shot } from '../support/shots.ts';

test.describe('user agreement', () => {
  let superApi: Api;
  test.beforeEach(async ({ playwright, baseURL }) => {
    superApi = await apiAs(playwright, baseURL, 'super');
  });
  test.afterEach(async () => superApi.dispose());

  test('a user who has not agreed sees the dialog, which cannot be dismissed, and Agree continues', async ({ page }) => {
    const email = await readyTeacher(superApi, 'agree');
    await signInAs(page, email);
    const dialog = page.getByRole('dialog', { name: 'User agreement' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText(/version \d+/)).toBeVisible();
    await shot(page, 'agreement-en');
    await expectNoA11yViolations(page, 'agreement dialog (en)');
    // Neither Escape nor a click outside closes it.
    await page.keyboard.press('Escape');
    await page.mouse.click(5, 5);
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Agree', exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/school\/\d+\/\d+$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // Agreed once: the next visit goes straight in.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('Disagree signs the user off, and the sign-in page says why', async ({ page }) => {
    const email = await readyTeacher(superApi, 'disagree');
    await signInAs(page, email);
    const dialog = page.getByRole('dialog', { name: 'User agreement' });
    await dialog.getByRole('button', { name: 'Disagree' }).click();
    await expect(page).toHaveURL(/\/auth\?lang=en$/);
    await expect(page.getByRole('heading', { name: 'Sign in', exact: true })).toBeVisible();
    const notice = page.getByRole('alert').filter({ hasText: 'You declined the user agreement' });
    await expect(notice).toContainText('You must accept the user agreement to use Student Support Hub. To accept it, sign in again and choose Agree.');
    expect((await page.request.get('/api/v1/current_user/')).status()).toBe(401);
  });

  test('Disagree in French: the sign-in page explains it in French, whatever the browser stored', async ({ page }) => {
    const email = await readyTeacher(superApi, 'disagree-fr', { francophone: true });
    await page.goto('/auth');
    await page.evaluate("window.localStorage.setItem('language', 'en')");
    await signInAs(page, email);
    const dialog = page.getByRole('dialog', { name: "Entente d'utilisation" });
    await dialog.getByRole('button', { name: 'Je refuse' }).click();
    await expect(page).toHaveURL(/\/auth\?lang=fr$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.getByRole('heading', { name: 'Connexion', exact: true })).toBeVisible();
    const notice = page.getByRole('alert').filter({ hasText: "Vous avez refusé l'entente d'utilisation" });
    await expect(notice).toContainText(
      "Vous devez accepter l'entente d'utilisation pour utiliser Carrefour de soutien aux élèves. Pour l'accepter, connectez-vous de nouveau et choisissez J'accepte.",
    );
    await shot(page, 'agreement-declined-fr');
    await expectNoA11yViolations(page, 'sign-in after declining the agreement (fr)');
    expect((await page.request.get('/api/v1/current_user/')).status()).toBe(401);
  });

  test('Exit returns to sign-in without agreeing, in French too', async ({ page }) => {
    const email = await readyTeacher(superApi, 'exit', { francophone: true });
    await signInAs(page, email);
    const dialog = page.getByRole('dialog', { name: "Entente d'utilisation" });
    await expect(dialog).toBeVisible();
    await shot(page, 'agreement-fr');
    await expectNoA11yViolations(page, 'agreement dialog (fr)');
    await dialog.getByRole('button', { name: 'Quitter' }).click();
    await expect(page).toHaveURL(/\/auth$/);
    expect((await page.request.get('/api/v1/current_user/')).status()).toBe(401);
    // Signing in again asks again.
    await signInAs(page, email);
    await expect(page.getByRole('dialog', { name: "Entente d'utilisation" })).toBeVisible();
  });
});
