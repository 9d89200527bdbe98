import { expect, type Page } from '@playwright/test';

/**
 * Switches the interface with the header's switcher (for users whose district is English). The choice
 * is remembered for the user, so a page opened after an earlier switch in the same test is French
 * already: then there is nothing to click.
 */
export async function switchToFrench(page: Page): Promise<void> {
  const toFrench = page.getByRole('button', { name: 'Français' }).first();
  const toEnglish = page.getByRole('button', { name: 'English' }).first();
  await expect(toFrench.or(toEnglish).first()).toBeVisible();
  if (await toFrench.isVisible()) await toFrench.click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
}
