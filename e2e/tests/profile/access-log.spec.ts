/**
 * A student's access record (issue 24, section 3), as the school's leader: from the profile to the record, a
 * filter by person and by dates, the CSV in English, then the same page and file in French; axe on both. The
 * student is made through the API by the district admin, who also reads its profile, so the record has an entry
 * by someone else than the reader whatever other specs do.
 */
import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoA11yViolations } from '../support/a11y.ts';
import { ACCOUNTS, SCHOOL_ASPEN } from '../support/cast.ts';
import { switchToFrench } from '../support/language.ts';
import { apiSignedInContext, idByName, storageStateOf } from '../support/session.ts';

async function csrf(request: APIRequestContext): Promise<string> {
  await request.get('/api/v1/current_user/');
  return (await request.storageState()).cookies.find((c) => c.name === 'csrftoken')?.value ?? '';
}

async function ready(page: Page) {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('.mantine-Skeleton-root')).toHaveCount(0);
}

test('a school leader reads a student’s access record, filters it and downloads it, in English then French', async ({ browser, playwright, baseURL }) => {
  test.setTimeout(60_000);
  // A new student of Aspen, whose profile the district admin reads once.
  const admin = await playwright.request.newContext({ baseURL, storageState: storageStateOf('districtAdmin') });
  const token = await csrf(admin);
  const schoolId = await idByName(admin, 'schools', SCHOOL_ASPEN);
  const unique = `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
  const lastName = `Registre${unique}`;
  const created = await admin.post('/api/v1/students/', {
    headers: { 'X-CSRFToken': token },
    data: { school_id: schoolId, first_name: 'Noémie', last_name: lastName, grade: '4', gender: 'female', student_number: `AL-${unique}` },
  });
  expect(created.status(), await created.text()).toBe(201);
  const studentId = ((await created.json()) as { id: number }).id;
  expect((await admin.get(`/api/v1/students/${studentId}/profile/`)).status()).toBe(200);
  const districtId = ((await (await admin.get('/api/v1/current_user/')).json()) as { district: { id: number } }).district.id;
  await admin.dispose();

  const context = await apiSignedInContext(browser, playwright, baseURL, ACCOUNTS.schoolLeader);
  const page = await context.newPage();
  await page.goto(`/school/${districtId}/${schoolId}/students/profile/${studentId}`);
  await ready(page);
  await page.getByRole('link', { name: 'Access record' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Access record · Noémie ${lastName}`);
  const table = page.getByRole('table', { name: 'Access record entries' });
  await expect(table).toContainText(ACCOUNTS.districtAdmin.fullName);
  await expect(table).toContainText('Opened a student profile');
  // The reader's own opening of the record is in it too.
  await expect(table).toContainText('Opened a student’s access record');
  await expectNoA11yViolations(page, 'the access record (en)');

  // By person: only the district admin's entries.
  await page
    .getByRole('combobox', { name: 'Person' })
    .or(page.getByRole('textbox', { name: 'Person' }))
    .first()
    .click();
  await page.getByRole('option', { name: ACCOUNTS.districtAdmin.fullName }).click();
  await expect(table).not.toContainText(ACCOUNTS.schoolLeader.fullName);
  await expect(table).toContainText('Opened a student profile');
  // By dates: nothing from tomorrow on.
  const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
  await page.getByRole('textbox', { name: 'From' }).fill(tomorrow);
  await expect(page.getByText('No results')).toBeVisible();
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(table).toContainText(ACCOUNTS.schoolLeader.fullName);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^access-record-.*\d{4}-\d{2}-\d{2}\.csv$/);
  const text = (await readFile((await file.path())!)).toString('utf8');
  expect(text.charCodeAt(0)).toBe(0xfeff);
  expect(text.replace(/^\uFEFF/, '').split('\r\n')[0]).toBe('When,Who,What,Details');
  expect(text).toContain(`${ACCOUNTS.districtAdmin.fullName},Opened a student profile`);

  // The same in French.
  await switchToFrench(page);
  try {
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Registre des accès · Noémie ${lastName}`);
    const tableFr = page.getByRole('table', { name: 'Entrées du registre des accès' });
    await expect(tableFr).toContainText('Consultation du profil');
    await expectNoA11yViolations(page, 'the access record (fr)');
    const downloadFr = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Télécharger le CSV' }).click();
    const textFr = (await readFile((await (await downloadFr).path())!)).toString('utf8');
    expect(textFr.replace(/^\uFEFF/, '').split('\r\n')[0]).toBe('Quand,Qui,Quoi,Détails');
    expect(textFr).toContain('Consultation du profil');
  } finally {
    // The language is remembered for the user: put it back for the other specs.
    await page.getByRole('button', { name: 'English' }).first().click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await context.close();
  }
});
