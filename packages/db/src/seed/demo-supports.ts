/**
 * Demo support network, supports given and resources (issue 11):
 * - the shared network of demo-network.ts (approved, kept by the super admin);
 * - each district imported part of it (copies that remember their source) and added its own; the
 *   English district submitted one of its own to the shared network (waiting for the super admin); the
 *   two districts are connected, so each may import from the other;
 * - Aspen added its own supports: one approved, one proposal waiting for its leaders, one returned;
 * - about a third of the active students of the open schools were given a support from their
 *   district's network, some a second; a third of those ended with an outcome; the literacy and
 *   numeracy interventions are monitored (baseline, goal, weekly data points) and their sessions logged;
 * - each school has a small resource folder tree, and each district a folder shared with its schools.
 * Dates are relative to the day of the seed.
 */
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { SupportGroupSize, SupportType } from '@ss/domain/enums';
import type { Tx } from '../client.ts';
import { configItems, configLists } from '../schema-config.ts';
import { resourceFolders, resourceSchoolShares, resources } from '../schema-resources.ts';
import { students } from '../schema-students.ts';
import { districtNetworkLinks, studentSupportDataPoints, studentSupportSessions, studentSupports, supports } from '../schema-supports.ts';
import { schoolMemberships, users } from '../schema.ts';
import { prng, type Rng } from './demo-names.ts';
import { ASPEN_OWN, DISTRICT_OWN, SHARED_NETWORK, type FocusArea } from './demo-network.ts';
import { CAST } from './cast.ts';

type Lang = 'en' | 'fr';
type SupportRow = typeof supports.$inferInsert;

const DAY = 86_400_000;
const isoDay = (d: Date) => d.toISOString().slice(0, 10);
const daysFrom = (from: Date, days: number) => new Date(from.getTime() + days * DAY);

async function systemItems(tx: Tx, kind: 'student-support-focus-areas' | 'student-support-tiers') {
  return tx
    .select({ id: configItems.id, label_en: configItems.label_en })
    .from(configItems)
    .innerJoin(configLists, eq(configLists.id, configItems.list_id))
    .where(and(eq(configLists.kind, kind), isNull(configLists.district_id), isNull(configLists.school_id)))
    .orderBy(asc(configItems.position));
}

async function userId(tx: Tx, email: string): Promise<number> {
  const [row] = await tx.select({ id: users.id }).from(users).where(eq(users.email, email));
  return row!.id;
}

/** The measure a monitored intervention follows, by focus area: [English, French, baseline, goal, scale max]. */
const MEASURES: Partial<Record<FocusArea, [string, string, number, number, number]>> = {
  Literacy: ['Words correct per minute', 'Mots lus correctement par minute', 35, 70, 150],
  Numeracy: ['Number facts correct in two minutes', 'Faits numériques réussis en deux minutes', 12, 30, 60],
};

const FREQUENCY: Record<Lang, string[]> = {
  en: ['Daily', 'Three times a week', 'Twice a week', 'Weekly'],
  fr: ['Chaque jour', 'Trois fois par semaine', 'Deux fois par semaine', 'Chaque semaine'],
};
const NOTES: Record<Lang, string[]> = {
  en: ['Agreed at the team meeting.', 'Family informed by phone.', 'Review at the next report card.'],
  fr: ['Convenu à la rencontre d’équipe.', 'Famille informée par téléphone.', 'À revoir au prochain bulletin.'],
};

export async function seedDemoSupports(tx: Tx, districtId: Record<Lang, number>, schoolId: Record<string, number>, now = new Date()): Promise<void> {
  const rng = prng(20261125);
  const focus = new Map((await systemItems(tx, 'student-support-focus-areas')).map((i) => [i.label_en as FocusArea, i.id]));
  const tiers = (await systemItems(tx, 'student-support-tiers')).map((i) => i.id);
  const superId = await userId(tx, CAST.super);

  // The shared network.
  const sharedRows: SupportRow[] = [];
  const sharedMeta: { area: FocusArea; tier: number }[] = [];
  for (const [area, byTier] of Object.entries(SHARED_NETWORK) as [FocusArea, (typeof SHARED_NETWORK)[FocusArea]][]) {
    byTier.forEach((entries, tier) => {
      for (const [type, name_en, name_fr, description_en, description_fr, group_size, duration_minutes] of entries) {
        sharedRows.push({
          level: 'shared',
          type,
          name_en,
          name_fr,
          description_en,
          description_fr,
          focus_area_keys: [focus.get(area)!],
          tier_keys: [tiers[tier]!],
          group_size,
          duration_minutes,
          created_by: superId,
          created_at: daysFrom(now, -200),
        });
        sharedMeta.push({ area, tier });
      }
    });
  }
  const shared = await tx.insert(supports).values(sharedRows).returning({ id: supports.id });

  // Each district's network: imports from the shared network and its own additions.
  const network: Record<Lang, { id: number; area: FocusArea; tier: number; type: SupportType; name: string }[]> = { en: [], fr: [] };
  const imports: Record<Lang, (m: { area: FocusArea; tier: number }) => boolean> = {
    en: (m) => m.tier < 3,
    fr: (m) => m.tier < 3 && m.area !== 'Behaviour',
  };
  const managers: Record<Lang, number> = { en: await userId(tx, CAST.districtAdmin), fr: await userId(tx, CAST.frAdmin) };
  for (const lang of ['en', 'fr'] as const) {
    const rows: SupportRow[] = [];
    const meta: { area: FocusArea; tier: number; name: string }[] = [];
    sharedRows.forEach((row, i) => {
      if (!imports[lang](sharedMeta[i]!)) return;
      rows.push({
        ...row,
        level: 'district',
        district_id: districtId[lang],
        source_support_id: shared[i]!.id,
        source_level: 'shared',
        created_by: managers[lang],
        created_at: daysFrom(now, -150),
      });
      meta.push({ ...sharedMeta[i]!, name: lang === 'fr' ? row.name_fr! : row.name_en! });
    });
    for (const [type, name_en, name_fr, description_en, description_fr, group_size, duration_minutes, delivered_by, frequency, area, tier] of DISTRICT_OWN[lang]) {
      rows.push({
        level: 'district',
        district_id: districtId[lang],
        type,
        name_en,
        name_fr,
        description_en,
        description_fr,
        focus_area_keys: [focus.get(area)!],
        tier_keys: [tiers[tier - 1]!],
        group_size,
        duration_minutes,
        delivered_by,
        frequency,
        created_by: managers[lang],
        created_at: daysFrom(now, -140),
      });
      meta.push({ area, tier: tier - 1, name: name_en || name_fr });
    }
    const inserted = await tx.insert(supports).values(rows).returning({ id: supports.id, type: supports.type });
    network[lang] = inserted.map((r, i) => ({ id: r.id, type: r.type, ...meta[i]! }));
  }

  // The English district's own reading program, submitted to the shared network.
  const [own] = await tx
    .select()
    .from(supports)
    .where(and(eq(supports.district_id, districtId.en), eq(supports.name_en, DISTRICT_OWN.en[0]![1])));
  if (own) {
    const { id: _id, created_at: _c, updated_at: _u, district_id: _d, ...copy } = own;
    await tx.insert(supports).values({ ...copy, level: 'shared', status: 'pending', submitted_district_id: districtId.en, source_support_id: own.id, source_level: 'district' });
  }
  await tx.insert(districtNetworkLinks).values([
    { district_id: districtId.en, partner_district_id: districtId.fr, created_by: superId },
    { district_id: districtId.fr, partner_district_id: districtId.en, created_by: superId },
  ]);

  // Aspen's own additions.
  const aspen = schoolId.aspen!;
  const [leader, teacher] = [await userId(tx, CAST.schoolLeader), await userId(tx, CAST.teacher)];
  for (const { entry, status, comment } of ASPEN_OWN) {
    const [type, name_en, name_fr, description_en, description_fr, group_size, duration_minutes, delivered_by, frequency, area, tier] = entry;
    await tx.insert(supports).values({
      level: 'school',
      district_id: districtId.en,
      school_id: aspen,
      type,
      name_en,
      name_fr,
      description_en,
      description_fr,
      focus_area_keys: [focus.get(area)!],
      tier_keys: [tiers[tier - 1]!],
      group_size: group_size as SupportGroupSize,
      duration_minutes,
      delivered_by,
      frequency,
      status,
      review_comment: comment ?? null,
      reviewed_by: status === 'pending' ? null : leader,
      reviewed_at: status === 'pending' ? null : daysFrom(now, -10),
      created_by: status === 'approved' ? leader : teacher,
      created_at: daysFrom(now, -20),
    });
  }

  await seedGivenSupports(tx, rng, districtId, schoolId, network, { focus, tiers }, now);
  await seedDemoResources(tx, districtId, schoolId, managers);
}

const FRANCOPHONE = new Set(['troisPonts', 'beausejour']);

async function seedGivenSupports(
  tx: Tx,
  rng: Rng,
  districtId: Record<Lang, number>,
  schoolId: Record<string, number>,
  network: Record<Lang, { id: number; area: FocusArea; tier: number; type: SupportType; name: string }[]>,
  keys: { focus: Map<FocusArea, number>; tiers: number[] },
  now: Date,
): Promise<void> {
  const { tiers } = keys;
  for (const [key, school] of Object.entries(schoolId)) {
    if (key === 'maple') continue; // suspended: nothing new happens there
    const lang: Lang = FRANCOPHONE.has(key) ? 'fr' : 'en';
    const people = (
      await tx.select({ id: schoolMemberships.user_id }).from(schoolMemberships).where(eq(schoolMemberships.school_id, school)).orderBy(asc(schoolMemberships.user_id))
    ).map((p) => p.id);
    const kids = await tx
      .select({ id: students.id })
      .from(students)
      .where(and(eq(students.school_id, school), eq(students.status, 'active')))
      .orderBy(asc(students.id));
    const targeted = network[lang].filter((s) => s.tier >= 1);
    for (const kid of kids) {
      if (rng.next() > 0.35) continue;
      const count = rng.next() < 0.3 ? 2 : 1;
      for (let n = 0; n < count; n++) {
        const support = rng.pick(n === 0 ? targeted : network[lang]);
        const start = daysFrom(now, -rng.int(21, 130));
        const ended = rng.next() < 0.3;
        const end = ended ? daysFrom(start, rng.int(14, Math.max(15, Math.floor((now.getTime() - start.getTime()) / DAY) - 1))) : null;
        const measure = support.type === 'intervention' ? MEASURES[support.area] : undefined;
        const [given] = await tx
          .insert(studentSupports)
          .values({
            district_id: districtId[lang],
            school_id: school,
            student_id: kid.id,
            support_id: support.id,
            name: support.name,
            type: support.type,
            focus_area_keys: [keys.focus.get(support.area)!],
            tier_item_id: tiers[support.tier] ?? null,
            tier_key: tiers[support.tier] ?? null,
            start_date: isoDay(start),
            end_date: end ? isoDay(end) : null,
            outcome: end ? rng.pick(['worked', 'worked', 'partly', 'did_not_work'] as const) : null,
            responsible_id: people.length ? rng.pick(people) : null,
            frequency: rng.pick(FREQUENCY[lang]),
            notes: rng.next() < 0.5 ? rng.pick(NOTES[lang]) : null,
            measure_name: measure ? measure[lang === 'en' ? 0 : 1] : null,
            scale_min: measure ? 0 : null,
            scale_max: measure ? measure[4] : null,
            baseline: measure ? measure[2] : null,
            goal: measure ? measure[3] : null,
            goal_date: measure ? isoDay(daysFrom(start, 120)) : null,
            created_by: people[0] ?? null,
            created_at: start,
          })
          .returning({ id: studentSupports.id });
        const last = end ?? daysFrom(now, -1);
        const weeks = Math.floor((last.getTime() - start.getTime()) / (7 * DAY));
        if (measure) {
          const gain = (measure[3] - measure[2]) / 17; // per week: a goal reached in about 17 weeks when it works
          const pace = 0.4 + rng.next() * 1.1;
          const points = Array.from({ length: weeks + 1 }, (_, w) => ({
            student_support_id: given!.id,
            measured_on: isoDay(daysFrom(start, w * 7)),
            value: Math.max(0, Math.min(measure[4], Math.round(measure[2] + w * gain * pace + (rng.next() - 0.5) * 6))),
            created_by: people[0] ?? null,
          }));
          if (points.length) await tx.insert(studentSupportDataPoints).values(points);
        }
        const sessions = Array.from({ length: Math.min(weeks * 2, 24) }, (_, i) => {
          const delivered = rng.next() < 0.85;
          return {
            student_support_id: given!.id,
            held_on: isoDay(daysFrom(start, Math.floor(i * 3.5))),
            minutes: delivered ? rng.pick([15, 20, 30]) : null,
            delivered,
            missed_reason: delivered ? null : rng.pick(['student_absent', 'staff_absent', 'schedule'] as const),
            created_by: people[0] ?? null,
          };
        });
        if (sessions.length) await tx.insert(studentSupportSessions).values(sessions);
      }
    }
  }
}

/** [folder, subfolders, resources: [kind, title, url, description?]]. */
type FolderPlan = [string, string[], ['link' | 'google_doc' | 'youtube', string, string, string?][]];
const SCHOOL_FOLDERS: Record<Lang, FolderPlan[]> = {
  en: [
    [
      'Literacy',
      ['Guided reading'],
      [
        ['link', 'Reading Rockets: classroom strategies', 'https://www.readingrockets.org/classroom/classroom-strategies', 'Short guides to research-based reading strategies.'],
        ['google_doc', 'Guided reading record (template)', 'https://docs.google.com/document/d/1DemoGuidedReadingRecordTemplate/edit'],
      ],
    ],
    [
      'Well-being',
      [],
      [
        ['youtube', 'The power of believing that you can improve', 'https://www.youtube.com/watch?v=_X0mgOOSpLU', 'Carol Dweck on the growth mindset (TED).'],
        ['link', 'Kids Help Phone', 'https://kidshelpphone.ca'],
      ],
    ],
    ['Family communication', [], [['google_doc', 'Family letter templates', 'https://docs.google.com/document/d/1DemoFamilyLetterTemplates/edit']]],
  ],
  fr: [
    [
      'Littératie',
      ['Lecture guidée'],
      [
        ['link', 'Alloprof : stratégies de lecture', 'https://www.alloprof.qc.ca/fr/eleves/bv/francais', 'Fiches sur les stratégies de lecture.'],
        ['google_doc', 'Fiche de suivi en lecture guidée (modèle)', 'https://docs.google.com/document/d/1DemoFicheLectureGuidee/edit'],
      ],
    ],
    ['Bien-être', [], [['link', 'Jeunesse, J’écoute', 'https://jeunessejecoute.ca']]],
    ['Communication avec les familles', [], [['google_doc', 'Modèles de lettres aux familles', 'https://docs.google.com/document/d/1DemoLettresFamilles/edit']]],
  ],
};
const DISTRICT_FOLDER: Record<Lang, [string, [string, string][]]> = {
  en: [
    'District guidelines',
    [
      ['Pyramid of interventions: district guide', 'https://docs.google.com/document/d/1DemoDistrictPyramidGuide/edit'],
      ['Attendance protocol', 'https://docs.google.com/document/d/1DemoAttendanceProtocol/edit'],
    ],
  ],
  fr: ['Lignes directrices du district', [['Guide du continuum de soutien', 'https://docs.google.com/document/d/1DemoGuideContinuum/edit']]],
};

async function seedDemoResources(tx: Tx, districtId: Record<Lang, number>, schoolId: Record<string, number>, managers: Record<Lang, number>): Promise<void> {
  for (const [key, school] of Object.entries(schoolId)) {
    const lang: Lang = FRANCOPHONE.has(key) ? 'fr' : 'en';
    for (const [name, subfolders, items] of SCHOOL_FOLDERS[lang]) {
      const [folder] = await tx.insert(resourceFolders).values({ district_id: districtId[lang], school_id: school, name }).returning({ id: resourceFolders.id });
      for (const sub of subfolders) await tx.insert(resourceFolders).values({ district_id: districtId[lang], school_id: school, parent_id: folder!.id, name: sub });
      await tx.insert(resources).values(
        items.map(([kind, title, url, description]) => ({
          district_id: districtId[lang],
          school_id: school,
          folder_id: folder!.id,
          kind,
          title,
          url,
          description: description ?? null,
        })),
      );
    }
  }
  for (const lang of ['en', 'fr'] as const) {
    const [name, items] = DISTRICT_FOLDER[lang];
    const [folder] = await tx.insert(resourceFolders).values({ district_id: districtId[lang], name, created_by: managers[lang] }).returning({ id: resourceFolders.id });
    const rows = await tx
      .insert(resources)
      .values(
        items.map(([title, url], i) => ({
          district_id: districtId[lang],
          folder_id: folder!.id,
          kind: 'google_doc' as const,
          title,
          url,
          // The first is shared with every school; the English district's attendance protocol only with Aspen.
          shared_with_all: i === 0,
          created_by: managers[lang],
        })),
      )
      .returning({ id: resources.id });
    if (lang === 'en' && rows[1] && schoolId.aspen) await tx.insert(resourceSchoolShares).values({ resource_id: rows[1].id, school_id: schoolId.aspen });
  }
}
