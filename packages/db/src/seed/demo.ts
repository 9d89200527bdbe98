/**
 * Demo data: two districts (one English, one francophone), their schools (one
 * suspended), the test cast, a living roster of students (demo-students.ts), team boards, actions, meetings,
 * the support network with supports given to students, and resources (demo-supports.ts), a support plan template of
 * each district and two draft plans (demo-plans.ts). Seeded only into an empty database, in one transaction.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { hashPassword } from '../password-hash.ts';
import { districtMemberships, districts, schoolMemberships, schools, users } from '../schema.ts';
import { seedDemoActions } from './demo-actions.ts';
import { seedDemoNorms } from './demo-norms.ts';
import { seedDemoMeetings } from './demo-meetings.ts';
import { seedDemoBoards } from './demo-boards.ts';
import { seedDemoSupports } from './demo-supports.ts';
import { seedDemoPlans } from './demo-plans.ts';
import { ensureAgreement } from './agreement.ts';
import { seedDemoStudents } from './demo-students.ts';
import { CAST, DEMO_PASSWORD, DISTRICT_EN, DISTRICT_FR, SCHOOL_ASPEN, SCHOOL_FR_1, SCHOOL_FR_2, SCHOOL_RIVERBEND, SCHOOL_SUSPENDED, type CastMember } from './cast.ts';
import { seedDemoEarlyWarnings } from './demo-early-warnings.ts';

type SchoolKey = 'aspen' | 'riverbend' | 'maple' | 'troisPonts' | 'beausejour';
type SchoolRole = 'school_admin' | 'school_leader' | 'school_teacher' | 'school_staff';
type Plan = 'no_select' | 'ipp_cordinator' | 'ipp_admin' | 'ipp_teacher';

interface Person {
  key: CastMember;
  first: string;
  last: string;
  super?: boolean;
  district?: {
    which: 'en' | 'fr';
    type: 'district_admin' | 'district_leader' | 'district_staff' | SchoolRole;
    liaison?: boolean;
    schools?: boolean;
    staff?: boolean;
  };
  schools?: [SchoolKey, SchoolRole, Plan][];
}

const PEOPLE: Person[] = [
  { key: 'super', first: 'Alex', last: 'Morgan', super: true },
  { key: 'districtAdmin', first: 'Dana', last: 'Whitfield', district: { which: 'en', type: 'district_admin', schools: true, staff: true } },
  { key: 'districtLeader', first: 'Leo', last: 'Fraser', district: { which: 'en', type: 'district_leader', liaison: true, schools: true, staff: false } },
  {
    key: 'districtStaff',
    first: 'Priya',
    last: 'Natarajan',
    district: { which: 'en', type: 'district_staff' },
    schools: [
      ['aspen', 'school_leader', 'ipp_cordinator'],
      ['riverbend', 'school_staff', 'no_select'],
    ],
  },
  { key: 'schoolAdmin', first: 'Grace', last: 'Okafor', district: { which: 'en', type: 'school_admin' }, schools: [['aspen', 'school_admin', 'ipp_admin']] },
  { key: 'schoolLeader', first: 'Marcus', last: 'Bell', district: { which: 'en', type: 'school_leader' }, schools: [['aspen', 'school_leader', 'ipp_cordinator']] },
  { key: 'teacher', first: 'Hannah', last: 'Lee', district: { which: 'en', type: 'school_teacher' }, schools: [['aspen', 'school_teacher', 'ipp_teacher']] },
  { key: 'schoolStaff', first: 'Omar', last: 'Haddad', district: { which: 'en', type: 'school_staff' }, schools: [['aspen', 'school_staff', 'no_select']] },
  {
    key: 'multiTeacher',
    first: 'Ben',
    last: 'Carter',
    district: { which: 'en', type: 'school_teacher' },
    schools: [
      ['aspen', 'school_teacher', 'ipp_teacher'],
      ['riverbend', 'school_teacher', 'no_select'],
    ],
  },
  { key: 'suspendedTeacher', first: 'Ruth', last: 'Nakamura', district: { which: 'en', type: 'school_teacher' }, schools: [['maple', 'school_teacher', 'no_select']] },
  { key: 'frAdmin', first: 'Émilie', last: 'Gagnon', district: { which: 'fr', type: 'district_admin', schools: true, staff: true } },
  { key: 'frTeacher', first: 'Mathieu', last: 'Bélanger', district: { which: 'fr', type: 'school_teacher' }, schools: [['troisPonts', 'school_teacher', 'ipp_teacher']] },
];

/** Seeds the demo data when the database has no district yet. Returns whether it seeded. */
export async function seedDemo(db: Database): Promise<boolean> {
  const [{ n } = { n: 0 }] = await db.select({ n: sql<number>`count(*)::int` }).from(districts);
  if (n > 0) return false;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const agreement = await ensureAgreement(db);

  await db.transaction(async (tx) => {
    const [en, fr] = await tx
      .insert(districts)
      .values([
        { name: DISTRICT_EN, francophone: false, support_email: 'support@prairiecreek.demo.test', time_zone: 'America/Edmonton' },
        { name: DISTRICT_FR, francophone: true, support_email: 'soutien@rivieres.demo.test', time_zone: 'America/Toronto' },
      ])
      .returning({ id: districts.id });
    const districtId = { en: en!.id, fr: fr!.id };

    const suspendedAt = new Date(Date.UTC(2026, 8, 1));
    const rows = await tx
      .insert(schools)
      .values([
        { district_id: districtId.en, name: SCHOOL_ASPEN },
        { district_id: districtId.en, name: SCHOOL_RIVERBEND, status: 'payment_pending' as const },
        { district_id: districtId.en, name: SCHOOL_SUSPENDED, status: 'account_suspended' as const, suspended_at: suspendedAt },
        { district_id: districtId.fr, name: SCHOOL_FR_1 },
        { district_id: districtId.fr, name: SCHOOL_FR_2, support_plan_enabled: false },
      ])
      .returning({ id: schools.id });
    const [aspen, riverbend, maple, troisPonts, beausejour] = rows.map((r) => r.id) as [number, number, number, number, number];
    const schoolId: Record<SchoolKey, number> = { aspen, riverbend, maple, troisPonts, beausejour };

    for (const p of PEOPLE) {
      const districtLevel = p.district?.type.startsWith('district_') ?? false;
      const [user] = await tx
        .insert(users)
        .values({
          email: CAST[p.key],
          first_name: p.first,
          last_name: p.last,
          password_hash: passwordHash,
          is_super: p.super ?? false,
          district_level: districtLevel,
          // The cast has agreed to the current agreement; tests of the dialog publish a new version.
          agreed_version: agreement,
          agreed_at: new Date(),
        })
        .returning({ id: users.id });
      if (p.district) {
        await tx.insert(districtMemberships).values({
          user_id: user!.id,
          district_id: districtId[p.district.which],
          user_type: p.district.type,
          is_liaison: p.district.liaison ?? false,
          can_add_edit_schools: p.district.schools ?? false,
          can_add_edit_staff: p.district.staff ?? false,
        });
      }
      for (const [school, role, plan] of p.schools ?? []) {
        await tx.insert(schoolMemberships).values({
          user_id: user!.id,
          school_id: schoolId[school],
          user_type: role,
          support_plan_permission: plan,
        });
      }
    }
    await seedDemoStudents(tx, districtId, schoolId);
    await seedDemoBoards(tx, districtId, schoolId);
    await seedDemoActions(tx, districtId, schoolId);
    await seedDemoNorms(tx, districtId, schoolId, { aspen: 'en', riverbend: 'en', maple: 'en', troisPonts: 'fr', beausejour: 'fr' });
    await seedDemoMeetings(tx, districtId, schoolId);
    await seedDemoSupports(tx, districtId, schoolId);
    await seedDemoPlans(tx, districtId, schoolId);
    await seedDemoEarlyWarnings(tx, districtId);
  });
  return true;
}
