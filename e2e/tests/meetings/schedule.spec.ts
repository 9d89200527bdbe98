/**
 * The meeting schedule (issue 10 §1): a school leader schedules a team meeting on a board, finds it in
 * Upcoming and in the calendar, changes it, and cancels another after the confirmation (axe on the
 * list, the form, the calendar and the dialog, then the page in French); a district leader schedules a
 * school meeting from the school's profile.
 */
import { expect, test, type Page } from '@playwright/test';
import { expectNoA11yViolations } from '../support/a11y.ts';
import { ACCOUNTS, SCHOOL_ASPEN } from '../support/cast.ts';
import { switchToFrench } from '../support/language.ts';
import { contextOf } from '../support/session.ts';
import { shot } from '../support/shots.ts';

const BOARD = 'Primary team (K–2)';
const pad = (n: number) => String(n).padStart(2, '0');
/** A local calendar day some days from now (`YYYY-MM-DD`). */
function dayIn(days: number): string {
  const d = new Date();
  d.setDate(d.getDate() + days);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}
const rowOf = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });

async function pick(page: Page, combobox: string, option: string) {
  await page.getByRole('combobox', { name: combobox }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** The schedule form of a school: a team meeting on BOARD at `location`. */
async function scheduleTeamMeeting(page: Page, opts: { day: string; location: string; axe?: boolean }) {
  await page.getByRole('link', { name: 'Schedule a meeting' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Schedule a meeting' })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Team meeting' })).toBeChecked();
  if (opts.axe) {
    // The shared contract speaks before the server does.
    await page.getByRole('button', { name: 'Schedule', exact: true }).click();
    await expect(page.getByText('Required').first()).toBeVisible();
  }
  await pick(page, 'Team board', BOARD);
  await pick(page, 'Meeting descriptor', 'Next steps');
  await page.getByRole('textbox', { name: /^Date/ }).fill(opts.day);
  await page.getByLabel(/^Start time/).fill('09:30');
  await page.getByRole('textbox', { name: 'Location' }).fill(opts.location);
  await page.getByRole('combobox', { name: 'Attendees' }).click();
  await page.getByRole('option', { name: 'Hannah Lee', exact: true }).click();
  await page.keyboard.press('Escape');
  await page.getByRole('combobox', { name: 'Guests' }).fill('Jordan Parent');
  await page.keyboard.press('Enter');
  if (opts.axe) {
    await expectNoA11yViolations(page, 'the schedule form');
    await shot(page, 'meetings-schedule-form-en', { fullPage: true });
  }
  await page.getByRole('button', { name: 'Schedule', exact: true }).click();
  await expect(page.getByText('Meeting scheduled; the attendees will receive an invitation')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Meetings' })).toBeVisible();
}

test('a school leader schedules a team meeting, sees it in Upcoming and the calendar, edits it and cancels another (axe, then French)', async ({
  browser,
  playwright,
  baseURL,
}) => {
  // A long journey in two languages (issue 21, section 5 splits it); it ran near 60 s on a slower machine.
  test.setTimeout(180_000);
  const leader = await contextOf(browser, playwright, baseURL, ACCOUNTS.schoolLeader);
  const page = await leader.newPage();
  await page.goto('/');
  await expect(page.getByRole('region', { name: 'Upcoming meetings' })).toBeVisible();
  await page.getByRole('navigation').getByRole('link', { name: 'Meetings', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Meetings' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Upcoming' })).toHaveAttribute('aria-selected', 'true');
  await expectNoA11yViolations(page, 'the school’s meetings');

  const stamp = Date.now() % 100000;
  const place = `Room ${stamp}`;
  const day = dayIn(9);
  await scheduleTeamMeeting(page, { day, location: place, axe: true });
  const row = rowOf(page, place);
  await expect(row).toContainText('Next steps');
  await expect(row).toContainText(BOARD);
  await expect(row).toContainText('Scheduled');
  await shot(page, 'meetings-school-en', { fullPage: true });

  // The calendar shows it on its day, as a link.
  await page.getByRole('tab', { name: 'Calendar' }).click();
  const month = Number(day.slice(5, 7)) - 1;
  if (month !== new Date().getMonth()) await page.getByRole('button', { name: 'Next month' }).click();
  const cell = page.getByTestId(`day-${day}`);
  await expect(cell.getByRole('link', { name: /Next steps/ })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'The school year at a glance' }).getByRole('button')).toHaveCount(12);
  await expectNoA11yViolations(page, 'the calendar');
  await shot(page, 'meetings-calendar-en', { fullPage: true });

  // Edit it: a new place.
  await page.getByRole('tab', { name: 'Upcoming' }).click();
  await rowOf(page, place).getByRole('link', { name: 'Edit the meeting Next steps' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit meeting' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Location' })).toHaveValue(place);
  const moved = `Library ${stamp}`;
  await page.getByRole('textbox', { name: 'Location' }).fill(moved);
  // Someone else changes it meanwhile: the save is refused and nothing is overwritten until a reload.
  const id = /\/meetings\/edit\/(\d+)$/.exec(new URL(page.url()).pathname)![1]!;
  const read = (await (await page.request.get(`/api/v1/meetings/${id}/`)).json()) as { version: number };
  const csrf = (await leader.cookies()).find((c) => c.name === 'csrftoken')?.value ?? '';
  const theirs = `Staff room ${stamp}`;
  const changed = await page.request.patch(`/api/v1/meetings/${id}/`, { headers: { 'X-CSRFToken': csrf }, data: { version: read.version, location: theirs } });
  expect(changed.ok(), await changed.text()).toBe(true);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  const stale = page.getByRole('alert').filter({ hasText: 'Changed by someone else' });
  await expect(stale).toBeVisible();
  await stale.getByRole('button', { name: 'Reload the meeting' }).click();
  await expect(page.getByRole('textbox', { name: 'Location' })).toHaveValue(theirs);
  await page.getByRole('textbox', { name: 'Location' }).fill(moved);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Meeting saved')).toBeVisible();
  await expect(rowOf(page, moved)).toContainText('Next steps');
  await expect(rowOf(page, place)).toHaveCount(0);

  // Cancel another one, after the confirmation.
  const other = `Gym ${stamp}`;
  await scheduleTeamMeeting(page, { day: dayIn(12), location: other });
  await rowOf(page, other).getByRole('button', { name: 'Cancel meeting Next steps' }).click();
  const confirm = page.getByRole('dialog', { name: 'Cancel this meeting?' });
  await expect(confirm).toContainText('cancellation e-mail');
  await expectNoA11yViolations(page, 'the cancel confirmation');
  await confirm.getByRole('button', { name: 'Cancel the meeting' }).click();
  await expect(page.getByText('Meeting cancelled')).toBeVisible();
  await expect(rowOf(page, other)).toHaveCount(0);
  await expect(rowOf(page, moved)).toBeVisible();

  // The district's past school meeting opens in the school's own workspace (the leader cannot enter the district's).
  await page.getByRole('tab', { name: 'Past' }).click();
  const schoolMeeting = rowOf(page, 'School meeting').first();
  await schoolMeeting.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/school\/\d+\/\d+\/school-meeting\/\d+$/);
  await expect(page.getByText('School meeting').first()).toBeVisible();
  await page.goBack();

  // The same page in French.
  await switchToFrench(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Rencontres' })).toBeVisible();
  // Back from the past meeting, the page is on whichever tab the history entry holds: the upcoming ones are asked for.
  await page.getByRole('tab', { name: 'À venir' }).click();
  await expect(page.getByRole('tab', { name: 'À venir' })).toHaveAttribute('aria-selected', 'true');
  await expect(rowOf(page, moved)).toContainText('Planifiée');
  await expect(page.getByRole('columnheader', { name: 'Date et heure' })).toBeVisible();
  await expectNoA11yViolations(page, 'les rencontres de l’école');
  await shot(page, 'meetings-school-fr', { fullPage: true });
  await page.getByRole('tab', { name: 'Calendrier' }).click();
  await expect(page.getByRole('navigation', { name: 'L’année scolaire d’un coup d’œil' })).toBeVisible();
  await shot(page, 'meetings-calendar-fr', { fullPage: true });
  await leader.close();
});

test('a district leader schedules a school meeting from the school’s profile (axe)', async ({ browser, playwright, baseURL }) => {
  const leader = await contextOf(browser, playwright, baseURL, ACCOUNTS.districtLeader);
  const page = await leader.newPage();
  await page.goto('/');
  await expect(page).toHaveURL(ACCOUNTS.districtLeader.lands);
  const districtId = /\/district\/(\d+)$/.exec(new URL(page.url()).pathname)![1]!;

  // The demo district has its own descriptors for school meetings (a district-only list).
  await page.goto(`/district/${districtId}/schools`);
  await rowOf(page, SCHOOL_ASPEN).getByRole('link', { name: 'School profile', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: SCHOOL_ASPEN })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'School meetings' })).toBeVisible();
  await expectNoA11yViolations(page, 'the school profile');

  await page.getByRole('link', { name: 'Schedule a school meeting' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Schedule a school meeting' })).toBeVisible();
  await pick(page, 'Meeting descriptor', 'School review');
  const where = `Board office ${Date.now() % 100000}`;
  await page.getByRole('textbox', { name: /^Date/ }).fill(dayIn(5));
  await page.getByLabel(/^Start time/).fill('13:00');
  await page.getByRole('textbox', { name: 'Location' }).fill(where);
  await page.getByRole('combobox', { name: 'Attendees' }).click();
  await page.getByRole('option', { name: 'Marcus Bell', exact: true }).click();
  await page.keyboard.press('Escape');
  await expectNoA11yViolations(page, 'the school meeting form');
  await page.getByRole('button', { name: 'Schedule', exact: true }).click();
  await expect(page.getByText('Meeting scheduled; the attendees will receive an invitation')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: SCHOOL_ASPEN })).toBeVisible();
  const row = rowOf(page, where);
  await expect(row).toContainText('School review');
  await expect(row).toContainText('School meeting');
  await expect(row.getByRole('link', { name: 'Edit the meeting School review' })).toHaveAttribute('href', /\/school-profile\/edit-school-meeting\/\d+$/);
  await shot(page, 'meetings-school-profile-en', { fullPage: true });
  await leader.close();
});
