/**
 * Guardians sign a final plan themselves (issue 24, section 1): Aspen's support plan coordinator sends a final plan
 * to the guardian of its team (in English) from the plan's signatures; the guardian opens the link read from the
 * e-mail (the outbox, as the super admin reads it), with no account, switches the page to French and signs there;
 * the coordinator's signatures table says it was signed by the guardian through a link they sent. Axe on the
 * dialog and on the public page in both languages.
 */
import { expect, test, type APIRequestContext } from '@playwright/test';
import { expectNoA11yViolations } from '../support/a11y.ts';
import { ACCOUNTS, SCHOOL_ASPEN } from '../support/cast.ts';
import { apiSignedInContext, idByName, storageStateOf } from '../support/session.ts';

async function csrf(request: APIRequestContext): Promise<string> {
  await request.get('/api/v1/current_user/');
  return (await request.storageState()).cookies.find((c) => c.name === 'csrftoken')?.value ?? '';
}

test.describe('a guardian signs a final plan through a link', () => {
  test.setTimeout(90_000);

  test('the coordinator sends it in English; the guardian reads it, switches to French and signs; the table says so', async ({ browser, playwright, baseURL }) => {
    const unique = `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
    const guardianEmail = `guardian-${unique}@family.test`;
    // A new student of Aspen and a final plan whose team holds the guardian (through the API).
    const admin = await playwright.request.newContext({ baseURL, storageState: storageStateOf('districtAdmin') });
    const adminToken = await csrf(admin);
    const me = (await (await admin.get('/api/v1/current_user/')).json()) as { district: { id: number } };
    const schoolId = await idByName(admin, 'schools', SCHOOL_ASPEN);
    const created = await admin.post('/api/v1/students/', {
      headers: { 'X-CSRFToken': adminToken },
      data: { school_id: schoolId, first_name: 'Lina', last_name: `Guardian${unique}`, grade: '4', gender: 'female', student_number: `GS-${unique}` },
    });
    expect(created.status(), await created.text()).toBe(201);
    const studentId = ((await created.json()) as { id: number }).id;
    await admin.dispose();

    const context = await apiSignedInContext(browser, playwright, baseURL, ACCOUNTS.schoolLeader);
    const page = await context.newPage();
    const token = await csrf(page.request);
    const templates = (await (await page.request.get(`/api/v1/support_plan_templates/?district=${me.district.id}`)).json()) as { results: { id: number }[] };
    const made = await page.request.post('/api/v1/support_plans/', {
      headers: { 'X-CSRFToken': token },
      data: { student_id: studentId, template_id: templates.results[0]!.id, school_year: '2026–2027' },
    });
    expect(made.status(), await made.text()).toBe(201);
    const plan = (await made.json()) as { id: number; home: { team_roles: { key: number }[] } };
    const team = await page.request.patch(`/api/v1/support_plans/${plan.id}/`, {
      headers: { 'X-CSRFToken': token },
      data: { home_version: 1, team: [{ name: 'Dana Okafor', role_key: plan.home.team_roles[0]!.key, inside: false, user_id: null }] },
    });
    expect(team.status(), await team.text()).toBe(200);
    expect((await page.request.post(`/api/v1/support_plans/${plan.id}/finalise/`, { headers: { 'X-CSRFToken': token }, data: {} })).status()).toBe(200);

    // The coordinator sends it (English), confirming what goes where.
    await page.goto(`/school/${me.district.id}/${schoolId}/students/profile/${studentId}/support-plan/home`);
    const signatures = page.getByTestId('plan-signatures');
    const requests = signatures.getByTestId('guardian-requests');
    await expect(requests).toContainText('No guardian has been sent this plan yet.', { timeout: 30_000 });
    await requests.getByRole('button', { name: 'Send to a guardian for signature' }).click();
    const dialog = page.getByRole('dialog', { name: 'Send to a guardian for signature' });
    await expect(dialog.getByRole('textbox', { name: 'Guardian’s e-mail address' })).toBeVisible();
    await expectNoA11yViolations(page, 'the send-to-a-guardian dialog (en)');
    await dialog.getByRole('textbox', { name: 'Guardian’s e-mail address' }).fill(guardianEmail);
    await dialog.getByRole('radio', { name: 'English' }).check();
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await expect(dialog.getByTestId('guardian-confirm')).toHaveText(`Send revision 1 of the plan to Dana Okafor at ${guardianEmail}, in English?`);
    await dialog.getByRole('button', { name: 'Send', exact: true }).click();
    await expect(dialog).toBeHidden();
    const row = requests.getByTestId('guardian-request').filter({ hasText: guardianEmail });
    await expect(row).toContainText('Waiting');

    // The guardian's link, from the e-mail in the outbox.
    const superApi = await playwright.request.newContext({ baseURL, storageState: storageStateOf('super') });
    let link: string | null = null;
    await expect
      .poll(
        async () => {
          const mails = (await (await superApi.get(`/api/v1/sent_emails/?search=${encodeURIComponent(guardianEmail)}`)).json()) as {
            results: { to: string; subject: string; text: string }[];
          };
          const mail = mails.results.find((m) => m.to === guardianEmail);
          link = /https?:\/\/[^\s/]+(\/guardian-sign\?token=[A-Za-z0-9_-]+)/.exec(mail?.text ?? '')?.[1] ?? null;
          return link;
        },
        { timeout: 20_000, message: 'the e-mail to the guardian arrives' },
      )
      .not.toBeNull();
    await superApi.dispose();

    // The guardian: no account, the page in English as sent; no referrer; nothing of the product around it.
    const guardianContext = await browser.newContext({ baseURL });
    const guardian = await guardianContext.newPage();
    const answer = await guardian.goto(link!);
    expect(answer?.headers()['referrer-policy']).toBe('no-referrer');
    await expect(guardian.getByRole('heading', { level: 1, name: 'Support plan for your signature' })).toBeVisible({ timeout: 30_000 });
    await expect(guardian.getByTestId('guardian-student')).toContainText(`Lina Guardian${unique}`);
    await expect(guardian.locator('meta[name="referrer"]')).toHaveAttribute('content', 'no-referrer');
    await expect(guardian.getByRole('navigation')).toHaveCount(0);
    await expect(guardian.getByRole('link', { name: /Download the plan as PDF/ })).toHaveAttribute('href', /\/api\/v1\/guardian_sign\/pdf\/\?token=.+&lang=en/);
    await expectNoA11yViolations(guardian, 'the guardian’s page (en)');

    // Switched to French, signed there: the typed name and the consent box.
    await guardian.getByRole('button', { name: 'Français' }).click();
    await expect(guardian.getByRole('heading', { level: 1, name: 'Plan de soutien à signer' })).toBeVisible();
    await expect(guardian.getByRole('link', { name: /Télécharger le plan en PDF/ })).toHaveAttribute('href', /lang=fr/);
    await expect(guardian.getByRole('heading', { name: 'Équipe de soutien' })).toBeVisible();
    await expectNoA11yViolations(guardian, 'the guardian’s page (fr)');
    await guardian.getByRole('button', { name: 'Signer le plan' }).click();
    await expect(guardian.getByText('Cochez la case pour donner votre consentement')).toBeVisible();
    await guardian.getByRole('textbox', { name: 'Votre nom complet' }).fill('Dana Okafor');
    await guardian.getByRole('checkbox', { name: 'J’ai lu ce plan de soutien et j’y consens.' }).check();
    await guardian.getByRole('button', { name: 'Signer le plan' }).click();
    await expect(guardian.getByTestId('guardian-answer')).toContainText('Merci : vous avez signé le plan.');

    // Opened again: the link was used.
    await guardian.goto(link!);
    await expect(guardian.getByTestId('guardian-refusal')).toContainText('Ce lien a déjà servi');
    await guardianContext.close();

    // The coordinator's table says who signed and how.
    await page.reload();
    const signed = signatures.getByRole('table', { name: 'Signatures of the latest revision' }).getByRole('row').filter({ hasText: 'Dana Okafor' });
    await expect(signed).toContainText('Signed by the guardian through a link sent by Marcus Bell', { timeout: 30_000 });
    await expect(row).toContainText('Signed');
    await context.close();
  });
});
