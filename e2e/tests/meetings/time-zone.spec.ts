/**
 * Meeting times in the school's zone (issue 20): in a browser on UTC, a school leader of Prairie Creek
 * (America/Edmonton) is told the form's zone, schedules a meeting at 7:30 p.m., and sees 7:30 p.m. in the
 * list and on the meeting's page (not 7:30 p.m. UTC, which is 12:30 p.m. in Edmonton); the meeting page's
 * Add to calendar downloads its .ics.
 */
import { expect, test } from '@playwright/test';
import { expectNoA11yViolations } from '../support/a11y.ts';
import { ACCOUNTS } from '../support/cast.ts';
import { apiSignIn } from '../support/session.ts';

const pad = (n: number) => String(n).padStart(2, '0');
function dayIn(days: number): string {
  const d = new Date();
  d.setDate(d.getDate() + days);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

test('a browser on UTC schedules a 7:30 p.m. meeting in Edmonton and sees 7:30 p.m. (the form names the zone; Add to calendar downloads the .ics)', async ({
  browser,
  playwright,
  baseURL,
}) => {
  const request = await playwright.request.newContext({ baseURL, storageState: { cookies: [], origins: [] } });
  await apiSignIn(request, ACCOUNTS.schoolLeader);
  const context = await browser.newContext({ baseURL, storageState: await request.storageState(), timezoneId: 'UTC' });
  await request.dispose();
  const page = await context.newPage();
  expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toMatch(/^(UTC|Etc\/UTC)$/);

  await page.goto('/');
  await page.getByRole('navigation').getByRole('link', { name: 'Meetings', exact: true }).click();
  await page.getByRole('link', { name: 'Schedule a meeting' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Schedule a meeting' })).toBeVisible();
  const time = page.getByLabel(/^Start time/);
  await expect(time).toHaveAccessibleDescription('Times are in Mountain Time (Edmonton)');

  const place = `Zone room ${Date.now() % 100000}`;
  await page.getByRole('combobox', { name: 'Team board' }).click();
  await page.getByRole('option', { name: 'Primary team (K–2)', exact: true }).click();
  await page.getByRole('combobox', { name: 'Meeting descriptor' }).click();
  await page.getByRole('option', { name: 'Next steps', exact: true }).click();
  const day = dayIn(9);
  await page.getByRole('textbox', { name: /^Date/ }).fill(day);
  await time.fill('19:30');
  await page.getByRole('textbox', { name: 'Location' }).fill(place);
  await expectNoA11yViolations(page, 'the schedule form with its time zone');
  await page.getByRole('button', { name: 'Schedule', exact: true }).click();
  await expect(page.getByText('Meeting scheduled; the attendees will receive an invitation')).toBeVisible();

  const row = page.getByRole('row').filter({ hasText: place });
  await expect(row).toContainText('7:30 p.m.');
  await row.getByRole('link', { name: 'Next steps', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Next steps' })).toBeVisible();
  await expect(
    page
      .getByText(/Dec|Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov/)
      .filter({ hasText: '7:30 p.m.' })
      .first(),
  ).toBeVisible();

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Add to calendar' }).click();
  expect((await download).suggestedFilename()).toMatch(/^meeting-\d+\.ics$/);
  await context.close();
});
