import { expect, test } from '@playwright/test';
import { expectNoA11yViolations } from '../support/a11y.ts';
import { SCHOOL_ASPEN } from '../support/cast.ts';
import { storeLanguage } from '../support/session.ts';
import { apiAs, browserAs, createDistrict, demoIds, inviteTeacher, NEW_PASSWORD, passwordLinkFor, readyTeacher, signInAs, type Api } from './support.ts';
import { shot } from '../support/shots.ts';

test.describe('passwords', () => {
  let superApi: Api;
  test.beforeEach(async ({ playwright, baseURL }) => {
    superApi = await apiAs(playwright, baseURL, 'super');
  });
  test.afterEach(async () => superApi.dispose());

  test('a district admin invites a staff member, who sets a password from the e-mail and signs in', async ({ page, playwright, baseURL }) => {
    const admin = await apiAs(playwright, baseURL, 'districtAdmin');
    const { districtId, schoolId } = await demoIds(superApi);
    const email = await inviteTeacher(admin, districtId, schoolId, 'Camille');
    await admin.dispose();
    const link = await passwordLinkFor(superApi, email);

    await page.goto(link);
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome! Choose your password' })).toBeVisible();
    await expect(page.getByText(`Account: Camille (${email})`)).toBeVisible();
    await shot(page, 'set-password-invite-en');
    await expectNoA11yViolations(page, 'set password (en)');
    await page.getByLabel(/^New password/).fill(NEW_PASSWORD);
    await page.getByLabel('Confirm the new password').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Save the password' }).click();
    await expect(page).toHaveURL(/\/auth\?lang=en$/);
    await expect(page.getByText('Your password is saved. You can now sign in.')).toBeVisible();

    await signInAs(page, email);
    await page.getByRole('dialog', { name: 'User agreement' }).getByRole('button', { name: 'Agree', exact: true }).click();
    await expect(page).toHaveURL(/\/school\/\d+\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: SCHOOL_ASPEN })).toBeVisible();

    // The link is single-use.
    await page.goto(link);
    await expect(page.getByText('This link has expired or has already been used.')).toBeVisible();
  });

  test('an invitation to a francophone district opens the set-password page in French, whatever the browser stored, and stays French', async ({ page }) => {
    const { districtId, schoolId } = await createDistrict(superApi, 'fr-invite', { francophone: true });
    const email = await inviteTeacher(superApi, districtId, schoolId, 'Élodie');
    const link = await passwordLinkFor(superApi, email);
    expect(link).toMatch(/&lang=fr$/);
    await page.goto('/auth');
    await storeLanguage(page, 'en');

    // Cut short by a mail client, the link still opens in French: the server says the link's language.
    await page.goto(link.replace(/&lang=fr$/, ''));
    await expect(page.getByRole('heading', { level: 1, name: 'Bienvenue! Choisissez votre mot de passe' })).toBeVisible();

    await page.goto(link);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.getByRole('heading', { level: 1, name: 'Bienvenue! Choisissez votre mot de passe' })).toBeVisible();
    await expect(page.getByText(`Compte : Élodie (${email})`)).toBeVisible();
    await shot(page, 'set-password-invite-fr');
    await expectNoA11yViolations(page, 'set password from an invitation (fr)');
    await page.getByLabel(/^Nouveau mot de passe/).fill(NEW_PASSWORD);
    await page.getByLabel('Confirmez le nouveau mot de passe').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Enregistrer le mot de passe' }).click();
    await expect(page).toHaveURL(/\/auth\?lang=fr$/);
    await expect(page.getByText('Votre mot de passe est enregistré. Vous pouvez maintenant vous connecter.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Se connecter' })).toBeVisible();
    await expect(page.locator('body')).not.toContainText('NOT_TRANSLATED');
  });

  test('forgot password: neutral confirmation, e-mail, new password, sign-in', async ({ page }) => {
    const email = await readyTeacher(superApi, 'forgot');
    await page.goto('/auth');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page).toHaveURL(/\/auth\/forgot-password$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeVisible();
    await shot(page, 'forgot-en');
    await expectNoA11yViolations(page, 'forgot password (en)');
    await page.getByRole('button', { name: 'Send the link' }).click();
    await expect(page.getByText('Required', { exact: true })).toBeVisible();
    await page.getByRole('textbox', { name: /^E-mail/ }).fill(email);
    await page.getByRole('button', { name: 'Send the link' }).click();
    await expect(page.getByText(`If an account uses ${email}, a link to choose a new password is on its way.`, { exact: false })).toBeVisible();
    await shot(page, 'forgot-sent-en');

    // An unknown address gets exactly the same answer.
    await page.goto('/auth/forgot-password');
    const unknown = `nobody-${Date.now()}@example.org`;
    await page.getByRole('textbox', { name: /^E-mail/ }).fill(unknown);
    await page.getByRole('button', { name: 'Send the link' }).click();
    await expect(page.getByText(`If an account uses ${unknown}, a link`, { exact: false })).toBeVisible();

    const link = await passwordLinkFor(superApi, email, /^Reset your/);
    await page.goto(link);
    await expect(page.getByRole('heading', { level: 1, name: /Choose (a new|your) password/ })).toBeVisible();
    await page.getByLabel(/^New password/).fill('short');
    await page.getByLabel('Confirm the new password').fill('different');
    await page.getByRole('button', { name: 'Save the password' }).click();
    await expect(page.getByText('Please enter at least 8 characters')).toBeVisible();
    await expect(page.getByText('The two passwords are different')).toBeVisible();
    await page.getByLabel(/^New password/).fill('password');
    await page.getByLabel('Confirm the new password').fill('password');
    await page.getByRole('button', { name: 'Save the password' }).click();
    await expect(page.getByText('This password is too common. Please choose another one.')).toBeVisible();
    const next = `${NEW_PASSWORD} again`;
    await page.getByLabel(/^New password/).fill(next);
    await page.getByLabel('Confirm the new password').fill(next);
    await page.getByRole('button', { name: 'Save the password' }).click();
    await expect(page.getByText('Your password is saved. You can now sign in.')).toBeVisible();
    await signInAs(page, email, next);
    await expect(page.getByRole('dialog', { name: 'User agreement' })).toBeVisible();
  });

  test('an unknown or missing link says so and offers a new one', async ({ page }) => {
    await page.goto('/auth/set-password?token=not-a-real-token');
    await expect(page.getByText('This link has expired or has already been used.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Ask for a new link' })).toBeVisible();
    await shot(page, 'set-password-invalid-en');
    await page.goto('/auth/set-password');
    await expect(page.getByText('This link is incomplete.', { exact: false })).toBeVisible();
  });

  test('a signed-in user changes the password from the header', async ({ page }) => {
    const email = await readyTeacher(superApi, 'change');
    await signInAs(page, email);
    await page.getByRole('dialog', { name: 'User agreement' }).getByRole('button', { name: 'Agree', exact: true }).click();
    await page.getByRole('link', { name: 'Change password' }).click();
    await expect(page).toHaveURL(/\/account\/password$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Change password' })).toBeVisible();
    await expect(page).toHaveTitle(/Change password/);
    await shot(page, 'change-password-en');
    await expectNoA11yViolations(page, 'change password (en)');

    const next = `${NEW_PASSWORD} changed`;
    await page.getByLabel('Current password').fill('wrong-password-1');
    await page.getByLabel(/^New password/).fill(next);
    await page.getByLabel('Confirm the new password').fill(next);
    await page.getByRole('button', { name: 'Change the password' }).click();
    await expect(page.getByText('Invalid password')).toBeVisible();
    await page.getByLabel('Current password').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Change the password' }).click();
    await expect(page.getByText('Your password has been changed.')).toBeVisible();

    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/auth/);
    await signInAs(page, email, next);
    await expect(page).toHaveURL(/\/school\/\d+\/\d+$/);
  });

  test('the new pages in French pass the accessibility checks', async ({ page }) => {
    await page.goto('/auth/forgot-password?lang=fr');
    await expect(page.getByRole('heading', { level: 1, name: 'Mot de passe oublié?' })).toBeVisible();
    await shot(page, 'forgot-fr');
    await expectNoA11yViolations(page, 'forgot password (fr)');
    await page.goto('/auth/set-password?token=nope&lang=fr');
    await expect(page.getByRole('link', { name: 'Demander un nouveau lien' })).toBeVisible();
    await shot(page, 'set-password-invalid-fr');
    await expectNoA11yViolations(page, 'set password (fr)');
    await page.goto('/auth?lang=fr');
    await expect(page.getByRole('link', { name: 'Mot de passe oublié?' })).toBeVisible();
  });

  test.describe('signed in, in French', () => {
    test('the change-password page', async ({ browser, playwright, baseURL }) => {
      const context = await browserAs(browser, playwright, baseURL, 'frAdmin');
      const page = await context.newPage();
      await page.goto('/account/password');
      await expect(page.getByRole('heading', { level: 1, name: 'Changer le mot de passe' })).toBeVisible();
      await shot(page, 'change-password-fr');
      await expectNoA11yViolations(page, 'change password (fr)');
      await context.close();
    });
  });
});
