/**
 * Supports given to students (issue 11, section 2): the only code that reads and writes
 * student_supports. Who may read a support given is who may read its student's profile: callers
 * check the student through `findStudentInScope` (repositories/student-scope.ts) before they present
 * a row, so these reads take ids that are already in scope. A row carries what the API shows beside it
 * (names, its tier item, its meeting, its measure, its data points' count and latest value, its
 * sessions delivered and logged), read in the same statement.
 */
import { and, asc, desc, eq, isNull, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { configItems, districts, meetingNotes, meetings, schools, studentDataDefinitions, studentSupports, students, supports, users, type Database } from '@ss/db';

export type GivenRow = typeof studentSupports.$inferSelect;
export type GivenInsert = typeof studentSupports.$inferInsert;

const responsible = alias(users, 'responsible');
const creator = alias(users, 'creator');

const FIELDS = {
  given: studentSupports,
  school_name: schools.name,
  student_first: students.first_name,
  student_last: students.last_name,
  support_level: supports.level,
  support_name_en: supports.name_en,
  support_name_fr: supports.name_fr,
  support_duration: supports.duration_minutes,
  tier_key: sql<number | null>`coalesce(${configItems.root_item_id}, ${configItems.id})`,
  tier_label_en: configItems.label_en,
  tier_label_fr: configItems.label_fr,
  tier_color: configItems.color,
  responsible_first: responsible.first_name,
  responsible_last: responsible.last_name,
  creator_first: creator.first_name,
  creator_last: creator.last_name,
  meeting_descriptor: meetings.descriptor,
  meeting_starts_at: meetings.starts_at,
  meeting_kind: meetings.kind,
  meeting_school_id: meetings.school_id,
  definition_name: studentDataDefinitions.name,
  points: sql<{ count: number; latest: { measured_on: string; value: number } | null }>`(select json_build_object('count', count(*),
      'latest', (select json_build_object('measured_on', l.measured_on, 'value', l.value) from student_support_data_points l
        where l.student_support_id = ${studentSupports.id} order by l.measured_on desc, l.id desc limit 1))
    from student_support_data_points p where p.student_support_id = ${studentSupports.id})`,
  sessions: sql<{ delivered: number; planned: number }>`(select json_build_object('delivered', count(*) filter (where s.delivered), 'planned', count(*))
    from student_support_sessions s where s.student_support_id = ${studentSupports.id})`,
};

export type GivenListRow = {
  given: GivenRow;
  school_name: string;
  student_first: string;
  student_last: string;
  support_level: 'shared' | 'district' | 'school' | null;
  support_name_en: string | null;
  support_name_fr: string | null;
  support_duration: number | null;
  tier_key: number | null;
  tier_label_en: string | null;
  tier_label_fr: string | null;
  tier_color: string | null;
  responsible_first: string | null;
  responsible_last: string | null;
  creator_first: string | null;
  creator_last: string | null;
  meeting_descriptor: string | null;
  meeting_starts_at: Date | null;
  meeting_kind: (typeof meetings.$inferSelect)['kind'] | null;
  meeting_school_id: number | null;
  definition_name: string | null;
  points: { count: number; latest: { measured_on: string; value: number } | null };
  sessions: { delivered: number; planned: number };
};

const joined = (db: Database) =>
  db
    .select(FIELDS)
    .from(studentSupports)
    .innerJoin(schools, eq(schools.id, studentSupports.school_id))
    .innerJoin(students, eq(students.id, studentSupports.student_id))
    .leftJoin(supports, eq(supports.id, studentSupports.support_id))
    .leftJoin(configItems, eq(configItems.id, studentSupports.tier_item_id))
    .leftJoin(responsible, eq(responsible.id, studentSupports.responsible_id))
    .leftJoin(creator, eq(creator.id, studentSupports.created_by))
    .leftJoin(meetings, eq(meetings.id, studentSupports.meeting_id))
    .leftJoin(studentDataDefinitions, eq(studentDataDefinitions.id, studentSupports.measure_definition_id));

/** A student's supports given: current first (newest start first), then ended ones (latest end first). */
export async function givenOfStudent(db: Database, studentId: number): Promise<GivenListRow[]> {
  const rows = await joined(db)
    .where(eq(studentSupports.student_id, studentId))
    .orderBy(sql`${studentSupports.end_date} is not null`, desc(studentSupports.end_date), desc(studentSupports.start_date), desc(studentSupports.id));
  return rows as GivenListRow[];
}

export async function findGivenRow(db: Database, id: number): Promise<GivenListRow | null> {
  const [row] = await joined(db).where(eq(studentSupports.id, id)).limit(1);
  return (row as GivenListRow | undefined) ?? null;
}

/** The bare row, locked for the rest of the transaction (changes to one support given run one at a time). */
export async function lockGiven(db: Database, id: number): Promise<GivenRow | null> {
  const [row] = await db.select().from(studentSupports).where(eq(studentSupports.id, id)).for('update').limit(1);
  return row ?? null;
}

export async function insertGiven(db: Database, values: GivenInsert): Promise<GivenRow> {
  const [row] = await db.insert(studentSupports).values(values).returning();
  return row!;
}

export async function updateGivenRow(db: Database, id: number, version: number, patch: Partial<GivenInsert>): Promise<GivenRow | null> {
  const [row] = await db
    .update(studentSupports)
    .set({ ...patch, version: sql`${studentSupports.version} + 1`, updated_at: new Date() })
    .where(and(eq(studentSupports.id, id), eq(studentSupports.version, version)))
    .returning();
  return row ?? null;
}

export async function deleteGivenRow(db: Database, id: number): Promise<void> {
  await db.delete(studentSupports).where(eq(studentSupports.id, id));
}

/** The student holds this network support now (a support given, not ended), another one than `except`. */
export async function holdsSupport(db: Database, studentId: number, supportId: number, except?: number): Promise<boolean> {
  const [row] = await db
    .select({ id: studentSupports.id })
    .from(studentSupports)
    .where(
      and(
        eq(studentSupports.student_id, studentId),
        eq(studentSupports.support_id, supportId),
        isNull(studentSupports.end_date),
        except !== undefined ? sql`${studentSupports.id} <> ${except}` : undefined,
      ),
    )
    .limit(1);
  return !!row;
}

/**
 * A support of the school's network, as a support given names it: approved, and of the school's
 * district (district level) or of the school itself (its additions). Shared supports reach a school
 * through its district's imported copies. With its district's language (the name it is given under).
 */
export async function networkSupport(db: Database, id: number, at: { districtId: number; schoolId: number }) {
  const [row] = await db
    .select({ support: supports, francophone: districts.francophone })
    .from(supports)
    .innerJoin(districts, eq(districts.id, at.districtId))
    .where(
      and(
        eq(supports.id, id),
        eq(supports.status, 'approved'),
        or(and(eq(supports.level, 'district'), eq(supports.district_id, at.districtId)), and(eq(supports.level, 'school'), eq(supports.school_id, at.schoolId))),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** A student-data measure progress can follow: an active number measure of the district or of the school. */
export async function monitoringMeasure(db: Database, id: number, at: { districtId: number; schoolId: number }) {
  const [row] = await db
    .select()
    .from(studentDataDefinitions)
    .where(
      and(
        eq(studentDataDefinitions.id, id),
        eq(studentDataDefinitions.active, true),
        eq(studentDataDefinitions.result_type, 'manual'),
        eq(studentDataDefinitions.district_id, at.districtId),
        or(isNull(studentDataDefinitions.school_id), eq(studentDataDefinitions.school_id, at.schoolId)),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** The meeting has a note on the student (they were discussed there). */
export async function meetingDiscusses(db: Database, meetingId: number, studentId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: meetingNotes.id })
    .from(meetingNotes)
    .where(and(eq(meetingNotes.meeting_id, meetingId), eq(meetingNotes.student_id, studentId)))
    .limit(1);
  return !!row;
}

/** Every support given to a student, oldest start first, with its tier: what the history's tiers and supports are read from. */
export async function givenForHistory(db: Database, studentId: number) {
  return db
    .select({
      id: studentSupports.id,
      name: studentSupports.name,
      type: studentSupports.type,
      start_date: studentSupports.start_date,
      end_date: studentSupports.end_date,
      outcome: studentSupports.outcome,
      tier_id: configItems.id,
      tier_key: sql<number | null>`coalesce(${configItems.root_item_id}, ${configItems.id})`,
      tier_label_en: configItems.label_en,
      tier_label_fr: configItems.label_fr,
      tier_color: configItems.color,
      tier_position: configItems.position,
    })
    .from(studentSupports)
    .leftJoin(configItems, eq(configItems.id, studentSupports.tier_item_id))
    .where(eq(studentSupports.student_id, studentId))
    .orderBy(asc(studentSupports.start_date), asc(studentSupports.id));
}
