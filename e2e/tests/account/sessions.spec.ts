/**
 * Sessions under the user's control in the browser (issue 24, section 5). A user made for the test (a teacher of a
 * district of their own: ending sessions must not sign out the shared demo accounts) is signed in twice: on a
 * laptop and on a phone (two browser contexts, two sessions). From the laptop they open Sessions from the header,
 * see both (this device marked, the phone as "Safari on iOS", places as address ranges), end the phone's session
 * after confirming, and the phone is signed out at once. In English and in French (a francophone district); axe on
 * the page and on the confirmation.
 */
import { expect, test, type APIRequest } from '@playwright/test';
import { expectNoA11yViolations } from '../support/a11y.ts';
import { storeLanguage } from '../support/session.ts';
import { Api, apiAs, NEW_PASSWORD, readyTeacher } from '../identity/support.ts';

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';

const CASES = [
  {
    lang: 'en',
    link: 'Sessions',
    thisDevice: 'This device',
    phone: 'Safari on iOS',
    endNamed: 'End session on Safari on iOS',
    dialog: 'End this session?',
    confirm: 'End session',
    ended: 'Session ended',
  },
  {
    lang: 'fr',
    link: 'Sessions',
    thisDevice: 'Cet appareil',
    phone: 'Safari sur iOS',
    endNamed: 'Mettre fin à la session sur Safari sur iOS',
    dialog: 'Mettre fin à cette session\u00a0?',
    confirm: 'Mettre fin à la session',
    ended: 'Session terminée',
  },
] as const;

/** The new user's signed-in state through the API, with the user agent its session records (agreed to the terms). */
async function signedInState(playwright: { request: APIRequest }, baseURL: string | undefined, email: string, userAgent?: string) {
  const api = new Api(await playwright.request.newContext({ baseURL, ...(userAgent ? { userAgent } : {}) }));
  const signIn = await api.send('POST', '/api/v1/auth/', { email, password: NEW_PASSWORD });
  expect(signIn.status(), await signIn.text()).toBe(200);
  const { version, agreed } = await api.get<{ version: number; agreed: boolean }>('/api/v1/agreement/');
  if (!agreed) expect((await api.send('POST', '/api/v1/agreement/', { version, agree: true })).status()).toBe(204);
  const state = await api.request.storageState();
  await api.dispose();
  return state;
}

for (const c of CASES) {
  test(`a user ends their session on another device, which is signed out at once (${c.lang}, axe)`, async ({ browser, playwright, baseURL }) => {
    test.setTimeout(180_000);
    const superApi = await apiAs(playwright, baseURL, 'super');
    const email = await readyTeacher(superApi, `sessions-${c.lang}`, { francophone: c.lang === 'fr' });
    await superApi.dispose();

    const laptop = await browser.newContext({ storageState: await signedInState(playwright, baseURL, email) });
    const phone = await browser.newContext({ storageState: await signedInState(playwright, baseURL, email, IPHONE), userAgent: IPHONE });
    const phonePage = await phone.newPage();
    await phonePage.goto('/');
    await expect(phonePage).not.toHaveURL(/\/auth/);

    const page = await laptop.newPage();
    await page.goto('/');
    await storeLanguage(page, c.lang);
    await page.goto('/');
    await page.getByRole('link', { name: c.link, exact: true }).click();
    await expect(page).toHaveURL(/\/account\/sessions$/);
    await expect(page.getByRole('heading', { level: 1, name: c.link })).toBeVisible();
    const rows = page.getByRole('table').getByRole('row');
    await expect(rows).toHaveCount(3);
    await expect(page.getByText(c.thisDevice)).toBeVisible();
    await expect(page.getByText(c.phone, { exact: true })).toBeVisible();
    // Places are address ranges, never addresses.
    await expect(page.getByText(/\/(24|48)$/).first()).toBeVisible();
    await expectNoA11yViolations(page, `sessions (${c.lang})`);

    await page.getByRole('button', { name: c.endNamed }).click();
    const dialog = page.getByRole('dialog', { name: c.dialog });
    await expect(dialog).toBeVisible();
    await expectNoA11yViolations(page, `end a session (${c.lang})`);
    await dialog.getByRole('button', { name: c.confirm, exact: true }).click();
    await expect(page.getByText(c.ended)).toBeVisible();
    await expect(rows).toHaveCount(2);

    // The phone is signed out: its next page asks to sign in.
    await phonePage.reload();
    await expect(phonePage).toHaveURL(/\/auth/);
    // (The sign-in page speaks the browser's language: the phone no longer knows whose district it was.)
    await expect(phonePage.getByRole('button', { name: /^(Sign in|Se connecter)$/ })).toBeVisible();
    // The laptop is still signed in.
    await page.reload();
    await expect(page.getByText(c.thisDevice)).toBeVisible();
    await laptop.close();
    await phone.close();
  });
}
