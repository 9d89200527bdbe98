/**
 * Supports given to students (issue 11, section 2), in English and in French: a teacher gives, monitors
 * and ends a support from the profile (flow.ts), then the district's admin filters and exports the
 * district's user-supports report.
 */
import { test } from '@playwright/test';
import { ACCOUNTS } from '../support/cast.ts';
import { contextOf } from '../support/session.ts';
import { EN, filterAndExport, FR, FR_TEACHER, giveMonitorAndEnd } from './flow.ts';

// Each test walks the whole flow (a dozen dialogs, axe on each) for two people.
test.describe.configure({ timeout: 240_000 });

test('a teacher gives a network support, charts its progress, logs sessions and ends it; the district admin filters and exports the report (English)', async ({
  browser,
  playwright,
  baseURL,
}) => {
  const teacher = await contextOf(browser, playwright, baseURL, ACCOUNTS.teacher);
  await giveMonitorAndEnd(await teacher.newPage(), EN);
  await teacher.close();
  const admin = await contextOf(browser, playwright, baseURL, ACCOUNTS.districtAdmin);
  await filterAndExport(await admin.newPage(), {
    lang: 'en',
    nav: 'Supports given',
    school: 'School',
    schoolName: 'Aspen Grove Elementary',
    type: 'Type',
    typeName: 'Intervention',
    exportCsv: 'Export CSV',
    header: 'Support,Type,Network,Students now,Given in all,Worked,Partly,Did not work,Schools',
    fileSlug: 'aspen-grove-elementary',
  });
  await admin.close();
});

test('the same in French: un enseignant offre un soutien, suit ses progrès et le termine; l’administratrice filtre et exporte le rapport', async ({
  browser,
  playwright,
  baseURL,
}) => {
  const teacher = await contextOf(browser, playwright, baseURL, FR_TEACHER);
  await giveMonitorAndEnd(await teacher.newPage(), FR);
  await teacher.close();
  const admin = await contextOf(browser, playwright, baseURL, ACCOUNTS.frAdmin);
  await filterAndExport(await admin.newPage(), {
    lang: 'fr',
    nav: 'Soutiens offerts',
    school: 'École',
    schoolName: 'École Les Trois-Ponts',
    type: 'Type',
    typeName: 'Intervention',
    exportCsv: 'Exporter en CSV',
    header: 'Soutien,Type,Réseau,Élèves actuellement,Offert au total,A fonctionné,En partie,N’a pas fonctionné,Écoles',
    fileSlug: 'ecole-les-trois-ponts',
  });
  await admin.close();
});
