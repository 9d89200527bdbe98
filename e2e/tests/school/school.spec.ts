import { expect, test } from '@playwright/test';
import { DISTRICT_EN, SCHOOL_ASPEN, SCHOOL_RIVERBEND } from '../support/cast.ts';
import { switchToFrench } from '../support/language.ts';
import { storageStateOf } from '../support/session.ts';
import { shot } from '../support/shots.ts';

test.describe('school workspace', () => {
  test.describe('as a teacher', () => {
    test.use({ storageState: storageStateOf('teacher') });

    test("the home shows the school, its district, the school year and the role, links to the day's pages, support plans among them", async ({ page }) => {
      await page.goto('/');
      await expect(page).toHaveURL(/\/school\/\d+\/\d+$/);
      await expect(page.getByRole('heading', { level: 1, name: SCHOOL_ASPEN })).toBeVisible();
      await expect(page.getByText(new RegExp(`^${DISTRICT_EN} · School year \\d{4}–\\d{4}$`))).toBeVisible();
      const main = page.getByRole('main');
      await expect(main.getByText('School Teacher', { exact: true })).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Select school' })).toHaveCount(0);
      const links = main.getByRole('region', { name: 'Your school pages' });
      await expect(links.getByRole('link', { name: 'Student data' })).toBeVisible();
      await expect(links.getByRole('link', { name: 'Advanced student search' })).toBeVisible();
      // A support plan teacher (ipp_teacher) lists the plans of the students they teach.
      await expect(links.getByRole('link', { name: 'Support plans', exact: true })).toBeVisible();
      await links.getByRole('link', { name: 'Students', exact: true }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Students' })).toBeVisible();
    });
  });

  test.describe('as a teacher of two schools', () => {
    test.use({ storageState: storageStateOf('multiTeacher') });

    test('chooses a school on the select-school page', async ({ page }) => {
      await page.goto('/');
      await expect(page).toHaveURL(/\/school\/\d+\/select-school$/);
      const list = page.getByRole('main').getByRole('list');
      await expect(list.getByRole('link')).toHaveCount(2);
      await list.getByRole('link', { name: new RegExp(SCHOOL_RIVERBEND) }).click();
      await expect(page.getByRole('heading', { level: 1, name: SCHOOL_RIVERBEND })).toBeVisible();
      await expect(page.getByRole('main').getByText('School Teacher', { exact: true })).toBeVisible();
      // Inner pages name the school and its district in the header, so Riverbend's roster is not mistaken for Aspen Grove's.
      await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Students', exact: true }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Students' })).toBeVisible();
      const place = page.getByRole('banner').getByRole('group', { name: 'Current school' });
      await expect(place).toContainText(SCHOOL_RIVERBEND);
      await expect(place).toContainText(DISTRICT_EN);
      await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Select school' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Select school' })).toBeVisible();
    });
  });

  test.describe('the header at 1280 px, in French', () => {
    test.use({ storageState: storageStateOf('multiTeacher'), viewport: { width: 1280, height: 800 } });

    test('shows the whole school name, with the full name in its title', async ({ page }) => {
      await page.goto('/');
      await page
        .getByRole('main')
        .getByRole('list')
        .getByRole('link', { name: new RegExp(SCHOOL_RIVERBEND) })
        .click();
      await expect(page.getByRole('heading', { level: 1, name: SCHOOL_RIVERBEND })).toBeVisible();
      await switchToFrench(page);
      const place = page.getByRole('banner').getByRole('group', { name: 'École actuelle' });
      const name = place.getByText(SCHOOL_RIVERBEND, { exact: true });
      await expect(name).toBeVisible();
      await expect(name).toHaveAttribute('title', SCHOOL_RIVERBEND);
      await expect(place.getByText(DISTRICT_EN, { exact: true })).toBeVisible();
      await shot(page, 'header-fr-1280');
      // Not clipped: no ellipsis, no hidden second line.
      const box = await name.evaluate((el) => ({ scrollWidth: el.scrollWidth, clientWidth: el.clientWidth, scrollHeight: el.scrollHeight, clientHeight: el.clientHeight }));
      expect(box.scrollWidth, JSON.stringify(box)).toBeLessThanOrEqual(box.clientWidth);
      expect(box.scrollHeight, JSON.stringify(box)).toBeLessThanOrEqual(box.clientHeight);
      // The other items still fit in the header's one row.
      const header = await page.getByRole('banner').evaluate((el) => ({ scrollWidth: el.scrollWidth, clientWidth: el.clientWidth }));
      expect(header.scrollWidth, JSON.stringify(header)).toBeLessThanOrEqual(header.clientWidth);
    });
  });
});
