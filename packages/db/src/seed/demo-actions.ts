/**
 * Demo actions (issue 10, section 4): each demo school gets actions in every status, given to its
 * people (leaders, teachers, staff), most about a student, some overdue, some done or abandoned
 * weeks ago; the francophone schools' actions are in French. Dates are relative to the day of the
 * seed, so "overdue" means something whenever the demo starts.
 */
import { and, asc, eq } from 'drizzle-orm';
import type { Tx } from '../client.ts';
import { actions } from '../schema-actions.ts';
import { students } from '../schema-students.ts';
import { schoolMemberships } from '../schema.ts';

type Status = 'incomplete' | 'in_progress' | 'complete' | 'abandoned';

/** [name, comment, status, days from today to the expected date, about a student]. */
type Plan = [string, string | null, Status, number, boolean];

const PLANS: Record<'en' | 'fr', Plan[]> = {
  en: [
    ['Call the family about attendance', 'Ask about mornings; offer the breakfast program.', 'incomplete', 7, true],
    ['Share the reading plan with the resource teacher', null, 'incomplete', -5, true],
    ['Set up a weekly check-in', 'Fridays after lunch.', 'in_progress', 14, true],
    ['Try a visual schedule in class', null, 'in_progress', -2, true],
    ['Book the speech-language assessment', null, 'complete', -20, true],
    ['Send the team norms to everyone', null, 'complete', -30, false],
    ['Start a small-group math intervention', 'Replaced by the school-wide numeracy block.', 'abandoned', -10, true],
    ['Order decodable readers for grade 1', null, 'incomplete', 30, false],
  ],
  fr: [
    ['Appeler la famille au sujet de l’assiduité', 'Parler des matins; proposer le programme de déjeuners.', 'incomplete', 7, true],
    ['Transmettre le plan de lecture à l’enseignante ressource', null, 'incomplete', -5, true],
    ['Mettre en place un suivi hebdomadaire', 'Le vendredi après le dîner.', 'in_progress', 14, true],
    ['Essayer un horaire visuel en classe', null, 'in_progress', -2, true],
    ['Demander l’évaluation en orthophonie', null, 'complete', -20, true],
    ['Envoyer les normes de l’équipe à tout le monde', null, 'complete', -30, false],
    ['Commencer une intervention en mathématiques en petit groupe', 'Remplacée par le bloc de numératie de l’école.', 'abandoned', -10, true],
    ['Commander des livres décodables pour la 1re année', null, 'incomplete', 30, false],
  ],
};

const DAY = 86_400_000;
const day = (from: Date, days: number) => new Date(from.getTime() + days * DAY).toISOString().slice(0, 10);

export async function seedDemoActions(tx: Tx, districtId: Record<'en' | 'fr', number>, schoolId: Record<string, number>, now = new Date()): Promise<void> {
  const francophone = new Set(['troisPonts', 'beausejour']);
  const rows: (typeof actions.$inferInsert)[] = [];
  for (const [key, school] of Object.entries(schoolId)) {
    const lang = francophone.has(key) ? 'fr' : 'en';
    const people = await tx
      .select({ id: schoolMemberships.user_id, role: schoolMemberships.user_type })
      .from(schoolMemberships)
      .where(eq(schoolMemberships.school_id, school))
      .orderBy(asc(schoolMemberships.user_id));
    if (!people.length) continue;
    const leader = people.find((p) => p.role === 'school_leader' || p.role === 'school_admin') ?? people[0]!;
    const kids = await tx
      .select({ id: students.id })
      .from(students)
      .where(and(eq(students.school_id, school), eq(students.status, 'active')))
      .orderBy(asc(students.sort_last_name), asc(students.id))
      .limit(PLANS[lang].length);
    PLANS[lang].forEach(([name, comment, status, offset, aboutStudent], i) => {
      const completion = day(now, offset);
      const closedAt = new Date(now.getTime() + Math.min(offset, -1) * DAY);
      rows.push({
        district_id: districtId[lang],
        school_id: school,
        name,
        comment,
        status,
        responsible_id: people[i % people.length]!.id,
        completion_date: completion,
        actual_date: status === 'complete' ? day(now, offset + 2) : null,
        completed_at: status === 'complete' ? closedAt : null,
        abandoned_at: status === 'abandoned' ? closedAt : null,
        student_id: aboutStudent ? (kids[i % Math.max(kids.length, 1)]?.id ?? null) : null,
        created_by: leader.id,
        created_at: new Date(now.getTime() - 45 * DAY),
      });
    });
  }
  if (rows.length) await tx.insert(actions).values(rows);
}
