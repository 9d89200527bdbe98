/**
 * Helpers of the identity specs: API contexts with CSRF, invited users who set their
 * password from the e-mail (read through the API as the super admin), unique addresses.
 */
import { expect, type APIRequest, type APIRequestContext, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { ACCOUNTS, DISTRICT_EN, SCHOOL_ASPEN, type AccountKey } from '../support/cast.ts';
import { apiSignIn, idByName } from '../support/session.ts';

export const NEW_PASSWORD = 'Wide river, quiet stones 42';

let counter = 0;
export function uniqueEmail(tag: string): string {
  counter += 1;
  return `${tag}-${Date.now()}-${process.pid}-${counter}@example.org`;
}

async function csrfOf(request: APIRequestContext): Promise<string> {
  let csrf = (await request.storageState()).cookies.find((c) => c.name === 'csrftoken')?.value;
  if (!csrf) {
    await request.get('/api/v1/health/');
    csrf = (await request.storageState()).cookies.find((c) => c.name === 'csrftoken')?.value;
  }
  expect(csrf, 'csrftoken cookie').toBeTruthy();
  return csrf!;
}

/**
 * A request context signed in afresh as a demo account (or anonymous). Not the stored
 * states of auth.setup.ts: these specs must not depend on, or disturb, other runs' sessions.
 */
export async function apiAs(playwright: { request: APIRequest }, baseURL: string | undefined, key: AccountKey | null): Promise<Api> {
  // An empty state, said outright: in a hook of a file whose tests `use` a stored state, the new context took that
  // state's cookies, and signing in on top of them ended the stored session every later test shares.
  const request = await playwright.request.newContext({ baseURL, storageState: { cookies: [], origins: [] } });
  if (key) await apiSignIn(request, ACCOUNTS[key]);
  return new Api(request);
}

/** A browser context signed in afresh as a demo account. */
export async function browserAs(browser: Browser, playwright: { request: APIRequest }, baseURL: string | undefined, key: AccountKey): Promise<BrowserContext> {
  const api = await apiAs(playwright, baseURL, key);
  const state = await api.request.storageState();
  await api.dispose();
  return browser.newContext({ storageState: state });
}

export class Api {
  constructor(readonly request: APIRequestContext) {}

  async send(method: 'POST' | 'PATCH' | 'DELETE', path: string, data?: unknown) {
    const headers = { 'X-CSRFToken': await csrfOf(this.request) };
    return this.request.fetch(path, { method, data, headers });
  }

  async get<T>(path: string): Promise<T> {
    const response = await this.request.get(path);
    expect(response.status(), `GET ${path}`).toBe(200);
    return (await response.json()) as T;
  }

  dispose() {
    return this.request.dispose();
  }
}

export async function demoIds(api: Api): Promise<{ districtId: number; schoolId: number }> {
  return { districtId: await idByName(api.request, 'districts', DISTRICT_EN), schoolId: await idByName(api.request, 'schools', SCHOOL_ASPEN) };
}

/** Invites a school teacher; answers the new user's e-mail. */
export async function inviteTeacher(api: Api, districtId: number, schoolId: number, firstName = 'Robin'): Promise<string> {
  const email = uniqueEmail('invited');
  const response = await api.send('POST', '/api/v1/users/', {
    district_id: districtId,
    people: [{ email, first_name: firstName, last_name: 'Tremblay' }],
    schools: [{ school_id: schoolId, user_type: 'school_teacher' }],
  });
  expect(response.status(), `invite ${email}: ${await response.text()}`).toBe(201);
  return email;
}

/** The set-password path (with token) of the latest e-mail sent to `email`, read as the super admin. */
export async function passwordLinkFor(superApi: Api, email: string, subject: RegExp = /./): Promise<string> {
  let path: string | null = null;
  await expect
    .poll(
      async () => {
        const page = await superApi.get<{ results: { to: string; subject: string; text: string }[] }>(`/api/v1/sent_emails/?search=${encodeURIComponent(email)}`);
        const text = page.results.find((m) => m.to === email && subject.test(m.subject))?.text ?? '';
        const match = /https?:\/\/[^\s/]+(\/auth\/set-password\?token=[^\s]+)/.exec(text);
        path = match?.[1] ?? null;
        return path;
      },
      { timeout: 30_000, message: `the e-mail to ${email} arrives` },
    )
    .not.toBeNull();
  return path!;
}

/** Sets the password of a link through the API. */
export async function setPasswordByLink(api: Api, linkPath: string, password = NEW_PASSWORD): Promise<void> {
  const token = new URL(linkPath, 'http://x').searchParams.get('token')!;
  const response = await api.send('POST', '/api/v1/users/password/', { token, password });
  expect(response.status(), await response.text()).toBe(204);
}

export async function signInAs(page: Page, email: string, password = NEW_PASSWORD): Promise<void> {
  await page.goto('/auth');
  await page.getByRole('textbox', { name: /^(E-mail|Courriel)/ }).fill(email);
  await page
    .getByLabel(/^(Password|Mot de passe)/)
    .first()
    .fill(password);
  await page.getByRole('button', { name: /^(Sign in|Se connecter)$/ }).click();
}

/** A district with one school of its own, so new users stay out of the demo lists. */
export async function createDistrict(
  superApi: Api,
  tag: string,
  options: { supportEmail?: string; francophone?: boolean } = {},
): Promise<{ districtId: number; schoolId: number; name: string }> {
  const name = `Identity ${tag} ${Date.now()}`;
  const district = await superApi.send('POST', '/api/v1/districts/', {
    name,
    francophone: options.francophone ?? false,
    ...(options.supportEmail ? { support_email: options.supportEmail } : {}),
  });
  expect(district.status(), await district.text()).toBe(201);
  const districtId = ((await district.json()) as { id: number }).id;
  const school = await superApi.send('POST', '/api/v1/schools/', { district_id: districtId, name: `${name} School` });
  expect(school.status(), await school.text()).toBe(201);
  return { districtId, schoolId: ((await school.json()) as { id: number }).id, name };
}

/** An invited teacher of a new district whose password is set; they have agreed to nothing yet. */
export async function readyTeacher(superApi: Api, tag: string, options: { francophone?: boolean } = {}): Promise<string> {
  const { districtId, schoolId } = await createDistrict(superApi, tag, options);
  const email = await inviteTeacher(superApi, districtId, schoolId);
  await setPasswordByLink(superApi, await passwordLinkFor(superApi, email));
  return email;
}
