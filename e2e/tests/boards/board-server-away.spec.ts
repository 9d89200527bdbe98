/**
 * The server goes away during a meeting (issue 20): while the leader moves a card, no code and no move
 * reach the server. The page must not go blank: it says the move was not saved (the notification stack's
 * code cannot arrive, the entry's plain stack shows it), the card is back in its column, and once the
 * server is back the same move is saved. A heartbeat without an answer keeps the leader editing (issue 25).
 */
import { expect, test } from '@playwright/test';
import { expectNoA11yViolations } from '../support/a11y.ts';
import { boardByApi, column, namesIn, TIERS } from '../support/boards.ts';
import { ACCOUNTS } from '../support/cast.ts';
import { contextOf } from '../support/session.ts';

const NOT_SAVED = 'Your move was not saved: the card is back where it was.';

test('a move refused while the server is away: the page stays, says so, the card goes back, and it recovers', async ({ browser, playwright, baseURL }) => {
  const leader = await contextOf(browser, playwright, baseURL, ACCOUNTS.schoolLeader);
  const page = await leader.newPage();
  await page.goto('/');
  await expect(page).toHaveURL(ACCOUNTS.schoolLeader.lands);
  const title = `Server away ${Date.now()}`;
  await page.goto(await boardByApi(leader, new URL(page.url()).pathname, title, '3'));
  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Done' })).toBeVisible();
  const [name] = await namesIn(page, TIERS[0]!);
  const card = (tier: string) => column(page, tier).locator(`[data-student="${name}"]`);

  // The server is away: no chunk of code arrives, no move is answered.
  await page.route('**/assets/**', (route) => route.abort());
  await page.route('**/api/v1/boards/*/moves/', (route) => route.abort());
  await page.getByRole('button', { name: `Move ${name} to…` }).click();
  await page.getByRole('menuitem', { name: TIERS[1] }).click();

  await expect(page.getByRole('alert').filter({ hasText: NOT_SAVED })).toBeVisible();
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  await expect(card(TIERS[0]!)).toBeVisible();
  await expect(card(TIERS[1]!)).toHaveCount(0);
  await expectNoA11yViolations(page, 'the board with a move not saved');

  // The server is back: the same move is saved, and kept after a reload.
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  await page.getByRole('button', { name: `Move ${name} to…` }).click();
  await page.getByRole('menuitem', { name: TIERS[1] }).click();
  await expect(card(TIERS[1]!)).toBeVisible();
  await page.reload();
  await expect(card(TIERS[1]!)).toBeVisible();
  await leader.close();
});

test('a heartbeat without an answer keeps the leader editing and says the connection is lost, until it is back', async ({ browser, playwright, baseURL }) => {
  const leader = await contextOf(browser, playwright, baseURL, ACCOUNTS.schoolLeader);
  const page = await leader.newPage();
  // The page's clock, to reach the 30 s heartbeat without waiting for it.
  await page.clock.install();
  await page.goto('/');
  await expect(page).toHaveURL(ACCOUNTS.schoolLeader.lands);
  const title = `Heartbeat lost ${Date.now()}`;
  await page.goto(await boardByApi(leader, new URL(page.url()).pathname, title, '3'));
  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Done' })).toBeVisible();

  // The boards' API is away: the heartbeat, and any read of the board, get no answer.
  await page.route('**/api/v1/boards/**', (route) => route.abort());
  await page.clock.fastForward('00:31');
  await expect(page.getByRole('status').filter({ hasText: 'Connection lost, retrying…' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Done' })).toBeVisible();
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  await expect(page.getByText('Something went wrong')).toHaveCount(0);

  // Back: the next try keeps the lock, and the page is editing as before.
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  await page.clock.fastForward('00:16');
  await expect(page.getByRole('status').filter({ hasText: 'Connection lost' })).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: 'Editing: your moves are saved as you make them.' })).toBeVisible();
  await leader.close();
});
