/**
 * Demo meetings (issue 10, section 1): each demo school gets two finished team meetings on its first
 * team board (two and four weeks ago) with the board's team as attendees, the norms they reviewed,
 * notes on two to four of the board's students (key issue, context, notes), the celebrations they
 * recorded and the actions they agreed (linked to the meeting and the note, in every status), and
 * one team meeting scheduled next week. Each district gets one finished school meeting and one
 * district meeting scheduled. The francophone district's are in French. Deterministic: the same
 * rows on every seed, dates relative to the day of the seed. The `norms` table itself is seeded elsewhere.
 */
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../client.ts';
import { actions } from '../schema-actions.ts';
import { boardMembers, boardPlacements, boards } from '../schema-boards.ts';
import { configItems, configLists } from '../schema-config.ts';
import { celebrations, meetingAttendees, meetingNoteSections, meetingNorms, meetingNotes, meetings } from '../schema-meetings.ts';
import { students } from '../schema-students.ts';
import { districtMemberships, schoolMemberships } from '../schema.ts';

type Lang = 'en' | 'fr';

const DAY = 86_400_000;

const TEXT = {
  en: {
    norms: ['Start and end on time', 'Assume good intent', 'Focus on what we can do for the student'],
    notes: [
      ['Reading fluency below grade level', 'Reads 45 words a minute; strong comprehension when read to.', 'Try paired reading three times a week; check again in four weeks.'],
      ['Frequent absences on Mondays', 'Family moved in September; long bus ride.', 'Call home; offer the breakfast program.'],
      ['Difficulty with transitions', 'Most incidents happen after recess.', 'Visual schedule and a two-minute warning before each change.'],
      ['Math facts not yet automatic', 'Counts on fingers for addition within 10.', 'Daily five-minute fact practice in a small group.'],
    ],
    celebrations: [
      ['Read a full chapter book independently', 'Paired reading with a grade 5 buddy'],
      ['Perfect attendance for three weeks', 'Morning check-in with the educational assistant'],
      ['No incidents after recess this month', 'Visual schedule and transition warnings'],
    ],
    actions: ['Set up paired reading', 'Call the family about Mondays', 'Make a visual schedule', 'Start small-group fact practice'],
    schoolMeeting: 'School review',
    districtMeeting: 'Principals’ meeting',
    location: 'Library',
    districtLocation: 'Board office, room 2',
  },
  fr: {
    norms: ['Commencer et terminer à l’heure', 'Présumer de la bonne foi', 'Se concentrer sur ce que nous pouvons faire pour l’élève'],
    notes: [
      [
        'Fluidité en lecture sous le niveau attendu',
        'Lit 45 mots à la minute; bonne compréhension à l’oral.',
        'Lecture en dyade trois fois par semaine; réévaluer dans quatre semaines.',
      ],
      ['Absences fréquentes le lundi', 'La famille a déménagé en septembre; long trajet en autobus.', 'Appeler la famille; proposer le programme de déjeuners.'],
      ['Difficulté lors des transitions', 'La plupart des incidents ont lieu après la récréation.', 'Horaire visuel et avertissement deux minutes avant chaque changement.'],
      ['Faits numériques pas encore automatisés', 'Compte sur ses doigts pour les additions jusqu’à 10.', 'Pratique quotidienne de cinq minutes en petit groupe.'],
    ],
    celebrations: [
      ['A lu un roman complet de façon autonome', 'Lecture en dyade avec un élève de 5e année'],
      ['Présence parfaite pendant trois semaines', 'Accueil du matin avec l’aide-enseignante'],
      ['Aucun incident après la récréation ce mois-ci', 'Horaire visuel et avertissements de transition'],
    ],
    actions: ['Mettre en place la lecture en dyade', 'Appeler la famille au sujet des lundis', 'Préparer un horaire visuel', 'Commencer la pratique des faits en petit groupe'],
    schoolMeeting: 'Bilan d’école',
    districtMeeting: 'Rencontre des directions',
    location: 'Bibliothèque',
    districtLocation: 'Centre administratif, salle 2',
  },
} as const;

const STATUSES = ['incomplete', 'in_progress', 'complete', 'abandoned'] as const;

/** 16:00 UTC on the day `days` from now: 9:00 in Edmonton (the English district), 11:00 in Toronto (the French one) in winter. */
const at = (now: Date, days: number) => {
  const d = new Date(now.getTime() + days * DAY);
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate(), 16, 0, 0));
};
const isoDay = (d: Date) => d.toISOString().slice(0, 10);

async function systemDescriptors(tx: Tx) {
  return tx
    .select({ id: configItems.id, en: configItems.label_en, fr: configItems.label_fr })
    .from(configItems)
    .innerJoin(configLists, eq(configLists.id, configItems.list_id))
    .where(and(eq(configLists.kind, 'meeting-descriptors'), isNull(configLists.district_id), isNull(configLists.school_id)))
    .orderBy(asc(configItems.position));
}

export async function seedDemoMeetings(tx: Tx, districtId: Record<Lang, number>, schoolId: Record<string, number>, now = new Date()): Promise<void> {
  const francophone = new Set(['troisPonts', 'beausejour']);
  const descriptors = await systemDescriptors(tx);
  for (const [key, school] of Object.entries(schoolId)) {
    const lang: Lang = francophone.has(key) ? 'fr' : 'en';
    const t = TEXT[lang];
    const district = districtId[lang];
    const [board] = await tx
      .select({ id: boards.id })
      .from(boards)
      .where(and(eq(boards.school_id, school), eq(boards.kind, 'team')))
      .orderBy(asc(boards.id))
      .limit(1);
    if (!board) continue;
    const team = (await tx.select({ id: boardMembers.user_id }).from(boardMembers).where(eq(boardMembers.board_id, board.id)).orderBy(asc(boardMembers.user_id))).map((r) => r.id);
    const leaders = await tx
      .select({ id: schoolMemberships.user_id })
      .from(schoolMemberships)
      .where(and(eq(schoolMemberships.school_id, school), sql`${schoolMemberships.user_type} in ('school_admin', 'school_leader')`))
      .orderBy(asc(schoolMemberships.user_id));
    const people = [...new Set([...leaders.map((l) => l.id), ...team])].slice(0, 5);
    if (!people.length) continue;
    const leader = people[0]!;
    const kids = (
      await tx
        .select({ id: students.id })
        .from(boardPlacements)
        .innerJoin(students, eq(students.id, boardPlacements.student_id))
        .where(and(eq(boardPlacements.board_id, board.id), eq(students.status, 'active')))
        .orderBy(asc(students.sort_last_name), asc(students.id))
        .limit(4)
    ).map((r) => r.id);
    const descriptor = descriptors[0];

    // Two finished team meetings, four and two weeks ago; one scheduled next week.
    for (const [n, days] of [
      [0, -28],
      [1, -14],
    ] as const) {
      const starts = at(now, days);
      const finished = new Date(starts.getTime() + 60 * 60_000);
      const [m] = await tx
        .insert(meetings)
        .values({
          district_id: district,
          school_id: school,
          board_id: board.id,
          kind: 'team',
          descriptor: descriptor ? descriptor[lang] : t.schoolMeeting,
          descriptor_id: descriptor?.id ?? null,
          starts_at: starts,
          location: t.location,
          status: 'finished',
          started_at: starts,
          finished_at: finished,
          recap_sent_at: finished,
          created_by: leader,
          created_at: new Date(starts.getTime() - 7 * DAY),
          updated_at: finished,
          version: 3,
        })
        .returning({ id: meetings.id });
      const meetingId = m!.id;
      await tx.insert(meetingAttendees).values(people.map((user_id, i) => ({ meeting_id: meetingId, user_id, absent: n === 1 && i === people.length - 1 && people.length > 2 })));
      await tx.insert(meetingNorms).values(t.norms.map((text, i) => ({ meeting_id: meetingId, position: i + 1, text, reviewed: true })));
      // Notes on two students at the first meeting, up to four at the second.
      const discussed = kids.slice(0, n === 0 ? 2 : 4);
      for (const [i, student] of discussed.entries()) {
        const [note] = await tx
          .insert(meetingNotes)
          .values({ meeting_id: meetingId, district_id: district, school_id: school, student_id: student, created_by: leader, created_at: starts, updated_at: finished })
          .returning({ id: meetingNotes.id });
        const text = t.notes[(i + n) % t.notes.length]!;
        await tx.insert(meetingNoteSections).values(
          (['key_issue', 'context', 'notes'] as const).map((section, s) => ({
            note_id: note!.id,
            section,
            body: text[s]!,
            version: 1,
            updated_by: people[(i + s) % people.length]!,
            updated_at: finished,
          })),
        );
        const status = STATUSES[(i + 2 * n) % STATUSES.length]!;
        const due = isoDay(new Date(starts.getTime() + 21 * DAY));
        const closed = new Date(starts.getTime() + 10 * DAY);
        await tx.insert(actions).values({
          district_id: district,
          school_id: school,
          name: t.actions[(i + n) % t.actions.length]!,
          status,
          responsible_id: people[i % people.length]!,
          completion_date: due,
          actual_date: status === 'complete' ? isoDay(closed) : null,
          completed_at: status === 'complete' ? closed : null,
          abandoned_at: status === 'abandoned' ? closed : null,
          student_id: student,
          meeting_id: meetingId,
          meeting_note_id: note!.id,
          created_by: leader,
          created_at: finished,
        });
        if (i < t.celebrations.length && (n === 1 || i === 0)) {
          const [title, led] = t.celebrations[(i + n) % t.celebrations.length]!;
          await tx.insert(celebrations).values({
            district_id: district,
            school_id: school,
            student_id: student,
            meeting_id: meetingId,
            celebrated_on: isoDay(new Date(starts.getTime() - 2 * DAY)),
            title,
            led_to_success: led,
            created_by: people[i % people.length]!,
            created_at: starts,
          });
        }
      }
    }
    const [next] = await tx
      .insert(meetings)
      .values({
        district_id: district,
        school_id: school,
        board_id: board.id,
        kind: 'team',
        descriptor: descriptor ? descriptor[lang] : t.schoolMeeting,
        descriptor_id: descriptor?.id ?? null,
        starts_at: at(now, 7),
        location: t.location,
        created_by: leader,
      })
      .returning({ id: meetings.id });
    await tx.insert(meetingAttendees).values(people.map((user_id) => ({ meeting_id: next!.id, user_id })));
    // A success on the school itself since the last meeting, shown at the next one.
    await tx.insert(celebrations).values({
      district_id: district,
      school_id: school,
      celebrated_on: isoDay(at(now, -3)),
      title: lang === 'fr' ? 'Semaine de la lecture réussie' : 'Reading week a success',
      led_to_success: lang === 'fr' ? 'Toute l’équipe-école' : 'The whole school team',
      created_by: leader,
    });
  }

  // Per district: a finished school meeting on its first school, a district meeting next week.
  for (const lang of ['en', 'fr'] as const) {
    const t = TEXT[lang];
    const district = districtId[lang];
    const firstSchool = Object.entries(schoolId).find(([k]) => francophone.has(k) === (lang === 'fr'))?.[1];
    const staff = (
      await tx
        .select({ id: districtMemberships.user_id })
        .from(districtMemberships)
        .where(and(eq(districtMemberships.district_id, district), sql`${districtMemberships.user_type} in ('district_admin', 'district_leader', 'district_staff')`))
        .orderBy(asc(districtMemberships.user_id))
    ).map((r) => r.id);
    if (!staff.length || firstSchool === undefined) continue;
    const schoolLeaders = (
      await tx
        .select({ id: schoolMemberships.user_id })
        .from(schoolMemberships)
        .where(and(eq(schoolMemberships.school_id, firstSchool), sql`${schoolMemberships.user_type} in ('school_admin', 'school_leader')`))
        .orderBy(asc(schoolMemberships.user_id))
    ).map((r) => r.id);
    const starts = at(now, -21);
    const finished = new Date(starts.getTime() + 90 * 60_000);
    const [sm] = await tx
      .insert(meetings)
      .values({
        district_id: district,
        school_id: firstSchool,
        kind: 'school',
        descriptor: t.schoolMeeting,
        starts_at: starts,
        duration_minutes: 90,
        location: t.location,
        status: 'finished',
        started_at: starts,
        finished_at: finished,
        recap_sent_at: finished,
        created_by: staff[0]!,
        version: 3,
      })
      .returning({ id: meetings.id });
    await tx.insert(meetingAttendees).values([...new Set([...staff, ...schoolLeaders])].map((user_id) => ({ meeting_id: sm!.id, user_id })));
    await tx.insert(meetingNorms).values(t.norms.map((text, i) => ({ meeting_id: sm!.id, position: i + 1, text, reviewed: i < 2 })));
    const [dm] = await tx
      .insert(meetings)
      .values({
        district_id: district,
        kind: 'district',
        descriptor: t.districtMeeting,
        starts_at: at(now, 10),
        duration_minutes: 120,
        location: t.districtLocation,
        created_by: staff[0]!,
      })
      .returning({ id: meetings.id });
    await tx.insert(meetingAttendees).values(staff.map((user_id) => ({ meeting_id: dm!.id, user_id })));
  }
}
