/**
 * A district's own export (issue 24, section 6): the `district_exports` rows, their zips (stored files, purpose
 * `district_export`), and what the zip holds: each area's rows of ONE district. Every read below is scoped by the
 * district: directly (`district_id = d`) or through its parent row (a data result through its student, a data
 * point through its support given, a note section through its note, a revision through its plan, a placement
 * through its board, a user through their memberships of the district or its schools).
 */
import { and, desc, eq, getTableColumns, inArray, isNotNull, lt, notInArray, or, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import {
  actions,
  boardPlacements,
  boards,
  districtExports,
  districtMemberships,
  districts,
  meetingNotes,
  meetingAttendees,
  meetingNoteSections,
  meetings,
  resources,
  schoolMemberships,
  schools,
  storedFiles,
  studentAlerts,
  studentDataResults,
  studentProfileValues,
  students,
  studentTeachers,
  studentSupportDataPoints,
  studentSupports,
  supportAttachments,
  supportPlanAttachments,
  supportPlanRevisions,
  supportPlans,
  supportPlanSignatures,
  supports,
  users,
  type Database,
} from '@ss/db';

export type DistrictExportRow = typeof districtExports.$inferSelect;
export type DistrictExportInsert = typeof districtExports.$inferInsert;
export type DistrictExportListed = DistrictExportRow & { requester_first_name: string | null; requester_last_name: string | null };

/** The stored files that are never part of an export: other exports' zips. */
const NOT_EXPORTED: ('support_plan_export' | 'district_export')[] = ['support_plan_export', 'district_export'];

export async function insertDistrictExport(db: Database, values: DistrictExportInsert): Promise<DistrictExportRow> {
  const [row] = await db.insert(districtExports).values(values).returning();
  return row!;
}

/** The district's export, or null (another district's export is not found). */
export async function findDistrictExport(db: Database, districtId: number, id: number): Promise<DistrictExportRow | null> {
  const [row] = await db
    .select()
    .from(districtExports)
    .where(and(eq(districtExports.id, id), eq(districtExports.district_id, districtId)))
    .limit(1);
  return row ?? null;
}

export async function lockDistrictExport(db: Database, id: number): Promise<DistrictExportRow | null> {
  const [row] = await db.select().from(districtExports).where(eq(districtExports.id, id)).for('update').limit(1);
  return row ?? null;
}

/** An export of the district queued or being made (one at a time per district). */
export async function activeDistrictExport(db: Database, districtId: number): Promise<DistrictExportRow | null> {
  const [row] = await db
    .select()
    .from(districtExports)
    .where(and(eq(districtExports.district_id, districtId), inArray(districtExports.status, ['queued', 'running'])))
    .limit(1);
  return row ?? null;
}

/** The district's recent exports, newest first, with who asked. */
export async function listDistrictExports(db: Database, districtId: number, limit: number): Promise<DistrictExportListed[]> {
  return db
    .select({ ...getTableColumns(districtExports), requester_first_name: users.first_name, requester_last_name: users.last_name })
    .from(districtExports)
    .leftJoin(users, eq(users.id, districtExports.requested_by))
    .where(eq(districtExports.district_id, districtId))
    .orderBy(desc(districtExports.created_at), desc(districtExports.id))
    .limit(limit);
}

export async function updateDistrictExport(db: Database, id: number, patch: Partial<DistrictExportInsert>): Promise<void> {
  await db
    .update(districtExports)
    .set({ ...patch, updated_at: new Date() })
    .where(eq(districtExports.id, id));
}

/** Writes a run's progress or outcome, only while that run holds the export; null when it no longer does. */
export async function updateDistrictExportRun(db: Database, id: number, runToken: string, patch: Partial<DistrictExportInsert>): Promise<DistrictExportRow | null> {
  const [row] = await db
    .update(districtExports)
    .set({ ...patch, updated_at: new Date() })
    .where(and(eq(districtExports.id, id), eq(districtExports.run_token, runToken)))
    .returning();
  return row ?? null;
}

export async function insertDistrictExportFile(db: Database, v: { districtId: number; fileName: string; data: Buffer; userId: number }): Promise<number> {
  const [row] = await db
    .insert(storedFiles)
    .values({
      district_id: v.districtId,
      purpose: 'district_export',
      content_type: 'application/zip',
      file_name: v.fileName,
      size: v.data.length,
      data: v.data,
      created_by: v.userId,
    })
    .returning({ id: storedFiles.id });
  return row!.id;
}

export async function districtExportFileData(db: Database, districtId: number, fileId: number): Promise<Buffer | null> {
  const [row] = await db
    .select({ data: storedFiles.data })
    .from(storedFiles)
    .where(and(eq(storedFiles.id, fileId), eq(storedFiles.district_id, districtId), eq(storedFiles.purpose, 'district_export')))
    .limit(1);
  return row?.data ?? null;
}

export async function removeDistrictExportFile(db: Database, fileId: number): Promise<void> {
  await db.delete(storedFiles).where(and(eq(storedFiles.id, fileId), eq(storedFiles.purpose, 'district_export')));
}

/** Removes the zips of exports past their expiry (or of one export); answers how many went. The rows stay (410). */
export async function removeExpiredDistrictExportFiles(db: Database, now: Date, exportId?: number): Promise<number> {
  return db.transaction(async (tx) => {
    const expired = await tx
      .select({ id: districtExports.id, file_id: districtExports.file_id })
      .from(districtExports)
      .where(and(isNotNull(districtExports.file_id), lt(districtExports.expires_at, now), exportId !== undefined ? eq(districtExports.id, exportId) : undefined));
    if (!expired.length) return 0;
    await tx
      .update(districtExports)
      .set({ file_id: null, updated_at: new Date() })
      .where(
        inArray(
          districtExports.id,
          expired.map((e) => e.id),
        ),
      );
    await tx.delete(storedFiles).where(
      and(
        inArray(
          storedFiles.id,
          expired.map((e) => e.file_id!),
        ),
        eq(storedFiles.purpose, 'district_export'),
      ),
    );
    return expired.length;
  });
}

export async function districtName(db: Database, districtId: number): Promise<string> {
  const [row] = await db.select({ name: districts.name }).from(districts).where(eq(districts.id, districtId));
  return row?.name ?? '';
}

// What the zip holds

export type ExportRecord = Record<string, unknown>;
/** A window of an area's rows (each area has a total order, so windows neither skip nor repeat a row). */
export interface ExportWindow {
  limit: number;
  offset: number;
}

/** Every column of a table but some (bytes, secrets). */
function columnsOf<T extends PgTable, L extends keyof T['_']['columns'] & string>(table: T, leave: L[]): Omit<T['_']['columns'], L> {
  const all = getTableColumns(table) as Record<string, unknown>;
  return Object.fromEntries(Object.entries(all).filter(([k]) => !(leave as string[]).includes(k))) as Omit<T['_']['columns'], L>;
}

/** A user is of the district when they are a member of it or of one of its schools. */
const memberOfDistrict = (d: number) =>
  or(
    inArray(users.id, sql`(select ${districtMemberships.user_id} from ${districtMemberships} where ${districtMemberships.district_id} = ${d})`),
    inArray(
      users.id,
      sql`(select ${schoolMemberships.user_id} from ${schoolMemberships} join ${schools} on ${schools.id} = ${schoolMemberships.school_id} where ${schools.district_id} = ${d})`,
    ),
  );

/**
 * The areas of the zip, in order: each a file name (`<name>.csv` and `<name>.json`) and its rows, read for one
 * district a window at a time. Users are listed by an allow-list of columns: never a password hash, a token or a second factor's secret.
 */
export const EXPORT_AREAS: readonly { name: string; rows: (db: Database, d: number, w: ExportWindow) => Promise<ExportRecord[]> }[] = [
  { name: 'district', rows: (db, d, w) => db.select().from(districts).where(eq(districts.id, d)).limit(w.limit).offset(w.offset) },
  { name: 'schools', rows: (db, d, w) => db.select().from(schools).where(eq(schools.district_id, d)).orderBy(schools.id).limit(w.limit).offset(w.offset) },
  {
    name: 'users',
    rows: (db, d, w) =>
      db
        .select({
          id: users.id,
          email: users.email,
          first_name: users.first_name,
          last_name: users.last_name,
          district_level: users.district_level,
          deactivated_at: users.deactivated_at,
          agreed_version: users.agreed_version,
          agreed_at: users.agreed_at,
          last_sign_in_at: users.last_sign_in_at,
          sis_sourced_id: users.sis_sourced_id,
          created_at: users.created_at,
          updated_at: users.updated_at,
        })
        .from(users)
        .where(and(memberOfDistrict(d), eq(users.is_super, false)))
        .orderBy(users.id)
        .limit(w.limit)
        .offset(w.offset),
  },
  {
    name: 'district_memberships',
    rows: (db, d, w) => db.select().from(districtMemberships).where(eq(districtMemberships.district_id, d)).orderBy(districtMemberships.id).limit(w.limit).offset(w.offset),
  },
  {
    name: 'school_memberships',
    rows: (db, d, w) =>
      db
        .select(getTableColumns(schoolMemberships))
        .from(schoolMemberships)
        .innerJoin(schools, eq(schools.id, schoolMemberships.school_id))
        .where(eq(schools.district_id, d))
        .orderBy(schoolMemberships.id)
        .limit(w.limit)
        .offset(w.offset),
  },
  {
    name: 'students',
    rows: (db, d, w) =>
      db
        .select(columnsOf(students, ['search_name']))
        .from(students)
        .where(eq(students.district_id, d))
        .orderBy(students.id)
        .limit(w.limit)
        .offset(w.offset),
  },
  {
    name: 'student_profile_values',
    rows: (db, d, w) =>
      db
        .select(getTableColumns(studentProfileValues))
        .from(studentProfileValues)
        .innerJoin(students, eq(students.id, studentProfileValues.student_id))
        .where(eq(students.district_id, d))
        .orderBy(studentProfileValues.student_id, studentProfileValues.item_id)
        .limit(w.limit)
        .offset(w.offset),
  },
  {
    name: 'student_alerts',
    rows: (db, d, w) =>
      db
        .select(getTableColumns(studentAlerts))
        .from(studentAlerts)
        .innerJoin(students, eq(students.id, studentAlerts.student_id))
        .where(eq(students.district_id, d))
        .orderBy(studentAlerts.id)
        .limit(w.limit)
        .offset(w.offset),
  },
  {
    name: 'student_teachers',
    rows: (db, d, w) =>
      db
        .select(getTableColumns(studentTeachers))
        .from(studentTeachers)
        .innerJoin(students, eq(students.id, studentTeachers.student_id))
        .where(eq(students.district_id, d))
        .orderBy(studentTeachers.student_id, studentTeachers.user_id)
        .limit(w.limit)
        .offset(w.offset),
  },
  {
    name: 'student_data_results',
    rows: (db, d, w) =>
      db
        .select(getTableColumns(studentDataResults))
        .from(studentDataResults)
        .innerJoin(students, eq(students.id, studentDataResults.student_id))
        .where(eq(students.district_id, d))
        .orderBy(studentDataResults.id)
        .limit(w.limit)
        .offset(w.offset),
  },
  {
    // The district's supports and its schools' own (those given refer to them).
    name: 'supports',
    rows: (db, d, w) =>
      db
        .select(getTableColumns(supports))
        .from(supports)
        .leftJoin(schools, eq(schools.id, supports.school_id))
        .where(or(eq(supports.district_id, d), eq(schools.district_id, d)))
        .orderBy(supports.id)
        .limit(w.limit)
        .offset(w.offset),
  },
  {
    name: 'support_attachments',
    rows: (db, d, w) =>
      db
        .select(getTableColumns(supportAttachments))
        .from(supportAttachments)
        .innerJoin(supports, eq(supports.id, supportAttachments.support_id))
        .leftJoin(schools, eq(schools.id, supports.school_id))
        .where(or(eq(supports.district_id, d), eq(schools.district_id, d)))
        .orderBy(supportAttachments.id)
        .limit(w.limit)
        .offset(w.offset),
  },
  {
    name: 'supports_given',
    rows: (db, d, w) => db.select().from(studentSupports).where(eq(studentSupports.district_id, d)).orderBy(studentSupports.id).limit(w.limit).offset(w.offset),
  },
  {
    name: 'support_data_points',
    rows: (db, d, w) =>
      db
        .select(getTableColumns(studentSupportDataPoints))
        .from(studentSupportDataPoints)
        .innerJoin(studentSupports, eq(studentSupports.id, studentSupportDataPoints.student_support_id))
        .where(eq(studentSupports.district_id, d))
        .orderBy(studentSupportDataPoints.id)
        .limit(w.limit)
        .offset(w.offset),
  },
  {
    name: 'board_placements',
    rows: (db, d, w) =>
      db
        .select(getTableColumns(boardPlacements))
        .from(boardPlacements)
        .innerJoin(boards, eq(boards.id, boardPlacements.board_id))
        .where(eq(boards.district_id, d))
        .orderBy(boardPlacements.id)
        .limit(w.limit)
        .offset(w.offset),
  },
  { name: 'meetings', rows: (db, d, w) => db.select().from(meetings).where(eq(meetings.district_id, d)).orderBy(meetings.id).limit(w.limit).offset(w.offset) },
  {
    name: 'meeting_attendees',
    rows: (db, d, w) =>
      db
        .select(getTableColumns(meetingAttendees))
        .from(meetingAttendees)
        .innerJoin(meetings, eq(meetings.id, meetingAttendees.meeting_id))
        .where(eq(meetings.district_id, d))
        .orderBy(meetingAttendees.meeting_id, meetingAttendees.user_id)
        .limit(w.limit)
        .offset(w.offset),
  },
  { name: 'meeting_notes', rows: (db, d, w) => db.select().from(meetingNotes).where(eq(meetingNotes.district_id, d)).orderBy(meetingNotes.id).limit(w.limit).offset(w.offset) },
  {
    // Restricted sections included, with their text: the district's own full export.
    name: 'meeting_note_sections',
    rows: (db, d, w) =>
      db
        .select(getTableColumns(meetingNoteSections))
        .from(meetingNoteSections)
        .innerJoin(meetingNotes, eq(meetingNotes.id, meetingNoteSections.note_id))
        .where(eq(meetingNotes.district_id, d))
        .orderBy(meetingNoteSections.note_id, meetingNoteSections.section)
        .limit(w.limit)
        .offset(w.offset),
  },
  { name: 'actions', rows: (db, d, w) => db.select().from(actions).where(eq(actions.district_id, d)).orderBy(actions.id).limit(w.limit).offset(w.offset) },
  { name: 'support_plans', rows: (db, d, w) => db.select().from(supportPlans).where(eq(supportPlans.district_id, d)).orderBy(supportPlans.id).limit(w.limit).offset(w.offset) },
  {
    name: 'support_plan_revisions',
    rows: (db, d, w) =>
      db
        .select(getTableColumns(supportPlanRevisions))
        .from(supportPlanRevisions)
        .innerJoin(supportPlans, eq(supportPlans.id, supportPlanRevisions.plan_id))
        .where(eq(supportPlans.district_id, d))
        .orderBy(supportPlanRevisions.id)
        .limit(w.limit)
        .offset(w.offset),
  },
  {
    name: 'support_plan_signatures',
    rows: (db, d, w) =>
      db
        .select(getTableColumns(supportPlanSignatures))
        .from(supportPlanSignatures)
        .innerJoin(supportPlanRevisions, eq(supportPlanRevisions.id, supportPlanSignatures.revision_id))
        .innerJoin(supportPlans, eq(supportPlans.id, supportPlanRevisions.plan_id))
        .where(eq(supportPlans.district_id, d))
        .orderBy(supportPlanSignatures.id)
        .limit(w.limit)
        .offset(w.offset),
  },
  {
    name: 'support_plan_attachments',
    rows: (db, d, w) =>
      db
        .select(getTableColumns(supportPlanAttachments))
        .from(supportPlanAttachments)
        .innerJoin(supportPlans, eq(supportPlans.id, supportPlanAttachments.plan_id))
        .where(eq(supportPlans.district_id, d))
        .orderBy(supportPlanAttachments.id)
        .limit(w.limit)
        .offset(w.offset),
  },
  { name: 'resources', rows: (db, d, w) => db.select().from(resources).where(eq(resources.district_id, d)).orderBy(resources.id).limit(w.limit).offset(w.offset) },
  {
    name: 'files',
    rows: (db, d, w) =>
      db
        .select(columnsOf(storedFiles, ['data']))
        .from(storedFiles)
        .where(and(eq(storedFiles.district_id, d), notInArray(storedFiles.purpose, NOT_EXPORTED)))
        .orderBy(storedFiles.id)
        .limit(w.limit)
        .offset(w.offset),
  },
];

/** The ids of the district's stored files the zip holds (under files/), read one at a time. */
export async function exportFileIds(db: Database, districtId: number): Promise<number[]> {
  const rows = await db
    .select({ id: storedFiles.id })
    .from(storedFiles)
    .where(and(eq(storedFiles.district_id, districtId), notInArray(storedFiles.purpose, NOT_EXPORTED)))
    .orderBy(storedFiles.id);
  return rows.map((r) => r.id);
}

export async function exportFile(db: Database, districtId: number, id: number) {
  const [row] = await db
    .select({ id: storedFiles.id, file_name: storedFiles.file_name, data: storedFiles.data })
    .from(storedFiles)
    .where(and(eq(storedFiles.id, id), eq(storedFiles.district_id, districtId)))
    .limit(1);
  return row ?? null;
}

/** The district's students (all of them, archived and removed too): whom the export includes. */
export async function districtStudentIds(db: Database, districtId: number): Promise<number[]> {
  const rows = await db.select({ id: students.id }).from(students).where(eq(students.district_id, districtId)).orderBy(students.id);
  return rows.map((r) => r.id);
}
