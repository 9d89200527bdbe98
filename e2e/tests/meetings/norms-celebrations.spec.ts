/**
 * Team norms and celebrations (issue 10, sections 2–3) as a school leader: the school's norms are edited
 * (added, renamed, deleted after a confirmation) and a norm that a past meeting used is unchecked only
 * after the question (the demo's finished student meeting used the school's active norms); a celebration
 * is added on a student's profile and shows in the board's side panel; the profile's celebrations and the
 * norms page in French. Axe on each screen; one flow a test (issue 21, section 5: the journey took 104 s).
 */
import { expect, test, type APIRequestContext, type BrowserContext } from '@playwright/test';
import { boardByApi } from '../support/boards.ts';
import { expectNoA11yViolations } from '../support/a11y.ts';
import { ACCOUNTS, SCHOOL_ASPEN } from '../support/cast.ts';
import { switchToFrench } from '../support/language.ts';
import { contextOf, idByName, storageStateOf } from '../support/session.ts';
import { shot } from '../support/shots.ts';

const USED_NORM = 'Keep the focus on students';

async function csrf(request: APIRequestContext): Promise<string> {
  await request.get('/api/v1/current_user/');
  return (await request.storageState()).cookies.find((c) => c.name === 'csrftoken')?.value ?? '';
}

/** A grade 5 student of Aspen made for one test (through the API, as the district admin), with a celebration when asked. */
async function studentForTest(
  playwright: Parameters<Parameters<typeof test>[2]>[0]['playwright'],
  baseURL: string | undefined,
  unique: string,
  celebration?: { title: string; led: string },
): Promise<{ id: number; lastName: string }> {
  const admin = await playwright.request.newContext({ baseURL, storageState: storageStateOf('districtAdmin') });
  const token = await csrf(admin);
  const schoolId = await idByName(admin, 'schools', SCHOOL_ASPEN);
  const lastName = `Fête${unique}`;
  const created = await admin.post('/api/v1/students/', {
    headers: { 'X-CSRFToken': token },
    data: { school_id: schoolId, first_name: 'Noor', last_name: lastName, grade: '5', gender: 'female', student_number: `E2E-C-${unique}` },
  });
  expect(created.status(), await created.text()).toBe(201);
  const id = ((await created.json()) as { id: number }).id;
  if (celebration) {
    const made = await admin.post('/api/v1/celebrations/', {
      headers: { 'X-CSRFToken': token },
      data: { school: schoolId, student: id, title: celebration.title, led_to_success: celebration.led },
    });
    expect(made.status(), await made.text()).toBe(201);
  }
  await admin.dispose();
  return { id, lastName };
}

const uniqueId = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;

async function leaderHome(context: BrowserContext) {
  const page = await context.newPage();
  await page.goto('/');
  await expect(page).toHaveURL(ACCOUNTS.schoolLeader.lands);
  return { page, schoolPath: new URL(page.url()).pathname };
}

test('a school leader adds, renames, moves and deletes a team norm, and unchecks a norm a past meeting used only after the question (axe)', async ({
  browser,
  playwright,
  baseURL,
}) => {
  const unique = uniqueId();
  const leader = await contextOf(browser, playwright, baseURL, ACCOUNTS.schoolLeader);
  const { page } = await leaderHome(leader);

  // Team norms, from the sidebar.
  await page.getByRole('navigation').getByRole('link', { name: 'Team norms', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Team norms' })).toBeVisible();
  const list = page.getByRole('list', { name: 'Team norms' });
  await expect(list.getByTestId('norm-row').first()).toBeVisible();
  await expectNoA11yViolations(page, 'the team norms');

  // Add, rename, delete (after the confirmation).
  const added = `Celebrate small wins ${unique}`;
  await page.getByRole('button', { name: 'Add norm' }).click();
  await expect(page.getByText('Required').first()).toBeVisible();
  await page.getByRole('textbox', { name: 'New norm' }).fill(added);
  await page.getByRole('button', { name: 'Add norm' }).click();
  await expect(page.getByText('Norm added')).toBeVisible();
  await expect(list.getByRole('checkbox', { name: `Show “${added}” at meetings` })).toBeChecked();
  const renamed = `${added}, every week`;
  await page.getByRole('button', { name: `Edit “${added}”` }).click();
  await page.getByRole('textbox', { name: 'Norm text' }).fill(renamed);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Norm saved')).toBeVisible();
  await expect(list.getByRole('checkbox', { name: `Show “${renamed}” at meetings` })).toBeVisible();
  await page.getByRole('button', { name: `Move “${renamed}” up` }).click();
  await expect(list.getByTestId('norm-row').last()).not.toContainText(renamed);
  await page.getByRole('button', { name: `Delete “${renamed}”` }).click();
  const deleting = page.getByRole('dialog', { name: 'Delete this norm?' });
  await expect(deleting).toContainText('Past meetings keep it.');
  await deleting.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page.getByText('Norm deleted')).toBeVisible();
  await expect(list.getByText(renamed)).toHaveCount(0);

  // The norm the past meeting used: unchecking asks first.
  const used = list.getByRole('checkbox', { name: `Show “${USED_NORM}” at meetings` });
  await expect(list.getByTestId('norm-row').filter({ hasText: USED_NORM })).toContainText(/Used in \d+ past meetings?/);
  if (!(await used.isChecked())) {
    await used.click();
    await expect(used).toBeChecked();
  }
  await used.click();
  const asking = page.getByRole('dialog', { name: 'Uncheck this norm?' });
  await expect(asking).toContainText(/This norm was used in \d+ past meetings?\. Uncheck it\? Past meetings keep it\./);
  await expectNoA11yViolations(page, 'the uncheck confirmation');
  await shot(page, 'norms-uncheck-en');
  await asking.getByRole('button', { name: 'Uncheck', exact: true }).click();
  await expect(asking).toBeHidden();
  await expect(used).not.toBeChecked();
  // Back as it was, for the next run on the same server.
  await used.click();
  await expect(used).toBeChecked();
  await leader.close();
});

test('a school leader celebrates a student on the profile, and the board’s side panel shows it with a link back (axe)', async ({ browser, playwright, baseURL }) => {
  const unique = uniqueId();
  const { id: studentId, lastName } = await studentForTest(playwright, baseURL, unique);
  const leader = await contextOf(browser, playwright, baseURL, ACCOUNTS.schoolLeader);
  const { page, schoolPath } = await leaderHome(leader);

  const title = `Finished a chapter book ${unique}`;
  await page.goto(`${schoolPath}/students/profile/${studentId}`);
  const section = page.getByRole('region', { name: 'Celebrations' });
  await expect(section.getByText('No celebrations yet.')).toBeVisible();
  await section.getByRole('button', { name: 'Add a celebration' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a celebration' });
  await expect(dialog).toContainText(`Noor ${lastName}`);
  await dialog.getByRole('button', { name: 'Add a celebration' }).click();
  await expect(dialog.getByText('Required').first()).toBeVisible();
  await dialog.getByRole('textbox', { name: /^What are we celebrating\?/ }).fill(title);
  await dialog.getByRole('textbox', { name: /^What led to this success\?/ }).fill('Daily guided reading');
  await expectNoA11yViolations(page, 'the celebration dialog');
  await dialog.getByRole('button', { name: 'Add a celebration' }).click();
  await expect(page.getByText('Celebration added')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(section.getByTestId('celebration').filter({ hasText: title })).toContainText('What led to it: Daily guided reading');
  await expectNoA11yViolations(page, 'the profile with a celebration');

  // The board's side panel shows it, with a link to the profile's section.
  const boardPath = await boardByApi(leader, schoolPath, `Celebrations board ${unique}`, '5');
  await page.goto(boardPath);
  await page.getByTestId('board-card').filter({ hasText: lastName }).getByRole('button').first().click();
  const panel = page.getByRole('dialog', { name: new RegExp(lastName) });
  const latest = panel.getByRole('region', { name: 'Latest celebrations' });
  await expect(latest).toContainText(title);
  await expectNoA11yViolations(page, 'the board side panel with celebrations');
  await shot(page, 'board-panel-celebrations-en');
  await latest.getByRole('link', { name: 'See all celebrations' }).click();
  await expect(page).toHaveURL(new RegExp(`/students/profile/${studentId}#celebrations$`));
  await expect(page.getByRole('region', { name: 'Celebrations' })).toContainText(title);
  await leader.close();
});

test('en français : les célébrations du profil et les normes d’équipe (axe)', async ({ browser, playwright, baseURL }) => {
  const unique = uniqueId();
  const title = `A terminé un roman ${unique}`;
  const { id: studentId } = await studentForTest(playwright, baseURL, unique, { title, led: 'Lecture guidée chaque jour' });
  const leader = await contextOf(browser, playwright, baseURL, ACCOUNTS.schoolLeader);
  const { page, schoolPath } = await leaderHome(leader);
  await switchToFrench(page);
  await page.goto(`${schoolPath}/students/profile/${studentId}#celebrations`);
  const section = page.getByRole('region', { name: 'Célébrations' });
  await expect(section.getByTestId('celebration').filter({ hasText: title })).toContainText('Ce qui y a mené : Lecture guidée chaque jour');
  await expectNoA11yViolations(page, 'the profile in French');
  await page.goto(`${schoolPath}/configure/norms`);
  await expect(page.getByRole('heading', { level: 1, name: 'Normes d’équipe' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Ajouter la norme' })).toBeVisible();
  await expectNoA11yViolations(page, 'the team norms in French');
  await shot(page, 'norms-fr', { fullPage: true });
  await leader.close();
});
