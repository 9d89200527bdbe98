/** What the support network specs share: a continuum cell, the support form's fields, the French cast. */
import { expect, type Locator, type Page } from '@playwright/test';
import { CAST } from '@ss/db/seed/cast';
import type { Account } from '../support/cast.ts';

/** fr.teacher, a teacher of École Les Trois-Ponts (francophone district): not among the stored sign-ins. */
export const FR_TEACHER: Account = {
  key: 'frTeacher',
  email: CAST.frTeacher,
  fullName: 'Mathieu Bélanger',
  lands: /\/school\/\d+\/\d+$/,
  heading: 'École Les Trois-Ponts',
  role: 'Enseignant',
};

/** The continuum's cell of a focus area (its row header) and a tier (the n-th column after it). */
export function continuumCell(page: Page, focusArea: string, tierIndex: number): Locator {
  return page
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: focusArea, exact: true }) })
    .getByRole('cell')
    .nth(tierIndex);
}

/** Fills the support form: a type, a name, one focus area and one tier (chips are checkboxes). */
export async function fillSupport(page: Page, f: { type: string; nameLabel: string; name: string; focusArea: string; tier: string }): Promise<void> {
  await page.getByRole('radio', { name: f.type, exact: true }).check();
  await page.getByRole('textbox', { name: f.nameLabel }).fill(f.name);
  // A chip's checkbox is drawn by its label: a person clicks the label.
  for (const chip of [f.focusArea, f.tier]) {
    await page.getByText(chip, { exact: true }).click();
    await expect(page.getByRole('checkbox', { name: chip, exact: true })).toBeChecked();
  }
}
