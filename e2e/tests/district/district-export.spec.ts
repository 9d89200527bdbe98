/**
 * A district's own export (issue 24, section 6): a district admin asks for one from the district's settings page
 * (after a confirmation), sees it being made and then ready with a download link that answers a zip; in French, the
 * card and its confirmation (cancelled: nothing is asked for). Axe on the card and on the confirmation in each
 * language. The export left behind is the district's own row, which no other spec counts.
 */
import { expect, test, type Page } from '@playwright/test';
import { expectNoA11yViolations } from '../support/a11y.ts';
import { ACCOUNTS } from '../support/cast.ts';
import { switchToFrench } from '../support/language.ts';
import { apiSignIn, demoTenantIds } from '../support/session.ts';

let ids: Awaited<ReturnType<typeof demoTenantIds>>;

test.beforeAll(async ({ playwright, baseURL }) => {
  ids = await demoTenantIds(playwright, baseURL);
});

const card = (page: Page, name: string) => page.getByRole('region', { name });

test.describe("a district's own export", () => {
  // The French flow opens the confirmation, which the button offers only once the English flow's export is made.
  test.describe.configure({ mode: 'serial' });

  test('a district admin exports the district after confirming, sees it made and downloads the zip', async ({ page }) => {
    test.setTimeout(120_000);
    await apiSignIn(page.request, ACCOUNTS.districtAdmin);
    await page.goto(`/district/${ids.en}/system`);
    const exportCard = card(page, 'Export all of the district’s data');
    await expect(exportCard.getByRole('button', { name: 'Export the district' })).toBeEnabled();
    await exportCard.getByRole('button', { name: 'Export the district' }).click();
    const confirm = page.getByRole('dialog', { name: 'Export all of the district’s data?' });
    await expect(confirm).toContainText('restricted notes included');
    await expectNoA11yViolations(page, 'the confirmation of the district export');
    await confirm.getByRole('button', { name: 'Start the export' }).click();
    await expect(page.getByText('The export of the district is being made: you will receive an e-mail with a link when it is ready.')).toBeVisible();
    const table = exportCard.getByRole('table', { name: 'Exports of the district' });
    const first = table.getByRole('row').nth(1);
    await expect(first.getByTestId('district-export-status')).toHaveText(/^Ready \(\d+ students\)$/, { timeout: 60_000 });
    const link = first.getByRole('link', { name: 'Download' });
    const href = await link.getAttribute('href');
    expect(href).toMatch(new RegExp(`^/api/v1/districts/${ids.en}/export/\\d+/download/$`));
    const res = await page.request.get(href!);
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toBe('application/zip');
    await expectNoA11yViolations(page, 'the district export card');
  });

  test('en français : la carte d’exportation et sa confirmation, annulée', async ({ page }) => {
    await apiSignIn(page.request, ACCOUNTS.districtAdmin);
    await page.goto(`/district/${ids.en}/system`);
    await switchToFrench(page);
    const exportCard = card(page, 'Exporter toutes les données du conseil');
    await expect(exportCard).toContainText('notes restreintes comprises');
    await exportCard.getByRole('button', { name: 'Exporter le conseil' }).click();
    const confirm = page.getByRole('dialog', { name: 'Exporter toutes les données du conseil\u00a0?' });
    await expect(confirm).toContainText('registre des accès');
    await expectNoA11yViolations(page, 'la confirmation de l’exportation du conseil');
    await confirm.getByRole('button', { name: 'Annuler' }).click();
    await expect(confirm).toBeHidden();
    await expectNoA11yViolations(page, 'la carte d’exportation du conseil');
  });
});
