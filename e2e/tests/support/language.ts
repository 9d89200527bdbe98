import { expect, type Page } from '@playwright/test';

/** Switches the interface with the header's switcher (for users whose district is English). */
export async function switchToFrench(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Français' }).first().click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
}
