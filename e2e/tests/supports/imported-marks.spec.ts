/**
 * The shared network read from a district marks the supports the district already holds a copy of, and such a
 * support's page offers no import (issue 20: it offered "Import into our network" until clicked, and only then said
 * the district held one). The demo district imported the shared tiers 1 to 3. Axe on both pages.
 */
import { expect, test } from '@playwright/test';
import { expectNoA11yViolations } from '../support/a11y.ts';
import { storageStateOf } from '../support/session.ts';
import { continuumCell } from './network.ts';

test.describe.configure({ timeout: 120_000 });

test('a district admin sees which shared supports the district already holds, and is not offered to import one again', async ({ browser }) => {
  const context = await browser.newContext({ storageState: storageStateOf('districtAdmin') });
  const page = await context.newPage();
  await page.goto('/');
  await page.getByRole('navigation').getByRole('link', { name: 'Support network', exact: true }).click();
  await page.getByRole('link', { name: 'Shared network', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Shared support network' })).toBeVisible();
  // A tier 1 literacy support of the shared network: the district holds a copy.
  const cell = continuumCell(page, 'Literacy', 0);
  const first = cell.getByRole('listitem').first();
  await expect(first.getByText('Already imported')).toBeVisible();
  await expectNoA11yViolations(page, 'the shared network read from a district');
  const name = (await first.getByRole('link').innerText()).trim();
  await first.getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Your network already holds a copy of this support.' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Import into our network' })).toHaveCount(0);
  await expectNoA11yViolations(page, 'a shared support the district holds');
  await page.getByRole('link', { name: 'Open our copy' }).click();
  await expect(page.getByText('Imported from the shared network')).toBeVisible();
  await context.close();
});
