/**
 * The board page's looks and links (issue 20): a mouse drag draws the card under the pointer and marks the
 * column it would land in; a school's card on a district board of schools opens the school's profile; in
 * French the grade filter is "Année" (the tiers are "Niveau"), its placeholder fits, and counts take the
 * plural.
 */
import { expect, test } from '@playwright/test';
import { expectNoA11yViolations } from '../support/a11y.ts';
import { boardByApi, cardsIn, column, TIERS } from '../support/boards.ts';
import { ACCOUNTS, SCHOOL_ASPEN } from '../support/cast.ts';
import { switchToFrench } from '../support/language.ts';
import { contextOf } from '../support/session.ts';

test('a mouse drag shows the card under the pointer and marks the column it would land in', async ({ browser, playwright, baseURL }) => {
  const context = await contextOf(browser, playwright, baseURL, ACCOUNTS.schoolLeader);
  const page = await context.newPage();
  await page.goto('/');
  await expect(page).toHaveURL(ACCOUNTS.schoolLeader.lands);
  await page.goto(await boardByApi(context, new URL(page.url()).pathname, `Drag board ${Date.now()}`, '4'));
  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Done' })).toBeVisible();

  const card = cardsIn(page, TIERS[0]!).first();
  const name = (await card.getAttribute('data-student'))!;
  const from = (await card.boundingBox())!;
  const to = (await column(page, TIERS[1]!).boundingBox())!;
  await page.mouse.move(from.x + 20, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + 40, from.y + from.height / 2, { steps: 4 });
  await page.mouse.move(to.x + to.width / 2, to.y + 80, { steps: 10 });
  // Under the pointer: the card's copy; the target column is marked, the one it left is not.
  const overlay = page.getByTestId('board-drag-overlay');
  await expect(overlay).toBeVisible();
  await expect(overlay).toContainText(name);
  await expect(column(page, TIERS[1]!)).toHaveAttribute('data-drop-target', 'true');
  await expect(column(page, TIERS[0]!)).not.toHaveAttribute('data-drop-target');
  const saved = page.waitForResponse((r) => r.url().includes('/moves/') && r.request().method() === 'POST');
  await page.mouse.up();
  expect((await saved).status()).toBe(200);
  await expect(column(page, TIERS[1]!).locator(`[data-student="${name}"]`)).toBeVisible();
  await expect(overlay).toHaveCount(0);
  await expect(page.locator('[data-drop-target]')).toHaveCount(0);
  await context.close();
});

test('a school’s card on the district’s board of schools opens the school’s profile', async ({ browser, playwright, baseURL }) => {
  const context = await contextOf(browser, playwright, baseURL, ACCOUNTS.districtAdmin);
  const page = await context.newPage();
  await page.goto('/');
  await expect(page).toHaveURL(ACCOUNTS.districtAdmin.lands);
  const districtId = Number(new URL(page.url()).pathname.split('/')[2]);
  const csrf = (await context.storageState()).cookies.find((c) => c.name === 'csrftoken')?.value ?? '';
  const created = await context.request.post('/api/v1/boards/', {
    data: {
      district_id: districtId,
      kind: 'district_schools',
      title: `Schools ${Date.now()}`,
      categories: [
        { title: 'On track', color: '#2f9e44', is_default: true },
        { title: 'Watch', color: '#f08c00', is_default: false },
      ],
    },
    headers: { 'X-CSRFToken': csrf },
  });
  expect(created.status()).toBe(201);
  await page.goto(`/district/${districtId}/board/${((await created.json()) as { id: number }).id}`);
  await page.getByRole('link', { name: SCHOOL_ASPEN, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/district/${districtId}/schools/\\d+/school-profile$`));
  await expect(page.getByRole('heading', { level: 1, name: SCHOOL_ASPEN })).toBeVisible();
  await context.close();
});

test('in French the board says "Année" for the grade, its placeholder fits, and a count takes the plural (axe)', async ({ browser, playwright, baseURL }) => {
  const context = await contextOf(browser, playwright, baseURL, ACCOUNTS.schoolLeader);
  const page = await context.newPage();
  await page.goto('/');
  await expect(page).toHaveURL(ACCOUNTS.schoolLeader.lands);
  const path = await boardByApi(context, new URL(page.url()).pathname, `Tableau ${Date.now()}`, '4');
  await switchToFrench(page);
  await page.goto(path);
  await expect(cardsIn(page, TIERS[0]!).first()).toBeVisible();
  const grade = page.getByRole('textbox', { name: 'Année', exact: true }).or(page.getByRole('combobox', { name: 'Année', exact: true }));
  await expect(grade).toHaveAttribute('placeholder', 'Toutes les années');
  // The placeholder's text is no wider than the room the field leaves it (between its paddings, beside the chevron).
  const fits = await grade.evaluate((el: HTMLInputElement) => {
    const style = getComputedStyle(el);
    const context = document.createElement('canvas').getContext('2d')!;
    context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    return context.measureText(el.placeholder).width <= el.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
  });
  expect(fits, 'the grade filter’s placeholder fits').toBe(true);
  // The empty column's count: "0 fiche" (French counts 0 and 1 as singular).
  await expect(column(page, TIERS[1]!).getByLabel('0 fiche', { exact: true })).toBeVisible();
  await expectNoA11yViolations(page, 'the board in French');
  await context.close();
});
