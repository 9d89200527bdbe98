/**
 * Two people writing one meeting's notes at once (issue 10, section 1): a leader and a teacher of the
 * school open the same student's note in two browsers. What one saves appears in the other's page
 * without a reload; when both write the same section, the later save is refused and its writer keeps
 * their text in their box with the other beside it, keeps theirs or the other's knowingly, and nothing
 * is overwritten silently.
 */
import { expect, test, type Page } from '@playwright/test';
import { expectNoA11yViolations } from '../support/a11y.ts';
import { ACCOUNTS } from '../support/cast.ts';
import { contextOf } from '../support/session.ts';
import { shot } from '../support/shots.ts';
import { teamMeetingByApi } from './run-support.ts';

const field = (page: Page, key: string, label: string) => page.getByTestId(`section-${key}`).getByRole('textbox', { name: label, exact: true });
const status = (page: Page, key: string) => page.getByTestId(`section-${key}`).getByRole('status');

test('two staff in one meeting: a saved section appears live; a clash of the same section shows both texts to choose from', async ({ browser, playwright, baseURL }) => {
  test.setTimeout(120_000);
  const leader = await contextOf(browser, playwright, baseURL, ACCOUNTS.schoolLeader);
  const teacher = await contextOf(browser, playwright, baseURL, ACCOUNTS.teacher);
  const a = await leader.newPage();
  await a.goto('/');
  await expect(a).toHaveURL(ACCOUNTS.schoolLeader.lands);
  const meeting = await teamMeetingByApi(leader, new URL(a.url()).pathname, [ACCOUNTS.schoolLeader.fullName, ACCOUNTS.teacher.fullName], { start: true });
  const student = meeting.students[0]!;
  const path = `${meeting.schoolPath}/manage-student-meeting-note/${meeting.id}/${student.id}`;

  const b = await teacher.newPage();
  await Promise.all([a.goto(path), b.goto(path)]);
  for (const page of [a, b]) {
    await expect(page.getByTestId('meeting-status')).toHaveText('In progress');
    await expect(field(page, 'key_issue', 'Key issue')).toBeEditable();
  }

  // A writes the key issue; B, not writing it, sees it arrive.
  await field(a, 'key_issue', 'Key issue').fill('Anxious about the move to a new class');
  await expect(status(a, 'key_issue')).toHaveText('Saved');
  await expect(field(b, 'key_issue', 'Key issue')).toHaveValue('Anxious about the move to a new class');
  await expect(b.getByTestId('section-key_issue')).toContainText(`saved by ${ACCOUNTS.schoolLeader.fullName}`);

  // Both write the context. B's save leaves first but is held on the way, so A's lands before it:
  // B's save was written on the version before A's and is refused with A's text.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await b.route('**/sections/context/', async (route) => {
    await held;
    await route.continue();
  });
  await field(b, 'context', 'Context').fill('Teacher view: settles after the first hour');
  await b.waitForRequest((r) => r.url().includes('/sections/context/') && r.method() === 'PUT');
  await field(a, 'context', 'Context').fill('Leader view: mornings are hard since October');
  await expect(status(a, 'context')).toHaveText('Saved');
  release();

  // B's box keeps B's text; A's version is shown beside it.
  const clash = b.getByTestId('section-conflict');
  await expect(clash).toBeVisible();
  await expect(field(b, 'context', 'Context')).toHaveValue('Teacher view: settles after the first hour');
  await expect(clash.getByTestId('conflict-theirs')).toHaveText('Leader view: mornings are hard since October');
  await expect(clash).toContainText(ACCOUNTS.schoolLeader.fullName);
  await expectNoA11yViolations(b, 'a section with two texts to choose from');
  await shot(b, 'meeting-run-conflict-en', { fullPage: true });

  // B merges the two in their box and saves on A's version; A, not writing, sees the merge arrive.
  await b.unroute('**/sections/context/');
  await clash.getByRole('button', { name: 'Merge' }).click();
  await expect(field(b, 'context', 'Context')).toHaveValue('Leader view: mornings are hard since October\n\nTeacher view: settles after the first hour');
  await field(b, 'context', 'Context').fill('Mornings are hard since October; settles after the first hour');
  await clash.getByRole('button', { name: 'Save merged text' }).click();
  await expect(clash).toBeHidden();
  await expect(status(b, 'context')).toHaveText('Saved');
  await expect(field(a, 'context', 'Context')).toHaveValue('Mornings are hard since October; settles after the first hour');
  await expect(a.getByTestId('section-context')).toContainText(`Version 2, saved by ${ACCOUNTS.teacher.fullName}`);

  await leader.close();
  await teacher.close();
});
