import { expect, test } from '@playwright/test';
import { expectNoA11yViolations } from '../support/a11y.ts';
import { ACCOUNTS } from '../support/cast.ts';
import { storeLanguage, submitSignIn } from '../support/session.ts';

test.describe('language rules (spec section 1)', () => {
  test('?lang=fr shows the sign-in page in French', async ({ page }) => {
    await page.goto('/auth?lang=fr');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.getByRole('heading', { name: 'Connexion', level: 2 })).toBeVisible();
    await expect(page.getByText('Les écoles désactivées sont actuellement suspendues.')).toBeVisible();
    await expect(page).toHaveTitle(/Connexion · Carrefour de soutien aux élèves/);
    await expect(page.locator('body')).not.toContainText('NOT_TRANSLATED');
  });

  test('the switcher stores the choice, which a reload keeps', async ({ page }) => {
    await page.goto('/auth');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.getByRole('button', { name: 'Français' }).click();
    await expect(page.getByRole('heading', { name: 'Connexion', level: 2 })).toBeVisible();
    expect(await page.evaluate("window.localStorage.getItem('language')")).toBe('fr');
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.getByRole('button', { name: 'Se connecter' })).toBeVisible();
    await page.getByRole('button', { name: 'English' }).click();
    await page.reload();
    await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
  });

  test('the query parameter wins over the stored preference', async ({ page }) => {
    await page.goto('/auth');
    await storeLanguage(page, 'en');
    await page.goto('/auth?lang=fr');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  });

  test('a francophone district user gets French after sign-in, even with English stored', async ({ page }) => {
    await page.goto('/auth');
    await storeLanguage(page, 'en');
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await submitSignIn(page, ACCOUNTS.frAdmin.email);
    await expect(page).toHaveURL(ACCOUNTS.frAdmin.lands);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.getByRole('heading', { level: 1, name: ACCOUNTS.frAdmin.heading })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Navigation principale' }).getByRole('link', { name: 'Accueil du conseil' })).toBeVisible();
    await expect(page.locator('body')).not.toContainText('NOT_TRANSLATED');
  });

  test("a signed-in user's choice in the header survives a reload and the next sign-in, and is theirs alone", async ({ page }) => {
    await page.goto('/auth');
    await submitSignIn(page, ACCOUNTS.teacher.email);
    await expect(page).toHaveURL(ACCOUNTS.teacher.lands);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.getByRole('button', { name: 'Français' }).click();
    await expect(page.getByRole('navigation', { name: 'Navigation principale' })).toBeVisible();

    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: ACCOUNTS.teacher.heading })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.getByRole('navigation', { name: 'Navigation principale' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Se déconnecter' })).toBeVisible();
    await expect(page.locator('body')).not.toContainText('NOT_TRANSLATED');
    await expectNoA11yViolations(page, 'school home after a reload, in the chosen French');

    // Signed out and in again, still French; someone else signing in on this browser gets their own district's language.
    await page.getByRole('button', { name: 'Se déconnecter' }).click();
    await expect(page).toHaveURL(/\/auth/);
    await submitSignIn(page, ACCOUNTS.teacher.email);
    await expect(page).toHaveURL(ACCOUNTS.teacher.lands);
    await expect(page.getByRole('navigation', { name: 'Navigation principale' })).toBeVisible();
    await page.getByRole('button', { name: 'Se déconnecter' }).click();
    await expect(page).toHaveURL(/\/auth/);
    await submitSignIn(page, ACCOUNTS.schoolAdmin.email);
    await expect(page).toHaveURL(ACCOUNTS.schoolAdmin.lands);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  });

  test('a super admin gets English, even with ?lang=fr and French stored', async ({ page }) => {
    await page.goto('/auth/admins');
    await storeLanguage(page, 'fr');
    await page.goto('/auth/admins?lang=fr');
    await expect(page.getByRole('heading', { name: 'Connexion des administrateurs' })).toBeVisible();
    await submitSignIn(page, ACCOUNTS.super.email);
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1, name: 'System statistics overview' })).toBeVisible();
    await page.goto('/admin?lang=fr');
    await expect(page.getByRole('heading', { level: 1, name: 'System statistics overview' })).toBeVisible();
  });
});
