/**
 * School subscriptions in the browser (issue 23, section 3), in English and in French: a super admin moves Aspen to
 * "payment pending" with a reason on the school's account page (confirmation, history); the school's admin then sees
 * the banner on the school's pages, hides it, opens the subscription page from it (status, plan, history with the
 * reason), saves the billing contact and asks for an invoice (English: sent; French: cancelled). Axe on each page.
 * Aspen is set back to good after each flow.
 */
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { expectNoA11yViolations } from '../support/a11y.ts';
import { ACCOUNTS } from '../support/cast.ts';
import { switchToFrench } from '../support/language.ts';
import { contextOf, demoTenantIds } from '../support/session.ts';
import { shot } from '../support/shots.ts';

test.describe.configure({ mode: 'serial' });

const csrfOf = async (context: BrowserContext) => (await context.storageState()).cookies.find((c) => c.name === 'csrftoken')?.value ?? '';

const WORDS = {
  en: {
    change: 'Change the account status',
    newStatus: 'New status',
    pending: 'Payment pending',
    reason: 'Reason',
    submit: 'Change status',
    changed: 'The account status was changed.',
    history: 'Changes of the account status',
    bannerTitle: 'Payment pending',
    bannerLink: 'Manage subscription',
    hide: 'Hide this message',
    heading: 'Manage subscription',
    billingName: 'Name of the billing contact',
    billingEmail: 'E-mail of the billing contact',
    saveBilling: 'Save the billing contact',
    saved: 'The billing contact was saved.',
    invoice: 'Request an invoice',
    send: 'Send the request',
    sent: 'Your request was sent to the support team.',
    cancel: 'Cancel',
    students: 'Students',
  },
  fr: {
    change: 'Changer l’état du compte',
    newStatus: 'Nouvel état',
    pending: 'Paiement en attente',
    reason: 'Motif',
    submit: 'Changer l’état',
    changed: 'L’état du compte a été changé.',
    history: 'Changements de l’état du compte',
    bannerTitle: 'Paiement en attente',
    bannerLink: 'Gérer l’abonnement',
    hide: 'Masquer ce message',
    heading: 'Gérer l’abonnement',
    billingName: 'Nom du responsable de la facturation',
    billingEmail: 'Courriel du responsable de la facturation',
    saveBilling: 'Enregistrer le responsable de la facturation',
    saved: 'Le responsable de la facturation a été enregistré.',
    invoice: 'Demander une facture',
    send: 'Envoyer la demande',
    sent: 'Votre demande a été envoyée à l’équipe de soutien.',
    cancel: 'Annuler',
    students: 'Élèves',
  },
} as const;

async function toGood(context: BrowserContext, school: number) {
  const now = (await (await context.request.get(`/api/v1/schools/${school}/subscription/`)).json()) as { school: { status: string } };
  if (now.school.status === 'good') return;
  const res = await context.request.post(`/api/v1/schools/${school}/subscription/status/`, {
    data: { status: 'good', reason: 'End of the browser test' },
    headers: { 'X-CSRFToken': await csrfOf(context) },
  });
  expect(res.status(), await res.text()).toBe(200);
}

async function language(page: Page, lang: 'en' | 'fr') {
  if (lang === 'fr') await switchToFrench(page);
}

for (const lang of ['en', 'fr'] as const) {
  test(`payment pending with a reason, the banner and the subscription page (${lang}, axe)`, async ({ browser, playwright, baseURL }) => {
    test.setTimeout(240_000);
    const w = WORDS[lang];
    const ids = await demoTenantIds(playwright, baseURL);
    const superCtx = await contextOf(browser, playwright, baseURL, ACCOUNTS.super);
    await toGood(superCtx, ids.aspen);
    const reason = `${lang === 'en' ? 'Invoice unpaid' : 'Facture impayée'} ${Date.now()}`;
    try {
      // The super admin: the school's account page.
      const page = await superCtx.newPage();
      await page.goto(`/admin/edit-school/${ids.en}/${ids.aspen}`);
      await language(page, lang);
      await expect(page.getByRole('heading', { name: w.change })).toBeVisible();
      await page.getByRole('combobox', { name: w.newStatus }).click();
      await page.getByRole('option', { name: w.pending }).click();
      await page.getByRole('button', { name: w.submit }).click();
      // The reason is required: nothing is asked before it is given.
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await page.getByRole('textbox', { name: new RegExp(`^${w.reason}`) }).fill(reason);
      await page.getByRole('button', { name: w.submit }).click();
      const dialog = page.getByRole('dialog', { name: w.change });
      await expect(dialog).toBeVisible();
      await expectNoA11yViolations(page, `the status confirmation (${lang})`);
      await dialog.getByRole('button', { name: w.submit }).click();
      await expect(page.getByText(w.changed)).toBeVisible();
      await expect(page.getByRole('table', { name: w.history }).getByRole('row', { name: new RegExp(reason) })).toBeVisible();
      await expectNoA11yViolations(page, `the school account page with the status history (${lang})`);
      await shot(page, `admin-school-status-${lang}`, { fullPage: true });

      // The school's admin: the banner on a school page, hidden for the visit, then the subscription page.
      const admin = await contextOf(browser, playwright, baseURL, ACCOUNTS.schoolAdmin);
      const school = await admin.newPage();
      await school.goto(`/school/${ids.en}/${ids.aspen}/students`);
      await language(school, lang);
      const banner = school.getByRole('status').filter({ hasText: w.bannerTitle });
      await expect(banner).toBeVisible();
      await expectNoA11yViolations(school, `the school page with the payment banner (${lang})`);
      await shot(school, `school-payment-banner-${lang}`);
      await banner.getByRole('link', { name: w.bannerLink }).click();
      await expect(school.getByRole('heading', { level: 1, name: w.heading })).toBeVisible();
      await expect(school.getByText(w.pending).first()).toBeVisible();
      await expect(school.getByRole('table', { name: w.history }).getByRole('row', { name: new RegExp(reason) })).toBeVisible();
      await school.getByRole('textbox', { name: w.billingName }).fill('Grace Okafor');
      await school.getByRole('textbox', { name: w.billingEmail }).fill('not an e-mail');
      await school.getByRole('button', { name: w.saveBilling }).click();
      await expect(school.getByRole('textbox', { name: w.billingEmail })).toHaveAttribute('aria-invalid', 'true');
      await school.getByRole('textbox', { name: w.billingEmail }).fill('billing@aspen.demo.test');
      await school.getByRole('button', { name: w.saveBilling }).click();
      await expect(school.getByText(w.saved)).toBeVisible();
      await expect(school.getByText('Grace Okafor · billing@aspen.demo.test')).toBeVisible();
      await school.getByRole('button', { name: w.invoice }).click();
      const ask = school.getByRole('dialog', { name: w.invoice });
      await expect(ask).toBeVisible();
      await expectNoA11yViolations(school, `the invoice confirmation (${lang})`);
      if (lang === 'en') {
        await ask.getByRole('button', { name: w.send }).click();
        await expect(school.getByText(w.sent)).toBeVisible();
      } else {
        await ask.getByRole('button', { name: w.cancel }).click();
        await expect(ask).toBeHidden();
      }
      await expectNoA11yViolations(school, `the subscription page (${lang})`);
      await shot(school, `school-manage-subscription-${lang}`, { fullPage: true });
      // Hidden for the rest of the visit.
      await school.getByRole('link', { name: w.students, exact: true }).first().click();
      await school.getByRole('status').filter({ hasText: w.bannerTitle }).getByRole('button', { name: w.hide }).click();
      await expect(school.getByRole('status').filter({ hasText: w.bannerTitle })).toHaveCount(0);
      await school.getByRole('link', { name: lang === 'en' ? 'Subscription' : 'Abonnement' }).click();
      await expect(school.getByRole('heading', { level: 1, name: w.heading })).toBeVisible();
      await expect(school.getByRole('status').filter({ hasText: w.bannerTitle })).toHaveCount(0);
      await admin.close();
    } finally {
      await toGood(superCtx, ids.aspen);
      await superCtx.close();
    }
  });
}
