/** The district's retention of archived students, on the district configurations page. */
import { expect, test } from '@playwright/test';
import { expectNoA11yViolations } from '../support/a11y.ts';
import { switchToFrench } from '../support/language.ts';
import { storageStateOf } from '../support/session.ts';
import { shot } from '../support/shots.ts';

test.describe('district configurations', () => {
  test.use({ storageState: storageStateOf('districtAdmin') });

  test('a district admin switches auto-delete on with a number of days, checked, then off again', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Configurations' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Configurations' })).toBeVisible();
    const toggle = page.getByRole('switch', { name: 'Delete archived students automatically' });
    if (await toggle.isChecked()) {
      await toggle.click();
      await page.getByRole('button', { name: 'Save' }).click();
    }
    await toggle.click();
    const days = page.getByRole('textbox', { name: /^Days after the archive date/ });
    await days.fill('12');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Value must be greater than or equal to 30')).toBeVisible();
    await expectNoA11yViolations(page, 'configurations (error shown)');
    await days.fill('400');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Retention setting saved.')).toBeVisible();
    await page.reload();
    await expect(page.getByRole('textbox', { name: /^Days after the archive date/ })).toHaveValue('400');
    await shot(page, 'configurations-en', { fullPage: true });

    await switchToFrench(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Configurations' })).toBeVisible();
    await expect(page.getByText('Suppression automatique des élèves archivés')).toBeVisible();
    await expectNoA11yViolations(page, 'configurations (fr)');
    await shot(page, 'configurations-fr', { fullPage: true });
    await page.getByRole('switch', { name: 'Supprimer automatiquement les élèves archivés' }).click();
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(page.getByText('Paramètre de conservation enregistré.')).toBeVisible();
    await expect(page.getByText('Désactivée : les élèves archivés sont conservés.')).toBeVisible();
    await page.getByRole('button', { name: 'English' }).first().click();
  });
});
