/**
 * SIS syncs, their stored bundles, org mappings, and the reads and writes a sync plans and
 * applies. Students are read through the student scope (a district-wide scope given by the
 * caller); every write keeps students.search_name = studentSearchName(first, last).
 */
import { and, asc, count, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { districtMemberships, schoolMemberships, schools, sisOrgMappings, sisSyncs, storedFiles, students, studentTeachers, users, type Database } from '@ss/db';
import { studentSearchName } from '@ss/domain';
import type { TenantScope } from '../lib/actor.ts';
import { visibleStudents } from './student-scope.ts';

export type SisSyncRow = typeof sisSyncs.$inferSelect;
type StudentInsert = typeof students.$inferInsert;

// Syncs and bundles -----------------------------------------------------------

export async function insertStoredFile(db: Database, values: typeof storedFiles.$inferInsert): Promise<number> {
  const [row] = await db.insert(storedFiles).values(values).returning({ id: storedFiles.id });
  return row!.id;
}

export async function storedFileData(db: Database, id: number): Promise<Buffer | null> {
  const [row] = await db.select({ data: storedFiles.data }).from(storedFiles).where(eq(storedFiles.id, id));
  return row?.data ?? null;
}

export async function insertSync(db: Database, values: typeof sisSyncs.$inferInsert): Promise<SisSyncRow> {
  const [row] = await db.insert(sisSyncs).values(values).returning();
  return row!;
}

const creatorName = sql<string | null>`(select u.first_name || ' ' || u.last_name from ${users} u where u.id = "sis_syncs"."created_by")`;

/** One sync with its creator's name; the caller checks the district against the actor. */
export async function getSync(db: Database, id: number, opts: { forUpdate?: boolean } = {}) {
  const q = db.select({ sync: sisSyncs, created_by_name: creatorName }).from(sisSyncs).where(eq(sisSyncs.id, id)).limit(1);
  const [row] = opts.forUpdate ? await q.for('update', { of: sisSyncs }) : await q;
  return row ?? null;
}

export async function listSyncs(db: Database, districtIds: number[] | 'all', w: { limit?: number; offset: number }) {
  const where = districtIds === 'all' ? undefined : districtIds.length ? inArray(sisSyncs.district_id, districtIds) : sql`false`;
  const [total] = await db.select({ n: count() }).from(sisSyncs).where(where);
  const base = db.select({ sync: sisSyncs, created_by_name: creatorName }).from(sisSyncs).where(where).orderBy(desc(sisSyncs.created_at), desc(sisSyncs.id)).offset(w.offset);
  const rows = w.limit === undefined ? await base : await base.limit(w.limit);
  return { count: total?.n ?? 0, rows };
}

const PLANNED = ['needs_mapping', 'needs_confirmation', 'succeeded'] as const;

/** The district's latest sync that got as far as a plan (its orgs are known, even while it is replanned). */
export async function latestPlannedSync(db: Database, districtId: number) {
  const [row] = await db
    .select()
    .from(sisSyncs)
    .where(and(eq(sisSyncs.district_id, districtId), sql`${sisSyncs.summary} -> 'orgs' is not null`))
    .orderBy(desc(sisSyncs.created_at), desc(sisSyncs.id))
    .limit(1);
  return row ?? null;
}

/** Dry runs of the district with a plan still waiting to be applied (a new mapping replans them). */
export async function waitingDryRuns(db: Database, districtId: number): Promise<number[]> {
  const rows = await db
    .select({ id: sisSyncs.id })
    .from(sisSyncs)
    .where(and(eq(sisSyncs.district_id, districtId), eq(sisSyncs.dry_run, true), inArray(sisSyncs.status, [...PLANNED])));
  return rows.map((r) => r.id);
}

export async function updateSync(db: Database, id: number, values: Partial<typeof sisSyncs.$inferInsert>) {
  await db.update(sisSyncs).set(values).where(eq(sisSyncs.id, id));
}

const SIS_LOCK_CLASS = 7401;

/** Serialises the syncs applied in a district, until the transaction ends. */
export async function lockDistrictSync(db: Database, districtId: number) {
  await db.execute(sql`select pg_advisory_xact_lock(${SIS_LOCK_CLASS}::int, ${districtId}::int)`);
}

// Schools and org mappings ------------------------------------------------------

export async function districtSchools(db: Database, districtId: number) {
  return db
    .select({ id: schools.id, name: schools.name, status: schools.status })
    .from(schools)
    .where(eq(schools.district_id, districtId))
    .orderBy(asc(schools.name), asc(schools.id));
}

export async function orgMappings(db: Database, districtId: number): Promise<Map<string, number>> {
  const rows = await db.select().from(sisOrgMappings).where(eq(sisOrgMappings.district_id, districtId));
  return new Map(rows.map((r) => [r.org_sourced_id, r.school_id]));
}

export async function setOrgMapping(db: Database, districtId: number, orgSourcedId: string, schoolId: number | null) {
  if (schoolId === null) {
    await db.delete(sisOrgMappings).where(and(eq(sisOrgMappings.district_id, districtId), eq(sisOrgMappings.org_sourced_id, orgSourcedId)));
    return;
  }
  await db
    .insert(sisOrgMappings)
    .values({ district_id: districtId, org_sourced_id: orgSourcedId, school_id: schoolId })
    .onConflictDoUpdate({ target: [sisOrgMappings.district_id, sisOrgMappings.org_sourced_id], set: { school_id: schoolId } });
}

// Students ----------------------------------------------------------------------

/** The district's students in the scope (not deleted), with what a sync compares. */
export async function districtStudents(db: Database, scope: TenantScope, districtId: number) {
  return db
    .select({
      id: students.id,
      school_id: students.school_id,
      first_name: students.first_name,
      last_name: students.last_name,
      grade: students.grade,
      gender: students.gender,
      student_number: students.student_number,
      sis_number: students.sis_number,
      sis_sourced_id: students.sis_sourced_id,
      status: students.status,
      information_entry_type: students.information_entry_type,
    })
    .from(students)
    .where(and(eq(students.district_id, districtId), visibleStudents(scope)));
}
export type SyncStudent = Awaited<ReturnType<typeof districtStudents>>[number];

export async function insertStudents(db: Database, rows: Omit<StudentInsert, 'search_name'>[]): Promise<{ id: number; sis_sourced_id: string | null }[]> {
  const out: { id: number; sis_sourced_id: string | null }[] = [];
  for (let i = 0; i < rows.length; i += 500) {
    const chunk = rows.slice(i, i + 500).map((r) => ({ ...r, search_name: studentSearchName(r.first_name, r.last_name) }));
    out.push(...(await db.insert(students).values(chunk).returning({ id: students.id, sis_sourced_id: students.sis_sourced_id })));
  }
  return out;
}

export async function updateStudentFromSis(
  db: Database,
  id: number,
  values: Pick<StudentInsert, 'school_id' | 'first_name' | 'last_name' | 'grade' | 'student_number' | 'sis_number' | 'sis_sourced_id'>,
) {
  await db
    .update(students)
    .set({
      ...values,
      search_name: studentSearchName(values.first_name, values.last_name),
      status: 'active',
      archived_at: null,
      graduated_year: null,
      information_entry_type: 'sis',
      version: sql`${students.version} + 1`,
      updated_at: new Date(),
    })
    .where(eq(students.id, id));
}

export async function archiveStudents(db: Database, ids: number[], date: string) {
  for (let i = 0; i < ids.length; i += 1000) {
    await db
      .update(students)
      .set({ status: 'archived', archived_at: date, version: sql`${students.version} + 1`, updated_at: new Date() })
      .where(inArray(students.id, ids.slice(i, i + 1000)));
  }
}

// Teachers and assignments ---------------------------------------------------------

/** Users a sync may match by SIS id or e-mail, with the districts they belong to. */
export async function usersBySisOrEmail(db: Database, sisIds: string[], emails: string[]) {
  if (!sisIds.length && !emails.length) return [];
  const rows = await db
    .select({
      id: users.id,
      email: users.email,
      is_super: users.is_super,
      sis_sourced_id: users.sis_sourced_id,
      // Qualified by hand: Drizzle renders ${users.id} unqualified here, and "id" would bind to m.id.
      district_ids: sql<number[]>`(select coalesce(array_agg(m.district_id), '{}') from ${districtMemberships} m where m.user_id = "users"."id")`,
      school_ids: sql<number[]>`(select coalesce(array_agg(m.school_id), '{}') from ${schoolMemberships} m where m.user_id = "users"."id")`,
    })
    .from(users)
    .where(sql`(${sisIds.length ? inArray(users.sis_sourced_id, sisIds) : sql`false`}) or (${emails.length ? inArray(users.email, emails) : sql`false`})`);
  return rows.map((r) => ({ ...r, district_ids: r.district_ids.map(Number), school_ids: r.school_ids.map(Number) }));
}

/** Assignments of these students to teachers who came from a SIS (manual ones to others are not the sync's). */
export async function sisAssignmentsOf(db: Database, studentIds: number[]) {
  if (!studentIds.length) return [];
  const out: { student_id: number; user_id: number }[] = [];
  for (let i = 0; i < studentIds.length; i += 1000) {
    out.push(
      ...(await db
        .select({ student_id: studentTeachers.student_id, user_id: studentTeachers.user_id })
        .from(studentTeachers)
        .innerJoin(users, eq(users.id, studentTeachers.user_id))
        .where(and(inArray(studentTeachers.student_id, studentIds.slice(i, i + 1000)), isNotNull(users.sis_sourced_id)))),
    );
  }
  return out;
}

export async function addAssignments(db: Database, pairs: { student_id: number; user_id: number }[]) {
  for (let i = 0; i < pairs.length; i += 1000)
    await db
      .insert(studentTeachers)
      .values(pairs.slice(i, i + 1000))
      .onConflictDoNothing();
}

export async function removeAssignments(db: Database, pairs: { student_id: number; user_id: number }[]) {
  for (const p of pairs) await db.delete(studentTeachers).where(and(eq(studentTeachers.student_id, p.student_id), eq(studentTeachers.user_id, p.user_id)));
}

export async function setUserSisId(db: Database, userId: number, sisId: string) {
  await db.update(users).set({ sis_sourced_id: sisId, updated_at: new Date() }).where(eq(users.id, userId));
}

/** A teacher's place in the district: district membership (kept if any) and school_teacher in each school. */
export async function ensureTeacherMemberships(db: Database, userId: number, districtId: number, schoolIds: number[]) {
  await db.insert(districtMemberships).values({ user_id: userId, district_id: districtId, user_type: 'school_teacher' }).onConflictDoNothing();
  if (schoolIds.length) {
    await db
      .insert(schoolMemberships)
      .values(schoolIds.map((school_id) => ({ user_id: userId, school_id, user_type: 'school_teacher' as const })))
      .onConflictDoNothing();
  }
}
