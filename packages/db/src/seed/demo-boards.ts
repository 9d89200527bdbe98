/**
 * Demo team boards (issue 9, section 6): each demo school gets a team board per grade band and one
 * custom board, its students spread over the support tiers, and moves over the school year so far
 * (most up a tier or two, some back down), so the district reports' tiers by month and flow between
 * tiers have something to show; each tier column names its tier of the system list (`tier_key`, the
 * demo districts keep the default tiers). The francophone schools' boards are in French. The school's
 * people are the boards' team.
 * Deterministic (seeded PRNG), written with multi-row inserts.
 */
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Tx } from '../client.ts';
import { boardCategories, boardGradeRules, boardMembers, boardMoves, boardPlacements, boards } from '../schema-boards.ts';
import { students } from '../schema-students.ts';
import { configItems, configLists } from '../schema-config.ts';
import { schoolMemberships } from '../schema.ts';
import { prng, type Rng } from './demo-names.ts';

const TIERS = {
  en: [
    { title: 'Tier 1', subtitle: 'Universal', color: '#2f9e44' },
    { title: 'Tier 2', subtitle: 'Targeted', color: '#f08c00' },
    { title: 'Tier 3', subtitle: 'Intensive', color: '#e03131' },
  ],
  fr: [
    { title: 'Niveau 1', subtitle: 'Universel', color: '#2f9e44' },
    { title: 'Niveau 2', subtitle: 'Ciblé', color: '#f08c00' },
    { title: 'Niveau 3', subtitle: 'Intensif', color: '#e03131' },
  ],
};

/** Grade bands per school: [title, grades]. */
const BANDS: Record<string, { lang: 'en' | 'fr'; bands: [string, string[]][]; custom: string }> = {
  aspen: {
    lang: 'en',
    bands: [
      ['Primary team (K–2)', ['K', '1', '2']],
      ['Junior team (3–6)', ['3', '4', '5', '6']],
    ],
    custom: 'Reading check-in group',
  },
  riverbend: {
    lang: 'en',
    bands: [
      ['Grades 6–7 team', ['6', '7']],
      ['Grades 8–9 team', ['8', '9']],
    ],
    custom: 'Attendance watch',
  },
  maple: { lang: 'en', bands: [['Whole-school team', ['K', '1', '2', '3', '4', '5', '6']]], custom: 'Wellness check-in' },
  troisPonts: {
    lang: 'fr',
    bands: [
      ['Équipe du premier cycle (M à 2)', ['K', '1', '2']],
      ['Équipe du deuxième cycle (3 à 6)', ['3', '4', '5', '6']],
    ],
    custom: 'Suivi en lecture',
  },
  beausejour: { lang: 'fr', bands: [['Équipe-école', ['K', '1', '2', '3', '4', '5', '6']]], custom: 'Suivi de l’assiduité' },
};

const DAY = 86_400_000;

/** Tier 1 for most, tier 2 for some, tier 3 for a few. */
const tierOf = (rng: Rng) => {
  const r = rng.next();
  return r < 0.7 ? 0 : r < 0.9 ? 1 : 2;
};

export async function seedDemoBoards(tx: Tx, districtId: Record<'en' | 'fr', number>, schoolId: Record<string, number>): Promise<void> {
  const rng = prng(20261101);
  // A second stream for the moves down, so the placements drawn from the first stay as they were.
  const downs = prng(20261122);
  const now = Date.now();
  const tierKeys = (
    await tx
      .select({ id: configItems.id })
      .from(configItems)
      .innerJoin(configLists, eq(configLists.id, configItems.list_id))
      .where(and(eq(configLists.kind, 'student-support-tiers'), isNull(configLists.district_id), isNull(configLists.school_id)))
      .orderBy(asc(configItems.position))
  ).map((i) => i.id);
  for (const [key, plan] of Object.entries(BANDS)) {
    const school = schoolId[key]!;
    const district = districtId[plan.lang];
    const people = await tx.select({ id: schoolMemberships.user_id, role: schoolMemberships.user_type }).from(schoolMemberships).where(eq(schoolMemberships.school_id, school));
    const leader = people.find((p) => p.role === 'school_leader' || p.role === 'school_admin')?.id ?? null;
    const roster = await tx
      .select({ id: students.id, grade: students.grade })
      .from(students)
      .where(and(eq(students.school_id, school), eq(students.status, 'active')))
      .orderBy(students.sort_last_name, students.sort_first_name, students.id);

    const boardPlans: { title: string; kind: 'team' | 'custom'; grades: string[]; picked: number[] }[] = [
      ...plan.bands.map(([title, grades]) => ({ title, kind: 'team' as const, grades, picked: roster.filter((s) => grades.includes(s.grade)).map((s) => s.id) })),
      {
        title: plan.custom,
        kind: 'custom' as const,
        grades: [],
        picked: roster
          .filter(() => rng.next() < 0.15)
          .map((s) => s.id)
          .slice(0, 10),
      },
    ];
    for (const bp of boardPlans) {
      const [board] = await tx
        .insert(boards)
        // Made a year ago: the teams have met all along (the meetings report's cadence counts from a board's creation).
        .values({
          district_id: district,
          school_id: school,
          kind: bp.kind,
          title: bp.title,
          created_by: leader,
          version: 1,
          created_at: new Date(now - 365 * DAY),
          updated_at: new Date(now - 365 * DAY),
        })
        .returning({ id: boards.id });
      const id = board!.id;
      const cats = await tx
        .insert(boardCategories)
        .values(TIERS[plan.lang].map((t, position) => ({ board_id: id, position, ...t, is_default: position === 0, tier_key: tierKeys[position] ?? null })))
        .returning({ id: boardCategories.id, title: boardCategories.title, color: boardCategories.color });
      if (bp.grades.length) await tx.insert(boardGradeRules).values(bp.grades.map((grade) => ({ board_id: id, grade })));
      if (people.length) await tx.insert(boardMembers).values(people.map((p) => ({ board_id: id, user_id: p.id })));
      const counts = [0, 0, 0];
      const placements: (typeof boardPlacements.$inferInsert)[] = [];
      const moves: (typeof boardMoves.$inferInsert)[] = [];
      for (const studentId of bp.picked) {
        const tier = tierOf(rng);
        placements.push({ board_id: id, student_id: studentId, category_id: cats[tier]!.id, position: counts[tier]!++ });
        const move = (from: number, to: number, at: number) =>
          moves.push({
            board_id: id,
            student_id: studentId,
            from_category_id: cats[from]!.id,
            to_category_id: cats[to]!.id,
            from_title: cats[from]!.title,
            to_title: cats[to]!.title,
            to_color: cats[to]!.color,
            moved_by: leader,
            moved_at: new Date(at),
          });
        if (tier === 0) {
          // One in five came back down to tier 1 from tier 2 in the last weeks.
          if (downs.next() < 0.2) move(1, 0, now - Math.floor((3 + downs.next() * 40) * DAY));
          continue;
        }
        // Up from tier 1 during the school year so far; a few came back down a step since.
        const up = now - Math.floor((10 + rng.next() * 80) * DAY);
        move(0, 2, up);
        if (tier === 1) move(2, 1, up + Math.floor((1 + rng.next() * 8) * DAY));
      }
      if (placements.length) await tx.insert(boardPlacements).values(placements);
      if (moves.length) await tx.insert(boardMoves).values(moves);
    }
  }
}
