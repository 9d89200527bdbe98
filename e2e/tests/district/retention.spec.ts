/**
 * The retention of graduated and archived students' records on the district's system page (issue 24, section 6).
 * A district made for the test (the demo districts' settings stay as other specs expect them) and its admin: the
 * admin sets the years kept, confirms in the dialog, sees that nothing is removed while the automatic deletion of
 * archived students is off, and that no run has removed anything yet; then switches it off again. English and
 * French (a francophone district), axe on the card and the dialog. The runs themselves (first run listing and
 * waiting, confirmation, later runs) are covered through the API in apps/server/test/retention.test.ts.
 */
import { expect, test, type Page } from '@playwright/test';
import { generate } from 'otplib';
import { expectNoA11yViolations } from '../support/a11y.ts';
import { storeLanguage } from '../support/session.ts';
import { Api, apiAs, createDistrict, NEW_PASSWORD, passwordLinkFor, setPasswordByLink, uniqueEmail } from '../identity/support.ts';

const CASES = [
  {
    lang: 'en',
    card: 'Retention of graduated and archived students’ records',
    toggle: 'Remove records after a number of years',
    years: /^Years kept after graduation or archiving/,
    save: 'Save',
    dialog: 'Remove expired records?',
    saved: 'Settings saved',
    autoOff: /automatic deletion of archived students is off/,
    noRuns: 'No run has removed anything yet',
    kept: 'Records of graduated and archived students are kept.',
  },
  {
    lang: 'fr',
    card: 'Conservation des dossiers des élèves diplômés et archivés',
    toggle: 'Supprimer les dossiers après un nombre d’années',
    years: /^Années de conservation après le diplôme ou l’archivage/,
    save: 'Enregistrer',
    dialog: 'Supprimer les dossiers expirés\u00a0?',
    saved: 'Paramètres enregistrés',
    autoOff: /suppression automatique des élèves archivés est désactivée/,
    noRuns: 'Aucun traitement n’a encore rien supprimé',
    kept: 'Les dossiers des élèves diplômés et archivés sont conservés.',
  },
] as const;

const section = (page: Page, name: string) => page.getByRole('region', { name });

for (const c of CASES) {
  test(`a district admin sets how many years records are kept (${c.lang}, axe)`, async ({ browser, playwright, baseURL }) => {
    test.setTimeout(180_000);
    const superApi = await apiAs(playwright, baseURL, 'super');
    const { districtId } = await createDistrict(superApi, `retention-${c.lang}`, { francophone: c.lang === 'fr' });
    const email = uniqueEmail('retention-admin');
    const invited = await superApi.send('POST', '/api/v1/users/', {
      district_id: districtId,
      people: [{ email, first_name: 'Rita', last_name: 'Tention' }],
      schools: [],
      district_role: { user_type: 'district_admin' },
    });
    expect(invited.status(), await invited.text()).toBe(201);
    await setPasswordByLink(superApi, await passwordLinkFor(superApi, email));
    await superApi.dispose();
    const admin = new Api(await playwright.request.newContext({ baseURL, storageState: { cookies: [], origins: [] } }));
    expect((await admin.send('POST', '/api/v1/auth/', { email, password: NEW_PASSWORD })).status()).toBe(200);
    // A district admin enrols a second factor before anything else (issue 24, section 4): an authenticator app.
    const started = await admin.send('POST', '/api/v1/mfa/totp/');
    expect(started.status(), await started.text()).toBeLessThan(300);
    const { factor_id, secret } = (await started.json()) as { factor_id: number; secret: string };
    const confirmed = await admin.send('POST', '/api/v1/mfa/totp/confirm/', { factor_id, code: await generate({ secret }), label: 'Test app' });
    expect(confirmed.status(), await confirmed.text()).toBeLessThan(300);
    const { version } = await admin.get<{ version: number }>('/api/v1/agreement/');
    expect((await admin.send('POST', '/api/v1/agreement/', { version, agree: true })).status()).toBe(204);
    const context = await browser.newContext({ storageState: await admin.request.storageState() });
    await admin.dispose();

    const page = await context.newPage();
    await page.goto(`/district/${districtId}/system`);
    await storeLanguage(page, c.lang);
    await page.reload();
    const card = section(page, c.card);
    await expect(card.getByText(c.kept, { exact: true })).toBeVisible();
    await card.getByRole('switch', { name: c.toggle }).click({ force: true });
    await card.getByRole('textbox', { name: c.years }).fill('10');
    await card.getByRole('button', { name: c.save }).click();
    const dialog = page.getByRole('dialog', { name: c.dialog });
    await expect(dialog).toContainText('10');
    await expectNoA11yViolations(page, `the retention confirmation (${c.lang})`);
    await dialog.getByRole('button', { name: c.save }).click();
    await expect(page.getByText(c.saved).first()).toBeVisible();
    await page.reload();
    await expect(section(page, c.card).getByRole('textbox', { name: c.years })).toHaveValue('10');
    await expect(section(page, c.card).getByText(c.autoOff)).toBeVisible();
    await expect(section(page, c.card).getByText(c.noRuns)).toBeVisible();
    await expectNoA11yViolations(page, `the retention card (${c.lang})`);

    // Back off.
    await section(page, c.card).getByRole('switch', { name: c.toggle }).click({ force: true });
    await section(page, c.card).getByRole('button', { name: c.save }).click();
    await expect(section(page, c.card).getByText(c.kept, { exact: true })).toBeVisible();
    await page.reload();
    await expect(section(page, c.card).getByText(c.kept, { exact: true })).toBeVisible();
    await context.close();
  });
}
