/**
 * Student profile, cards and the student data grid (issue 4, sections 3 and 4), as a teacher.
 * The student and the measure are created through the API as the district admin, with unique
 * names, so the specs do not depend on the demo roster.
 */
import { expect, test, type APIRequestContext, type Page, type PlaywrightWorkerArgs } from '@playwright/test';

type Playwright = PlaywrightWorkerArgs['playwright'];
import { expectNoA11yViolations } from '../support/a11y.ts';
import { SCHOOL_ASPEN, SCHOOL_RIVERBEND } from '../support/cast.ts';
import { NOT_AN_IMAGE, TINY_PNG } from '../support/files.ts';
import { switchToFrench } from '../support/language.ts';
import { idByName, storageStateOf } from '../support/session.ts';
import { shot } from '../support/shots.ts';

interface Fixture {
  districtId: number;
  schoolId: number;
  studentId: number;
  lastName: string;
  measure: string;
}

/** A measure as the student data grid describes it. */
interface Measure {
  id: number;
  name: string;
  result_type: 'manual' | 'dropdown';
  options: { label: string }[];
  min_value: number | null;
  max_value: number | null;
  data_type: 'month' | 'label';
  months: number[];
  labels: string[];
}

async function csrf(request: APIRequestContext): Promise<string> {
  await request.get('/api/v1/current_user/');
  return (await request.storageState()).cookies.find((c) => c.name === 'csrftoken')?.value ?? '';
}

/** A student of Aspen assigned to the teacher, and a district measure read in September, January and May. */
async function createFixture(playwright: Playwright, baseURL: string | undefined, page: Page, tag: string): Promise<Fixture> {
  const request = await playwright.request.newContext({ baseURL, storageState: storageStateOf('districtAdmin') });
  const token = await csrf(request);
  const teacher = (await (await page.request.get('/api/v1/current_user/')).json()) as { id: number; district: { id: number } };
  const schoolId = await idByName(request, 'schools', SCHOOL_ASPEN);
  const unique = `${tag}${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
  const lastName = `Profil${unique}`;
  const created = await request.post('/api/v1/students/', {
    headers: { 'X-CSRFToken': token },
    data: { school_id: schoolId, first_name: 'Élodie', last_name: lastName, grade: '3', gender: 'female', student_number: `E2E-${unique}`, teacher_ids: [teacher.id] },
  });
  expect(created.status(), await created.text()).toBe(201);
  const studentId = ((await created.json()) as { id: number }).id;
  const measure = `Reading ${unique}`;
  const def = await request.post('/api/v1/student_data_definitions/', {
    headers: { 'X-CSRFToken': token },
    data: { district_id: teacher.district.id, name: measure, result_type: 'manual', min_value: 0, max_value: 30, data_type: 'month', months: [8, 0, 4] },
  });
  expect(def.status(), await def.text()).toBe(201);
  await request.dispose();
  return { districtId: teacher.district.id, schoolId, studentId, lastName, measure };
}

/** The school year before this one (start year), whose points are all in the past. */
function lastSchoolYear(): number {
  const now = new Date();
  return (now.getUTCMonth() > 6 ? now.getUTCFullYear() : now.getUTCFullYear() - 1) - 1;
}
const yearLabel = (y: number) => `${y}–${y + 1}`;

async function ready(page: Page) {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('.mantine-Skeleton-root')).toHaveCount(0);
}

test.describe('student profile, cards and data grid as a teacher', () => {
  test.use({ storageState: storageStateOf('teacher') });

  test('opens a profile, adds an alert, writes a profile note, enters a result and sees it in the history', async ({ page, playwright, baseURL }) => {
    const f = await createFixture(playwright, baseURL, page, 'p');
    await page.goto(`/school/${f.districtId}/${f.schoolId}/students/profile/${f.studentId}`);
    await ready(page);
    await expect(page.getByRole('heading', { level: 1, name: `Élodie ${f.lastName}` })).toBeVisible();
    await expect(page.getByRole('main').getByRole('definition').filter({ hasText: 'Hannah Lee' })).toBeVisible();

    // An alert.
    await page.getByRole('textbox', { name: 'New alert' }).fill('Allergic to peanuts');
    await page.getByRole('button', { name: 'Add alert' }).click();
    await expect(page.getByTestId('student-alert').filter({ hasText: 'Allergic to peanuts' })).toBeVisible();

    // A profile textbox.
    const profile = page.getByRole('region', { name: 'Profile', exact: true });
    await profile.getByRole('textbox', { name: 'Strengths' }).fill('Curious, kind to classmates');
    await profile.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Saved').first()).toBeVisible();

    // A result: a bad value is refused with the spec's message, then a good one shows in the history.
    const measure = page.getByRole('region', { name: f.measure });
    await measure.getByRole('combobox', { name: 'School year' }).click();
    await page.getByRole('option', { name: yearLabel(lastSchoolYear()) }).click();
    await measure.getByRole('combobox', { name: 'Month' }).click();
    await page.getByRole('option', { name: 'September' }).click();
    await measure.getByRole('textbox', { name: 'Result' }).fill('abc');
    await expect(measure.getByText('Please enter only numbers')).toBeVisible();
    await measure.getByRole('textbox', { name: 'Result' }).fill('31');
    await expect(measure.getByText('Value must be less than or equal to 30')).toBeVisible();
    await measure.getByRole('textbox', { name: 'Result' }).fill('12');
    await measure.getByRole('button', { name: 'Save result' }).click();
    const row = measure.getByTestId('result-row').filter({ hasText: 'September' });
    await expect(row).toContainText('12');
    await expect(row).toContainText('Hannah Lee');
    await expect(measure.getByRole('img', { name: /September .*: 12/ })).toBeVisible();
    // The chart names its axes: the result upward, the points along the bottom.
    await expect(measure.locator('svg text').filter({ hasText: /^Result$/ })).toHaveCount(1);
    await expect(measure.locator('svg text').filter({ hasText: /^September$/ })).toHaveCount(1);

    await page.reload();
    await ready(page);
    await expect(page.getByRole('region', { name: 'Profile', exact: true }).getByRole('textbox', { name: 'Strengths' })).toHaveValue('Curious, kind to classmates');
    await shot(page, 'profile-en', { fullPage: true });
    await expectNoA11yViolations(page, 'student profile (en)');

    // Closing the alert asks first.
    await page.getByRole('button', { name: 'Close alert' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Close alert' }).click();
    await expect(page.getByText('No open alerts')).toBeVisible();
  });

  test('the cards page shows the student, follows the school’s card options, and opens the profile', async ({ page, playwright, baseURL }) => {
    const f = await createFixture(playwright, baseURL, page, 'c');
    await page.goto(`/school/${f.districtId}/${f.schoolId}/student-cards`);
    await ready(page);
    const card = page.getByRole('link', { name: new RegExp(f.lastName) });
    await expect(card).toBeVisible();
    await page.getByRole('combobox', { name: 'Grade' }).click();
    await page.getByRole('option', { name: 'Grade 3' }).click();
    await expect(card).toBeVisible();
    await shot(page, 'cards-en', { fullPage: true });
    await expectNoA11yViolations(page, 'student cards (en)');

    // The school shows pictures, a data result and "Last, F." names; restored afterwards.
    const admin = await playwright.request.newContext({ baseURL, storageState: storageStateOf('districtAdmin') });
    const headers = { 'X-CSRFToken': await csrf(admin) };
    const before = (await (await admin.get(`/api/v1/schools/${f.schoolId}/options/`)).json()) as Record<string, string>;
    // Cards show the school's first measure (the grid's default), which may be a demo measure of any
    // kind, so the result written is one that measure accepts: an option of a dropdown, a number in range.
    const grid = (await (await admin.get(`/api/v1/student_data/grid/?school=${f.schoolId}&school_year=2026`)).json()) as { definition: Measure };
    const first = grid.definition;
    const value = first.result_type === 'dropdown' ? first.options[first.options.length - 1]!.label : String(Math.min(Math.max(23, first.min_value ?? 23), first.max_value ?? 23));
    const point = first.data_type === 'month' ? { month: first.months[0] } : { label: first.labels[0] };
    // Last school year: none of its points is in the future, which the server refuses.
    const wrote = await admin.put(`/api/v1/students/${f.studentId}/data/`, {
      headers,
      data: { results: [{ definition_id: first.id, school_year: lastSchoolYear(), ...point, value }] },
    });
    expect(wrote.status(), await wrote.text()).toBe(204);
    expect((await admin.post(`/api/v1/students/${f.studentId}/picture/`, { headers, multipart: { file: TINY_PNG } })).status()).toBe(204);
    try {
      const set = await admin.patch(`/api/v1/schools/${f.schoolId}/options/`, {
        headers,
        data: { card_display: 'name_picture_data', card_name_format: 'last_name_first_initial' },
      });
      expect(set.status(), await set.text()).toBe(200);
      await page.reload();
      await ready(page);
      const formatted = page.getByRole('link', { name: new RegExp(`${f.lastName}, É\\.`) });
      await expect(formatted).toBeVisible();
      await expect(formatted).toContainText(first.name);
      await expect(formatted).toContainText(value);
      await expect(formatted.locator('img')).toBeVisible();
      await shot(page, 'cards-picture-data-en', { fullPage: true });
      await expectNoA11yViolations(page, 'student cards with pictures and data (en)');
    } finally {
      await admin.patch(`/api/v1/schools/${f.schoolId}/options/`, {
        headers,
        data: { card_display: before.card_display, card_name_format: before.card_name_format, card_organisation: before.card_organisation },
      });
      await admin.dispose();
    }
    await page.reload();
    await page.getByRole('link', { name: new RegExp(f.lastName) }).click();
    await expect(page.getByRole('heading', { level: 1, name: `Élodie ${f.lastName}` })).toBeVisible();
  });

  test('the grid saves a class’s results together, refuses what is not a number, moves with the arrow keys and asks before losing typed values', async ({
    page,
    playwright,
    baseURL,
  }) => {
    const f = await createFixture(playwright, baseURL, page, 'g');
    await page.setViewportSize({ width: 1366, height: 768 });
    await page.goto(`/school/${f.districtId}/${f.schoolId}/student-data`);
    await ready(page);
    await page.getByRole('combobox', { name: 'Measure' }).click();
    await page.getByRole('option', { name: f.measure }).click();
    await page.getByRole('combobox', { name: 'School year' }).click();
    await page.getByRole('option', { name: yearLabel(lastSchoolYear()) }).click();
    await page.getByRole('combobox', { name: 'Teacher (class)' }).click();
    await page.getByRole('option', { name: 'Hannah Lee' }).click();
    const cell = page.getByRole('textbox', { name: `${f.lastName}, Élodie, January` });
    await cell.fill('x1');
    await expect(page.getByText('Please enter only numbers')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Save' })).toBeDisabled();
    await cell.fill('17');
    // Spreadsheet keys: right from the end of a value goes to the next month, down to the next student.
    await cell.press('ArrowRight');
    const may = page.getByRole('textbox', { name: `${f.lastName}, Élodie, May` });
    await expect(may).toBeFocused();
    await page.keyboard.type('21');
    await page.keyboard.press('ArrowLeft');
    await expect(may).toBeFocused();
    const row = Number(await may.getAttribute('data-row'));
    await page.keyboard.press(row > 0 ? 'ArrowUp' : 'ArrowDown');
    await expect(page.locator(`input[data-row="${row > 0 ? row - 1 : row + 1}"][data-col="2"]`)).toBeFocused();
    await expect(page.getByText('2 unsaved changes')).toBeVisible();
    // The student column stays in view when the months scroll.
    await expect(page.getByRole('rowheader', { name: `${f.lastName}, Élodie` })).toHaveCSS('position', 'sticky');
    await shot(page, 'grid-en', { fullPage: true });
    await expectNoA11yViolations(page, 'student data grid (en)');
    // Leaving with typed values asks first; staying keeps them.
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'School home' }).click();
    const dialog = page.getByRole('dialog', { name: 'Leave without saving?' });
    await expect(dialog).toContainText('2 changes are not saved');
    await expectNoA11yViolations(page, 'unsaved changes dialog (en)');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(may).toHaveValue('21');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Saved').first()).toBeVisible();
    await page.goto(`/school/${f.districtId}/${f.schoolId}/students/profile/${f.studentId}`);
    const measure = page.getByRole('region', { name: f.measure });
    await expect(measure.getByTestId('result-row')).toHaveCount(2);
    await expect(measure.getByTestId('result-row').filter({ hasText: 'May' })).toContainText('21');
  });

  // One page a test (issue 21, section 5): the three pages in one journey ran near the timeout on a slower machine.
  test('the profile and its card icons dialog pass axe in French', async ({ page, playwright, baseURL }) => {
    const f = await createFixture(playwright, baseURL, page, 'f');
    await page.goto(`/school/${f.districtId}/${f.schoolId}/students/profile/${f.studentId}`);
    await switchToFrench(page);
    await ready(page);
    await expect(page.getByRole('heading', { name: 'Notes de programmation' })).toBeVisible();
    await shot(page, 'profile-fr', { fullPage: true });
    await expectNoA11yViolations(page, 'student profile (fr)');
    await page.getByRole('button', { name: 'Modifier les icônes' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectNoA11yViolations(page, 'card icons dialog (fr)');
  });

  test('the student cards pass axe in French', async ({ page, playwright, baseURL }) => {
    const f = await createFixture(playwright, baseURL, page, 'c');
    await page.goto(`/school/${f.districtId}/${f.schoolId}/student-cards`);
    await switchToFrench(page);
    await ready(page);
    await expect(page.getByRole('link', { name: new RegExp(f.lastName) })).toBeVisible();
    await shot(page, 'cards-fr', { fullPage: true });
    await expectNoA11yViolations(page, 'student cards (fr)');
  });

  test('the data grid takes a decimal comma in French and passes axe', async ({ page, playwright, baseURL }) => {
    const f = await createFixture(playwright, baseURL, page, 'g');
    await page.goto(`/school/${f.districtId}/${f.schoolId}/student-data`);
    await switchToFrench(page);
    await ready(page);
    await page.getByRole('combobox', { name: 'Mesure' }).click();
    await page.getByRole('option', { name: f.measure }).click();
    await page.getByRole('combobox', { name: 'Année', exact: true }).click();
    await page.getByRole('option', { name: '3e année' }).click();
    await page.getByRole('combobox', { name: 'Année scolaire' }).click();
    await page.getByRole('option', { name: yearLabel(lastSchoolYear()) }).click();
    const janvier = page.getByRole('textbox', { name: `${f.lastName}, Élodie, janvier` });
    await expect(janvier).toBeVisible();
    // A decimal comma, as French is written; the value comes back the same way.
    await janvier.fill('12,5');
    await expect(page.getByText('Veuillez saisir uniquement des chiffres')).toHaveCount(0);
    await shot(page, 'grid-fr', { fullPage: true });
    await expectNoA11yViolations(page, 'student data grid (fr)');
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(page.getByText('Enregistré').first()).toBeVisible();
    await page.goto(`/school/${f.districtId}/${f.schoolId}/students/profile/${f.studentId}`);
    await switchToFrench(page);
    await ready(page);
    const measure = page.getByRole('region', { name: f.measure });
    await expect(measure.getByTestId('result-row').filter({ hasText: 'janvier' })).toContainText('12,5');
  });
});

test.describe('student picture as a school admin', () => {
  test.use({ storageState: storageStateOf('schoolAdmin') });

  test('uploads a picture, refuses a file that is not an image, and removes the picture after asking', async ({ page, playwright, baseURL }) => {
    const admin = await playwright.request.newContext({ baseURL, storageState: storageStateOf('districtAdmin') });
    const schoolId = await idByName(admin, 'schools', SCHOOL_ASPEN);
    const lastName = `Photo${Date.now().toString(36)}`;
    const created = await admin.post('/api/v1/students/', {
      headers: { 'X-CSRFToken': await csrf(admin) },
      data: { school_id: schoolId, first_name: 'Pia', last_name: lastName, grade: '3', gender: 'female', student_number: `E2E-${lastName}` },
    });
    expect(created.status(), await created.text()).toBe(201);
    const student = (await created.json()) as { id: number; district_id: number };
    await admin.dispose();

    await page.goto(`/school/${student.district_id}/${schoolId}/students/profile/${student.id}`);
    await ready(page);
    const choose = async (file: { name: string; mimeType: string; buffer: Buffer }) => {
      const chooser = page.waitForEvent('filechooser');
      await page.getByRole('button', { name: 'Upload picture' }).click();
      await (await chooser).setFiles(file);
    };
    const remove = page.getByRole('button', { name: 'Remove picture' });

    // The type is checked by content: a text file named .png is refused with the spec's message.
    await choose(NOT_AN_IMAGE);
    await expect(page.getByText('Invalid file type')).toBeVisible();
    await expect(remove).toHaveCount(0);

    await choose(TINY_PNG);
    await expect(remove).toBeVisible();
    await expect(page.getByRole('img', { name: `Picture of Pia ${lastName}` })).toBeVisible();
    await shot(page, 'picture-en', { fullPage: true });

    await remove.click();
    const dialog = page.getByRole('dialog', { name: 'Remove picture' });
    await expect(dialog).toContainText(`Remove the picture of Pia ${lastName}?`);
    await dialog.getByRole('button', { name: 'Remove picture' }).click();
    await expect(remove).toHaveCount(0);
  });
});

test.describe('student profile as staff of the school', () => {
  test.use({ storageState: storageStateOf('districtStaff') });

  test('reads the profile notes as text, not as boxes that look editable', async ({ page }) => {
    // District staff holds the staff role in Riverbend: the profile is read-only there.
    const riverbend = await idByName(page.request, 'schools', SCHOOL_RIVERBEND);
    const list = (await (await page.request.get(`/api/v1/students/?school=${riverbend}&status[]=active`)).json()) as { results: { id: number; district_id: number }[] };
    const student = list.results[0]!;
    await page.goto(`/school/${student.district_id}/${riverbend}/students/profile/${student.id}`);
    await ready(page);
    const profile = page.getByRole('region', { name: 'Profile', exact: true });
    await expect(profile.getByRole('group', { name: 'Strengths' })).toBeVisible();
    await expect(profile.getByRole('textbox')).toHaveCount(0);
    await expect(profile.getByRole('button', { name: 'Save' })).toHaveCount(0);
    await expectNoA11yViolations(page, 'student profile, read-only (en)');
  });
});
