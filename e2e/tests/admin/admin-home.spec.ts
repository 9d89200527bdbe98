import { expect, test } from '@playwright/test';
import { expectNoA11yViolations } from '../support/a11y.ts';
import { DISTRICT_EN, DISTRICT_FR } from '../support/cast.ts';
import { switchToFrench } from '../support/language.ts';
import { shot } from '../support/shots.ts';
import { storageStateOf } from '../support/session.ts';

test.use({ storageState: storageStateOf('super') });

test.describe('admin home', () => {
  test('shows the system statistics and every district with its schools count', async ({ page }) => {
    await page.goto('/admin');
    await expect(page.getByRole('heading', { level: 1, name: 'System statistics overview' })).toBeVisible();
    for (const label of ['Districts', 'Schools', 'Users', 'Active sessions', 'Sign-ins in the last 7 days']) {
      await expect(page.getByRole('main').getByText(label, { exact: true }).first()).toBeVisible();
    }
    const table = page.getByRole('table', { name: 'Districts' });
    await expect(table.getByRole('row', { name: new RegExp(`${DISTRICT_EN}.*English.*3`) })).toBeVisible();
    await expect(table.getByRole('row', { name: new RegExp(`${DISTRICT_FR}.*French.*2`) })).toBeVisible();
  });

  test('shows what the districts hold and do, and the last twelve months by month, in English and French (axe)', async ({ page }) => {
    await page.goto('/admin');
    await expect(page.getByRole('heading', { level: 1, name: 'System statistics overview' })).toBeVisible();
    const main = page.getByRole('main');
    for (const label of ['Active in the last 30 days', 'Active students', 'Team boards', 'Meetings held', 'Supports given', 'Support plans', 'E-mails sent']) {
      await expect(main.getByText(label, { exact: true }).first()).toBeVisible();
    }
    await expect(main.getByText(/^In good standing: \d+ · payment pending: \d+ · suspended: \d+$/)).toBeVisible();
    const trends = page.getByRole('table', { name: /^The last twelve months/ });
    await expect(trends.getByRole('row')).toHaveCount(13);
    await expect(trends.getByRole('columnheader')).toHaveText(['Month', 'Meetings held', 'Actions created', 'Supports given', 'Sign-ins']);
    await expectNoA11yViolations(page, 'the system statistics overview');

    await switchToFrench(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Aperçu des statistiques du système' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Activité par mois' })).toBeVisible();
    const tendances = page.getByRole('table', { name: /^Les douze derniers mois/ });
    await expect(tendances.getByRole('columnheader')).toHaveText(['Mois', 'Rencontres tenues', 'Actions créées', 'Soutiens offerts', 'Connexions']);
    await expect(main.getByText(/^En règle : \d+ · paiement en attente : \d+ · suspendues : \d+$/)).toBeVisible();
    await expectNoA11yViolations(page, 'l’aperçu des statistiques du système');
    await shot(page, 'admin-statistics-fr', { fullPage: true });
  });

  test('searches districts and opens one in the district workspace', async ({ page }) => {
    await page.goto('/admin');
    await page.getByRole('searchbox', { name: 'Search districts' }).fill('Rivières');
    await expect(page).toHaveURL(/search=Rivi/);
    const table = page.getByRole('table', { name: 'Districts' });
    await expect(table.getByRole('row')).toHaveCount(2);
    await table.getByRole('link', { name: DISTRICT_FR }).click();
    await expect(page).toHaveURL(/\/district\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: DISTRICT_FR })).toBeVisible();
    // The super admin keeps the Super options next to the district's.
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await expect(nav.getByRole('link', { name: 'System statistics overview' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'District home' })).toBeVisible();
  });

  test('a page past the end warns and returns to page 1', async ({ page }) => {
    await page.goto('/admin?page=40');
    await expect(page.getByText('Invalid page, returning to page 1')).toBeVisible();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole('table', { name: 'Districts' }).getByRole('link', { name: DISTRICT_EN })).toBeVisible();
  });
});
