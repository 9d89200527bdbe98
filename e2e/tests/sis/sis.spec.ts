import { readdirSync, readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { strToU8, zipSync } from 'fflate';
import { expectNoA11yViolations } from '../support/a11y.ts';
import { ACCOUNTS, DISTRICT_EN, SCHOOL_RIVERBEND } from '../support/cast.ts';
import { switchToFrench } from '../support/language.ts';
import { idByName, storageStateOf } from '../support/session.ts';
import { shot } from '../support/shots.ts';

/** The API tests' fixture bundles (CSV folders), zipped here the same way; `edit` may change a file first. */
function bundle(name: 'valid' | 'broken', edit: (files: Record<string, string>) => void = () => {}): Buffer {
  const dir = new URL(`../../../apps/server/test/fixtures/oneroster/${name}/`, import.meta.url);
  const files = Object.fromEntries(readdirSync(dir).map((f) => [f, readFileSync(new URL(f, dir), 'utf8')]));
  edit(files);
  return Buffer.from(zipSync(Object.fromEntries(Object.entries(files).map(([f, text]) => [f, strToU8(text)]))));
}

/** A bundle of one school org (by name) and `count` students numbered from this run's stamp; no classes. */
function schoolBundle(schoolName: string, stamp: number, students: number[]): Buffer {
  return bundle('valid', (files) => {
    const head = (f: string) => files[f]!.split('\n')[0] + '\n';
    files['orgs.csv'] = `${head('orgs.csv')}org-${stamp},active,,${schoolName},school,,\n`;
    files['classes.csv'] = head('classes.csv');
    files['enrollments.csv'] = head('enrollments.csv');
    files['users.csv'] = head('users.csv') + students.map((i) => `g${stamp}-${i},active,,true,org-${stamp},student,,,Garde${i},Gardien,,G${stamp}-${i},,,,,04,`).join('\n') + '\n';
  });
}

async function settled(page: Page) {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('.mantine-Skeleton-root')).toHaveCount(0);
}

async function upload(page: Page, file: Buffer, name: string, submit: RegExp) {
  await page.locator('input[type="file"]').setInputFiles({ name, mimeType: 'application/zip', buffer: file });
  await page.getByRole('button', { name: submit }).click();
  await expect(page).toHaveURL(/\/sync(-data)?\/\d+$/);
}

test.describe('SIS sync', () => {
  test.describe('as the district admin', () => {
    test.use({ storageState: storageStateOf('districtAdmin') });

    test('uploads the bundle, maps the unmatched org, reviews the dry run and applies it', async ({ page }) => {
      // Two jobs, five axe runs and a language switch on a shared two-core machine.
      test.setTimeout(180_000);
      await page.goto('/');
      await expect(page).toHaveURL(ACCOUNTS.districtAdmin.lands);
      await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'SIS sync' }).click();
      await settled(page);
      await expect(page.getByRole('heading', { level: 1, name: 'SIS sync' })).toBeVisible();
      await shot(page, 'sync-en');
      await expectNoA11yViolations(page, 'district sync (en)');

      // The browser checks before sending.
      await page.getByRole('button', { name: 'Upload and check' }).click();
      await expect(page.getByText('Please select a file')).toBeVisible();

      await upload(page, bundle('valid'), 'oneroster-valid.zip', /^Upload and check$/);
      await expect(page.getByText("Your upload is in progress. We will notify you via email once it's completed.")).toBeVisible();
      await expect(page.getByText('Needs mapping', { exact: true })).toBeVisible({ timeout: 30_000 });
      const northgate = page.getByRole('combobox', { name: 'Northgate Academy (org-northgate)', exact: true });
      await expect(northgate).toBeVisible();
      await expect(page.getByRole('combobox', { name: 'Aspen Grove Elementary (org-aspen)', exact: true })).toHaveValue('Aspen Grove Elementary');
      await settled(page);
      await shot(page, 'sync-mapping-en');
      await expectNoA11yViolations(page, 'sync detail, mapping (en)');

      await northgate.click();
      await page.getByRole('option', { name: SCHOOL_RIVERBEND }).click();
      await page.getByRole('button', { name: 'Save the mapping' }).click();
      await expect(page.getByText('Ready to apply', { exact: true })).toBeVisible({ timeout: 30_000 });
      const table = page.getByRole('table', { name: 'What the sync would change, per school' });
      await expect(table.getByRole('row', { name: /Riverbend Middle School/ })).toContainText('5');
      await expect(table.getByRole('row', { name: /Aspen Grove Elementary/ })).toContainText('7');
      await shot(page, 'sync-dry-run-en');
      await expectNoA11yViolations(page, 'sync detail, dry run (en)');

      await page.getByRole('button', { name: 'Apply', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'Apply this sync?' });
      await expect(dialog).toBeVisible();
      await expectNoA11yViolations(page, 'apply dialog (en)');
      await dialog.getByRole('button', { name: 'Apply the sync' }).click();
      await expect(page.getByText('The sync has been applied.')).toBeVisible();
      await expect(page.getByText('Applied', { exact: true }).first()).toBeVisible();
      await expect(page.getByRole('table', { name: 'What the sync changed, per school' })).toBeVisible();
      await shot(page, 'sync-applied-en');

      await page.getByRole('link', { name: 'Back to the sync history' }).click();
      await expect(page.getByRole('table', { name: 'Sync history' }).getByRole('link', { name: 'oneroster-valid.zip' }).first()).toBeVisible();

      await switchToFrench(page);
      await settled(page);
      await expect(page.getByRole('heading', { level: 1, name: 'Synchronisation SIS' })).toBeVisible();
      await shot(page, 'sync-fr');
      await expectNoA11yViolations(page, 'district sync (fr)');
      await page.getByRole('table', { name: 'Historique des synchronisations' }).getByRole('link', { name: 'oneroster-valid.zip' }).first().click();
      await expect(page.getByText('Appliquée', { exact: true }).first()).toBeVisible();
      await settled(page);
      await shot(page, 'sync-applied-fr');
      await expectNoA11yViolations(page, 'sync detail, applied (fr)');
    });
  });

  test.describe('as the francophone district admin', () => {
    test.use({ storageState: storageStateOf('frAdmin') });

    test('a broken bundle fails with each error’s file and line, in French', async ({ page }) => {
      await page.goto('/');
      await expect(page).toHaveURL(ACCOUNTS.frAdmin.lands);
      await page.getByRole('navigation').getByRole('link', { name: 'Synchronisation SIS' }).click();
      await settled(page);
      await upload(page, bundle('broken'), 'oneroster-broken.zip', /^Téléverser et vérifier$/);
      await expect(page.getByText('Échec', { exact: true })).toBeVisible({ timeout: 30_000 });
      const errors = page.getByRole('table', { name: 'Erreurs trouvées dans le lot, par fichier et par ligne' });
      await expect(errors.getByRole('row', { name: /users\.csv 3 role Valeur invalide « pupil »/ })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Appliquer', exact: true })).toHaveCount(0);
      await settled(page);
      await shot(page, 'sync-failed-fr');
      await expectNoA11yViolations(page, 'sync detail, failed (fr)');
    });
  });

  test.describe('as the francophone district admin, the 10 % guard', () => {
    test.use({ storageState: storageStateOf('frAdmin') });

    test('a bundle missing over 10 % of a school asks for an explicit confirmation', async ({ page }) => {
      test.setTimeout(180_000);
      const stamp = Date.now();
      const name = `École Garde ${stamp}`;
      const me = (await (await page.request.get('/api/v1/current_user/')).json()) as { district: { id: number } };
      const token = (await page.context().cookies()).find((c) => c.name === 'csrftoken')?.value ?? '';
      const created = await page.request.post('/api/v1/schools/', { data: { district_id: me.district.id, name }, headers: { 'X-CSRFToken': token } });
      expect(created.status()).toBe(201);

      await page.goto(`/district/${me.district.id}/sync`);
      await settled(page);
      await upload(page, schoolBundle(name, stamp, [0, 1, 2, 3, 4, 5, 6, 7, 8, 9]), 'garde-1.zip', /^Téléverser et vérifier$/);
      // Earlier SIS students of this district (other runs) may be archived too: confirm when asked.
      await expect(page.getByText(/^(Prête à appliquer|Confirmation requise)$/)).toBeVisible({ timeout: 30_000 });
      await page.getByRole('button', { name: 'Appliquer', exact: true }).click();
      const box = page.getByRole('checkbox', { name: 'Je confirme l’archivage de ces élèves' });
      if (await box.isVisible()) await box.check();
      await page.getByRole('dialog').getByRole('button', { name: 'Appliquer la synchronisation' }).click();
      await expect(page.getByText('Appliquée', { exact: true }).first()).toBeVisible();

      await page.goto(`/district/${me.district.id}/sync`);
      await settled(page);
      await upload(page, schoolBundle(name, stamp, [0, 1, 2, 3, 4, 5, 6, 7]), 'garde-2.zip', /^Téléverser et vérifier$/);
      await expect(page.getByText('Confirmation requise', { exact: true })).toBeVisible({ timeout: 30_000 });
      const alert = page.getByRole('alert').filter({ hasText: 'Plus de 10 % d’une école seraient archivés' });
      await expect(alert).toContainText(`${name} : 2 sur 10 (20 %)`);
      await settled(page);
      await shot(page, 'sync-guard-fr');
      await expectNoA11yViolations(page, 'sync detail, archive guard (fr)');
      await page.getByRole('button', { name: 'Appliquer', exact: true }).click();
      const dialog = page.getByRole('dialog');
      const apply = dialog.getByRole('button', { name: 'Appliquer la synchronisation' });
      await expect(apply).toBeDisabled();
      await dialog.getByRole('checkbox', { name: 'Je confirme l’archivage de ces élèves' }).check();
      await shot(page, 'sync-guard-dialog-fr');
      await expectNoA11yViolations(page, 'apply dialog, archive guard (fr)');
      await apply.click();
      await expect(page.getByText('Appliquée', { exact: true }).first()).toBeVisible();
      await expect(page.getByRole('table', { name: 'Ce que la synchronisation a changé, par école' }).getByRole('row', { name: new RegExp(name) })).toContainText('2');
    });
  });

  test.describe('as a super admin', () => {
    test.use({ storageState: storageStateOf('super') });

    test('chooses a district on sync-data, in English and French', async ({ page }) => {
      const districtId = await idByName(page.request, 'districts', DISTRICT_EN);
      await page.goto('/admin/sync-data');
      await settled(page);
      await expect(page.getByText('Choose a district to upload a bundle and see its syncs.')).toBeVisible();
      await page.getByRole('combobox', { name: 'District', exact: true }).click();
      await page.getByRole('option', { name: DISTRICT_EN }).click();
      await expect(page).toHaveURL(new RegExp(`/admin/sync-data\\?district=${districtId}$`));
      await expect(page.getByRole('heading', { name: 'Sync history' })).toBeVisible();
      await settled(page);
      await shot(page, 'sync-data-en');
      await expectNoA11yViolations(page, 'admin sync-data (en)');
      await switchToFrench(page);
      await expect(page.getByRole('heading', { level: 1, name: 'Synchroniser les données' })).toBeVisible();
      await settled(page);
      await shot(page, 'sync-data-fr');
      await expectNoA11yViolations(page, 'admin sync-data (fr)');
    });
  });
});
