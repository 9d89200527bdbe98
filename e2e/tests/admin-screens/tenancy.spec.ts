import { expect, test } from '@playwright/test';
import { storageStateOf } from '../support/session.ts';

test.use({ storageState: storageStateOf('super') });

/** Every run creates its own districts and schools ("Zz …" keeps them after the demo districts). */
test.describe('district and school accounts (super admin)', () => {
  test('adds a district, edits it, connects it, adds a school and changes its account status; the audit log shows the changes', async ({ page }) => {
    const stamp = Date.now();
    const partner = `Zz Partner ${stamp}`;
    const name = `Zz District ${stamp}`;
    const school = `Zz School ${stamp}`;

    // A partner district to connect to, so the demo districts are left alone.
    await page.goto('/admin/add-district');
    await page.getByRole('textbox', { name: 'District name' }).fill(partner);
    await page.getByRole('button', { name: 'Create district' }).click();
    await expect(page).toHaveURL(/\/admin\/edit-district\/\d+$/);

    await page.goto('/admin');
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Add district' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Add district' })).toBeVisible();
    // Local checks first: required name, e-mail shape.
    await page.getByRole('textbox', { name: 'Support contact e-mail' }).fill('not-an-address');
    await page.getByRole('button', { name: 'Create district' }).click();
    await expect(page.getByText('Required', { exact: true })).toBeVisible();
    await expect(page.getByText('Invalid email', { exact: true })).toBeVisible();
    await page.getByRole('textbox', { name: 'District name' }).fill(name);
    await page.getByRole('textbox', { name: 'Support contact e-mail' }).fill('');
    await page.getByRole('button', { name: 'Create district' }).click();
    await expect(page).toHaveURL(/\/admin\/edit-district\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    const districtId = Number(/edit-district\/(\d+)/.exec(page.url())?.[1]);

    // Francophone, support e-mail and a connected district.
    await page.getByRole('checkbox', { name: 'Francophone district' }).check();
    await page.getByRole('textbox', { name: 'Support contact e-mail' }).fill(`help.${stamp}@example.test`);
    await page.getByRole('combobox', { name: 'Connected districts' }).fill(partner);
    await page.getByRole('option', { name: partner }).click();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Updated', { exact: true })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('checkbox', { name: 'Francophone district' })).toBeChecked();
    await expect(page.getByRole('textbox', { name: 'Support contact e-mail' })).toHaveValue(`help.${stamp}@example.test`);
    await expect(page.getByRole('main').getByText(partner, { exact: true })).toBeVisible();

    // The admin home lists it with an Edit action.
    await page.goto(`/admin?search=${encodeURIComponent(name)}`);
    await page
      .getByRole('table', { name: 'Districts' })
      .getByRole('button', { name: `Edit ${name}` })
      .click();
    await expect(page).toHaveURL(new RegExp(`/admin/edit-district/${districtId}$`));

    // A school in it, then its account.
    await page.getByRole('button', { name: 'Add school' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add school' });
    await dialog.getByRole('textbox', { name: 'School name' }).fill(school);
    await dialog.getByRole('button', { name: 'Create school' }).click();
    await expect(dialog).toBeHidden();
    const schools = page.getByRole('table', { name: 'Schools' });
    await schools.getByRole('link', { name: school }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/edit-school/${districtId}/\\d+$`));
    await expect(page.getByRole('heading', { level: 1, name: school })).toBeVisible();
    await page.getByRole('radio', { name: 'Payment pending' }).check();
    await page.getByRole('switch', { name: 'Support plan module' }).uncheck();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Updated', { exact: true })).toBeVisible();

    // Suspending asks first; cancelling changes nothing.
    await page.getByRole('radio', { name: 'Suspended' }).check();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    const confirm = page.getByRole('dialog', { name: 'Suspend the school account' });
    await expect(confirm).toBeVisible();
    await confirm.getByRole('button', { name: 'Suspend account' }).click();
    await expect(confirm).toBeHidden();
    await page.goto(`/admin/edit-district/${districtId}`);
    await expect(page.getByRole('table', { name: 'Schools' }).getByRole('row', { name: new RegExp(`${school}.*Suspended.*Disabled`) })).toBeVisible();

    // Suspending the district itself asks for confirmation.
    await page.getByRole('button', { name: 'Suspend district' }).click();
    const suspend = page.getByRole('dialog', { name: 'Suspend district' });
    await suspend.getByRole('button', { name: 'Suspend district' }).click();
    await expect(page.getByText('This district is suspended')).toBeVisible();
    // The next confirmation opens once this one has closed: Mantine's modal manager drops a click on
    // a confirmation opened while the previous one is still leaving (faster than anyone clicks).
    await expect(suspend).toBeHidden();
    await page.getByRole('button', { name: 'Lift suspension' }).click();
    await page.getByRole('dialog', { name: 'Lift suspension' }).getByRole('button', { name: 'Lift suspension' }).click();
    await expect(page.getByText('This district is suspended')).toBeHidden();

    // The audit log shows before → after.
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Audit log' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
    await page.getByRole('combobox', { name: 'Kind of action' }).click();
    await page.getByRole('option', { name: 'Districts' }).click();
    await expect(page).toHaveURL(/action=district/);
    const log = page.getByRole('table', { name: 'Audit log' });
    await expect(log.getByRole('row', { name: /Changed a district.*Francophone: No → Yes/ }).first()).toBeVisible();
    await expect(log.getByRole('row', { name: /Suspended a district/ }).first()).toBeVisible();
  });
});
