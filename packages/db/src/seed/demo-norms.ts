/**
 * Demo team norms, the districts' own meeting lists and a few celebrations (issue 10, sections 2–3): each
 * demo school gets its norms (one unchecked), each district its own norms, meeting descriptors for its
 * school and district meetings, and the text boxes of a school meeting's note; some students have a
 * celebration or two. Each school also has one student meeting held two weeks ago, finished, whose
 * copied norms make "used in past meetings" true of its school's active norms from the start. The francophone district's norms and celebrations are in French; list items carry both.
 */
import { and, asc, eq } from 'drizzle-orm';
import type { Tx } from '../client.ts';
import { configItems, configLists } from '../schema-config.ts';
import { celebrations, meetingNorms, meetings, norms } from '../schema-meetings.ts';
import { students } from '../schema-students.ts';

type Lang = 'en' | 'fr';

/** [text, active]. */
const SCHOOL_NORMS: Record<Lang, [string, boolean][]> = {
  en: [
    ['Start and end on time', true],
    ['Keep the focus on students', true],
    ['Listen to understand, then speak', true],
    ['Decisions are based on data', true],
    ['Phones away during the meeting', false],
  ],
  fr: [
    ['Commencer et terminer à l’heure', true],
    ['Garder le focus sur les élèves', true],
    ['Écouter pour comprendre, puis parler', true],
    ['Appuyer nos décisions sur les données', true],
    ['Cellulaires rangés pendant la rencontre', false],
  ],
};

const DISTRICT_NORMS: Record<Lang, string[]> = {
  en: ['Assume good intentions', 'Every voice is heard', 'What is said here stays here'],
  fr: ['Présumer les bonnes intentions', 'Chaque voix est entendue', 'Ce qui se dit ici reste ici'],
};

/** [English, French] labels of the district's own meeting lists. */
export const DEMO_DISTRICT_MEETING_LISTS: Record<'district-meeting-descriptors' | 'school-textboxes', [string, string][]> = {
  'district-meeting-descriptors': [
    ['School review', 'Revue d’école'],
    ['Leadership meeting', 'Rencontre de direction'],
    ['District student services meeting', 'Rencontre des services aux élèves du district'],
  ],
  'school-textboxes': [
    ['Successes this term', 'Réussites de l’étape'],
    ['Needs from the district', 'Besoins envers le district'],
    ['Data highlights', 'Faits saillants des données'],
  ],
};

/** [title, what led to it, days ago]. */
const CELEBRATIONS: Record<Lang, [string, string | null, number][]> = {
  en: [
    ['Read a whole chapter book independently', 'Daily guided reading with the resource teacher', 12],
    ['Two weeks without a missed morning', 'Morning check-ins and the breakfast program', 4],
  ],
  fr: [
    ['A lu un roman complet de façon autonome', 'Lecture guidée quotidienne avec l’enseignante ressource', 12],
    ['Deux semaines sans manquer un matin', 'Accueil du matin et programme de déjeuners', 4],
  ],
};

const DAY = 86_400_000;

const PAST_MEETING: Record<Lang, string> = { en: 'Student support meeting', fr: 'Rencontre de soutien à l’élève' };

export async function seedDemoNorms(tx: Tx, districtId: Record<Lang, number>, schoolId: Record<string, number>, districtOf: Record<string, Lang>, now = new Date()): Promise<void> {
  for (const [key, school] of Object.entries(schoolId)) {
    const lang = districtOf[key]!;
    const made = await tx
      .insert(norms)
      .values(SCHOOL_NORMS[lang].map(([text, active], position) => ({ district_id: districtId[lang], school_id: school, position, text, active })))
      .returning();
    const kids = await tx
      .select({ id: students.id })
      .from(students)
      .where(and(eq(students.school_id, school), eq(students.status, 'active')))
      .orderBy(asc(students.id))
      .limit(2);
    const rows = kids.flatMap((kid, i) =>
      CELEBRATIONS[lang].slice(0, 2 - i).map(([title, led, ago]) => ({
        district_id: districtId[lang],
        school_id: school,
        student_id: kid.id,
        celebrated_on: new Date(now.getTime() - (ago + i) * DAY).toISOString().slice(0, 10),
        title,
        led_to_success: led,
      })),
    );
    if (rows.length) await tx.insert(celebrations).values(rows);
    const subject = kids[0];
    if (subject) {
      const startsAt = new Date(now.getTime() - 14 * DAY);
      const finishedAt = new Date(startsAt.getTime() + 45 * 60_000);
      const [m] = await tx
        .insert(meetings)
        .values({
          district_id: districtId[lang],
          school_id: school,
          student_id: subject.id,
          kind: 'student',
          descriptor: PAST_MEETING[lang],
          starts_at: startsAt,
          duration_minutes: 45,
          status: 'finished',
          started_at: startsAt,
          finished_at: finishedAt,
          // Its recap went out then: finishing it again sends none.
          recap_sent_at: finishedAt,
        })
        .returning({ id: meetings.id });
      const shown = made.filter((n) => n.active);
      await tx.insert(meetingNorms).values(shown.map((n, position) => ({ meeting_id: m!.id, position, norm_id: n.id, text: n.text, reviewed: true })));
    }
  }
  for (const lang of ['en', 'fr'] as const) {
    await tx.insert(norms).values(DISTRICT_NORMS[lang].map((text, position) => ({ district_id: districtId[lang], school_id: null, position, text })));
    for (const [kind, items] of Object.entries(DEMO_DISTRICT_MEETING_LISTS) as [keyof typeof DEMO_DISTRICT_MEETING_LISTS, [string, string][]][]) {
      const [list] = await tx.insert(configLists).values({ kind, district_id: districtId[lang], school_id: null }).returning({ id: configLists.id });
      await tx.insert(configItems).values(items.map(([label_en, label_fr], position) => ({ list_id: list!.id, position, label_en, label_fr })));
    }
  }
}
