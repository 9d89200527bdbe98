/**
 * The plans area (issue 12): a school's support plan coordinator opens the plans table (the demo's draft plan),
 * filters it, switches tabs, then keeps a template of the school's own in the configurations (adds it, edits it,
 * meets a stale version, is refused archiving while an active plan uses it, archives it once the plan is
 * deactivated); axe on each page and dialog; school staff without a permission get no menu entry and the denied
 * page. Then a francophone district's admin reads the district's table and configurations in French.
 */
import { expect, test, type Page } from '@playwright/test';
import { formatDate } from '@ss/domain/language';
import { schoolYearOf } from '@ss/domain/school-year';
import { expectNoA11yViolations } from '../support/a11y.ts';
import { ACCOUNTS } from '../support/cast.ts';
import { contextOf, storageStateOf } from '../support/session.ts';
import { shot } from '../support/shots.ts';

const rowOf = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });

async function csrfOf(page: Page): Promise<string> {
  return (await page.context().cookies()).find((cookie) => cookie.name === 'csrftoken')?.value ?? '';
}

async function openPlans(page: Page, nav: string, heading: string) {
  await page.goto('/');
  await page.getByRole('navigation').getByRole('link', { name: nav, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
}

test('a coordinator reads the school’s plans by tab: the demo draft, review due, the deactivated tab (axe)', async ({ browser, playwright, baseURL }) => {
  const context = await contextOf(browser, playwright, baseURL, ACCOUNTS.schoolLeader);
  const page = await context.newPage();
  // The table: the demo's draft plan of a student of Aspen, made from the district's template.
  await openPlans(page, 'Support plans', 'Active and deactivated support plans');
  await expect(page.getByRole('tab', { name: 'Active' })).toHaveAttribute('aria-selected', 'true');
  const active = page.getByRole('table', { name: 'Active support plans' });
  // The demo's draft (the demo also has final plans there, one of them due for review).
  const demo = active.getByRole('row').filter({ hasText: 'Individual program plan' }).filter({ hasText: 'Draft' }).first();
  await expect(demo).toContainText('Not finalised');
  await expect(demo.getByRole('link').first()).toHaveAttribute('href', /\/school\/\d+\/\d+\/students\/profile\/\d+\/support-plan\/home$/);
  await expect(demo.getByRole('link', { name: /^Open the support plan of / })).toBeVisible();
  await expect(active.getByRole('columnheader')).toHaveText(['Student name', 'Teacher', 'Template', 'Last revision', 'Signatures', 'Next review', 'Actions']);
  await expectNoA11yViolations(page, 'the school’s active support plans');
  await shot(page, 'plans-school-active-en', { fullPage: true });

  // Its next review is two months away: not due.
  await page.getByRole('switch', { name: 'Review due within 7 days or overdue' }).click();
  await expect(demo).toBeHidden();
  await page.getByRole('switch', { name: 'Review due within 7 days or overdue' }).click();
  await expect(demo).toBeVisible();

  await page.getByRole('tab', { name: 'Deactivated' }).click();
  await expect(page).toHaveURL(/\?tab=deactivated$/);
  await expect(page.getByRole('table', { name: 'Deactivated support plans' }).or(page.getByText('No deactivated support plans'))).toBeVisible();
  await expectNoA11yViolations(page, 'the school’s deactivated support plans');

  await context.close();
});

test('a coordinator keeps a template of the school’s own: add, edit, stale version, archive refused then done (axe)', async ({ browser, playwright, baseURL }) => {
  test.setTimeout(120_000);
  const context = await contextOf(browser, playwright, baseURL, ACCOUNTS.schoolLeader);
  const page = await context.newPage();
  await openPlans(page, 'Support plans', 'Active and deactivated support plans');
  const schoolId = Number(/\/school\/\d+\/(\d+)\/plans/.exec(page.url())![1]);
  // The demo's draft plan, whose review is not due: the overdue flag below is the new plan's alone.
  const demo = page.getByRole('table', { name: 'Active support plans' }).getByRole('row').filter({ hasText: 'Individual program plan' }).filter({ hasText: 'Draft' }).first();
  await expect(demo).toBeVisible();

  // The configurations: the district's template is read here, not changed.
  await page.getByRole('link', { name: 'Support plan configurations' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Support plan configurations' })).toBeVisible();
  const templates = page.getByRole('table', { name: 'Support plan templates' });
  const districtRow = templates.getByRole('row').filter({ hasText: 'Individual program plan' });
  await expect(districtRow).toContainText('District');
  await expect(districtRow.getByRole('button', { name: 'View template Individual program plan' })).toBeVisible();
  await expect(districtRow.getByRole('button', { name: /^Archive/ })).toHaveCount(0);
  await expectNoA11yViolations(page, 'the school’s support plan configurations');

  // Adding a template of the school's own; the shared contract speaks before the server.
  const name = `Reading plan ${Date.now()}`;
  await page.getByRole('button', { name: 'Add template' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a support plan template' });
  await dialog.getByRole('button', { name: 'Add template' }).click();
  await expect(dialog.getByText('Required')).toBeVisible();
  await dialog.getByRole('textbox', { name: /^Name/ }).fill(name);
  await expect(dialog.getByRole('switch', { name: 'Specialized assessment' })).toBeChecked();
  await dialog.getByRole('switch', { name: 'Transition planning' }).click();
  await dialog.getByRole('checkbox', { name: 'Medical information' }).check();
  await dialog.getByRole('checkbox', { name: 'Previous supports' }).check();
  await dialog.getByRole('checkbox', { name: 'Parent or guardian' }).check();
  await dialog.getByRole('checkbox', { name: 'Classroom teacher' }).check();
  await dialog.getByRole('textbox', { name: /^Review every \(months\)/ }).fill('6');
  await dialog.getByRole('textbox', { name: 'PDF wording in French' }).fill('Ce plan est révisé avec la famille.');
  await expectNoA11yViolations(page, 'the add-template dialog');
  await shot(page, 'plans-template-dialog-en');
  await dialog.getByRole('button', { name: 'Add template' }).click();
  await expect(page.getByText('Template added')).toBeVisible();
  await expect(dialog).toBeHidden();
  const row = rowOf(page, name);
  await expect(row).toContainText('This school');
  await expect(row).toContainText('Specialized assessment, Goal planning, Transition planning');
  await expect(row).toContainText('6 months');

  // What was saved, in the lists' order, as the API reads it.
  const list = await page.request.get(`/api/v1/support_plan_templates/?school=${schoolId}`);
  const saved = (
    (await list.json()) as { results: { id: number; name: string; version: number; information_keys: number[]; team_role_keys: number[]; pdf_wording_fr: string }[] }
  ).results.find((tp) => tp.name === name)!;
  expect(saved.information_keys).toHaveLength(2);
  expect(saved.team_role_keys).toHaveLength(2);
  expect(saved.pdf_wording_fr).toBe('Ce plan est révisé avec la famille.');

  // Editing it.
  const edited = `${name} (edited)`;
  await page.getByRole('button', { name: `Edit template ${name}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit template' });
  await expect(edit.getByRole('checkbox', { name: 'Previous supports' })).toBeChecked();
  await edit.getByRole('textbox', { name: /^Name/ }).fill(edited);
  await edit.getByRole('switch', { name: 'Specialized assessment' }).click();
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Template saved')).toBeVisible();
  await expect(edit).toBeHidden();
  await expect(rowOf(page, edited)).toContainText('Goal planning, Transition planning');
  await expect(rowOf(page, edited)).not.toContainText('Specialized assessment');

  // Someone else saves it while it is open: the stale save is refused and the dialog reloads it.
  const csrf = await csrfOf(page);
  await page.getByRole('button', { name: `Edit template ${edited}` }).click();
  await expect(edit.getByRole('textbox', { name: /^Name/ })).toHaveValue(edited);
  const theirs = `${name} (theirs)`;
  const patched = await page.request.patch(`/api/v1/support_plan_templates/${saved.id}/`, { data: { version: saved.version + 1, name: theirs }, headers: { 'X-CSRFToken': csrf } });
  expect(patched.status()).toBe(200);
  await edit.getByRole('textbox', { name: /^Review every \(months\)/ }).fill('4');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit.getByRole('alert')).toContainText('Someone else changed this template after you opened it.');
  await expect(edit.getByRole('button', { name: 'Save' })).toBeDisabled();
  await expectNoA11yViolations(page, 'the stale-version alert');
  await edit.getByRole('button', { name: 'Reload the template' }).click();
  await expect(edit.getByRole('textbox', { name: /^Name/ })).toHaveValue(theirs);
  await edit.getByRole('button', { name: 'Cancel' }).click();
  await expect(edit).toBeHidden();
  await expect(rowOf(page, theirs)).toBeVisible();

  // A plan made from it (another Aspen student, through the API) keeps it from being archived.
  const year = schoolYearOf(new Date()).label;
  const roster = (await (await page.request.get(`/api/v1/students/?school=${schoolId}&pageSize=50`)).json()) as { results: { id: number }[] };
  const plans = (await (await page.request.get(`/api/v1/support_plans/?school=${schoolId}&pageSize=100`)).json()) as { results: { student: { id: number } }[] };
  const student = roster.results.find((s) => !plans.results.some((p) => p.student.id === s.id))!;
  const made = await page.request.post('/api/v1/support_plans/', { data: { student_id: student.id, template_id: saved.id, school_year: year }, headers: { 'X-CSRFToken': csrf } });
  expect(made.status()).toBe(201);
  const plan = (await made.json()) as { id: number; home: { version: number } };
  // Its review was due last January: overdue.
  const reviewed = await page.request.patch(`/api/v1/support_plans/${plan.id}/`, {
    data: { home_version: plan.home.version, review_dates: [{ date: `${new Date().getUTCFullYear()}-01-05`, done: false }] },
    headers: { 'X-CSRFToken': csrf },
  });
  expect(reviewed.status()).toBe(200);

  await page.getByRole('button', { name: `Archive template ${theirs}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Archive this template?' });
  await expect(confirm).toContainText('will no longer be offered for new plans');
  await expectNoA11yViolations(page, 'the archive confirmation');
  await confirm.getByRole('button', { name: 'Archive', exact: true }).click();
  await expect(confirm.getByRole('alert')).toContainText('This template is used by an active support plan');
  await expect(confirm.getByRole('button', { name: 'Archive', exact: true })).toBeDisabled();
  await shot(page, 'plans-archive-refused-en');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(rowOf(page, theirs)).toBeVisible();

  // On the table (a fresh load: the plan was made behind the page's back) its review is flagged and due.
  await page.reload();
  await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Active and deactivated support plans' }).click();
  const overdue = page.getByRole('table', { name: 'Active support plans' }).getByRole('row').filter({ hasText: theirs });
  await expect(overdue).toContainText('Overdue');
  await expect(demo).not.toContainText('Overdue');
  await page.getByRole('switch', { name: 'Review due within 7 days or overdue' }).click();
  await expect(overdue).toBeVisible();
  await expect(demo).toBeHidden();
  await shot(page, 'plans-school-review-due-en', { fullPage: true });
  await page.getByRole('link', { name: 'Support plan configurations' }).click();

  // Once that plan is deactivated it shows on the Deactivated tab, and the template can go.
  const today = new Date().toISOString().slice(0, 10);
  const deactivated = await page.request.post(`/api/v1/support_plans/${plan.id}/deactivate/`, { data: { date: today, reason: 'Moved away' }, headers: { 'X-CSRFToken': csrf } });
  expect(deactivated.status()).toBe(200);
  await page.getByRole('button', { name: `Archive template ${theirs}` }).click();
  await confirm.getByRole('button', { name: 'Archive', exact: true }).click();
  await expect(page.getByText('Template archived')).toBeVisible();
  await expect(confirm).toBeHidden();
  await expect(rowOf(page, theirs)).toHaveCount(0);
  await shot(page, 'plans-configurations-school-en', { fullPage: true });

  await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Active and deactivated support plans' }).click();
  await expect(page.getByRole('tab', { name: 'Active' })).toHaveAttribute('aria-selected', 'true');
  // The plan was deactivated through the API, behind the page's back: a fresh load, straight onto the tab.
  await page.goto(`${new URL(page.url()).pathname}?tab=deactivated`);
  await expect(page.getByRole('tab', { name: 'Deactivated' })).toHaveAttribute('aria-selected', 'true');
  const gone = page.getByRole('table', { name: 'Deactivated support plans' }).getByRole('row').filter({ hasText: theirs });
  await expect(gone).toContainText(formatDate(today, 'en'));
  await expect(gone).toContainText('Moved away');
  await expect(page.getByRole('table', { name: 'Deactivated support plans' }).getByRole('columnheader', { name: 'Deactivation date' })).toBeVisible();
  await expectNoA11yViolations(page, 'the deactivated plans with a row');
  await shot(page, 'plans-school-deactivated-en', { fullPage: true });

  await context.close();
});

test('a coordinator bulk-exports the school’s plans from the table and follows the export until it is done (axe)', async ({ browser, playwright, baseURL }) => {
  test.setTimeout(120_000);
  const context = await contextOf(browser, playwright, baseURL, ACCOUNTS.schoolLeader);
  const page = await context.newPage();
  await openPlans(page, 'Support plans', 'Active and deactivated support plans');
  // Bulk export from the table's header: the server's message, then the export's progress until it is done.
  await page.getByRole('link', { name: 'Bulk export', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Bulk export of support plans' })).toBeVisible();
  await expect(page).toHaveURL(/\/school\/\d+\/\d+\/plans\/bulk-export$/);
  await expectNoA11yViolations(page, 'the bulk export page');
  await page.getByRole('button', { name: 'Export', exact: true }).click();
  // The school's drafts go in too, marked DRAFT: the message says how many.
  await expect(page.getByTestId('bulk-export-queued')).toHaveText(
    /^The PDF file is currently being generated and will be sent to you via email soon\. Drafts among the plans: \d+ \(each of their pages is marked DRAFT\)\.$/,
  );
  const latest = page.getByTestId('bulk-export-row').first();
  await expect(latest.getByTestId('bulk-export-status')).toHaveText('Done', { timeout: 90_000 });
  await expect(latest.getByRole('link', { name: 'Download' })).toHaveAttribute('href', /^\/api\/v1\/support_plans\/bulk_export\/\d+\/download\/$/);
  await expect(latest).toContainText('Ready:');
  await expectNoA11yViolations(page, 'the bulk export page with a finished export');
  await shot(page, 'plans-bulk-export-en', { fullPage: true });
  await context.close();
});

test('school staff without a support plan permission get no menu entry and the denied page', async ({ browser, playwright, baseURL }) => {
  // School staff without a support plan permission: no menu entry, and the address answers the denied page.
  const staff = await contextOf(browser, playwright, baseURL, ACCOUNTS.schoolStaff);
  const sp = await staff.newPage();
  await sp.goto('/');
  await expect(sp.getByRole('navigation').getByRole('link', { name: 'Actions', exact: true })).toBeVisible();
  await expect(sp.getByRole('navigation').getByRole('link', { name: 'Support plans' })).toHaveCount(0);
  const me = (await (await sp.request.get('/api/v1/current_user/')).json()) as { district: { id: number }; schools: { id: number }[] };
  await sp.goto(`/school/${me.district.id}/${me.schools[0]!.id}/plans`);
  await expect(sp.getByRole('heading', { name: "You don't have permissions to view this page." })).toBeVisible();
  await staff.close();
});

test.describe('in French', () => {
  test.use({ storageState: storageStateOf('frAdmin') });

  test('a francophone district’s admin reads the district’s plans and its configurations (axe)', async ({ page }) => {
    await openPlans(page, 'Plans de soutien', 'Plans de soutien actifs et désactivés');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const active = page.getByRole('table', { name: 'Plans de soutien actifs' });
    await expect(active.getByRole('columnheader')).toHaveText([
      'Nom de l’élève',
      'Enseignant',
      'Modèle',
      'École',
      'Dernière version',
      'Signatures',
      'Prochaine révision',
      'Actions',
    ]);
    // The demo's draft (other specs finalise and change plans of the district meanwhile: not the first row).
    const demo = active.getByRole('row').filter({ hasText: 'Plan d’intervention' }).filter({ hasText: 'Ébauche' }).first();
    await expect(demo).toContainText('École Les Trois-Ponts');
    await expect(demo.getByRole('link', { name: /^Ouvrir le plan de soutien de / })).toBeVisible();
    await expectNoA11yViolations(page, 'the district’s active plans in French');
    await shot(page, 'plans-district-active-fr', { fullPage: true });

    await page.getByRole('tab', { name: 'Désactivés' }).click();
    await expect(page.getByRole('table', { name: 'Plans de soutien désactivés' }).or(page.getByText('Aucun plan de soutien désactivé'))).toBeVisible();
    await expectNoA11yViolations(page, 'the district’s deactivated plans in French');

    await page.getByRole('link', { name: 'Configuration des plans de soutien' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Configuration des plans de soutien' })).toBeVisible();
    const row = page.getByRole('table', { name: 'Modèles de plan de soutien' }).getByRole('row').filter({ hasText: 'Plan d’intervention' });
    await expect(row).toContainText('Évaluation spécialisée, Planification des objectifs');
    await expect(row).toContainText('3 mois');
    await expect(page.getByRole('button', { name: 'Ajouter un modèle' })).toBeVisible();
    await expectNoA11yViolations(page, 'the district’s configurations in French');
    await shot(page, 'plans-configurations-district-fr', { fullPage: true });

    await row.getByRole('button', { name: 'Modifier le modèle Plan d’intervention' }).click();
    const dialog = page.getByRole('dialog', { name: 'Modifier le modèle' });
    await expect(dialog.getByRole('checkbox', { name: 'Renseignements médicaux' })).toBeChecked();
    await expect(dialog.getByRole('checkbox', { name: 'Parent ou tuteur' })).toBeChecked();
    await expect(dialog.getByRole('textbox', { name: 'Texte du PDF en français' })).toHaveValue(/rédigé avec l’élève/);
    await expectNoA11yViolations(page, 'the template dialog in French');
    await shot(page, 'plans-template-dialog-fr');
    await dialog.getByRole('button', { name: 'Annuler' }).click();
    await expect(dialog).toBeHidden();
  });
});
