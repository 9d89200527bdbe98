/**
 * Students: the only place that reads and writes the students and student_teachers tables
 * for the roster. Every read goes through visibleStudents(scope); every write keeps
 * search_name equal to studentSearchName(first, last) and bumps the version.
 */
import { and, asc, count, desc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import { schoolMemberships, schools, students, studentTeachers, users, type Database } from '@ss/db';
import { foldForSearch, studentSearchName, type StudentSort, type StudentStatus } from '@ss/domain';
import type { TenantScope } from '../lib/actor.ts';
import { foldedName, visibleStudents, type StudentRow } from './student-scope.ts';

export type { StudentRow };
export interface TeacherRef {
  id: number;
  first_name: string;
  last_name: string;
}
export interface StudentWithContext {
  student: StudentRow;
  school_name: string;
  teachers: TeacherRef[];
}

export interface StudentFilter {
  schoolId?: number;
  districtId?: number;
  statuses: StudentStatus[];
  grades?: string[];
  teacherId?: number;
  search?: string;
  sort: StudentSort | `-${StudentSort}`;
  limit?: number;
  offset: number;
}

/** Similarity (pg_trgm word_similarity) above which a name counts as a near match (a letter missing, doubled, wrong). */
export const SEARCH_WORD_THRESHOLD = 0.3;

/**
 * The query with one adjacent pair of letters swapped, in each word of three letters or more:
 * a swap breaks most trigrams of a short name ("hnanah" shares only 2 in 7 with "hannah"),
 * so similarity alone misses it, but one of these variants is the name itself.
 */
export function transpositions(q: string): string[] {
  const words = q.split(' ');
  const out = new Set<string>();
  words.forEach((w, wi) => {
    if (w.length < 3) return;
    for (let i = 0; i < w.length - 1; i++) {
      if (w[i] === w[i + 1]) continue;
      const swapped = w.slice(0, i) + w[i + 1] + w[i] + w.slice(i + 2);
      out.add([...words.slice(0, wi), swapped, ...words.slice(wi + 1)].join(' '));
    }
  });
  return [...out].slice(0, 40);
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);
/** A literal inside a PostgreSQL regular expression: every non-alphanumeric character escaped. */
const escapeRegex = (s: string) => s.replace(/[^\p{L}\p{N}]/gu, (c) => `\\${c}`);

/**
 * The rules of a header search. Matching students are first collected as candidate ids, one
 * trigram-index scan per rule (substring, near match, one swapped pair of letters, number prefix
 * when the query holds a digit), then filtered by scope and ranked. Written as one OR over the
 * roster instead, the planner reads every student of the district and computes trigram
 * similarity for each (about 100 ms for 20,000 students, twice with the count); the candidate
 * form takes a few index scans (see docs/ARCHITECTURE.md, "Student search").
 */
function searchParts(search: string) {
  const q = foldForSearch(search);
  const like = `%${escapeLike(q)}%`;
  const numberPrefix = `${escapeLike(search.trim())}%`;
  const variants = q.length <= 40 ? transpositions(q) : [];
  // The swapped-letter variants as one alternation: one index scan instead of one per variant.
  const swapRegex = variants.length ? variants.map(escapeRegex).join('|') : null;
  const branches: SQL[] = [
    sql`select c.id from students c where c.search_name like ${like}`,
    // Near matches word by word: each word of the query is close to some word of the name, so
    // "charlotte delorem" finds Charlotte Delorme, not every Charlotte.
    sql`select c.id from students c where ${sql.join(
      q.split(' ').map((w) => sql`${w} <% c.search_name`),
      sql` and `,
    )}`,
  ];
  if (swapRegex) branches.push(sql`select c.id from students c where c.search_name ~ ${swapRegex}`);
  if (/\d/.test(search)) branches.push(sql`select c.id from students c where c.student_number ilike ${numberPrefix}`);
  const where = sql`${students.id} in (${sql.join(branches, sql` union `)})`;
  const swapped = swapRegex ? sql`${students.search_name} ~ ${swapRegex}` : sql`false`;
  // Best first: a name starting with the query, a word starting with it, the number, a substring, a swap, then similarity.
  const rank = sql`(case
    when ${students.search_name} like ${`${escapeLike(q)}%`} then 0
    when ${students.search_name} like ${`% ${escapeLike(q)}%`} then 1
    when ${students.student_number} ilike ${numberPrefix} then 2
    when ${students.search_name} like ${like} then 3
    when ${swapped} then 4
    else 5 end)`;
  const similarity = sql`word_similarity(${q}, ${students.search_name})`;
  return { where, rank, similarity };
}

function orderOf(sort: StudentFilter['sort']) {
  const descending = sort.startsWith('-');
  const key = (descending ? sort.slice(1) : sort) as StudentSort;
  const dir = descending ? desc : asc;
  const [last, first] = [foldedName('last_name'), foldedName('first_name')];
  const byName = [dir(last), dir(first)];
  // Grades sort K, 1 … 12 rather than as text.
  const gradeKey = sql`(case when ${students.grade} ~ '^[0-9]+$' then lpad(${students.grade}, 4, '0') else ${students.grade} end)`;
  const primary = {
    last_name: byName,
    first_name: [dir(first), dir(last)],
    grade: [descending ? sql`${gradeKey} desc` : sql`${gradeKey} asc`, ...byName],
    student_number: [dir(students.student_number)],
  }[key];
  return [...primary, asc(students.id)];
}

export async function listStudents(db: Database, scope: TenantScope, f: StudentFilter): Promise<{ count: number; rows: StudentWithContext[] }> {
  const search = f.search ? searchParts(f.search) : null;
  const where = and(
    visibleStudents(scope),
    f.schoolId !== undefined ? eq(students.school_id, f.schoolId) : undefined,
    f.districtId !== undefined ? eq(students.district_id, f.districtId) : undefined,
    inArray(students.status, f.statuses),
    f.grades?.length ? inArray(students.grade, f.grades) : undefined,
    f.teacherId !== undefined ? sql`exists (select 1 from ${studentTeachers} st where st.student_id = ${students.id} and st.user_id = ${f.teacherId})` : undefined,
    search?.where,
  );
  const page = async (tx: Database, order: SQL[], withTotal: boolean) => {
    const base = tx
      .select({
        student: students,
        school_name: schools.name,
        total: withTotal ? sql<number>`(count(*) over ())::int` : sql<number>`0`,
        // The page's teachers come with it: one round trip, not two.
        teachers: teachersJson,
      })
      .from(students)
      .innerJoin(schools, eq(schools.id, students.school_id))
      .where(where)
      .orderBy(...order)
      .offset(f.offset);
    return f.limit === undefined ? await base : await base.limit(f.limit);
  };
  const countAll = async (tx: Database) => (await tx.select({ n: count() }).from(students).where(where))[0]?.n ?? 0;
  if (!search) {
    // The page is read in the roster index's order; the count runs beside it.
    const [n, rows] = await Promise.all([countAll(db), page(db, orderOf(f.sort), false)]);
    return { count: n, rows };
  }
  return db.transaction(async (tx) => {
    // The `<%` operator reads its threshold from this setting, for this transaction only. Trigram
    // operators cost far more than the planner believes, so it is told to use the indexes.
    await tx.execute(sql`select set_config('pg_trgm.word_similarity_threshold', ${String(SEARCH_WORD_THRESHOLD)}, true), set_config('enable_seqscan', 'off', true)`);
    // Rows and count in one pass (a window count); only a page past the end needs a count of its own.
    const rows = await page(tx, [asc(search.rank), desc(search.similarity), asc(foldedName('last_name')), asc(foldedName('first_name')), asc(students.id)], true);
    return { count: rows.length ? rows[0]!.total : f.offset > 0 ? await countAll(tx) : 0, rows };
  });
}

/** A student's teachers as a JSON array, by name: a column of any query that has the student's id. */
export const teachersJsonOf = (studentId: SQL) =>
  sql<TeacherRef[]>`coalesce((select json_agg(json_build_object('id', u.id, 'first_name', u.first_name, 'last_name', u.last_name) order by u.last_name, u.first_name, u.id)
  from ${studentTeachers} st join ${users} u on u.id = st.user_id where st.student_id = ${studentId}), '[]'::json)`;
const teachersJson = teachersJsonOf(sql`${students.id}`);

/** Teachers of many students in one query. */
export async function teachersOf(db: Database, studentIds: number[]): Promise<Map<number, TeacherRef[]>> {
  if (!studentIds.length) return new Map();
  const rows = await db.select({ id: students.id, teachers: teachersJson }).from(students).where(inArray(students.id, studentIds));
  return new Map(rows.map((r) => [r.id, r.teachers]));
}

/** Students in scope (not deleted) by id, with school names and teachers. */
export async function studentsInScope(db: Database, scope: TenantScope, ids: number[]): Promise<StudentWithContext[]> {
  if (!ids.length) return [];
  const rows = await db
    .select({ student: students, school_name: schools.name, teachers: teachersJson })
    .from(students)
    .innerJoin(schools, eq(schools.id, students.school_id))
    .where(and(inArray(students.id, ids), visibleStudents(scope)));
  return rows;
}

export type NewStudent = Omit<typeof students.$inferInsert, 'id' | 'search_name' | 'version'>;

export async function insertStudent(db: Database, values: NewStudent): Promise<StudentRow> {
  const [row] = await db
    .insert(students)
    .values({ ...values, search_name: studentSearchName(values.first_name, values.last_name) })
    .returning();
  return row!;
}

export type StudentPatch = Partial<Omit<typeof students.$inferInsert, 'id' | 'search_name' | 'version' | 'district_id'>>;

/**
 * Writes a change if the row still has `version`; null when someone else changed it first.
 * search_name follows the names.
 */
export async function updateStudentRow(db: Database, current: StudentRow, version: number, patch: StudentPatch): Promise<StudentRow | null> {
  const first = patch.first_name ?? current.first_name;
  const last = patch.last_name ?? current.last_name;
  const [row] = await db
    .update(students)
    .set({ ...patch, search_name: studentSearchName(first, last), version: sql`${students.version} + 1`, updated_at: new Date() })
    .where(and(eq(students.id, current.id), eq(students.version, version)))
    .returning();
  return row ?? null;
}

/** Student numbers already used in the district by students not deleted (other than `exceptIds`). */
export async function takenNumbers(db: Database, districtId: number, numbers: string[], exceptIds: number[] = []): Promise<Set<string>> {
  if (!numbers.length) return new Set();
  const rows = await db
    .select({ n: students.student_number })
    .from(students)
    .where(
      and(
        eq(students.district_id, districtId),
        inArray(students.student_number, numbers),
        ne(students.status, 'deleted'),
        exceptIds.length
          ? sql`${students.id} not in (${sql.join(
              exceptIds.map((i) => sql`${i}`),
              sql`, `,
            )})`
          : undefined,
      ),
    );
  return new Set(rows.map((r) => r.n));
}

export async function setTeachers(db: Database, studentId: number, userIds: number[]) {
  await db.delete(studentTeachers).where(eq(studentTeachers.student_id, studentId));
  if (userIds.length) await db.insert(studentTeachers).values([...new Set(userIds)].map((user_id) => ({ student_id: studentId, user_id })));
}

export async function addTeacher(db: Database, studentIds: number[], userId: number) {
  if (!studentIds.length) return;
  await db
    .insert(studentTeachers)
    .values(studentIds.map((student_id) => ({ student_id, user_id: userId })))
    .onConflictDoNothing();
}

/** Bumps the version of students whose teachers changed (their record changed for other editors). */
export async function touchStudents(db: Database, ids: number[]) {
  if (!ids.length) return;
  await db
    .update(students)
    .set({ version: sql`${students.version} + 1`, updated_at: new Date() })
    .where(inArray(students.id, ids));
}

/** Of these users, the ones who teach, lead or run the school (who may be assigned students). */
export async function assignableTeacherIds(db: Database, schoolId: number, userIds: number[]): Promise<Set<number>> {
  if (!userIds.length) return new Set();
  const rows = await db
    .select({ id: schoolMemberships.user_id })
    .from(schoolMemberships)
    .innerJoin(users, eq(users.id, schoolMemberships.user_id))
    .where(
      and(
        eq(schoolMemberships.school_id, schoolId),
        inArray(schoolMemberships.user_id, userIds),
        inArray(schoolMemberships.user_type, ['school_teacher', 'school_leader', 'school_admin']),
        sql`${users.deactivated_at} is null`,
      ),
    );
  return new Set(rows.map((r) => r.id));
}

/** Active students of a school (for automatic assignment). */
export async function activeStudentsOfSchool(db: Database, schoolId: number) {
  return db
    .select({ id: students.id, grade: students.grade })
    .from(students)
    .where(and(eq(students.school_id, schoolId), eq(students.status, 'active')));
}

export async function existingAssignments(db: Database, studentIds: number[]) {
  if (!studentIds.length) return [];
  return db.select({ student_id: studentTeachers.student_id, user_id: studentTeachers.user_id }).from(studentTeachers).where(inArray(studentTeachers.student_id, studentIds));
}

/** Whether the user is one of the student's teachers. */
export async function teachesStudent(db: Database, userId: number, studentId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: studentTeachers.student_id })
    .from(studentTeachers)
    .where(and(eq(studentTeachers.student_id, studentId), eq(studentTeachers.user_id, userId)))
    .limit(1);
  return !!row;
}
