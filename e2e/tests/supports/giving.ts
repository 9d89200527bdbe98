/**
 * The supports-given part of the journey (issue 11, section 2; giving.spec.ts runs it once per
 * language with a support of the demo network): a teacher gives a student an approved support of the school's
 * network from the profile, with progress monitoring; adds data points;
 * the chart shows the points, the aim line and the trend line, and its table the rows; logs a delivered
 * and a missed session; ends the support with an outcome; the history shows it. Then the district's
 * admin filters the user-supports report and exports it. Axe on every new section and dialog.
 */
import { readFile } from 'node:fs/promises';
import { expect, type Page } from '@playwright/test';
import { expectNoA11yViolations } from '../support/a11y.ts';
import { storageStateOf } from '../support/session.ts';
import { shot } from '../support/shots.ts';

export interface Words {
  lang: 'en' | 'fr';
  give: string;
  giveTitle: RegExp;
  support: string;
  /** The network support given (an approved district support of the school's network). */
  networkSupport: string;
  tier: string;
  monitor: string;
  ownMeasure: string;
  measureName: string;
  scaleMin: string;
  scaleMax: string;
  baseline: string;
  goal: string;
  goalDate: string;
  startDate: string;
  given: string;
  addPoint: string;
  pointTitle: RegExp;
  date: string;
  value: string;
  legend: string[];
  latest: RegExp;
  trend: RegExp;
  showTable: string;
  /** A decimal value as typed and as shown ("35.5" / "35,5"). */
  decimal: string;
  logSession: string;
  sessionTitle: RegExp;
  missed: string;
  minutes: string;
  reason: string;
  absent: string;
  share: string;
  end: string;
  endTitle: RegExp;
  endConfirm: string;
  endDate: string;
  worked: string;
  ended: string;
  past: string;
  history: string;
  historyEnded: RegExp;
}

export const EN: Words = {
  lang: 'en',
  give: 'Give a support',
  giveTitle: /^Give a support to /,
  support: 'Support',
  networkSupport: 'Guided reading group',
  tier: 'Tier',
  monitor: 'Monitor progress',
  ownMeasure: 'Its own measure',
  measureName: 'Name of the measure',
  scaleMin: 'Scale from',
  scaleMax: 'Scale to',
  baseline: 'Baseline',
  goal: 'Goal',
  goalDate: 'Goal date',
  startDate: 'Start date',
  given: 'Support given',
  addPoint: 'Add a data point',
  pointTitle: /^Add a data point to /,
  date: 'Date',
  value: 'Value',
  legend: ['Data points', 'Aim line', 'Trend line'],
  latest: /Latest value: 41 on /,
  trend: /Trend: \+[\d.]+ per week\./,
  showTable: 'Show as table',
  decimal: '35.5',
  logSession: 'Log a session',
  sessionTitle: /^Log a session of /,
  missed: 'Missed',
  minutes: 'Minutes',
  reason: 'Why it was missed',
  absent: 'Student absent',
  share: '1 of 2 sessions delivered, 50%.',
  end: 'End',
  endTitle: /^End /,
  endConfirm: 'End the support',
  endDate: 'End date',
  worked: 'Worked',
  ended: 'Support ended',
  past: 'Past supports',
  history: 'Support and tier history',
  historyEnded: /Guided reading group ended on /,
};

export const FR: Words = {
  lang: 'fr',
  give: 'Offrir un soutien',
  giveTitle: /^Offrir un soutien à /,
  support: 'Soutien',
  networkSupport: 'Groupe de lecture guidée',
  tier: 'Niveau',
  monitor: 'Faire le suivi des progrès',
  ownMeasure: 'Sa propre mesure',
  measureName: 'Nom de la mesure',
  scaleMin: 'Échelle de',
  scaleMax: 'Échelle à',
  baseline: 'Point de départ',
  goal: 'Objectif',
  goalDate: 'Date de l’objectif',
  startDate: 'Date de début',
  given: 'Soutien offert',
  addPoint: 'Ajouter une donnée',
  pointTitle: /^Ajouter une donnée à /,
  date: 'Date',
  value: 'Valeur',
  legend: ['Données', 'Ligne visée', 'Ligne de tendance'],
  latest: /Dernière valeur : 41 le /,
  trend: /Tendance : \+[\d,]+ par semaine\./,
  showTable: 'Afficher en tableau',
  decimal: '35,5',
  logSession: 'Consigner une séance',
  sessionTitle: /^Consigner une séance de /,
  missed: 'Manquée',
  minutes: 'Minutes',
  reason: 'Raison',
  absent: 'Élève absent',
  share: 'Séances offertes : 1 sur 2 (50 %).',
  end: 'Terminer',
  endTitle: /^Terminer /,
  endConfirm: 'Terminer le soutien',
  endDate: 'Date de fin',
  worked: 'A fonctionné',
  ended: 'Soutien terminé',
  past: 'Soutiens terminés',
  history: 'Historique des soutiens et des niveaux',
  historyEnded: /Groupe de lecture guidée terminé le /,
};

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/**
 * A new student of the signed-in teacher's school (so none holds a support yet), made by the district's admin through
 * the API; its profile's path and name. (Looking for a student without supports read the roster's supports one
 * student at a time: up to a hundred requests, most of the French run's three minutes.)
 */
export async function studentWithoutSupports(page: Page, lang: 'en' | 'fr'): Promise<{ path: string; name: string }> {
  await page.goto('/');
  await expect(page).toHaveURL(/\/school\/\d+\/\d+$/);
  const [, districtId, schoolId] = /\/school\/(\d+)\/(\d+)$/.exec(new URL(page.url()).pathname)!;
  // The teacher teaches the student, as the demo's teachers teach their grades.
  const me = (await (await page.request.get('/api/v1/current_user/')).json()) as { id: number };
  const admin = await page
    .context()
    .browser()!
    .newContext({ storageState: storageStateOf(lang === 'fr' ? 'frAdmin' : 'districtAdmin') });
  await admin.request.get('/api/v1/current_user/');
  const csrf = (await admin.storageState()).cookies.find((c) => c.name === 'csrftoken')?.value ?? '';
  const unique = `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
  const made = await admin.request.post('/api/v1/students/', {
    headers: { 'X-CSRFToken': csrf },
    data: { school_id: Number(schoolId), first_name: 'Robin', last_name: `Soutien${unique}`, grade: '3', gender: 'female', student_number: `SUP-${unique}`, teacher_ids: [me.id] },
  });
  expect(made.status(), await made.text()).toBe(201);
  const student = (await made.json()) as { id: number; first_name: string; last_name: string };
  await admin.close();
  return { path: `/school/${districtId}/${schoolId}/students/profile/${student.id}`, name: `${student.first_name} ${student.last_name}` };
}

/** The teacher's part: give, monitor, chart, table, sessions, end, history. */
export async function giveMonitorAndEnd(page: Page, w: Words): Promise<void> {
  const student = await studentWithoutSupports(page, w.lang);
  await page.goto(student.path);
  const section = page.getByTestId('student-supports');
  // The profile's sections load side by side: on a busy machine the first one takes a while.
  await expect(section.getByRole('button', { name: w.give })).toBeVisible({ timeout: 45_000 });
  await expect(page.getByTestId('support-history')).toContainText(w.history);
  await expectNoA11yViolations(page, `the profile’s Supports and history sections (${w.lang})`);

  // Give an approved support of the network, monitored with its own measure.
  await section.getByRole('button', { name: w.give }).click();
  const dialog = page.getByRole('dialog', { name: w.giveTitle });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('combobox', { name: w.support }).click();
  await dialog.getByRole('combobox', { name: w.support }).fill(w.networkSupport);
  await page.getByRole('option', { name: new RegExp(`^${w.networkSupport} \\(`) }).click();
  // The support's tier is filled in from the school's list.
  await expect(dialog.getByRole('combobox', { name: w.tier, exact: true })).not.toHaveValue('');
  await dialog.getByRole('textbox', { name: w.startDate }).fill(day(-28));
  await dialog.getByRole('checkbox', { name: w.monitor }).check();
  await dialog.getByText(w.ownMeasure, { exact: true }).click();
  await dialog.getByRole('textbox', { name: w.measureName }).fill('WCPM');
  await dialog.getByRole('textbox', { name: w.scaleMin }).fill('0');
  await dialog.getByRole('textbox', { name: w.scaleMax }).fill('150');
  await dialog.getByRole('textbox', { name: w.baseline, exact: true }).fill('30');
  await dialog.getByRole('textbox', { name: w.goal, exact: true }).fill('60');
  await dialog.getByRole('textbox', { name: w.goalDate }).fill(day(60));
  await expectNoA11yViolations(page, `the give dialog (${w.lang})`);
  await shot(page, `supports-give-dialog-${w.lang}`);
  await dialog.getByRole('button', { name: w.give }).click();
  await expect(page.getByText(w.given, { exact: true })).toBeVisible();
  await expect(dialog).toBeHidden();

  // Open it and add three data points, one with decimals in the reader's language.
  const given = section.getByTestId('support-given').filter({ hasText: w.networkSupport });
  await given.getByRole('button', { name: new RegExp(w.networkSupport) }).click();
  for (const [offset, value] of [
    [-21, '33'],
    [-14, w.decimal],
    [-7, '41'],
  ] as const) {
    await given.getByRole('button', { name: w.addPoint }).click();
    const point = page.getByRole('dialog', { name: w.pointTitle });
    await point.getByRole('textbox', { name: w.date }).fill(day(offset));
    await point.getByRole('textbox', { name: new RegExp(`^${w.value}`) }).fill(value);
    if (offset === -21) await expectNoA11yViolations(page, `the data point dialog (${w.lang})`);
    await point.getByRole('button', { name: w.addPoint }).click();
    await expect(point).toBeHidden();
  }
  // The chart: the three points, the aim line and the trend line, and the summary under it.
  const chart = given.getByTestId('progress-chart');
  await expect(chart.locator('.recharts-line')).toHaveCount(3);
  await expect(chart.locator('.recharts-line-dots circle')).toHaveCount(3);
  for (const name of w.legend) await expect(chart.locator('.recharts-legend-wrapper').getByText(name, { exact: true })).toBeVisible();
  await expect(given.getByTestId('progress-summary')).toContainText(w.latest);
  await expect(given.getByTestId('progress-summary')).toContainText(w.trend);
  // Its table alternative holds the rows.
  await given.getByRole('button', { name: w.showTable }).click();
  const table = given.getByTestId('progress-table');
  await expect(table.getByRole('row')).toHaveCount(1 + 5); // header, start, three points, goal date
  await expect(table).toContainText(w.decimal);
  await expectNoA11yViolations(page, `the opened support with its chart and table (${w.lang})`);
  await shot(page, `supports-chart-${w.lang}`, { fullPage: true });

  // The fidelity log: one session delivered, one missed.
  await given.getByRole('button', { name: w.logSession }).click();
  let session = page.getByRole('dialog', { name: w.sessionTitle });
  await session.getByRole('textbox', { name: w.date }).fill(day(-6));
  await session.getByRole('textbox', { name: w.minutes }).fill('25');
  await expectNoA11yViolations(page, `the session dialog (${w.lang})`);
  await session.getByRole('button', { name: w.logSession }).click();
  await expect(session).toBeHidden();
  await given.getByRole('button', { name: w.logSession }).click();
  session = page.getByRole('dialog', { name: w.sessionTitle });
  await session.getByRole('textbox', { name: w.date }).fill(day(-3));
  await session.getByText(w.missed, { exact: true }).click();
  await session.getByRole('combobox', { name: w.reason }).click();
  await page.getByRole('option', { name: w.absent }).click();
  await session.getByRole('button', { name: w.logSession }).click();
  await expect(session).toBeHidden();
  await expect(given.getByTestId('fidelity-share')).toContainText(w.share);

  // End it: it moves to the past supports, and the history says how it went.
  await given.getByRole('button', { name: w.end, exact: true }).click();
  const end = page.getByRole('dialog', { name: w.endTitle });
  await end.getByRole('radio', { name: w.worked, exact: true }).check();
  await expectNoA11yViolations(page, `the end dialog (${w.lang})`);
  await end.getByRole('button', { name: w.endConfirm }).click();
  await expect(page.getByText(w.ended, { exact: true })).toBeVisible();
  await expect(section.getByRole('heading', { name: w.past })).toBeVisible();
  await expect(page.getByTestId('support-history')).toContainText(w.historyEnded);
  await expectNoA11yViolations(page, `the profile after the support ended (${w.lang})`);
  await shot(page, `supports-profile-${w.lang}`, { fullPage: true });
}

export interface ReportWords {
  lang: 'en' | 'fr';
  nav: string;
  school: string;
  schoolName: string;
  type: string;
  typeName: string;
  exportCsv: string;
  header: string;
  fileSlug: string;
}

/** The district admin's part: the sidebar link, the table, the school and type filters, the export. */
export async function filterAndExport(page: Page, w: ReportWords): Promise<void> {
  await page.goto('/user-supports');
  await expect(page).toHaveURL(/\/district\/\d+\/user-supports$/);
  await expect(page.getByRole('navigation').getByRole('link', { name: w.nav })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: w.nav })).toBeVisible();
  const table = page.getByTestId('user-supports-table');
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  const all = await table.getByRole('row').count();
  await expectNoA11yViolations(page, `the user-supports report (${w.lang})`);
  await page.getByRole('combobox', { name: w.school }).click();
  await page.getByRole('option', { name: w.schoolName }).click();
  await page.getByRole('combobox', { name: w.type }).click();
  await page.getByRole('option', { name: w.typeName, exact: true }).click();
  await expect(async () => expect(await table.getByRole('row').count()).toBeLessThan(all)).toPass();
  for (const row of await table.getByRole('row').all()) if ((await row.getByRole('rowheader').count()) > 0) await expect(row).toContainText(w.typeName);
  await shot(page, `user-supports-${w.lang}`, { fullPage: true });
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: w.exportCsv }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(new RegExp(`^user-supports-${w.fileSlug}-\\d{4}-\\d{2}-\\d{2}\\.csv$`));
  const text = (await readFile((await file.path())!)).toString('utf8');
  expect(text.replace(/^\uFEFF/, '').split('\r\n')[0]).toBe(w.header);
}
