/**
 * Supports given (issue 11, section 2), one flow a test and once per language: a teacher gives a student an
 * approved support of the school's network from the profile, monitors it, charts it, logs sessions and ends it
 * (giving.ts); the district's admin filters the user-supports report and exports it. The support given is one
 * of the demo network's; propose-approve.spec.ts shows a new support reaching the network.
 */
import { test } from '@playwright/test';
import { ACCOUNTS } from '../support/cast.ts';
import { apiSignedInContext, contextOf, storageStateOf } from '../support/session.ts';
import { EN, filterAndExport, FR, giveMonitorAndEnd } from './giving.ts';
import { FR_TEACHER } from './network.ts';

// A dozen dialogs with axe on each, on two shared cores.
test.describe.configure({ timeout: 180_000 });

test('a teacher gives a student a support, monitors it with data points and its chart, logs sessions and ends it (axe)', async ({ browser, playwright, baseURL }) => {
  const teacher = await contextOf(browser, playwright, baseURL, ACCOUNTS.teacher);
  await giveMonitorAndEnd(await teacher.newPage(), EN);
  await teacher.close();
});

test('en français : un enseignant offre un soutien à un élève, suit ses progrès, note les séances et y met fin (axe)', async ({ browser, playwright, baseURL }) => {
  const teacher = await apiSignedInContext(browser, playwright, baseURL, FR_TEACHER);
  await giveMonitorAndEnd(await teacher.newPage(), FR);
  await teacher.close();
});

test('the district admin filters the supports-given report by school and type and exports it as CSV (axe)', async ({ browser, playwright, baseURL }) => {
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
    fileSlug: 'aspen-grove-elementary-intervention',
  });
  await admin.close();
});

test('en français : l’administration du conseil filtre le rapport des soutiens offerts et l’exporte en CSV (axe)', async ({ browser }) => {
  const admin = await browser.newContext({ storageState: storageStateOf('frAdmin') });
  await filterAndExport(await admin.newPage(), {
    lang: 'fr',
    nav: 'Soutiens offerts',
    school: 'École',
    schoolName: 'École Les Trois-Ponts',
    type: 'Type',
    typeName: 'Intervention',
    exportCsv: 'Exporter en CSV',
    header: 'Soutien,Type,Réseau,Élèves actuellement,Offert au total,A fonctionné,En partie,N’a pas fonctionné,Écoles',
    fileSlug: 'ecole-les-trois-ponts-intervention',
  });
  await admin.close();
});
