/**
 * Boards outside the board page (issue 9): the school home lists the boards the teacher works on
 * with their last change, and a demo student's profile shows where the student sits on a board and
 * the month of moves the demo seeds (packages/db/src/seed/demo-boards.ts), in English then French,
 * with axe on both pages in both languages.
 */
import { expect, test, type Page } from '@playwright/test';
import { expectNoA11yViolations } from '../support/a11y.ts';
import { switchToFrench } from '../support/language.ts';
import { storageStateOf } from '../support/session.ts';
import { shot } from '../support/shots.ts';

const BOARD = 'Junior team (3–6)';

interface Card {
  student_id: number;
  category_id: number;
  student: { first_name: string; last_name: string } | null;
}

/** A student the demo moved up to Tier 3 and back down to Tier 2 on the junior team's board. */
async function demoStudent(page: Page, schoolId: number) {
  const list = (await (await page.request.get(`/api/v1/boards/?school=${schoolId}&all=true`)).json()) as { results: { id: number; title: string }[] };
  const board = list.results.find((b) => b.title === BOARD)!;
  const detail = (await (await page.request.get(`/api/v1/boards/${board.id}/`)).json()) as { categories: { id: number; title: string }[]; cards: Card[] };
  const tier2 = detail.categories.find((c) => c.title === 'Tier 2')!;
  const card = detail.cards.find((c) => c.category_id === tier2.id && c.student)!;
  return { boardId: board.id, studentId: card.student_id, name: `${card.student!.first_name} ${card.student!.last_name}` };
}

async function ready(page: Page) {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('.mantine-Skeleton-root')).toHaveCount(0);
}

test.describe('boards on the school home and the student profile', () => {
  test.use({ storageState: storageStateOf('teacher') });

  test('the home lists the teacher’s boards, and a demo student’s profile shows its placement and moves (English and French)', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/school\/\d+\/\d+$/);
    const [, districtId, schoolId] = /\/school\/(\d+)\/(\d+)$/.exec(page.url())!.map(Number);
    await ready(page);

    // The home: the boards the teacher works on (a member of the demo boards), each with its last change.
    const boards = page.getByRole('region', { name: 'Your team boards' });
    const items = boards.getByTestId('home-board');
    await expect(items.first()).toBeVisible();
    expect(await items.count()).toBeLessThanOrEqual(6);
    const junior = items.filter({ has: page.getByRole('link', { name: BOARD }) });
    await expect(junior).toContainText('Team board');
    await expect(junior).toContainText('You may move cards');
    await expect(junior).toContainText(/Last change: (\d+ days ago|yesterday|last week|\d+ weeks ago|last month)/);
    await expect(boards.getByRole('link', { name: /^All team boards \(\d+\)$/ })).toHaveAttribute('href', `/school/${districtId}/${schoolId}/boards`);
    await expectNoA11yViolations(page, 'the school home with its boards');
    await shot(page, 'home-boards-en', { fullPage: true });

    // The profile of a student the demo moved: Tier 1 → Tier 3, then Tier 3 → Tier 2.
    const student = await demoStudent(page, schoolId!);
    await page.goto(`/school/${districtId}/${schoolId}/students/profile/${student.studentId}`);
    await expect(page.getByRole('heading', { level: 1, name: student.name })).toBeVisible();
    const section = page.getByRole('region', { name: 'Boards', exact: true });
    const placement = section.getByTestId('student-placement').filter({ has: page.getByRole('link', { name: BOARD }) });
    await expect(placement).toContainText('Tier 2: Targeted');
    await expect(placement).toContainText(/since \w{3} \d{1,2}, \d{4}/);
    await expect(placement.getByRole('link', { name: BOARD })).toHaveAttribute('href', `/school/${districtId}/${schoolId}/board/${student.boardId}`);
    const history = section.getByRole('table', { name: 'History of moves' });
    const rows = history.getByRole('row').filter({ has: page.getByRole('link', { name: BOARD }) });
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(0).getByRole('group', { name: 'From Tier 3 to Tier 2' })).toBeVisible();
    await expect(rows.nth(1).getByRole('group', { name: 'From Tier 1 to Tier 3' })).toBeVisible();
    await expectNoA11yViolations(page, 'the student profile with its boards');
    await section.scrollIntoViewIfNeeded();
    await shot(page, 'profile-boards-en');

    // The same in French.
    await switchToFrench(page);
    const sectionFr = page.getByRole('region', { name: 'Tableaux', exact: true });
    await expect(sectionFr.getByRole('heading', { name: 'Où se trouve l’élève actuellement' })).toBeVisible();
    await expect(sectionFr.getByTestId('student-placement').filter({ hasText: BOARD })).toContainText(/Tableau d’équipe · depuis le \d{1,2} \S+ \d{4}/);
    const historyFr = sectionFr.getByRole('table', { name: 'Historique des déplacements' });
    await expect(historyFr.getByRole('columnheader', { name: 'Déplacement' })).toBeVisible();
    await expect(historyFr.getByRole('group', { name: 'De Tier 3 à Tier 2' }).first()).toBeVisible();
    await expectNoA11yViolations(page, 'the student profile with its boards, in French');
    await sectionFr.scrollIntoViewIfNeeded();
    await shot(page, 'profile-boards-fr');

    await page.goto('/');
    const boardsFr = page.getByRole('region', { name: 'Vos tableaux d’équipe' });
    await expect(boardsFr.getByTestId('home-board').filter({ hasText: BOARD })).toContainText(
      /Dernière modification : (il y a \d+ jours|hier|la semaine dernière|il y a \d+ semaines|le mois dernier)/,
    );
    await ready(page);
    await expectNoA11yViolations(page, 'the school home with its boards, in French');
    await shot(page, 'home-boards-fr', { fullPage: true });
  });
});
