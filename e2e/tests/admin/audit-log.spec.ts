/**
 * Issue 13: the audit log in words. Actions are named (not `student.read`), targets by name
 * (not `student #273`), changes as "field: before → after" (not JSON), in English and French;
 * its date filters take the interface's date format, not the browser's mm/dd/yyyy.
 */
import { expect, test, type Page } from '@playwright/test';
import { expectNoA11yViolations } from '../support/a11y.ts';
import { DISTRICT_EN, SCHOOL_ASPEN } from '../support/cast.ts';
import { switchToFrench } from '../support/language.ts';
import { idByName, storageStateOf } from '../support/session.ts';
import { shot } from '../support/shots.ts';

async function csrfOf(page: Page): Promise<string> {
  return (await page.context().cookies()).find((cookie) => cookie.name === 'csrftoken')?.value ?? '';
}

test.describe('the audit log', () => {
  test.use({ storageState: storageStateOf('districtAdmin') });

  test('names actions, targets and changed fields in English and French, and filters by typed dates', async ({ page }) => {
    test.setTimeout(120_000);
    const districtId = await idByName(page.request, 'districts', DISTRICT_EN);
    const aspen = await idByName(page.request, 'schools', SCHOOL_ASPEN);
    await page.goto(`/district/${districtId}`);
    const csrf = await csrfOf(page);

    // A student's profile read, and a measure renamed: two rows to read back.
    const roster = await page.request.get(`/api/v1/students/?school=${aspen}&pageSize=1`);
    const student = ((await roster.json()) as { results: { id: number; first_name: string; last_name: string }[] }).results[0]!;
    expect((await page.request.get(`/api/v1/students/${student.id}/`)).status()).toBe(200);
    const name = `Audit measure ${Date.now()}`;
    const created = await page.request.post('/api/v1/student_data_definitions/', {
      data: { district_id: districtId, name, result_type: 'manual', data_type: 'month', months: [8] },
      headers: { 'X-CSRFToken': csrf },
    });
    const definition = (await created.json()) as { id: number; version: number };
    const renamed = `${name} (renamed)`;
    const patched = await page.request.patch(`/api/v1/student_data_definitions/${definition.id}/`, {
      data: { version: definition.version, name: renamed },
      headers: { 'X-CSRFToken': csrf },
    });
    expect(patched.status()).toBe(200);

    await page.goto(`/district/${districtId}/audit-log?action=student.read`);
    const table = page.getByRole('table', { name: /^(Audit log|Journal d’audit)$/ });
    // Rows are found by what this test wrote: tests beside it read students and change measures of the same district.
    const read = table
      .locator('tbody tr')
      .filter({ hasText: `Student: ${student.first_name} ${student.last_name}` })
      .first();
    await expect(read).toContainText('Opened a student profile');
    await expect(table).not.toContainText('student.read');
    await expect(table).not.toContainText(`student #${student.id}`);

    await page.goto(`/district/${districtId}/audit-log?action=student_data_definition.`);
    const ours = table.locator('tbody tr').filter({ hasText: name });
    await expect(ours).toHaveCount(2);
    const change = ours.nth(0);
    await expect(change).toContainText('Changed a student data measure');
    await expect(change).toContainText(`Student data measure: ${renamed}`);
    await expect(change).toContainText(`Name: ${name} → ${renamed}`);
    await expect(change).not.toContainText('{');
    const creation = ours.nth(1);
    await expect(creation).toContainText('Months: September');
    // Enumerated values in words, not their codes.
    await expect(creation).toContainText('Result type: Number (entered)');
    await expect(creation).toContainText('Collected: By month of administration');
    await expect(creation).not.toContainText('manual');
    await expect(page.locator('.mantine-Skeleton-root')).toHaveCount(0);
    await shot(page, 'audit-en', { fullPage: true });
    await expectNoA11yViolations(page, 'audit log (en)');

    await switchToFrench(page);
    await expect(change).toContainText("Modification d'une mesure de données des élèves");
    await expect(change).toContainText(`Mesure de données des élèves : ${renamed}`);
    await expect(change).toContainText(`Nom : ${name} → ${renamed}`);
    await expect(creation).toContainText('Type de résultat : Nombre (saisi)');
    await expect(creation).toContainText('Par mois de passation');

    // The kinds the log filters by include students, configuration and the SIS.
    await page.getByRole('combobox', { name: "Type d'action" }).click();
    for (const kind of ['Élèves', 'Configuration', 'Synchronisation SIS']) await expect(page.getByRole('option', { name: kind })).toBeVisible();
    await page.getByRole('option', { name: 'Configuration' }).click();
    await expect(page).toHaveURL(/action=config(&|$)/);
    await expect(change).toContainText(`Mesure de données des élèves : ${renamed}`);
    await page.getByRole('combobox', { name: "Type d'action" }).click();
    await page.getByRole('option', { name: 'Élèves' }).click();
    await expect(page).toHaveURL(/action=student(&|$)/);
    await expect(table).toContainText("Consultation du profil d'un élève");
    await expect(table).not.toContainText('Mesure de données des élèves');

    // Dates are typed as the interface writes them, in French too.
    const from = page.getByRole('textbox', { name: 'Du' });
    await expect(from).toHaveAttribute('placeholder', 'aaaa-mm-jj');
    await expect(page.getByText('Format : aaaa-mm-jj').first()).toBeVisible();
    await from.fill('2999-01-01');
    await expect(page).toHaveURL(/from=2999-01-01/);
    await expect(page.getByText('Aucun résultat')).toBeVisible();
    await from.fill('31/12/2025');
    await from.blur();
    await expect(page.getByText('Format de date invalide')).toBeVisible();
    await shot(page, 'audit-fr', { fullPage: true });
    await expectNoA11yViolations(page, 'audit log (fr)');
  });
});
