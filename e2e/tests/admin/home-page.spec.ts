/**
 * The sign-in page as edited content (issue 23, section 1): a super admin adds a testimonial as a draft (not on the
 * sign-in page, in the preview), publishes it, and visitors read it in English and French; reorders by keyboard; adds
 * a slide with an uploaded image (alt text required) that visitors see in their language; adds the home-page video that
 * plays only once asked; the editor in French. Axe on every new page. One flow a test; each flow is cleaned up.
 */
import sharp from 'sharp';
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { expectNoA11yViolations } from '../support/a11y.ts';
import { storageStateOf } from '../support/session.ts';
import { shot } from '../support/shots.ts';

test.use({ storageState: storageStateOf('super') });
// Long flows (a form, a visitor's page in each language, the clean-up) on two shared cores.
test.describe.configure({ timeout: 180_000 });

/** Something unique to this run, so a reused server's earlier items never match. */
const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/** A visitor: a fresh browser context, no session, no cache. */
async function visitor(browser: Browser, path: string): Promise<Page> {
  const context = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const page = await context.newPage();
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 2, name: /^(Sign in|Connexion)$/ })).toBeVisible();
  return page;
}

/** Deletes what a test made, through the API (the super admin's session; CSRF header from its cookie). */
async function removeItems(request: APIRequestContext, collection: string, match: (item: Record<string, unknown>) => boolean) {
  await request.get('/api/v1/current_user/');
  const csrf = (await request.storageState()).cookies.find((cookie) => cookie.name === 'csrftoken')?.value ?? '';
  const list = (await (await request.get(`/api/v1/home_page/${collection}/`)).json()) as { items: Record<string, unknown>[] };
  for (const item of list.items.filter(match)) await request.delete(`/api/v1/home_page/${collection}/${String(item.id)}/`, { headers: { 'X-CSRFToken': csrf } });
}

async function pick(page: Page, field: string, option: string) {
  await page.getByRole('combobox', { name: field, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test.describe('home page updates', () => {
  test('a testimonial added as a draft shows only in the preview, then on the sign-in page in English and French once published', async ({ page, browser }) => {
    const quote = { en: `“Our meetings end with actions” ${run}`, fr: `« Nos rencontres finissent par des actions » ${run}` };
    try {
      await page.goto('/admin');
      await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Home page updates' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Home page updates' })).toBeVisible();
      await page.getByRole('tab', { name: 'Testimonials' }).click();
      await expect(page).toHaveURL(/tab=testimonials/);
      await expect(page.getByRole('list', { name: 'Testimonials' }).getByTestId('home-item').first()).toBeVisible();
      await expectNoA11yViolations(page, 'the home page updates (testimonials)');
      await shot(page, 'home-page-updates-en', { fullPage: true });

      await page.getByRole('link', { name: 'Add testimonial' }).click();
      await expect(page).toHaveURL(/\/admin\/add-testimonials-data$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Add testimonial' })).toBeVisible();
      // The contract's checks before anything is sent: both languages are required.
      await page.getByRole('button', { name: 'Create' }).click();
      await expect(page.getByText('Required').first()).toBeVisible();
      await page.getByRole('textbox', { name: 'Quote (English)' }).fill(quote.en);
      await page.getByRole('textbox', { name: 'Quote (French)' }).fill(quote.fr);
      await page.getByRole('textbox', { name: 'Person', exact: true }).fill(`Dana ${run}`);
      await page.getByRole('textbox', { name: 'Role (English)' }).fill('Resource teacher');
      await page.getByRole('textbox', { name: 'Role (French)' }).fill('Enseignante-ressource');
      await page.getByRole('textbox', { name: 'School', exact: true }).fill('Aspen Grove School');
      await expectNoA11yViolations(page, 'the add testimonial form');
      await shot(page, 'home-page-add-testimonial-en', { fullPage: true });
      await page.getByRole('button', { name: 'Create' }).click();

      await expect(page).toHaveURL(/\/admin\/home-page-updates\?tab=testimonials$/);
      const row = page.getByTestId('home-item').filter({ hasText: `Dana ${run}` });
      await expect(row.getByText('Draft', { exact: true })).toBeVisible();

      // A draft: visitors do not see it.
      const before = await visitor(browser, '/auth');
      await expect(before.getByRole('heading', { name: 'What educators say' })).toBeVisible();
      await expect(before.getByText(quote.en)).toHaveCount(0);
      await before.context().close();

      // The preview includes it, and says so.
      await page.getByRole('link', { name: 'Preview' }).click();
      await expect(page).toHaveURL(/\/admin\/home-page-updates\/preview$/);
      await expect(page.getByRole('complementary', { name: 'Preview' }).getByText('Preview: drafts included')).toBeVisible();
      await expect(page.getByText(quote.en)).toBeVisible();
      await expectNoA11yViolations(page, 'the sign-in page preview');
      await shot(page, 'home-page-preview-en', { fullPage: true });
      await page.getByRole('link', { name: 'Back to home page updates' }).click();

      // Published: visitors read it in their language.
      await page.getByRole('tab', { name: 'Testimonials' }).click();
      await row.getByRole('link', { name: `Edit: Dana ${run}` }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Edit testimonial' })).toBeVisible();
      await expect(page.getByRole('textbox', { name: 'Quote (French)' })).toHaveValue(quote.fr);
      await pick(page, 'Status', 'Published');
      await expectNoA11yViolations(page, 'the edit testimonial form');
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(page).toHaveURL(/tab=testimonials$/);
      await expect(row.getByText('Published', { exact: true })).toBeVisible();

      const english = await visitor(browser, '/auth');
      const figure = english.getByTestId('testimonial').filter({ hasText: quote.en });
      await expect(figure).toBeVisible();
      await expect(figure).toContainText(`Dana ${run}`);
      await expect(figure).toContainText('Resource teacher, Aspen Grove School');
      await shot(english, 'sign-in-en', { fullPage: true });
      await english.context().close();

      const french = await visitor(browser, '/auth?lang=fr');
      await expect(french.getByRole('heading', { name: 'Ce qu’en disent les éducateurs' })).toBeVisible();
      await expect(french.getByTestId('testimonial').filter({ hasText: quote.fr })).toContainText('Enseignante-ressource, Aspen Grove School');
      await expect(french.getByText(quote.en)).toHaveCount(0);
      await shot(french, 'sign-in-fr', { fullPage: true });
      await french.context().close();
    } finally {
      await removeItems(page.request, 'testimonials', (item) => String(item.person_name).endsWith(run));
    }
  });

  test('school home page links are reordered with the keyboard, and deleted after a confirmation', async ({ page, browser }) => {
    const names = [`Aspen ${run}`, `Birch ${run}`];
    try {
      for (const [index, name] of names.entries()) {
        await page.goto('/admin/add-school-home-page-link');
        await expect(page.getByRole('heading', { level: 1, name: 'Add school home page link' })).toBeVisible();
        await expect(page.getByRole('combobox', { name: 'Where it shows', exact: true })).toHaveValue('School home page');
        if (index === 0) await expectNoA11yViolations(page, 'the add school home page link form');
        await pick(page, 'Status', 'Published');
        await page.getByRole('textbox', { name: 'Label (English)' }).fill(name);
        await page.getByRole('textbox', { name: 'Label (French)' }).fill(`École ${name}`);
        await page.getByRole('textbox', { name: 'Address', exact: true }).fill('not a link');
        await page.getByRole('button', { name: 'Create' }).click();
        await expect(page.getByText('Please enter a valid URL')).toBeVisible();
        await page.getByRole('textbox', { name: 'Address', exact: true }).fill(`https://example.org/${index}`);
        await page.getByRole('button', { name: 'Create' }).click();
        await expect(page).toHaveURL(/tab=links$/);
      }
      const list = page.getByRole('list', { name: 'Links' });
      const rows = list.getByTestId('home-item');
      const order = async () => (await rows.allTextContents()).filter((text) => text.includes(run)).map((text) => (text.includes(names[0]!) ? 0 : 1));
      await expect.poll(order).toEqual([0, 1]);

      // Move up, by keyboard only: focus the button and press Enter; the move is announced.
      const up = list.getByRole('button', { name: `Move up: ${names[1]}` });
      await up.focus();
      await page.keyboard.press('Enter');
      await expect(page.getByRole('status').filter({ hasText: `${names[1]} moved to position` })).toBeAttached();
      await expect.poll(order).toEqual([1, 0]);
      await page.reload();
      await expect.poll(order).toEqual([1, 0]);

      const visitorPage = await visitor(browser, '/auth');
      const section = visitorPage.getByRole('region', { name: 'Schools’ home pages' });
      // The section draws once the content is in (lazily): wait for it, then read its order.
      await expect(section.getByRole('link', { name: new RegExp(names[0]!) })).toBeVisible();
      const links = (await section.getByRole('link').allTextContents()).filter((text) => text.includes(run));
      expect(links.map((text) => (text.includes(names[0]!) ? 0 : 1))).toEqual([1, 0]);
      await expect(section.getByRole('link', { name: new RegExp(names[0]!) })).toHaveAttribute('rel', /noopener/);
      await visitorPage.context().close();

      // Delete, after saying yes.
      await list.getByRole('button', { name: `Delete: ${names[0]}` }).click();
      const dialog = page.getByRole('dialog', { name: 'Delete this item?' });
      await expect(dialog).toContainText(names[0]!);
      await expectNoA11yViolations(page, 'the delete confirmation');
      await dialog.getByRole('button', { name: 'Delete' }).click();
      await expect(rows.filter({ hasText: names[0]! })).toHaveCount(0);
    } finally {
      await removeItems(page.request, 'links', (item) => JSON.stringify(item.label).includes(run));
    }
  });

  test('a slide with an uploaded image needs its alt texts, and visitors see it in their language', async ({ page, browser }) => {
    const title = { en: `Every student on one board ${run}`, fr: `Chaque élève sur un tableau ${run}` };
    const alt = { en: `A team around a board ${run}`, fr: `Une équipe autour d’un tableau ${run}` };
    const png = await sharp({ create: { width: 640, height: 360, channels: 3, background: { r: 30, g: 110, b: 200 } } })
      .png()
      .toBuffer();
    try {
      await page.goto('/admin/home-page-updates');
      await expect(page.getByRole('tab', { name: 'Slides', selected: true })).toBeVisible();
      await page.getByRole('link', { name: 'Add slide' }).click();
      await expect(page).toHaveURL(/\/admin\/add-slider-data$/);
      await pick(page, 'Status', 'Published');
      await page.getByRole('textbox', { name: 'Title (English)' }).fill(title.en);
      await page.getByRole('textbox', { name: 'Title (French)' }).fill(title.fr);
      await page.getByRole('textbox', { name: 'Text (English)' }).fill('Teams see every student at a glance.');
      await page.getByRole('textbox', { name: 'Text (French)' }).fill('Les équipes voient chaque élève d’un coup d’œil.');
      // Text dressed up as an image is refused by its content.
      await page.locator('input[type=file]').setInputFiles({ name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('not an image at all') });
      await expect(page.getByText('Please upload a PNG, JPEG or WebP image')).toBeVisible();
      await page.locator('input[type=file]').setInputFiles({ name: 'board.png', mimeType: 'image/png', buffer: png });
      await expect(page.getByTestId('image-preview')).toBeVisible();
      // An image without its alt texts is not saved.
      await page.getByRole('button', { name: 'Create' }).click();
      await expect(page.getByRole('textbox', { name: 'Alt text (English)' })).toHaveAttribute('aria-invalid', 'true');
      await page.getByRole('textbox', { name: 'Alt text (English)' }).fill(alt.en);
      await page.getByRole('textbox', { name: 'Alt text (French)' }).fill(alt.fr);
      await expectNoA11yViolations(page, 'the add slide form with an image');
      await shot(page, 'home-page-add-slide-en', { fullPage: true });
      await page.getByRole('button', { name: 'Create' }).click();
      await expect(page).toHaveURL(/tab=slides$/);
      await expect(page.getByTestId('home-item').filter({ hasText: title.en }).getByText('Published', { exact: true })).toBeVisible();

      for (const [lang, path] of [
        ['en', '/auth'],
        ['fr', '/auth?lang=fr'],
      ] as const) {
        const seen = await visitor(browser, path);
        const slider = seen.getByTestId('home-slider');
        const slide = slider.getByRole('group').filter({ hasText: title[lang] });
        await expect(slide).toBeVisible();
        const image = slide.getByRole('img', { name: alt[lang] });
        await expect(image).toBeVisible();
        expect(await image.getAttribute('width')).toBe('640');
        expect(await image.getAttribute('height')).toBe('360');
        // Re-encoded by the server, served from this site.
        const response = await seen.request.get((await image.getAttribute('src'))!);
        expect(response.headers()['content-type']).toBe('image/webp');
        await expectNoA11yViolations(seen, `the sign-in page with a slide (${lang})`);
        await seen.context().close();
      }
    } finally {
      await removeItems(page.request, 'slides', (item) => JSON.stringify(item.title).includes(run));
    }
  });

  test('the home page video plays with the privacy-enhanced player, created only once a visitor asks', async ({ page, browser }) => {
    try {
      await page.goto('/admin/home-page-updates?tab=video');
      await page.getByRole('link', { name: 'Add video' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Add home page video' })).toBeVisible();
      await pick(page, 'Status', 'Published');
      await page.getByRole('textbox', { name: 'Address', exact: true }).fill('https://example.org/not-youtube');
      await page.getByRole('textbox', { name: 'Title (English)' }).fill(`Tour ${run}`);
      await page.getByRole('textbox', { name: 'Title (French)' }).fill(`Visite ${run}`);
      await page.getByRole('button', { name: 'Create' }).click();
      await expect(page.getByText('Please make sure to provide a valid Youtube video URL')).toBeVisible();
      await page.getByRole('textbox', { name: 'Address', exact: true }).fill('https://youtu.be/dQw4w9WgXcQ');
      await expectNoA11yViolations(page, 'the add video form');
      await page.getByRole('button', { name: 'Create' }).click();
      await expect(page).toHaveURL(/tab=video$/);
      await page.getByRole('link', { name: `Edit: Tour ${run}` }).click();
      await expect(page).toHaveURL(/\/admin\/home-page-updates\/edit-home-page-video\/\d+$/);
      await expect(page.getByRole('textbox', { name: 'Address', exact: true })).toHaveValue('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
      await expectNoA11yViolations(page, 'the edit video form');

      const context = await browser.newContext({ storageState: { cookies: [], origins: [] } });
      const seen = await context.newPage();
      const youtube: string[] = [];
      // Nothing leaves this machine: the player's request is counted, then refused.
      await seen.route(/youtube/, async (route) => {
        youtube.push(route.request().url());
        await route.abort();
      });
      await seen.goto('/auth');
      const watch = seen.getByRole('button', { name: 'Watch Video' });
      await expect(watch).toBeVisible();
      expect(youtube).toEqual([]);
      await expect(seen.locator('iframe')).toHaveCount(0);
      await watch.click();
      const dialog = seen.getByRole('dialog', { name: `Tour ${run}` });
      await expect(dialog).toBeVisible();
      await expect(dialog.locator('iframe')).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1');
      await seen.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(seen.locator('iframe')).toHaveCount(0);
      await context.close();
    } finally {
      await removeItems(page.request, 'video', (item) => JSON.stringify(item.title).includes(run));
    }
  });

  test('in French, the editor, a form and the terms page’s editor read in French', async ({ page }) => {
    // The switch is remembered for the super admin: back to English afterwards, for the other tests.
    try {
      await page.goto('/admin/home-page-updates');
      await expect(page.getByRole('heading', { level: 1, name: 'Home page updates' })).toBeVisible();
      await page.getByRole('button', { name: 'Français' }).first().click();
      await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
      await expect(page.getByRole('heading', { level: 1, name: 'Mises à jour de la page d’accueil' })).toBeVisible();
      await page.getByRole('tab', { name: 'Partenaires' }).click();
      await expect(page.getByRole('list', { name: 'Partenaires' }).getByText('Prairie Creek School Division')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Monter : Conseil scolaire des Rivières' })).toBeVisible();
      await expectNoA11yViolations(page, 'the home page updates in French');
      await shot(page, 'home-page-updates-fr', { fullPage: true });

      await page.getByRole('link', { name: 'Ajouter un partenaire' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Ajouter un partenaire' })).toBeVisible();
      await expect(page.getByRole('combobox', { name: 'Statut' })).toHaveValue('Brouillon');
      await expectNoA11yViolations(page, 'the add partner form in French');
      await shot(page, 'home-page-add-partner-fr', { fullPage: true });
      await page.getByRole('button', { name: 'Annuler' }).click();

      await page.getByRole('tab', { name: 'Conditions et confidentialité' }).click();
      await page.getByRole('link', { name: 'Modifier « Conditions d’utilisation »' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Modifier les conditions d’utilisation' })).toBeVisible();
      await expect(page.getByRole('textbox', { name: 'Texte (français)' })).toHaveValue(/Ces conditions s’appliquent/);
      await expectNoA11yViolations(page, 'the terms editor in French');
      await shot(page, 'home-page-legal-fr', { fullPage: true });
    } finally {
      const english = page.getByRole('button', { name: 'English' }).first();
      if (await english.isVisible()) {
        await english.click();
        await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      }
    }
  });
});
