/**
 * The district's meeting setup (issue 10, sections 2–3) as its admin: the index, the district's team
 * norms, its own meeting descriptors and school-meeting text boxes (the demo's items), and a school's logo
 * picked from its schools. Axe on each page, then the index and the norms in French.
 */
import { expect, test } from '@playwright/test';
import { expectNoA11yViolations } from '../support/a11y.ts';
import { ACCOUNTS, SCHOOL_ASPEN } from '../support/cast.ts';
import { switchToFrench } from '../support/language.ts';
import { contextOf } from '../support/session.ts';

test('a district admin finds the meeting setup: norms, its own lists, schools’ logos (axe, then French)', async ({ browser, playwright, baseURL }) => {
  const admin = await contextOf(browser, playwright, baseURL, ACCOUNTS.districtAdmin);
  const page = await admin.newPage();
  await page.goto('/');
  await expect(page).toHaveURL(ACCOUNTS.districtAdmin.lands);
  await page.getByRole('navigation').getByRole('link', { name: 'Meetings setup', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Meetings setup' })).toBeVisible();
  await expectNoA11yViolations(page, 'the meeting setup index');

  await page.getByRole('link', { name: /^Team norms/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Team norms' })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Show “Every voice is heard” at meetings' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add norm' })).toBeVisible();
  await expectNoA11yViolations(page, 'the district’s norms');
  await page.goBack();

  await page.getByRole('link', { name: /^District meeting descriptors/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'District meeting descriptors' })).toBeVisible();
  await expect(page.getByRole('switch', { name: 'School review active' })).toBeChecked();
  await expect(page.getByText('Inherited from')).toHaveCount(0);
  await expectNoA11yViolations(page, 'the district meeting descriptors');
  await page.goBack();

  await page.getByRole('link', { name: /^School textboxes/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'School textboxes' })).toBeVisible();
  await expect(page.getByRole('switch', { name: 'Needs from the district active' })).toBeChecked();
  await page.goBack();

  await page.getByRole('link', { name: /^School logos/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'School logos' })).toBeVisible();
  await page.getByRole('combobox', { name: 'School' }).click();
  await page.getByRole('option', { name: SCHOOL_ASPEN }).click();
  await expect(page.getByRole('button', { name: /^(Upload a logo|Replace the logo)$/ })).toBeVisible();
  await expectNoA11yViolations(page, 'the schools’ logos');

  await page.goto(new URL(page.url()).pathname.replace(/\/logo$/, '/setup'));
  await switchToFrench(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Paramètres des rencontres' })).toBeVisible();
  await page.getByRole('link', { name: /^Normes d’équipe/ }).click();
  await expect(page.getByRole('checkbox', { name: 'Afficher « Every voice is heard » aux rencontres' })).toBeVisible();
  await expectNoA11yViolations(page, 'the district’s norms in French');
  await admin.close();
});
