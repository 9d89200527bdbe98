/**
 * The support network's first part (issue 11, section 1): a teacher proposes a support, a reviewer sees it
 * waiting, approves it, and it takes its place in the school's continuum. In English (teacher and school leader
 * of Aspen Grove) and in French (fr.teacher at Les Trois-Ponts, the francophone district's admin reviewing),
 * with axe on every page and dialog on the way. Giving a support and the district's report are
 * giving.spec.ts (one flow a test, issue 21, section 5: the whole journey in one test took four minutes).
 */
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { expectNoA11yViolations } from '../support/a11y.ts';
import { ACCOUNTS, DISTRICT_FR } from '../support/cast.ts';
import { apiSignedInContext, contextOf, demoTenantIds, storageStateOf } from '../support/session.ts';
import { shot } from '../support/shots.ts';
import { continuumCell, fillSupport, FR_TEACHER } from './network.ts';

interface Words {
  nav: string;
  network: string;
  propose: string;
  submit: string;
  proposed: string;
  required: string;
  type: string;
  nameLabel: string;
  focusArea: string;
  tier: string;
  mine: string;
  waiting: string;
  approve: string;
  approveTitle: string;
  approved: string;
}

// Two people, half a dozen pages and dialogs, axe on each.
test.describe.configure({ timeout: 180_000 });

const EN: Words = {
  nav: 'Support network',
  network: 'Student support network',
  propose: 'Propose a support',
  submit: 'Propose',
  proposed: 'Support proposed: your school leaders will review it',
  required: 'Choose at least one focus area',
  type: 'Strategy',
  nameLabel: 'Name in English',
  focusArea: 'Literacy',
  tier: 'Tier 1: Universal',
  mine: 'My proposals',
  waiting: 'Waiting for your review',
  approve: 'Approve',
  approveTitle: 'Approve this support?',
  approved: 'Support approved',
};

const FR: Words = {
  nav: 'Réseau de soutien',
  network: 'Réseau de soutien aux élèves',
  propose: 'Proposer un soutien',
  submit: 'Proposer',
  proposed: 'Soutien proposé : la direction de votre école l’examinera',
  required: 'Choisissez au moins un axe de soutien',
  type: 'Stratégie',
  nameLabel: 'Nom en français',
  focusArea: 'Littératie',
  tier: 'Niveau 1 : universel',
  mine: 'Mes propositions',
  waiting: 'En attente de votre examen',
  approve: 'Approuver',
  approveTitle: 'Approuver ce soutien ?',
  approved: 'Soutien approuvé',
};

/** The proposer's part: from the school home through the sidebar to the form, the contract's messages, then the proposal. */
async function propose(proposer: BrowserContext, w: Words, name: string, lang: 'en' | 'fr'): Promise<string> {
  const page = await proposer.newPage();
  await page.goto('/');
  await page.getByRole('navigation').getByRole('link', { name: w.nav, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: w.network })).toBeVisible();
  await expect(page.getByRole('heading', { name: w.mine })).toBeVisible();
  await expect(page.getByRole('table').last()).toBeVisible();
  await expectNoA11yViolations(page, `the school's network (${lang})`);
  await shot(page, `supports-school-${lang}`, { fullPage: true });

  await page.getByRole('link', { name: w.propose }).click();
  await page.getByRole('button', { name: w.submit, exact: true }).click();
  await expect(page.getByText(w.required)).toBeVisible();
  await fillSupport(page, { ...w, name });
  await expectNoA11yViolations(page, `the support form (${lang})`);
  if (lang === 'en') {
    // Leaving with unsaved values asks first; staying keeps them.
    await page.getByRole('navigation').getByRole('link', { name: w.nav, exact: true }).click();
    const leave = page.getByRole('dialog', { name: 'Leave without saving?' });
    await expect(leave).toBeVisible();
    await leave.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('textbox', { name: w.nameLabel })).toHaveValue(name);
  }
  await shot(page, `supports-form-${lang}`, { fullPage: true });
  await page.getByRole('button', { name: w.submit, exact: true }).click();
  await expect(page.getByText(w.proposed)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expectNoA11yViolations(page, `a support's page (${lang})`);
  return page.url();
}

/** The reviewer's part: the waiting list, the review page, the dialog, and the support in the continuum. */
async function approve(page: Page, w: Words, name: string, lang: 'en' | 'fr') {
  const waiting = page.getByRole('region', { name: w.waiting });
  await waiting.getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expectNoA11yViolations(page, `the review page (${lang})`);
  if (lang === 'en') {
    // Returning needs a comment: the dialog says so before sending; cancelled here.
    await page.getByRole('button', { name: 'Return', exact: true }).click();
    const ret = page.getByRole('dialog', { name: 'Return this support?' });
    await ret.getByRole('button', { name: 'Return', exact: true }).click();
    await expect(ret.getByText('Say why the support is returned')).toBeVisible();
    await expectNoA11yViolations(page, 'the return dialog');
    await ret.getByRole('button', { name: 'Cancel' }).click();
    await expect(ret).toHaveCount(0);
  }
  await page.getByRole('button', { name: w.approve, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: w.approveTitle });
  await expect(dialog).toBeVisible();
  await expectNoA11yViolations(page, `the approve dialog (${lang})`);
  await shot(page, `supports-approve-${lang}`);
  await dialog.getByRole('button', { name: w.approve, exact: true }).click();
  await expect(page.getByText(w.approved)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: w.network })).toBeVisible();
  await expect(continuumCell(page, w.focusArea, 0).getByRole('link', { name })).toBeVisible();
  await expect(page.getByRole('region', { name: w.waiting }).getByRole('link', { name })).toHaveCount(0);
}

test('a teacher proposes a support and the school leader approves it into the continuum, where the teacher finds it as the school’s own', async ({
  browser,
  playwright,
  baseURL,
}) => {
  const name = `Hallway check-in ${Date.now() % 100000}`;
  const teacher = await contextOf(browser, playwright, baseURL, ACCOUNTS.teacher);
  const viewed = await propose(teacher, EN, name, 'en');
  expect(viewed).toMatch(/\/school\/\d+\/\d+\/supports\/view\/\d+$/);

  const leader = await apiSignedInContext(browser, playwright, baseURL, ACCOUNTS.schoolLeader);
  const page = await leader.newPage();
  await page.goto('/');
  await page.getByRole('navigation').getByRole('link', { name: EN.nav, exact: true }).click();
  await expect(page.getByRole('region', { name: EN.waiting })).toBeVisible();
  await expectNoA11yViolations(page, "the leader's network page");
  await approve(page, EN, name, 'en');
  await shot(page, 'supports-continuum-en', { fullPage: true });
  await leader.close();

  // The teacher sees it in the network too, marked as the school's own.
  const back = await teacher.newPage();
  await back.goto(viewed.replace(/\/view\/\d+$/, ''));
  await expect(continuumCell(back, EN.focusArea, 0).getByRole('listitem').filter({ hasText: name })).toContainText('Our school');
  await teacher.close();
});

test('en français : un enseignant propose un soutien et l’administration du conseil l’approuve dans le continuum', async ({ browser, playwright, baseURL }) => {
  const name = `Coin lecture ${Date.now() % 100000}`;
  const teacher = await apiSignedInContext(browser, playwright, baseURL, FR_TEACHER);
  await propose(teacher, FR, name, 'fr');
  await teacher.close();

  const ids = await demoTenantIds(playwright, baseURL);
  const admin = await browser.newContext({ storageState: storageStateOf('frAdmin') });
  const page = await admin.newPage();
  await page.goto(`/school/${ids.fr}/${ids.troisPonts}/supports`);
  await expect(page.getByText(DISTRICT_FR).first()).toBeVisible();
  await expect(page.getByRole('region', { name: FR.waiting })).toBeVisible();
  await approve(page, FR, name, 'fr');
  await shot(page, 'supports-continuum-fr', { fullPage: true });
  await admin.close();
});
