/**
 * A teacher typing a section while a leader saves the same one (issue 20): the teacher's box is never
 * taken away. Everything typed before and after the other save stays in it, the leader's version is
 * shown beside it, the merge holds all of the teacher's text, and leaving the meeting before choosing
 * asks first.
 */
import { expect, test, type BrowserContext, type Page, type PlaywrightWorkerArgs, type Browser } from '@playwright/test';
import { expectNoA11yViolations } from '../support/a11y.ts';
import { ACCOUNTS } from '../support/cast.ts';
import { switchToFrench } from '../support/language.ts';
import { contextOf } from '../support/session.ts';
import { teamMeetingByApi } from './run-support.ts';

const field = (page: Page, key: string) => page.getByTestId(`section-${key}`).getByRole('textbox').first();
const status = (page: Page, key: string) => page.getByTestId(`section-${key}`).getByRole('status');

/** The leader and the teacher on the same student's note of a started team meeting. */
async function bothOnOneNote(browser: Browser, playwright: PlaywrightWorkerArgs['playwright'], baseURL: string | undefined) {
  const leader = await contextOf(browser, playwright, baseURL, ACCOUNTS.schoolLeader);
  const teacher = await contextOf(browser, playwright, baseURL, ACCOUNTS.teacher);
  const a = await leader.newPage();
  await a.goto('/');
  await expect(a).toHaveURL(ACCOUNTS.schoolLeader.lands);
  const meeting = await teamMeetingByApi(leader, new URL(a.url()).pathname, [ACCOUNTS.schoolLeader.fullName, ACCOUNTS.teacher.fullName], { start: true });
  const path = `${meeting.schoolPath}/manage-student-meeting-note/${meeting.id}/${meeting.students[0]!.id}`;
  const b = await teacher.newPage();
  return { leader, teacher, a, b, path };
}

/** Holds the page's saves of one section on the way, so the other person's save lands first whatever the timing. */
async function holdSaves(page: Page, key: string): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(`**/sections/${key}/`, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

const closeAll = async (...contexts: BrowserContext[]) => {
  for (const c of contexts) await c.close();
};

test('the teacher types on through the leader’s save of the same section: every character stays, both versions merge, leaving asks first', async ({
  browser,
  playwright,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const { leader, teacher, a, b, path } = await bothOnOneNote(browser, playwright, baseURL);
  await Promise.all([a.goto(path), b.goto(path)]);
  for (const page of [a, b]) await expect(field(page, 'key_issue')).toBeEditable({ timeout: 45_000 });
  const release = await holdSaves(b, 'key_issue');

  // The teacher is mid-word when the leader's save arrives.
  const box = field(b, 'key_issue');
  await box.click();
  await b.keyboard.type('Reads well in sm');
  await field(a, 'key_issue').fill('Needs a reading plan');
  await expect(status(a, 'key_issue')).toHaveText('Saved');
  const clash = b.getByTestId('section-conflict');
  await expect(clash).toBeVisible();

  // The box stays the teacher's: the rest of the word, spaces and all, goes in; nothing scrolls the choice away.
  await b.keyboard.type('all groups and asks for help');
  await expect(box).toHaveValue('Reads well in small groups and asks for help');
  await expect(box).toBeFocused();
  await expect(clash).toBeInViewport();
  await expect(clash.getByTestId('conflict-theirs')).toHaveText('Needs a reading plan');
  await expect(clash).toContainText(`saved by ${ACCOUNTS.schoolLeader.fullName}`);
  // The teacher's held save is refused (written on the version before the leader's): the text is still all there.
  release();
  await expect(status(b, 'key_issue')).toHaveText('Your text is not saved: choose which version to keep');
  await expect(b.getByTestId('section-key_issue')).toContainText(`Version 1, saved by ${ACCOUNTS.schoolLeader.fullName}`);
  await expect(b.getByTestId('section-key_issue')).not.toContainText('Not written yet');
  await expect(box).toHaveValue('Reads well in small groups and asks for help');
  await expect(clash.getByRole('button', { name: 'Keep mine' })).toBeEnabled();
  await expectNoA11yViolations(b, 'a section whose text clashes with a save made meanwhile');

  // Leaving the meeting with the choice not made asks first; staying keeps everything.
  const url = b.url();
  await b.getByRole('navigation').getByRole('link', { name: 'Meetings', exact: true }).click();
  const leave = b.getByRole('dialog', { name: 'Leave without saving?' });
  await expect(leave).toBeVisible();
  await leave.getByRole('button', { name: 'Cancel' }).click();
  await expect(leave).toBeHidden();
  await expect(b).toHaveURL(url);
  await expect(box).toHaveValue('Reads well in small groups and asks for help');

  // Merge: both texts in the teacher's box, edited there and saved on the leader's version.
  await clash.getByRole('button', { name: 'Merge' }).click();
  await expect(box).toHaveValue('Needs a reading plan\n\nReads well in small groups and asks for help');
  await expect(box).toBeFocused();
  await b.keyboard.type(' (Hannah)');
  await expect(box).toHaveValue('Needs a reading plan\n\nReads well in small groups and asks for help (Hannah)');
  await clash.getByRole('button', { name: 'Save merged text' }).click();
  await expect(clash).toBeHidden();
  await expect(status(b, 'key_issue')).toHaveText('Saved');
  await expect(field(a, 'key_issue')).toHaveValue('Needs a reading plan\n\nReads well in small groups and asks for help (Hannah)');
  await expect(a.getByTestId('section-key_issue')).toContainText(`Version 2, saved by ${ACCOUNTS.teacher.fullName}`);

  // Settled: leaving no longer asks.
  await b.getByRole('navigation').getByRole('link', { name: 'Meetings', exact: true }).click();
  await expect(b).not.toHaveURL(url);
  await closeAll(leader, teacher);
});

test('the clash of two versions in French', async ({ browser, playwright, baseURL }) => {
  test.setTimeout(180_000);
  const { leader, teacher, a, b, path } = await bothOnOneNote(browser, playwright, baseURL);
  await b.goto(path);
  await expect(field(b, 'context')).toBeEditable({ timeout: 45_000 });
  await switchToFrench(b);
  await a.goto(path);
  await expect(field(b, 'context')).toBeEditable();
  await holdSaves(b, 'context');
  await field(b, 'context').click();
  await b.keyboard.type('Arrive fatigué le lundi');
  await field(a, 'context').fill('Déménagement en octobre');
  await expect(status(a, 'context')).toHaveText('Saved');

  const clash = b.getByTestId('section-conflict');
  await expect(clash).toContainText(`${ACCOUNTS.schoolLeader.fullName} a enregistré cette section pendant que vous écriviez.`);
  await expect(clash).toContainText(`Version 1, enregistrée par ${ACCOUNTS.schoolLeader.fullName} :`);
  await expect(clash.getByRole('button', { name: 'Garder le mien' })).toBeVisible();
  await expect(clash.getByRole('button', { name: 'Fusionner' })).toBeVisible();
  await expect(status(b, 'context')).toHaveText('Votre texte n’est pas enregistré : choisissez la version à garder');
  await expect(b.getByRole('region', { name: 'Deux versions de « Contexte »' })).toBeVisible();
  await expect(field(b, 'context')).toHaveValue('Arrive fatigué le lundi');
  await expectNoA11yViolations(b, 'the clash of two versions (fr)');
  await closeAll(leader, teacher);
});
