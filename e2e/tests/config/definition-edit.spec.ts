/**
 * Issue 13: editing a student data measure never saved (the dialog sent the record back with its
 * id, origin, abilities…, and the API refused the unknown fields). An edit round trip through the
 * real dialog, in English, then in French on the school level.
 */
import { expect, test, type Page } from '@playwright/test';
import { expectNoA11yViolations } from '../support/a11y.ts';
import { DISTRICT_EN } from '../support/cast.ts';
import { idByName, storageStateOf } from '../support/session.ts';

/** Adds a measure through the API (the test is about editing it). */
async function addMeasure(page: Page, body: Record<string, unknown>): Promise<void> {
  await page.goto('/');
  const csrf = (await page.context().cookies()).find((cookie) => cookie.name === 'csrftoken')?.value ?? '';
  const response = await page.request.post('/api/v1/student_data_definitions/', { data: body, headers: { 'X-CSRFToken': csrf } });
  expect(response.status(), await response.text()).toBe(201);
}

test.describe('editing a student data measure', () => {
  test.use({ storageState: storageStateOf('districtAdmin') });

  test('saves the edited name, bounds and months, which are there after a reload', async ({ page }) => {
    const name = `Fluency ${Date.now()}`;
    const renamed = `${name} (edited)`;
    const districtId = await idByName(page.request, 'districts', DISTRICT_EN);
    await addMeasure(page, { district_id: districtId, name, result_type: 'manual', min_value: 0, max_value: 50, data_type: 'month', months: [8] });

    await page.goto(`/district/${districtId}/schools/defaults/student-data`);
    await page.getByRole('button', { name: `Edit ${name}`, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit measure' });
    await dialog.getByLabel('Name').fill(renamed);
    await dialog.getByRole('textbox', { name: 'Highest value' }).fill('120');
    await dialog.getByText('January').click();
    await expectNoA11yViolations(page, 'edit measure dialog (en)');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Updated')).toBeVisible();
    await expect(dialog).toBeHidden();

    await page.reload();
    const row = page.getByRole('row', { name: new RegExp(renamed.replace(/[()]/g, '\\$&')) });
    await expect(row).toContainText('0 – 120');
    await expect(row).toContainText(/Jan\.?, Sep/);
  });
});
