/**
 * The district's system page (issue 23, section 4): a district admin opens District settings from the sidebar,
 * changes the meeting cadence and a default of the e-mail summaries, and switches the automatic deletion of archived students on (after a confirmation);
 * the same page in French, where a bad e-mail is refused at its field and the school year's start month is saved;
 * the same automatic deletion on the imports' Configurations page, checked, then off again in French;
 * a district leader reads the settings without a way to change them, and a teacher neither sees nor opens the page.
 * Axe on the page in each language and on the confirmation. One flow a test, each language once.
 */
import { expect, test, type Page } from '@playwright/test';
import { expectNoA11yViolations } from '../support/a11y.ts';
import { ACCOUNTS } from '../support/cast.ts';
import { switchToFrench } from '../support/language.ts';
import { apiSignIn, demoTenantIds, storageStateOf } from '../support/session.ts';
import { shot } from '../support/shots.ts';
import { apiAs } from '../identity/support.ts';

let ids: Awaited<ReturnType<typeof demoTenantIds>>;

/**
 * These tests change the demo district's own settings, which other specs read (the imports' configurations page
 * shares the automatic deletion of archived students): one after another in one worker, and put back afterwards.
 */
test.describe.configure({ mode: 'serial' });

type Settings = { version: number; meeting_cadence_days: number; school_year_start_month: number; archive_auto_delete_days: number | null };
type Defaults = { results: { type: string; frequency: string; is_product_default: boolean }[] };
let before: { settings: Settings; defaults: Defaults };

test.beforeAll(async ({ playwright, baseURL }) => {
  ids = await demoTenantIds(playwright, baseURL);
  const admin = await apiAs(playwright, baseURL, 'districtAdmin');
  before = {
    settings: await admin.get<Settings>(`/api/v1/districts/${ids.en}/system/`),
    defaults: await admin.get<Defaults>(`/api/v1/summary_preferences/defaults/?district=${ids.en}`),
  };
  await admin.dispose();
});

test.afterAll(async ({ playwright, baseURL }) => {
  const admin = await apiAs(playwright, baseURL, 'districtAdmin');
  const { version } = await admin.get<Settings>(`/api/v1/districts/${ids.en}/system/`);
  const { meeting_cadence_days, school_year_start_month, archive_auto_delete_days } = before.settings;
  const settings = await admin.send('PATCH', `/api/v1/districts/${ids.en}/system/`, { version, meeting_cadence_days, school_year_start_month, archive_auto_delete_days });
  expect(settings.status(), await settings.text()).toBe(200);
  const defaults = Object.fromEntries(before.defaults.results.map((d) => [d.type, d.is_product_default ? null : d.frequency]));
  const summaries = await admin.send('PATCH', `/api/v1/summary_preferences/defaults/?district=${ids.en}`, { defaults });
  expect(summaries.status(), await summaries.text()).toBe(200);
  await admin.dispose();
});

const sidebar = (page: Page) => page.getByRole('navigation', { name: /^(Main navigation|Navigation principale)$/ });
const section = (page: Page, name: string) => page.getByRole('region', { name });

test.describe('district settings', () => {
  test('a district admin changes the meeting cadence and switches automatic deletion on after confirming', async ({ page }) => {
    test.setTimeout(120_000);
    await apiSignIn(page.request, ACCOUNTS.districtAdmin);
    await page.goto(`/district/${ids.en}`);
    await sidebar(page).getByRole('link', { name: 'District settings', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/district/${ids.en}/system$`));
    await expect(page.getByRole('heading', { level: 1, name: 'District settings' })).toBeVisible();
    await expect(section(page, 'Connected districts').getByText('No connected districts')).toBeVisible();
    await expect(section(page, 'SIS sync').getByRole('link', { name: 'Open the SIS sync' })).toHaveAttribute('href', `/district/${ids.en}/sync`);
    await expect(section(page, 'School year and time zone').getByRole('combobox', { name: /^School year starts in/ })).toHaveValue('August');
    await shot(page, 'district-system');
    await expectNoA11yViolations(page, 'the district settings');

    const cadence = section(page, 'Meeting cadence');
    const days = cadence.getByRole('textbox', { name: /^Days between team meetings, at most/ });
    await expect(days).toHaveValue('42');
    await days.fill('200');
    await cadence.getByRole('button', { name: 'Save' }).click();
    await expect(cadence.getByText('Value must be less than or equal to 180')).toBeVisible();
    await days.fill('35');
    await cadence.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Settings saved')).toBeVisible();
    await page.reload();
    await expect(section(page, 'Meeting cadence').getByRole('textbox', { name: /^Days between team meetings/ })).toHaveValue('35');

    // The e-mail summaries' defaults (issue 23, section 2) are a card of the same page.
    const teamBoards = (p: Page) => section(p, 'E-mail summaries: district defaults').getByRole('radiogroup', { name: /^Team boards/ });
    await teamBoards(page).getByRole('radio', { name: 'Weekly' }).check();
    await section(page, 'E-mail summaries: district defaults').getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('The district’s defaults were saved')).toBeVisible();
    await page.reload();
    await expect(teamBoards(page).getByRole('radio', { name: 'Weekly' })).toBeChecked();

    const retention = section(page, 'Automatic deletion of archived students');
    await expect(retention.getByText('Archived students are kept until someone deletes them.')).toBeVisible();
    await retention.getByRole('switch', { name: 'Delete archived students automatically' }).click({ force: true });
    await retention.getByRole('textbox', { name: /^Days after archiving/ }).fill('400');
    await retention.getByRole('button', { name: 'Save' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete archived students automatically?' });
    await expect(confirm).toContainText('400 days after their archive date');
    await expectNoA11yViolations(page, 'the confirmation of automatic deletion');
    await confirm.getByRole('button', { name: 'Switch on' }).click();
    await expect(page.getByText('Settings saved').first()).toBeVisible();
    await page.reload();
    await expect(section(page, 'Automatic deletion of archived students').getByRole('textbox', { name: /^Days after archiving/ })).toHaveValue('400');
  });

  test('en français : un courriel invalide est refusé et le mois de début de l’année scolaire est enregistré', async ({ page }) => {
    await apiSignIn(page.request, ACCOUNTS.districtAdmin);
    await page.goto(`/district/${ids.en}/system`);
    await switchToFrench(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Paramètres du conseil' })).toBeVisible();
    await expect(sidebar(page).getByRole('link', { name: 'Paramètres du conseil', exact: true })).toBeVisible();
    await expect(section(page, 'Conseils connectés').getByText('Aucun conseil connecté')).toBeVisible();
    await shot(page, 'district-system-fr');
    await expectNoA11yViolations(page, 'les paramètres du district');

    const contact = section(page, 'Contact de soutien');
    await contact.getByRole('textbox', { name: /^Courriel de soutien/ }).fill('pas-un-courriel');
    await contact.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(contact.getByText('Courriel invalide')).toBeVisible();

    const calendar = section(page, 'Année scolaire et fuseau horaire');
    const month = calendar.getByRole('combobox', { name: /^L’année scolaire commence en/ });
    await expect(month).toHaveValue('août');
    await month.click();
    await page.getByRole('option', { name: 'septembre' }).click();
    await calendar.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(page.getByText('Paramètres enregistrés')).toBeVisible();
    await page.reload();
    await expect(section(page, 'Année scolaire et fuseau horaire').getByRole('combobox', { name: /^L’année scolaire commence en/ })).toHaveValue('septembre');
  });

  // The same setting on the imports' Configurations page (issue 15), kept in this file so the two never run at once.
  test('on the Configurations page, a district admin switches auto-delete on with a number of days, checked, then off again (axe, then French)', async ({ page }) => {
    await apiSignIn(page.request, ACCOUNTS.districtAdmin);
    // From a known state: the first test of this file left it on (400 days).
    const csrf = (await page.request.storageState()).cookies.find((c) => c.name === 'csrftoken')?.value ?? '';
    const off = await page.request.patch(`/api/v1/districts/${ids.en}/retention/`, { data: { archive_auto_delete_days: null }, headers: { 'X-CSRFToken': csrf } });
    expect(off.status(), await off.text()).toBe(200);
    await page.goto('/');
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Configurations' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Configurations' })).toBeVisible();
    const toggle = page.getByRole('switch', { name: 'Delete archived students automatically' });
    await expect(toggle).not.toBeChecked();
    await toggle.click();
    const days = page.getByRole('textbox', { name: /^Days after the archive date/ });
    await days.fill('12');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Value must be greater than or equal to 30')).toBeVisible();
    await expectNoA11yViolations(page, 'configurations (error shown)');
    await days.fill('400');
    const saving = page.waitForResponse((r) => r.url().includes('/retention/') && r.request().method() === 'PATCH');
    await page.getByRole('button', { name: 'Save' }).click();
    expect((await saving).status()).toBe(200);
    await expect(page.getByText('Retention setting saved.')).toBeVisible();
    await page.reload();
    await expect(page.getByRole('textbox', { name: /^Days after the archive date/ })).toHaveValue('400');
    await shot(page, 'configurations-en', { fullPage: true });

    await switchToFrench(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Configurations' })).toBeVisible();
    await expect(page.getByText('Suppression automatique des élèves archivés')).toBeVisible();
    await expectNoA11yViolations(page, 'configurations (fr)');
    await shot(page, 'configurations-fr', { fullPage: true });
    await page.getByRole('switch', { name: 'Supprimer automatiquement les élèves archivés' }).click();
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(page.getByText('Paramètre de conservation enregistré.')).toBeVisible();
    await expect(page.getByText('Désactivée : les élèves archivés sont conservés.')).toBeVisible();
    await page.getByRole('button', { name: 'English' }).first().click();
  });

  test('a district leader reads the settings without changing them', async ({ page }) => {
    await apiSignIn(page.request, ACCOUNTS.districtLeader);
    await page.goto(`/district/${ids.en}/system`);
    await expect(page.getByRole('heading', { level: 1, name: 'District settings' })).toBeVisible();
    await expect(page.getByText('Only the district’s admins change these settings. You can read them.')).toBeVisible();
    await expect(section(page, 'Meeting cadence').getByRole('textbox', { name: /^Days between team meetings/ })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(0);
  });

  test.describe('a school teacher', () => {
    test.use({ storageState: storageStateOf('teacher') });

    test('does not see District settings in the sidebar, and its URL is refused', async ({ page }) => {
      await page.goto('/');
      await expect(sidebar(page)).toBeVisible();
      await expect(sidebar(page).getByRole('link', { name: 'District settings' })).toHaveCount(0);
      await page.goto(`/district/${ids.en}/system`);
      await expect(page.getByRole('heading', { level: 1, name: /^(You don't have permissions to view this page\.|Not Found)$/ })).toBeVisible();
    });
  });
});
