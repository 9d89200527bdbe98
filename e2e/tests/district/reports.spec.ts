/**
 * The district's reports page (issue 22, section 1): a district leader reads every section with figures,
 * turns one chart into its table, filters by school (the URL keeps it) and downloads one section's CSV;
 * the same page in French; a teacher neither sees it in the sidebar nor opens it by URL. Axe on the pages
 * with their charts drawn. One flow a test, each language once.
 */
import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { expectNoA11yViolations } from '../support/a11y.ts';
import { ACCOUNTS, SCHOOL_ASPEN } from '../support/cast.ts';
import { switchToFrench } from '../support/language.ts';
import { apiSignIn, demoTenantIds, storageStateOf } from '../support/session.ts';
import { shot } from '../support/shots.ts';

let ids: Awaited<ReturnType<typeof demoTenantIds>>;

test.beforeAll(async ({ playwright, baseURL }) => {
  ids = await demoTenantIds(playwright, baseURL);
});

const sidebar = (page: Page) => page.getByRole('navigation', { name: /^(Main navigation|Navigation principale)$/ });

const SECTIONS = ['tiers', 'tier_flow', 'unsupported', 'supports', 'actions', 'meetings', 'plans', 'student_data'] as const;

/** Every section drawn with figures: no skeleton, no empty or error message, at least one chart. */
async function expectEverySectionDrawn(page: Page, titles: Record<(typeof SECTIONS)[number], string>, empty: string, error: string) {
  for (const name of SECTIONS) {
    const section = page.getByTestId(`report-${name}`);
    await expect(section.getByRole('heading', { level: 2, name: titles[name] })).toBeVisible();
    await expect(section.getByRole('img').first()).toBeVisible();
    await expect(section.locator('.mantine-Skeleton-root')).toHaveCount(0);
    await expect(section.getByText(empty)).toHaveCount(0);
    await expect(section.getByText(error)).toHaveCount(0);
  }
}

test.describe('district reports', () => {
  // Eight reports drawn cold (a district settings flow may have just moved their generation), axe over eight charts and
  // a full-page shot: 20-40 s here, 60 s under a parallel load on CI; the room a 3x slower machine needs.
  test.describe.configure({ timeout: 150_000 });
  test('a district leader reads every section, turns one into its table, filters by school and downloads a CSV', async ({ page }) => {
    await apiSignIn(page.request, ACCOUNTS.districtLeader);
    await page.goto(`/district/${ids.en}`);
    await sidebar(page).getByRole('link', { name: 'Reports', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/district/${ids.en}/reports$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
    await expectEverySectionDrawn(
      page,
      {
        tiers: 'Students by tier over time',
        tier_flow: 'Tier flow',
        unsupported: 'Tier 2–3 with no support',
        supports: 'Supports',
        actions: 'Actions',
        meetings: 'Meetings',
        plans: 'Support plans',
        student_data: 'Student data',
      },
      'No data for these filters',
      'Could not get data.',
    );
    // The tiers chart is named by its summary, months in words.
    const tiers = page.getByTestId('report-tiers');
    await expect(tiers.getByRole('img').first()).toHaveAttribute('aria-label', /^Students by tier, [A-Z][a-z]+ \d{4} to [A-Z][a-z]+ \d{4}: /);
    await expectNoA11yViolations(page, 'the reports page with its charts (en)');
    await shot(page, 'district-reports-en', { fullPage: true });

    // Chart → table: the month table is shown, with a row a month.
    await tiers.getByText('Table', { exact: true }).click();
    const months = tiers.getByTestId('tiers-months-table');
    await expect(months).toBeVisible();
    await expect(months.getByRole('rowheader').first()).toHaveText(/^[A-Z][a-z]{2} \d{4}$/);
    await expect(tiers.getByRole('img')).toHaveCount(0);

    // The school filter goes into the URL, and the sections read again for that school.
    await page.getByRole('combobox', { name: 'School', exact: true }).click();
    await page.getByRole('option', { name: SCHOOL_ASPEN }).click();
    await expect(page).toHaveURL(new RegExp(`[?&]school=${ids.aspen}(&|$)`));
    const perSchool = page.getByTestId('report-unsupported').getByTestId('unsupported-schools');
    await expect(perSchool.getByRole('rowheader')).toHaveText([SCHOOL_ASPEN]);

    // The tier flow's dates go into the URL too; a second date before the first is not sent.
    const flow = page.getByTestId('report-tier_flow');
    await flow.getByLabel('From', { exact: true }).fill('2026-09-01');
    await expect(page).toHaveURL(/[?&]from=2026-09-01(&|$)/);
    await flow.getByLabel('To', { exact: true }).fill('2026-08-15');
    await expect(flow.getByText('The second date must come after the first.')).toBeVisible();
    await expect(page).not.toHaveURL(/[?&]to=/);

    // One section's CSV: its file starts with its first table's title (after the BOM).
    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Download CSV: Actions' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/\.csv$/);
    const text = (await readFile((await file.path())!)).toString('utf8');
    expect(text.charCodeAt(0)).toBe(0xfeff);
    expect(text.replace(/^\uFEFF/, '').split(/\r?\n/)[0]).toBe('Actions by month');
  });

  test.describe('in French', () => {
    test.use({ storageState: storageStateOf('districtAdmin') });

    test('the district admin reads the reports in French, numbers and months in French', async ({ page }) => {
      await page.goto(`/district/${ids.en}/reports`);
      await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
      await switchToFrench(page);
      await expect(page.getByRole('heading', { level: 1, name: 'Rapports' })).toBeVisible();
      await expectEverySectionDrawn(
        page,
        {
          tiers: 'Élèves par palier au fil du temps',
          tier_flow: 'Passages entre paliers',
          unsupported: 'Paliers 2 et 3 sans soutien',
          supports: 'Soutiens',
          actions: 'Actions',
          meetings: 'Rencontres',
          plans: 'Plans de soutien',
          student_data: 'Données des élèves',
        },
        'Aucune donnée pour ces filtres',
        'Impossible d',
      );
      await expect(page.getByTestId('report-tiers').getByRole('img').first()).toHaveAttribute('aria-label', /^Élèves par palier, de [a-zéû.]+ \d{4} à [a-zéû.]+ \d{4}\u00a0: /);
      await expect(page.getByRole('link', { name: 'Télécharger le CSV\u00a0: Actions' })).toHaveAttribute('href', /[?&]lang=fr(&|$)/);
      await expectNoA11yViolations(page, 'the reports page with its charts (fr)');
      await shot(page, 'district-reports-fr', { fullPage: true });
    });
  });

  test.describe('a school teacher', () => {
    test.use({ storageState: storageStateOf('teacher') });

    test('does not see Reports in the sidebar, and its URL is refused', async ({ page }) => {
      await page.goto('/');
      await expect(sidebar(page)).toBeVisible();
      await expect(sidebar(page).getByRole('link', { name: 'Reports' })).toHaveCount(0);
      await page.goto(`/district/${ids.en}/reports`);
      await expect(page.getByRole('heading', { level: 1, name: /^(You don't have permissions to view this page\.|Not Found)$/ })).toBeVisible();
      await expect(page.getByTestId('report-tiers')).toHaveCount(0);
    });
  });
});
