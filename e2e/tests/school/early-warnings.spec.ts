/**
 * Early-warning flags in the browser (issue 22, section 2). (1) A district admin adds a rule under the district's
 * configuration; an overdue action then flags a student, whose profile shows the flag with its reason, acknowledged
 * with a comment; the rules in French. (2) A leader running a team meeting sees Students to discuss (an overdue action flags one of the
 * board's students through the demo's rule) and adds the student to the agenda in one click; then in French. Axe on each.
 */
import { expect, test, type BrowserContext } from '@playwright/test';
import { expectNoA11yViolations } from '../support/a11y.ts';
import { ACCOUNTS } from '../support/cast.ts';
import { switchToFrench } from '../support/language.ts';
import { contextOf, demoTenantIds } from '../support/session.ts';
import { shot } from '../support/shots.ts';
import { teamMeetingByApi } from '../meetings/run-support.ts';

const csrfOf = async (context: BrowserContext) => (await context.storageState()).cookies.find((c) => c.name === 'csrftoken')?.value ?? '';
const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);

/** An action of the student, its date past: overdue (a data change the flags follow). */
async function overdueAction(context: BrowserContext, school: number, student: number, name: string) {
  const people = (await (await context.request.get(`/api/v1/actions/people/?school=${school}`)).json()) as { results: { id: number }[] };
  const res = await context.request.post('/api/v1/actions/', {
    data: { name, responsible: people.results[0]!.id, completion_date: daysAgo(3), student, school },
    headers: { 'X-CSRFToken': await csrfOf(context) },
  });
  expect(res.status(), 'the action is created').toBe(201);
}

test('a district admin adds a rule; a flag appears on a student’s profile after a data change, acknowledged with a comment (axe)', async ({ browser, playwright, baseURL }) => {
  test.setTimeout(120_000);
  const ids = await demoTenantIds(playwright, baseURL);
  const admin = await contextOf(browser, playwright, baseURL, ACCOUNTS.districtAdmin);
  const page = await admin.newPage();
  await page.goto(`/district/${ids.en}/schools/defaults`);
  await page.getByRole('link', { name: /^Early-warning rules/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Early-warning rules' })).toBeVisible();
  await expect(page.getByRole('switch', { name: 'Use “Overdue actions”' })).toBeChecked();
  await expectNoA11yViolations(page, 'the early-warning rules');

  const name = `Three overdue actions ${Date.now()}`;
  await page.getByRole('button', { name: 'Add rule' }).click();
  const dialog = page.getByRole('dialog', { name: 'New early-warning rule' });
  await expect(dialog.getByRole('combobox', { name: /^What to watch/ })).toHaveValue('Overdue actions');
  await dialog.getByRole('textbox', { name: /^Name in English/ }).fill(name);
  await dialog.getByRole('textbox', { name: /^Name in French/ }).fill('Trois actions en retard');
  await dialog.getByRole('textbox', { name: /^Overdue actions/ }).fill('3');
  await expectNoA11yViolations(page, 'the rule dialog');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Rule saved')).toBeVisible();
  await expect(page.getByRole('switch', { name: `Use “${name}”` })).toBeChecked();

  // A student of Aspen of its own, then three overdue actions (the third trips the rule).
  const headers = { 'X-CSRFToken': await csrfOf(admin) };
  const created = await admin.request.post('/api/v1/students/', {
    data: { school_id: ids.aspen, first_name: 'Flagged', last_name: `Student${Date.now()}`, grade: '5', gender: 'other', student_number: `EW-${Date.now()}` },
    headers,
  });
  expect(created.status(), await created.text()).toBe(201);
  const student = ((await created.json()) as { id: number }).id;
  for (const n of [1, 2, 3]) await overdueAction(admin, ids.aspen, student, `Follow-up ${n}`);

  await page.goto(`/school/${ids.en}/${ids.aspen}/students/profile/${student}`);
  const section = page.getByRole('region', { name: 'Early warnings' });
  // The job follows the change within a second; the page reads it again until it shows.
  await expect(async () => {
    await page.reload();
    await expect(section.getByTestId('early-warning').filter({ hasText: name })).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  const flag = section.getByTestId('early-warning').filter({ hasText: name });
  await expect(flag).toContainText('3 overdue actions');
  await shot(page, 'early-warnings-profile');
  await expectNoA11yViolations(page, 'a profile with early warnings');

  await flag.getByRole('button', { name: `Acknowledge “${name}”` }).click();
  const ack = page.getByRole('dialog', { name: `Acknowledge “${name}”` });
  await ack.getByRole('button', { name: 'Acknowledge' }).click();
  await expect(ack.getByText('Required')).toBeVisible();
  await ack.getByRole('textbox', { name: /^Comment/ }).fill('The family is aware; the team meets Friday.');
  await expectNoA11yViolations(page, 'the acknowledge dialog');
  await ack.getByRole('button', { name: 'Acknowledge' }).click();
  await expect(page.getByText('Early warning acknowledged')).toBeVisible();
  await expect(flag).toContainText(`Acknowledged by ${ACCOUNTS.districtAdmin.fullName}`);
  await expect(flag).toContainText('The family is aware; the team meets Friday.');

  // The rules in French: each named in French.
  await page.goto(`/district/${ids.en}/schools/defaults/early-warnings`);
  await switchToFrench(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Règles d’alerte précoce' })).toBeVisible();
  await expect(page.getByRole('switch', { name: /^Appliquer «.Trois actions en retard.»$/ }).first()).toBeChecked();
  await expectNoA11yViolations(page, 'the early-warning rules in French');
  await admin.close();
});

test('a leader running a team meeting sees Students to discuss and adds one to the agenda; in French too (axe)', async ({ browser, playwright, baseURL }) => {
  test.setTimeout(120_000);
  const leader = await contextOf(browser, playwright, baseURL, ACCOUNTS.schoolLeader);
  const page = await leader.newPage();
  await page.goto('/');
  await expect(page).toHaveURL(ACCOUNTS.schoolLeader.lands);
  const meeting = await teamMeetingByApi(leader, new URL(page.url()).pathname, [ACCOUNTS.schoolLeader.fullName], { start: true });
  const student = meeting.students[0]!;
  // The demo's rule "Overdue actions" flags a student with one.
  await overdueAction(leader, Number(meeting.schoolPath.split('/')[3]), student.id, 'Send the reading plan home');

  await page.goto(meeting.path);
  const toDiscuss = page.getByRole('region', { name: 'Students to discuss' });
  await expect(async () => {
    await page.reload();
    await expect(toDiscuss.getByRole('button', { name: `Add to agenda: ${student.name}` })).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  await expect(toDiscuss).toContainText('Overdue actions — ');
  // The board's card carries the flag: the reasons in its tooltip and in the card's accessible name.
  const card = page.locator(`[data-testid="board-card"][data-student="${student.name}"]`);
  await expect(card.getByTestId('early-warning-flag')).toHaveAttribute('title', /^Early warning: .*Overdue actions — \d+ overdue actions?/);
  await expect(card.getByRole('button').first()).toHaveAccessibleName(/Early warning: .*Overdue actions — \d+ overdue actions?/);
  await shot(page, 'early-warnings-students-to-discuss', { fullPage: true });
  await expectNoA11yViolations(page, 'a team meeting with students to discuss');

  await toDiscuss.getByRole('button', { name: `Add to agenda: ${student.name}` }).click();
  await expect(page.getByText(`${student.name} is on the agenda`)).toBeVisible();
  await expect(page.getByRole('heading', { name: `Note on ${student.name}` })).toBeVisible();
  await expect(page.getByTestId('section-key_issue').getByRole('textbox', { name: 'Key issue' })).toHaveValue(/Overdue actions — \d+ overdue actions?/);
  await expect(toDiscuss.getByText('On the agenda').first()).toBeVisible();
  await expect(page.getByRole('navigation', { name: /Students with notes/ }).getByRole('button', { name: student.name })).toBeVisible();

  await switchToFrench(page);
  const fr = page.getByRole('region', { name: 'Élèves à discuter' });
  await expect(fr).toBeVisible();
  await expect(fr.getByText('À l’ordre du jour').first()).toBeVisible();
  await expect(fr).toContainText('Actions en retard — ');
  await expectNoA11yViolations(page, 'students to discuss in French');
  await leader.close();
});
