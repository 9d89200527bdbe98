/**
 * E-mail summaries in the browser (issue 23, section 2). (1) A user opens their summaries from the header, sets
 * "My actions" to daily, saves, sees it kept after a reload, and goes back to the district's default; then in French
 * (a francophone district's admin). (2) The public unsubscribe page, without signing in: a link that is not one says
 * so, in English and in French. Axe on each page. The unsubscribe flow with a real digest's token (read, post once,
 * "already used") is covered through the API with the job and the SMTP test server (apps/server/test/summaries.test.ts).
 */
import { expect, test } from '@playwright/test';
import { expectNoA11yViolations } from '../support/a11y.ts';
import { ACCOUNTS } from '../support/cast.ts';
import { contextOf, storeLanguage } from '../support/session.ts';
import { shot } from '../support/shots.ts';

const CASES = [
  {
    lang: 'en',
    account: ACCOUNTS.schoolStaff,
    link: 'E-mail summaries',
    group: 'My actions',
    daily: 'Daily',
    save: 'Save',
    saved: 'Your summaries were saved',
    useDefault: 'Use the default',
    usingDefault: 'You use the default',
  },
  {
    lang: 'fr',
    account: ACCOUNTS.frAdmin,
    link: 'Résumés par courriel',
    group: 'Mes actions',
    daily: 'Quotidien',
    save: 'Enregistrer',
    saved: 'Vos résumés ont été enregistrés',
    useDefault: 'Utiliser la valeur par défaut',
    usingDefault: 'Vous utilisez la valeur par défaut',
  },
] as const;

for (const c of CASES) {
  test(`a user sets a summary to daily and goes back to the default (${c.lang}, axe)`, async ({ browser, playwright, baseURL }) => {
    test.setTimeout(180_000);
    const context = await contextOf(browser, playwright, baseURL, c.account);
    const page = await context.newPage();
    await page.goto('/');
    await page.getByRole('link', { name: c.link }).click();
    await expect(page).toHaveURL(/\/account\/summaries$/);
    await expect(page.getByRole('heading', { level: 1, name: c.link })).toBeVisible();
    const group = page.getByRole('radiogroup', { name: c.group });
    await expect(group).toBeVisible();
    await expectNoA11yViolations(page, `e-mail summaries (${c.lang})`);
    await shot(page, `account-summaries-${c.lang}`, { fullPage: true });

    await group.getByRole('radio', { name: c.daily }).check();
    await page.getByRole('button', { name: c.save }).click();
    await expect(page.getByText(c.saved)).toBeVisible();
    await page.reload();
    await expect(page.getByRole('radiogroup', { name: c.group }).getByRole('radio', { name: c.daily })).toBeChecked();

    // Back to the default: the choice is dropped.
    await page.getByTestId('summary-user_actions').getByRole('button', { name: c.useDefault }).click();
    await page.getByRole('button', { name: c.save }).click();
    await expect(page.getByText(c.saved)).toBeVisible();
    await expect(page.getByTestId('summary-user_actions').getByText(c.usingDefault)).toBeVisible();
    await context.close();
  });
}

for (const lang of ['en', 'fr'] as const) {
  test(`the unsubscribe page, without signing in, says a link that is not one is not valid (${lang}, axe)`, async ({ page }) => {
    await page.goto('/terms');
    await storeLanguage(page, lang);
    await page.goto('/unsubscribe?token=not-a-real-token');
    await expect(page.getByRole('heading', { level: 1, name: lang === 'en' ? 'Unsubscribe from e-mail summaries' : 'Se désabonner des résumés par courriel' })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveText(lang === 'en' ? 'This unsubscribe link is not valid.' : 'Ce lien de désabonnement n’est pas valide.');
    await expectNoA11yViolations(page, `unsubscribe (${lang})`);
    await shot(page, `unsubscribe-invalid-${lang}`);
  });
}
