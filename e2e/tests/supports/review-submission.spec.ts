/**
 * The shared network (issue 11, section 1): the super admin finds the demo district's submission waiting,
 * approves it with a word for the district, and finds it in the shared network; then the connected
 * districts screen (a district's connections, the disconnect question, cancelled). Axe on each page and
 * dialog, then in French.
 */
import { expect, test } from '@playwright/test';
import { expectNoA11yViolations } from '../support/a11y.ts';
import { DISTRICT_EN, DISTRICT_FR } from '../support/cast.ts';
import { switchToFrench } from '../support/language.ts';
import { storageStateOf } from '../support/session.ts';
import { shot } from '../support/shots.ts';

const SUBMISSION = 'Prairie Creek reading recovery';

test.describe.configure({ timeout: 180_000 });

test('the super admin approves a district’s submission into the shared network, then looks at connected districts (axe, then French)', async ({ browser }) => {
  const context = await browser.newContext({ storageState: storageStateOf('super') });
  const page = await context.newPage();
  await page.goto('/admin');
  await page.getByRole('navigation').getByRole('link', { name: 'Support network', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Shared support network' })).toBeVisible();
  const waiting = page.getByRole('region', { name: 'Submissions waiting' });
  await expect(waiting.getByRole('link', { name: SUBMISSION })).toBeVisible();
  await expectNoA11yViolations(page, 'the shared network');
  await shot(page, 'supports-admin-en', { fullPage: true });

  await waiting.getByRole('link', { name: SUBMISSION }).click();
  await expect(page.getByRole('heading', { level: 1, name: SUBMISSION })).toBeVisible();
  await expect(page.getByText(DISTRICT_EN)).toBeVisible();
  await expectNoA11yViolations(page, 'a submission under review');
  await page.getByRole('button', { name: 'Approve', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Approve this support?' });
  await dialog.getByRole('textbox', { name: 'A word for its author (optional)' }).fill('Welcome to the shared network.');
  await expectNoA11yViolations(page, 'the approve dialog');
  await dialog.getByRole('button', { name: 'Approve', exact: true }).click();
  await expect(page.getByText('Support approved')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Shared support network' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Submissions waiting' }).getByRole('link', { name: SUBMISSION })).toHaveCount(0);
  await page.getByRole('tab', { name: 'List' }).click();
  await page.getByRole('searchbox', { name: 'Search supports' }).fill('reading recovery');
  await expect(page.getByRole('table', { name: 'List' }).getByRole('link', { name: SUBMISSION })).toBeVisible();
  await expectNoA11yViolations(page, 'the shared network as a list');

  await page.getByRole('navigation').getByRole('link', { name: 'Connected districts', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Connected districts' })).toBeVisible();
  await page.getByRole('combobox', { name: 'District', exact: true }).click();
  await page.getByRole('option', { name: DISTRICT_EN }).click();
  const row = page.getByRole('row').filter({ hasText: DISTRICT_FR });
  await expect(row).toBeVisible();
  await expectNoA11yViolations(page, 'connected districts');
  await row.getByRole('button', { name: `Disconnect ${DISTRICT_FR}` }).click();
  const ask = page.getByRole('dialog', { name: 'Disconnect' });
  await expect(ask).toContainText('will no longer read or import');
  await expectNoA11yViolations(page, 'the disconnect question');
  await ask.getByRole('button', { name: 'Cancel' }).click();
  await expect(row).toBeVisible();

  await switchToFrench(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Conseils reliés' })).toBeVisible();
  await expectNoA11yViolations(page, 'connected districts in French');
  await page.getByRole('navigation').getByRole('link', { name: 'Réseau de soutien', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Réseau partagé' })).toBeVisible();
  await expect(page.getByRole('rowheader', { name: 'Littératie', exact: true })).toBeVisible();
  await expectNoA11yViolations(page, 'the shared network in French');
  await shot(page, 'supports-admin-fr', { fullPage: true });
});
