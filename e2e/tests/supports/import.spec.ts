/**
 * A district builds its network from the shared one (issue 11, section 1): the district admin picks a
 * shared support its network does not hold, previews the selection, imports it and finds it in the
 * district's continuum; back on the import page (in French) it is marked as already imported. Axe on the
 * picker, the preview, the result, and the import page and a support before import in French.
 */
import { expect, test } from '@playwright/test';
import { expectNoA11yViolations } from '../support/a11y.ts';
import { switchToFrench } from '../support/language.ts';
import { storageStateOf } from '../support/session.ts';
import { shot } from '../support/shots.ts';
import { continuumCell } from './network.ts';

test.describe.configure({ timeout: 180_000 });

test('a district admin imports a shared support after a preview and finds it in the district’s continuum (axe, then French)', async ({ browser }) => {
  const context = await browser.newContext({ storageState: storageStateOf('districtAdmin') });
  const page = await context.newPage();
  await page.goto('/');
  await page.getByRole('navigation').getByRole('link', { name: 'Support network', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Student support network' })).toBeVisible();
  await expect(page.getByRole('rowheader', { name: 'Literacy', exact: true })).toBeVisible();
  await expectNoA11yViolations(page, "the district's continuum");
  await shot(page, 'supports-district-en', { fullPage: true });

  // The demo district imported tiers 1 to 3: a tier 4 support of the shared network is new to it.
  await page.getByRole('link', { name: 'Import supports' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Import supports' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Import from' })).toHaveValue('The shared network');
  await page.getByRole('combobox', { name: 'Tier', exact: true }).click();
  await page.getByRole('option', { name: 'Tier 4: Specialized' }).click();
  const table = page.getByRole('table', { name: 'Supports you can import' });
  await expect(table.getByRole('row').nth(1)).toContainText('Tier 4: Specialized');
  const row = table
    .getByRole('row')
    .filter({ has: page.getByRole('checkbox') })
    .first();
  const box = row.getByRole('checkbox');
  const name = ((await box.getAttribute('aria-label')) ?? '').replace(/^Select /, '');
  const focusArea = (await row.getByRole('cell').nth(3).innerText()).trim();
  await box.check();
  await expect(page.getByText('1 support selected.')).toBeVisible();
  await expectNoA11yViolations(page, 'the import picker');
  await shot(page, 'supports-import-pick-en', { fullPage: true });

  await page.getByRole('button', { name: 'Preview 1 support' }).click();
  await expect(page.getByText('1 support will be copied into your network').first()).toBeVisible();
  await expect(page.getByRole('table').getByRole('row').filter({ hasText: name })).toContainText(focusArea);
  await expectNoA11yViolations(page, 'the import preview');
  await page.getByRole('button', { name: 'Import 1 support' }).click();
  await expect(page.getByText('Imported 1 support')).toBeVisible();
  await expect(page.getByRole('link', { name, exact: true })).toBeVisible();
  await expectNoA11yViolations(page, 'the import result');
  await shot(page, 'supports-import-done-en', { fullPage: true });

  // The copy's page: its source, a web link attached (opens in a new tab, without this page's access),
  // and the submit and archive questions (cancelled).
  await page.getByRole('link', { name, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByText('Imported from the shared network')).toBeVisible();
  await page.getByRole('button', { name: 'Attach a resource' }).click();
  const attach = page.getByRole('dialog', { name: 'Attach a resource' });
  await attach.getByRole('textbox', { name: 'Title' }).fill('District guide');
  await attach.getByRole('textbox', { name: 'Web address' }).fill('not a link');
  await attach.getByRole('button', { name: 'Attach a resource' }).click();
  await expect(attach.getByText('Invalid url')).toBeVisible();
  await expectNoA11yViolations(page, 'the attach dialog');
  await attach.getByRole('textbox', { name: 'Web address' }).fill('https://example.org/guide');
  await attach.getByRole('button', { name: 'Attach a resource' }).click();
  await expect(page.getByText('Resource attached')).toBeVisible();
  const link = page.getByRole('link', { name: /District guide/ });
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  await page.getByRole('button', { name: 'Submit to the shared network' }).click();
  const submit = page.getByRole('dialog', { name: 'Submit to the shared network?' });
  await expect(submit.getByRole('textbox', { name: 'A word for the reviewers (optional)' })).toBeVisible();
  await expectNoA11yViolations(page, 'the submit dialog');
  await submit.getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('button', { name: 'Archive' }).click();
  const archive = page.getByRole('dialog', { name: 'Archive this support?' });
  await expect(archive).toBeVisible();
  await expectNoA11yViolations(page, 'the archive question');
  await archive.getByRole('button', { name: 'Cancel' }).click();
  await shot(page, 'supports-view-en', { fullPage: true });

  await page.getByRole('link', { name: 'Back to the network' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Student support network' })).toBeVisible();
  await expect(continuumCell(page, focusArea, 3).getByRole('link', { name, exact: true })).toBeVisible();

  // In French: the import page marks it as imported, and a shared support opens before import.
  await page.getByRole('link', { name: 'Import supports' }).click();
  await switchToFrench(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Importer des soutiens' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Niveau', exact: true }).click();
  await page.getByRole('option', { name: 'Niveau 4 : spécialisé' }).click();
  const imported = page
    .getByRole('table')
    .getByRole('row')
    .filter({ has: page.getByRole('link', { name: /./ }) })
    .filter({ hasText: 'Déjà importé' });
  await expect(imported.first()).toBeVisible();
  await expectNoA11yViolations(page, 'the import page in French');
  await shot(page, 'supports-import-pick-fr', { fullPage: true });
  await page.getByRole('table').getByRole('row').nth(1).getByRole('link').click();
  await expect(page.getByRole('button', { name: 'Importer dans notre réseau' }).or(page.getByText('Votre réseau a déjà une copie'))).toBeVisible();
  await expectNoA11yViolations(page, 'a shared support before import, in French');
});
