import { expect, type APIRequest, type APIRequestContext, type Browser, type BrowserContext, type Page, type PlaywrightWorkerArgs } from '@playwright/test';
import { DEMO_PASSWORD, DISTRICT_EN, DISTRICT_FR, SCHOOL_ASPEN, SCHOOL_RIVERBEND, SCHOOL_SUSPENDED, type Account, type AccountKey } from './cast.ts';

/** Signed-in browser states written by auth.setup.ts (e2e/.data is git-ignored). */
export function storageStateOf(key: AccountKey): string {
  return new URL(`../../.data/auth/${key}.json`, import.meta.url).pathname;
}

/** Fills and submits the e-mail sign-in form of the page that is open. */
export async function submitSignIn(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.getByRole('textbox', { name: /^(E-mail|Courriel)/ }).fill(email);
  await page
    .getByLabel(/^(Password|Mot de passe)/, { exact: false })
    .first()
    .fill(password);
  await page.getByRole('button', { name: /^(Sign in|Se connecter)$/ }).click();
}

/** Signs in through the page, as a person would, and waits to leave the sign-in page. */
export async function signIn(page: Page, account: Account, options: { path?: string } = {}): Promise<void> {
  const path = options.path ?? (account.key === 'super' ? '/auth/admins' : '/auth');
  await page.goto(path);
  await submitSignIn(page, account.email);
  await expect(page).not.toHaveURL(/\/auth/);
}

/** Signs in through the API (CSRF cookie first, then the header), leaving the session cookie in `request`. */
export async function apiSignIn(request: APIRequestContext, account: Account): Promise<void> {
  await request.get('/api/v1/current_user/');
  const state = await request.storageState();
  const csrf = state.cookies.find((cookie) => cookie.name === 'csrftoken')?.value;
  expect(csrf, 'the server sets the csrftoken cookie').toBeTruthy();
  const path = account.key === 'super' ? '/api/v1/admin_auth/' : '/api/v1/auth/';
  const response = await request.post(path, { data: { email: account.email, password: DEMO_PASSWORD }, headers: { 'X-CSRFToken': csrf ?? '' } });
  expect(response.status(), `${account.email} signs in`).toBe(200);
}

/** Sets the stored language preference of the open origin, as the switcher would. */
export async function storeLanguage(page: Page, language: 'en' | 'fr'): Promise<void> {
  await page.evaluate(`window.localStorage.setItem('language', '${language}')`);
}

/** Looks a record id up through the API with a signed-in context (super admin). */
export async function idByName(request: APIRequestContext, resource: 'districts' | 'schools', name: string): Promise<number> {
  const response = await request.get(`/api/v1/${resource}/?all=true&search=${encodeURIComponent(name)}`);
  expect(response.ok(), `GET ${resource}`).toBeTruthy();
  const body = (await response.json()) as { results: { id: number; name: string }[] };
  const found = body.results.find((row) => row.name === name);
  expect(found, `${name} exists`).toBeTruthy();
  return found!.id;
}

/** The demo tenants' ids (they differ between runs), looked up once as the super admin. */
export async function demoTenantIds(playwright: { request: APIRequest }, baseURL: string | undefined) {
  const admin = await playwright.request.newContext({ baseURL, storageState: storageStateOf('super') });
  const ids = {
    en: await idByName(admin, 'districts', DISTRICT_EN),
    fr: await idByName(admin, 'districts', DISTRICT_FR),
    aspen: await idByName(admin, 'schools', SCHOOL_ASPEN),
    riverbend: await idByName(admin, 'schools', SCHOOL_RIVERBEND),
    maple: await idByName(admin, 'schools', SCHOOL_SUSPENDED),
    troisPonts: await idByName(admin, 'schools', 'École Les Trois-Ponts'),
  };
  await admin.dispose();
  return ids;
}

/** A browser context signed in as the account: a stored state (auth.setup.ts) or its own session through the API. */
export async function contextOf(browser: Browser, playwright: PlaywrightWorkerArgs['playwright'], baseURL: string | undefined, account: Account): Promise<BrowserContext> {
  if (account.key === 'teacher' || account.key === 'schoolAdmin') return browser.newContext({ storageState: storageStateOf(account.key) });
  return apiSignedInContext(browser, playwright, baseURL, account);
}

/** A browser context on `baseURL` signed in as the account through the API (a session of its own). */
export async function apiSignedInContext(browser: Browser, playwright: PlaywrightWorkerArgs['playwright'], baseURL: string | undefined, account: Account): Promise<BrowserContext> {
  const request = await playwright.request.newContext({ baseURL, storageState: { cookies: [], origins: [] } });
  await apiSignIn(request, account);
  const state = await request.storageState();
  await request.dispose();
  return browser.newContext({ baseURL, storageState: state });
}
