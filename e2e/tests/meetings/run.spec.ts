/**
 * A whole team meeting in the browser (issue 10, sections 1 and 5): a school leader opens a scheduled
 * meeting on a board, starts it, reviews the norms, picks a student on the board, writes the key issue
 * and the context (saved as typed), adds a celebration and an action from the note, and finishes it
 * after the confirmation; the super admin then finds the recap e-mail in the outbox. Axe on the page
 * before the start, while running, with the finish confirmation, and in French.
 */
import { expect, test, type Page } from '@playwright/test';
import { CAST } from '@ss/db/seed/cast';
import { expectNoA11yViolations } from '../support/a11y.ts';
import { cardsIn, TIERS } from '../support/boards.ts';
import { ACCOUNTS } from '../support/cast.ts';
import { switchToFrench } from '../support/language.ts';
import { contextOf, storageStateOf } from '../support/session.ts';
import { shot } from '../support/shots.ts';
import { teamMeetingByApi } from './run-support.ts';

const section = (page: Page, key: string) => page.getByTestId(`section-${key}`);

test('a leader runs a team meeting from start to finish; the recap e-mail reaches the outbox (axe, then French)', async ({ browser, playwright, baseURL }) => {
  test.setTimeout(150_000);
  const leader = await contextOf(browser, playwright, baseURL, ACCOUNTS.schoolLeader);
  const page = await leader.newPage();
  await page.goto('/');
  await expect(page).toHaveURL(ACCOUNTS.schoolLeader.lands);
  const meeting = await teamMeetingByApi(leader, new URL(page.url()).pathname, [ACCOUNTS.schoolLeader.fullName, ACCOUNTS.teacher.fullName]);

  // Scheduled: the head, the people, the norms to come, and Start.
  await page.goto(meeting.path);
  await expect(page.getByRole('heading', { level: 1, name: meeting.descriptor })).toBeVisible();
  await expect(page.getByTestId('meeting-status')).toHaveText('Scheduled');
  await expect(page.getByText('Guests: Dr. Rivera')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Norms' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Celebrations since the last meeting' })).toBeVisible();
  await expect(cardsIn(page, TIERS[0]!).first()).toBeVisible();
  await expectNoA11yViolations(page, 'a scheduled team meeting');
  await page.getByRole('button', { name: 'Start meeting' }).click();
  await expect(page.getByTestId('meeting-status')).toHaveText('In progress');

  // The norms are reviewed one by one.
  const norms = page.getByRole('region', { name: 'Norms' }).getByRole('checkbox');
  const count = await norms.count();
  for (let i = 0; i < count; i++) {
    // Saved as ticked (the box shows the meeting's answer, so click and wait for it).
    await norms.nth(i).click();
    await expect(norms.nth(i)).toBeChecked();
  }
  if (count > 0) await expect(page.getByText(`Reviewed: ${count} of ${count}`)).toBeVisible();

  // A card of the board selects its student: the note and the student's context open beside it.
  const student = meeting.students[0]!;
  await page.locator(`[data-testid="board-card"][data-student="${student.name}"]`).getByRole('button').first().click();
  await expect(page).toHaveURL(new RegExp(`/manage-student-meeting-note/${meeting.id}/${student.id}$`));
  await expect(page.getByRole('heading', { name: `Note on ${student.name}` })).toBeVisible();
  await expect(page.getByTestId('panel-student')).toHaveText(student.name);
  await expect(page.getByRole('heading', { name: 'Previous meeting notes' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Open actions' })).toBeVisible();

  const keyIssue = `Reading fluency below grade level ${Date.now()}`;
  await section(page, 'key_issue').getByRole('textbox', { name: 'Key issue' }).fill(keyIssue);
  await expect(section(page, 'key_issue').getByRole('status')).toHaveText('Saved');
  await expect(section(page, 'key_issue')).toContainText(`Version 1, saved by ${ACCOUNTS.schoolLeader.fullName}`);
  await section(page, 'context').getByRole('textbox', { name: 'Context' }).fill('Missed three weeks in October; strong in math.');
  await expect(section(page, 'context').getByRole('status')).toHaveText('Saved');
  // The student is now listed among those with notes.
  await expect(page.getByRole('navigation', { name: /Students with notes/ }).getByRole('button', { name: student.name })).toBeVisible();

  // A celebration from the note.
  await page.getByRole('button', { name: 'Add celebration', exact: true }).click();
  const celebrate = page.getByRole('dialog', { name: 'Add a celebration' });
  await celebrate.getByRole('textbox', { name: /^What are we celebrating/ }).fill('Read a whole chapter book');
  await celebrate.getByRole('textbox', { name: /^What led to this success/ }).fill('Daily paired reading with a grade 6 buddy');
  await celebrate.getByRole('button', { name: 'Add a celebration' }).click();
  await expect(page.getByText('Celebration added')).toBeVisible();
  await expect(celebrate).toBeHidden();
  await expect(page.getByRole('region', { name: `About ${student.name}` })).toContainText('Read a whole chapter book');

  // An action from the note: who does what by when.
  const action = `Phone the family about reading at home ${Date.now()}`;
  await page.getByRole('button', { name: 'Add action', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Add action' });
  await expect(dialog.getByRole('combobox', { name: 'Student' })).toHaveValue(student.name);
  await dialog.getByRole('textbox', { name: /^Action/ }).fill(action);
  await dialog.getByRole('combobox', { name: 'Responsible' }).click();
  await page.getByRole('option', { name: ACCOUNTS.teacher.fullName, exact: true }).click();
  await dialog.getByRole('textbox', { name: /^Expected date/ }).fill('2030-06-15');
  await dialog.getByRole('button', { name: 'Add action' }).click();
  await expect(page.getByText('Action created')).toBeVisible();
  await expect(page.getByRole('region', { name: `About ${student.name}` })).toContainText(action);
  await expectNoA11yViolations(page, 'a team meeting in progress with a note');
  await shot(page, 'meeting-run-en', { fullPage: true });

  // Finish, after the confirmation that says the recap goes out.
  await page.getByRole('button', { name: 'Finish meeting' }).click();
  const confirm = page.getByRole('dialog', { name: 'Finish this meeting?' });
  await expect(confirm).toContainText('Each attendee receives the recap by e-mail');
  await expectNoA11yViolations(page, 'the finish confirmation');
  await confirm.getByRole('button', { name: 'Finish meeting' }).click();
  await expect(page.getByTestId('meeting-status')).toHaveText('Finished');
  await expect(page.getByText('This meeting is finished: its notes are read-only.')).toBeVisible();
  await expect(section(page, 'key_issue').getByRole('textbox', { name: 'Key issue' })).toHaveAttribute('readonly', '');
  await expect(page.getByRole('button', { name: 'Reopen meeting' })).toBeVisible();

  // The same page in French.
  await switchToFrench(page);
  await expect(page.getByTestId('meeting-status')).toHaveText('Terminée');
  await expect(page.getByRole('heading', { name: `Note sur ${student.name}` })).toBeVisible();
  await expect(section(page, 'key_issue').getByRole('textbox', { name: 'Enjeu principal' })).toHaveValue(keyIssue);
  await expect(page.getByRole('button', { name: 'Rouvrir la rencontre' })).toBeVisible();
  await expectNoA11yViolations(page, 'une rencontre d’équipe terminée, en français');
  await shot(page, 'meeting-run-fr', { fullPage: true });
  await leader.close();

  // The super admin sees the recap e-mail to the leader, with the student discussed and the action.
  const admin = await browser.newContext({ storageState: storageStateOf('super') });
  const outbox = await admin.newPage();
  await outbox.goto('/admin/outbox');
  await outbox.getByRole('searchbox', { name: 'Search by recipient or subject' }).fill(CAST.schoolLeader);
  const row = outbox.getByRole('table', { name: 'Sent e-mails' }).getByRole('row').filter({ hasText: /recap/i }).filter({ hasText: meeting.descriptor }).first();
  await expect(row).toBeVisible({ timeout: 30_000 });
  await row.getByRole('button', { name: /^View e-mail/ }).click();
  const mail = outbox.getByRole('dialog');
  await expect(mail).toContainText(student.name);
  await expect(mail).toContainText(keyIssue);
  await expect(mail).toContainText(action);
  await admin.close();
});

test('an individual student meeting opens on its student: the note saves as typed beside the student’s context (axe)', async ({ browser, playwright, baseURL }) => {
  const leader = await contextOf(browser, playwright, baseURL, ACCOUNTS.schoolLeader);
  const page = await leader.newPage();
  await page.goto('/');
  await expect(page).toHaveURL(ACCOUNTS.schoolLeader.lands);
  const [, , districtId, schoolId] = new URL(page.url()).pathname.split('/');
  const csrf = (await leader.storageState()).cookies.find((c) => c.name === 'csrftoken')?.value ?? '';
  const roster = (await (await leader.request.get(`/api/v1/students/?school=${schoolId}&status=active&pageSize=1`)).json()) as {
    results: { id: number; first_name: string; last_name: string }[];
  };
  const student = roster.results[0]!;
  const name = `${student.first_name} ${student.last_name}`;
  const descriptors = (await (await leader.request.get(`/api/v1/config/meeting-descriptors/?school=${schoolId}`)).json()) as { items: { id: number; active: boolean }[] };
  const created = await leader.request.post('/api/v1/meetings/', {
    data: { kind: 'student', student: student.id, descriptor: descriptors.items.find((i) => i.active)!.id, starts_at: new Date(Date.now() + 3_600_000).toISOString() },
    headers: { 'X-CSRFToken': csrf },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };

  await page.goto(`/school/${districtId}/${schoolId}/manage-individual-student-meeting/${id}`);
  await expect(page.getByText(`Individual meeting about ${name}`)).toBeVisible();
  await expect(page.getByRole('heading', { name: `Note on ${name}` })).toBeVisible();
  // Scheduled: read-only until started.
  await expect(page.getByTestId('section-key_issue').getByRole('textbox', { name: 'Key issue' })).toHaveAttribute('readonly', '');
  await page.getByRole('button', { name: 'Start meeting' }).click();
  await expect(page.getByTestId('meeting-status')).toHaveText('In progress');
  await page.getByTestId('section-key_issue').getByRole('textbox', { name: 'Key issue' }).fill('Transition to the new bus route');
  await expect(page.getByTestId('section-key_issue').getByRole('status')).toHaveText('Saved');
  await expect(page.getByTestId('panel-student')).toHaveText(name);
  await expectNoA11yViolations(page, 'an individual student meeting in progress');
  await leader.close();
});
