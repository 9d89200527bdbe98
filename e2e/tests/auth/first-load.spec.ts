import { expect, test, type Page } from '@playwright/test';
import { expectNoA11yViolations } from '../support/a11y.ts';
import { ACCOUNTS } from '../support/cast.ts';
import { apiSignIn, storeLanguage, submitSignIn } from '../support/session.ts';

/** The script files the page asked for, by path. */
function scriptsOf(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  return scripts;
}

/** The text of every script the page received, once all have arrived. */
function scriptSources(page: Page): { text: () => Promise<string> } {
  const bodies: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') bodies.push(response.text());
  });
  return { text: async () => (await Promise.all(bodies)).join('\n') };
}

/** The first-load group a script file is (apps/web/build/first-load-chunks.ts), or null for the bundler's own chunks. */
const GROUP = /\/assets\/(boot|shared|sign-in|workspace|admin|district|school|admin-district|admin-school|district-school)-[\w-]{8}\.js$/;
const groupOf = (path: string) => GROUP.exec(path)?.[1] ?? null;

const catalogueParts = (scripts: string[]) => scripts.filter((path) => /\/assets\/(en|fr)-(base|areas)-/.test(path)).map((path) => /(en|fr)-(base|areas)/.exec(path)![0]);

/**
 * Records every text the page showed while loading (on each DOM change), with the page's language
 * (`lang|text`), so a test can say what was on screen at every step, not only at the end.
 */
async function recordTexts(page: Page): Promise<void> {
  // A string: the e2e project is typed without the DOM library.
  await page.addInitScript({
    content: `
      window.__texts = [];
      new MutationObserver(() => {
        const text = document.body ? document.body.innerText : '';
        const shown = document.documentElement.lang + '|' + text;
        if (text && window.__texts[window.__texts.length - 1] !== shown) window.__texts.push(shown);
      }).observe(document, { childList: true, subtree: true, characterData: true });
    `,
  });
}

const textsShown = (page: Page) => page.evaluate('window.__texts') as Promise<string[]>;

test.describe('first load (issue 13, section 3)', () => {
  test('the sign-in page loads only its language’s base strings, and the other language on a switch', async ({ page }) => {
    const scripts = scriptsOf(page);
    const sources = scriptSources(page);
    await page.goto('/auth');
    await expect(page.getByRole('heading', { name: 'Sign in', level: 2 })).toBeVisible();
    expect(catalogueParts(scripts)).toEqual(['en-base']);
    // No workspace code (the confirmation dialogs, Mantine's Modal, the shell: apps/web/build/first-load-chunks.ts), and no zod.
    const groups = scripts.map(groupOf).filter((group) => group !== null);
    expect(groups.filter((group) => !['boot', 'shared', 'sign-in'].includes(group))).toEqual([]);
    expect(groups).toEqual(expect.arrayContaining(['boot', 'shared', 'sign-in']));
    expect(await sources.text()).not.toContain('ZodError');

    await page.getByRole('button', { name: 'Français' }).click();
    await expect(page.getByRole('heading', { name: 'Connexion', level: 2 })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    expect(catalogueParts(scripts).sort()).toEqual(['en-base', 'fr-base']);
    await expect(page.locator('body')).not.toContainText('NOT_TRANSLATED');
  });

  test('a francophone user arriving with English stored sees French from the first screen, never English or raw keys', async ({ page }) => {
    await page.goto('/auth');
    await storeLanguage(page, 'en');
    await apiSignIn(page.request, ACCOUNTS.frAdmin);
    await recordTexts(page);
    // French arrives well after the workspace's own code: the page must wait for it, not show English meanwhile.
    await page.route(/\/assets\/fr-(base|areas)-/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      await route.continue();
    });
    await page.goto('/');
    await expect(page).toHaveURL(ACCOUNTS.frAdmin.lands);
    await expect(page.getByRole('heading', { level: 1, name: ACCOUNTS.frAdmin.heading })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Navigation principale' }).getByRole('link', { name: 'Accueil du conseil' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    const texts = await textsShown(page);
    const workspace = texts.filter((shown) => shown.includes(ACCOUNTS.frAdmin.heading as string));
    expect(workspace.length).toBeGreaterThan(0);
    // The workspace was never drawn in English, and no raw key was ever on screen.
    for (const shown of workspace) expect(shown.split('|')[0], shown.slice(0, 200)).toBe('fr');
    for (const shown of texts) expect(shown).not.toContain('NOT_TRANSLATED');
    await expectNoA11yViolations(page, 'francophone district home on first load');
  });

  test('a cold workspace fetches its code in a few files, and none of another workspace’s', async ({ page }) => {
    const scripts = scriptsOf(page);
    await apiSignIn(page.request, ACCOUNTS.districtAdmin);
    await page.goto('/');
    await expect(page).toHaveURL(ACCOUNTS.districtAdmin.lands);
    await expect(page.getByRole('heading', { level: 1, name: ACCOUNTS.districtAdmin.heading })).toBeVisible();
    // Before the grouping a cold district home fetched 97 scripts, most under 1 kB.
    expect(scripts.length).toBeLessThanOrEqual(15);
    const groups = scripts.map(groupOf).filter((group) => group !== null);
    expect(groups).toEqual(expect.arrayContaining(['boot', 'shared', 'workspace', 'district']));
    expect(groups.filter((group) => group === 'sign-in' || group.split('-').every((part) => part === 'admin' || part === 'school'))).toEqual([]);
    await expect(page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Schools', exact: true })).toBeVisible();
  });

  test('after signing in, the workspaces’ strings load too, and a switch brings the other language’s', async ({ page }) => {
    const scripts = scriptsOf(page);
    await page.goto('/auth');
    await submitSignIn(page, ACCOUNTS.schoolAdmin.email);
    await expect(page).toHaveURL(ACCOUNTS.schoolAdmin.lands);
    await expect(page.getByRole('heading', { level: 1, name: ACCOUNTS.schoolAdmin.heading })).toBeVisible();
    // A feature area's sidebar label (ui-students), from en-areas.
    const nav = page.getByRole('navigation', { name: /Main navigation|Navigation principale/ });
    await expect(nav.getByRole('link', { name: 'Students', exact: true })).toBeVisible();
    expect(catalogueParts(scripts).sort()).toEqual(['en-areas', 'en-base']);

    await page.getByRole('button', { name: 'Français' }).first().click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(nav.getByRole('link', { name: 'Élèves', exact: true })).toBeVisible();
    expect(catalogueParts(scripts).sort()).toEqual(['en-areas', 'en-base', 'fr-areas', 'fr-base']);
    await expect(page.locator('body')).not.toContainText('NOT_TRANSLATED');
  });
});
