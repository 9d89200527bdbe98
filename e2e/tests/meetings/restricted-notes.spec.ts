/**
 * Restricted notes in the browser (issue 24, section 2): the author of a meeting note's key issue restricts
 * it where it is written (English), and a teacher of the school outside its circle opens the same note in
 * French and sees only "Note restreinte — par …, le …" with its lock, never the text. Axe on both pages.
 * The district's admin, outside the circle, breaks the glass: a reason and a confirmation, then the text once
 * (axe on the dialog). The meetings, boards and notes are this spec's own (made through the API).
 */
import { expect, test } from '@playwright/test';
import { expectNoA11yViolations } from '../support/a11y.ts';
import { ACCOUNTS } from '../support/cast.ts';
import { switchToFrench } from '../support/language.ts';
import { contextOf } from '../support/session.ts';
import type { BrowserContext } from '@playwright/test';
import { teamMeetingByApi } from './run-support.ts';

test('the author restricts a meeting note (English); a teacher outside its circle sees the placeholder (French); axe on both', async ({ browser, playwright, baseURL }) => {
  test.setTimeout(120_000);
  const leader = await contextOf(browser, playwright, baseURL, ACCOUNTS.schoolLeader);
  const leaderPage = await leader.newPage();
  await leaderPage.goto('/');
  await expect(leaderPage).toHaveURL(ACCOUNTS.schoolLeader.lands);
  const meeting = await teamMeetingByApi(leader, new URL(leaderPage.url()).pathname, [ACCOUNTS.schoolLeader.fullName, ACCOUNTS.teacher.fullName], { start: true });
  await leader.close();
  const student = meeting.students[0]!;
  const notePath = meeting.path.replace('/manage-board-meeting-note/', '/manage-student-meeting-note/') + `/${student.id}`;
  const secret = `Family circumstances shared in confidence ${Date.now()}`;

  // The author writes the key issue and restricts it.
  const author = await contextOf(browser, playwright, baseURL, ACCOUNTS.teacher);
  const page = await author.newPage();
  await page.goto(notePath);
  await expect(page.getByRole('heading', { name: `Note on ${student.name}` })).toBeVisible();
  const keyIssue = page.getByTestId('section-key_issue');
  await keyIssue.getByRole('textbox', { name: 'Key issue' }).fill(secret);
  await expect(keyIssue.getByRole('status')).toHaveText('Saved');
  const control = page.getByTestId('restriction-control').first();
  await control.getByRole('switch', { name: /^Restricted/ }).check();
  await expect(control.getByRole('combobox', { name: 'People who may also read it' })).toBeVisible();
  await control.getByRole('button', { name: 'Save the restriction' }).click();
  await expect(page.getByText('The restriction is saved.')).toBeVisible();
  await expect(control.getByRole('button', { name: 'Save the restriction' })).toBeHidden();
  await expect(control.getByRole('switch', { name: /^Restricted/ })).toBeChecked();
  await expectNoA11yViolations(page, 'a restricted meeting note, as its author');
  await author.close();

  // A teacher of the school outside the circle, in French: the placeholder with its lock, never the text.
  const outsider = await contextOf(browser, playwright, baseURL, ACCOUNTS.multiTeacher);
  const other = await outsider.newPage();
  await other.goto(notePath);
  await switchToFrench(other);
  try {
    await expect(other.getByRole('heading', { name: `Note sur ${student.name}` })).toBeVisible();
    const placeholder = other.getByTestId('restricted-placeholder').first();
    await expect(placeholder).toContainText(`Note restreinte — par ${ACCOUNTS.teacher.fullName}, le`);
    await expect(other.getByText(secret)).toHaveCount(0);
    expect(await other.content()).not.toContain(secret);
    await expectNoA11yViolations(other, 'a restricted meeting note outside its circle, in French');
  } finally {
    // The language choice is remembered for the user: put it back for the other specs.
    const toEnglish = other.getByRole('button', { name: 'English' }).first();
    if (await toEnglish.isVisible()) await toEnglish.click();
    await outsider.close();
  }
});

const csrfOf = async (context: BrowserContext) => (await context.storageState()).cookies.find((c) => c.name === 'csrftoken')?.value ?? '';

test('the district’s admin reads a restricted note outside its circle with a reason (break-glass dialog, axe)', async ({ browser, playwright, baseURL }) => {
  test.setTimeout(120_000);
  const leader = await contextOf(browser, playwright, baseURL, ACCOUNTS.schoolLeader);
  const leaderPage = await leader.newPage();
  await leaderPage.goto('/');
  await expect(leaderPage).toHaveURL(ACCOUNTS.schoolLeader.lands);
  const meeting = await teamMeetingByApi(leader, new URL(leaderPage.url()).pathname, [ACCOUNTS.schoolLeader.fullName], { start: true });
  const student = meeting.students[0]!;
  const secret = `Safeguarding context ${Date.now()}`;
  // The leader writes and restricts the key issue through the API.
  const headers = { 'X-CSRFToken': await csrfOf(leader) };
  const note = (await (await leader.request.post(`/api/v1/meetings/${meeting.id}/notes/`, { data: { student: student.id }, headers })).json()) as { id: number };
  expect((await leader.request.put(`/api/v1/meetings/${meeting.id}/notes/${note.id}/sections/key_issue/`, { data: { body: secret, version: 0 }, headers })).status()).toBe(200);
  expect(
    (await leader.request.put(`/api/v1/restricted_notes/meeting_note_section/${note.id}-key_issue/restriction/`, { data: { restricted: true, people: [] }, headers })).status(),
  ).toBe(200);
  await leader.close();

  const admin = await contextOf(browser, playwright, baseURL, ACCOUNTS.districtAdmin);
  const page = await admin.newPage();
  await page.goto(meeting.path.replace('/manage-board-meeting-note/', '/manage-student-meeting-note/') + `/${student.id}`);
  const placeholder = page.getByTestId('restricted-placeholder').first();
  await expect(placeholder).toContainText(`Restricted note — by ${ACCOUNTS.schoolLeader.fullName}, on`);
  await expect(page.getByText(secret)).toHaveCount(0);
  await placeholder.getByRole('button', { name: 'Read it anyway' }).click();
  const dialog = page.getByRole('dialog', { name: 'Read a restricted note' });
  await dialog.getByRole('textbox', { name: 'Why do you need to read it?' }).fill('Family request');
  await expect(dialog.getByRole('button', { name: 'Read the note' })).toBeDisabled();
  await dialog.getByRole('checkbox', { name: /^I understand/ }).check();
  await expectNoA11yViolations(page, 'the break-glass dialog');
  await dialog.getByRole('button', { name: 'Read the note' }).click();
  await expect(dialog.getByTestId('break-glass-text')).toHaveText(secret);
  await dialog.getByRole('button', { name: 'Close' }).last().click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(secret)).toHaveCount(0);
  await admin.close();
});
