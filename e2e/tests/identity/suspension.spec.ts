import { expect, test } from '@playwright/test';
import { expectNoA11yViolations } from '../support/a11y.ts';
import { apiAs, createDistrict, inviteTeacher, NEW_PASSWORD, passwordLinkFor, setPasswordByLink, signInAs, uniqueEmail } from './support.ts';
import { shot } from '../support/shots.ts';

test.describe('suspended district', () => {
  for (const lang of ['en', 'fr'] as const) {
    test(`a user of a suspended district sees the support contact and signs out (${lang})`, async ({ page, playwright, baseURL }) => {
      const superApi = await apiAs(playwright, baseURL, 'super');
      const support = `help-${Date.now()}@example.org`;
      const { districtId, schoolId } = await createDistrict(superApi, `suspended-${lang}`, { supportEmail: support, francophone: lang === 'fr' });
      const email = await inviteTeacher(superApi, districtId, schoolId);
      await setPasswordByLink(superApi, await passwordLinkFor(superApi, email));

      // The user agrees before the suspension, so only the suspension is in the way.
      const user = await apiAs(playwright, baseURL, null);
      const signIn = await user.send('POST', '/api/v1/auth/', { email, password: NEW_PASSWORD });
      expect(signIn.status()).toBe(200);
      const { version } = await user.get<{ version: number }>('/api/v1/agreement/');
      expect((await user.send('POST', '/api/v1/agreement/', { version, agree: true })).status()).toBe(204);
      await user.dispose();

      const suspend = await superApi.send('PATCH', `/api/v1/districts/${districtId}/`, { suspended: true });
      expect(suspend.status(), await suspend.text()).toBe(200);
      await superApi.dispose();

      await signInAs(page, email);
      const title = lang === 'en' ? 'Account suspended' : 'Compte suspendu';
      const dialog = page.getByRole('dialog', { name: title });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole('link', { name: support })).toHaveAttribute('href', `mailto:${support}`);
      await expect(dialog).toContainText(lang === 'en' ? 'Your account is suspended. Please contact' : support);
      await shot(page, `suspended-${lang}`);
      await expectNoA11yViolations(page, `suspension dialog (${lang})`);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeVisible();
      await dialog.getByRole('button', { name: lang === 'en' ? 'Sign out' : 'Se déconnecter' }).click();
      await expect(page).toHaveURL(/\/auth/);
      expect((await page.request.get('/api/v1/current_user/')).status()).toBe(401);
    });
  }
});

test.describe('a suspended school among a teacher’s schools', () => {
  test('select-school lists it, says why, and offers no way in; the open school opens', async ({ page, playwright, baseURL }) => {
    const superApi = await apiAs(playwright, baseURL, 'super');
    const { districtId, schoolId: openId, name } = await createDistrict(superApi, 'two-schools');
    const second = await superApi.send('POST', '/api/v1/schools/', { district_id: districtId, name: `${name} Closed` });
    expect(second.status(), await second.text()).toBe(201);
    const closedId = ((await second.json()) as { id: number }).id;
    const email = uniqueEmail('two-schools');
    const invite = await superApi.send('POST', '/api/v1/users/', {
      district_id: districtId,
      people: [{ email, first_name: 'Sam', last_name: 'Ouellet' }],
      schools: [
        { school_id: openId, user_type: 'school_teacher' },
        { school_id: closedId, user_type: 'school_teacher' },
      ],
    });
    expect(invite.status(), await invite.text()).toBe(201);
    await setPasswordByLink(superApi, await passwordLinkFor(superApi, email));
    const user = await apiAs(playwright, baseURL, null);
    expect((await user.send('POST', '/api/v1/auth/', { email, password: NEW_PASSWORD })).status()).toBe(200);
    const { version } = await user.get<{ version: number }>('/api/v1/agreement/');
    expect((await user.send('POST', '/api/v1/agreement/', { version, agree: true })).status()).toBe(204);
    await user.dispose();
    const suspend = await superApi.send('PATCH', `/api/v1/schools/${closedId}/`, { status: 'account_suspended' });
    expect(suspend.status(), await suspend.text()).toBe(200);
    await superApi.dispose();

    await signInAs(page, email);
    await expect(page).toHaveURL(/\/select-school$/);
    await expect(page.getByText(`${name} Closed`)).toBeVisible();
    await expect(page.getByText('Not available while the school’s account is suspended.')).toBeVisible();
    await expect(page.getByRole('link', { name: new RegExp(`${name} Closed`) })).toHaveCount(0);
    await shot(page, 'select-school-suspended-en');
    await expectNoA11yViolations(page, 'select school with a suspended school');
    await page.getByRole('link', { name: new RegExp(`${name} School`) }).click();
    await expect(page).toHaveURL(new RegExp(`/school/${districtId}/${openId}$`));
  });
});
