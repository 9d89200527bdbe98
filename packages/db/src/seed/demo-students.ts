/**
 * Demo students (issue 4, section 7): every demo school gets a living roster: realistic names,
 * grades of its level, teachers, card icons, entry levels, a few graduated and archived
 * students, open alerts, and a year of student data on the district's measures. Deterministic
 * (seeded PRNG) and written with a handful of multi-row inserts, so `npm start` stays quick.
 */
import { and, inArray, isNull, sql } from 'drizzle-orm';
import { studentSearchName } from '@ss/domain/search-name';
import type { Tx } from '../client.ts';
import { configItems, configLists, studentDataDefinitions } from '../schema-config.ts';
import { studentAlerts, studentCardIcons, studentDataResults, students, studentTeachers } from '../schema-students.ts';
import { districtMemberships, schoolMemberships, users } from '../schema.ts';
import { EN_FIRST_F, EN_FIRST_M, EN_LAST, FR_FIRST_F, FR_FIRST_M, FR_LAST, prng, type Rng } from './demo-names.ts';
import { demoDefinitions, resultsFor } from './demo-data-results.ts';

type SchoolKey = 'aspen' | 'riverbend' | 'maple' | 'troisPonts' | 'beausejour';

const RANGE = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => (from + i === 0 ? 'K' : String(from + i)));

interface SchoolPlan {
  key: SchoolKey;
  district: 'en' | 'fr';
  count: number;
  grades: string[];
  /** Teacher e-mail → grades they teach (a grade may have two teachers). */
  teachers: [string, string[]][];
  /** Names that must exist so the search demos work. */
  named?: [string, string, 'male' | 'female' | 'other'][];
}

const PLANS: SchoolPlan[] = [
  {
    key: 'aspen',
    district: 'en',
    count: 64,
    grades: RANGE(0, 6),
    teachers: [
      ['teacher@demo.test', ['K', '1', '2', '3']],
      ['multi.teacher@demo.test', ['3', '4', '5', '6']],
    ],
    named: [
      ['Ève', 'Bélanger', 'female'],
      ['Hannah', 'Kowalski', 'female'],
      ['Eve', 'Johnson', 'female'],
      ['Zoë', 'Lefèvre', 'female'],
    ],
  },
  {
    key: 'riverbend',
    district: 'en',
    count: 56,
    grades: RANGE(6, 9),
    teachers: [['multi.teacher@demo.test', RANGE(6, 9)]],
  },
  { key: 'maple', district: 'en', count: 42, grades: RANGE(0, 6), teachers: [['suspended.teacher@demo.test', RANGE(0, 6)]] },
  {
    key: 'troisPonts',
    district: 'fr',
    count: 60,
    grades: RANGE(0, 6),
    teachers: [['fr.teacher@demo.test', RANGE(0, 6)]],
    named: [
      ['Ève', 'Gagné', 'female'],
      ['Éloïse', 'Lévesque', 'female'],
    ],
  },
  {
    key: 'beausejour',
    district: 'fr',
    count: 48,
    grades: RANGE(9, 12),
    teachers: [['sophie.theriault@demo.test', RANGE(9, 12)]],
  },
];

/** The teacher Beauséjour lacks in the cast: invited (no password yet), never part of the test cast. */
const INVITED: { email: string; first: string; last: string; district: 'en' | 'fr'; school: SchoolKey }[] = [
  { email: 'sophie.theriault@demo.test', first: 'Sophie', last: 'Thériault', district: 'fr', school: 'beausejour' },
];

const ALERTS = {
  en: [
    'Severe peanut allergy: EpiPen in the office.',
    'Custody arrangement: pick-up by mother only.',
    'Needs a quiet space for tests.',
    'Asthma: inhaler in backpack.',
    'Recently moved; check in weekly.',
  ],
  fr: [
    'Allergie sévère aux arachides : EpiPen au secrétariat.',
    'Garde partagée : seule la mère vient chercher l’élève.',
    'A besoin d’un endroit calme pour les examens.',
    'Asthme : pompe dans le sac à dos.',
    'Arrivé récemment; faire un suivi chaque semaine.',
  ],
};

async function systemItems(tx: Tx, kind: 'student-card-icons' | 'student-entry-levels'): Promise<number[]> {
  const rows = await tx
    .select({ id: configItems.id })
    .from(configItems)
    .innerJoin(configLists, sql`${configLists.id} = ${configItems.list_id}`)
    .where(and(sql`${configLists.kind} = ${kind}`, isNull(configLists.district_id), isNull(configLists.school_id)))
    .orderBy(configItems.position);
  return rows.map((r) => r.id);
}

function nameFor(rng: Rng, french: boolean): [string, string, 'male' | 'female' | 'other'] {
  const roll = rng.next();
  const gender = roll < 0.48 ? 'female' : roll < 0.97 ? 'male' : 'other';
  const firsts =
    gender === 'male'
      ? french
        ? FR_FIRST_M
        : EN_FIRST_M
      : gender === 'female'
        ? french
          ? FR_FIRST_F
          : EN_FIRST_F
        : rng.pick([french ? FR_FIRST_F : EN_FIRST_F, french ? FR_FIRST_M : EN_FIRST_M]);
  return [rng.pick(firsts), rng.pick(french ? FR_LAST : EN_LAST), gender];
}

/** Seeds the demo roster into the demo districts and schools just created by seedDemo. */
export async function seedDemoStudents(tx: Tx, districtId: Record<'en' | 'fr', number>, schoolId: Record<SchoolKey, number>): Promise<void> {
  const rng = prng(20260401);
  const cardIcons = await systemItems(tx, 'student-card-icons');
  const entryLevels = await systemItems(tx, 'student-entry-levels');

  const invited = await tx
    .insert(users)
    .values(INVITED.map((t) => ({ email: t.email, first_name: t.first, last_name: t.last, password_hash: null })))
    .returning({ id: users.id, email: users.email });
  const invitedId = new Map(invited.map((u) => [u.email, u.id]));
  await tx
    .insert(districtMemberships)
    .values(INVITED.map((t) => ({ user_id: invitedId.get(t.email)!, district_id: districtId[t.district], user_type: 'school_teacher' as const })));
  await tx.insert(schoolMemberships).values(INVITED.map((t) => ({ user_id: invitedId.get(t.email)!, school_id: schoolId[t.school], user_type: 'school_teacher' as const })));

  const emails = [...new Set(PLANS.flatMap((p) => p.teachers.map(([e]) => e)))];
  const teacherRows = await tx.select({ id: users.id, email: users.email }).from(users).where(inArray(users.email, emails));
  const teacherId = new Map(teacherRows.map((u) => [u.email, u.id]));

  const nextNumber = { en: 100001, fr: 500001 };
  type Draft = typeof students.$inferInsert & { plan: SchoolPlan };
  const drafts: Draft[] = [];
  for (const plan of PLANS) {
    const french = plan.district === 'fr';
    for (let i = 0; i < plan.count; i++) {
      const [first, last, gender] = plan.named?.[i] ?? nameFor(rng, french);
      // A few leave each school: about 4 % graduated, 4 % archived.
      const fate = i < (plan.named?.length ?? 0) ? 1 : rng.next();
      const status = fate < 0.04 ? 'graduated' : fate < 0.08 ? 'archived' : 'active';
      const n = nextNumber[plan.district]++;
      drafts.push({
        plan,
        district_id: districtId[plan.district],
        school_id: schoolId[plan.key],
        first_name: first,
        last_name: last,
        search_name: studentSearchName(first, last),
        grade: status === 'graduated' ? plan.grades.at(-1)! : rng.pick(plan.grades),
        gender,
        student_number: String(n),
        sis_number: rng.chance(0.15) ? `SIS-${n}` : null,
        status,
        graduated_year: status === 'graduated' ? rng.pick([2025, 2026]) : null,
        archived_at: status === 'archived' ? rng.pick(['2025-06-27', '2026-01-30', '2026-06-26']) : null,
        entry_level_item_id: rng.chance(0.2) ? rng.pick(entryLevels) : null,
      });
    }
  }
  const inserted = await tx
    .insert(students)
    .values(drafts.map(({ plan: _plan, ...row }) => row))
    .returning({ id: students.id });

  const links: (typeof studentTeachers.$inferInsert)[] = [];
  const icons: (typeof studentCardIcons.$inferInsert)[] = [];
  const alerts: (typeof studentAlerts.$inferInsert)[] = [];
  const withData: { id: number; teacher: number | null; district: 'en' | 'fr' }[] = [];
  drafts.forEach((d, i) => {
    const id = inserted[i]!.id;
    const mine = d.plan.teachers.filter(([, grades]) => grades.includes(d.grade)).map(([e]) => teacherId.get(e)!);
    for (const user_id of mine) links.push({ student_id: id, user_id });
    if (rng.chance(0.3)) {
      const picked = new Set([rng.pick(cardIcons), ...(rng.chance(0.3) ? [rng.pick(cardIcons)] : [])]);
      for (const item_id of picked) icons.push({ student_id: id, item_id });
    }
    if (d.status === 'active' && rng.chance(0.12)) {
      const created_at = new Date(Date.UTC(2026, rng.int(8, 10), rng.int(1, 28), 15));
      alerts.push({ student_id: id, text: rng.pick(ALERTS[d.plan.district]), created_by: mine[0] ?? null, created_at });
    }
    if (d.status === 'active' && rng.chance(0.9)) withData.push({ id, teacher: mine[0] ?? null, district: d.plan.district });
  });
  if (links.length) await tx.insert(studentTeachers).values(links);
  if (icons.length) await tx.insert(studentCardIcons).values(icons);
  if (alerts.length) await tx.insert(studentAlerts).values(alerts);

  const defs = await tx
    .insert(studentDataDefinitions)
    .values([...demoDefinitions('en', districtId.en), ...demoDefinitions('fr', districtId.fr)])
    .returning();
  const results = withData.flatMap((s) => defs.filter((d) => d.district_id === districtId[s.district]).flatMap((def) => resultsFor(rng, s.id, s.teacher, def)));
  for (let i = 0; i < results.length; i += 2000) await tx.insert(studentDataResults).values(results.slice(i, i + 2000));
}
