/**
 * A board's cards and their moves (issue 9).
 * - Team board: the active students of the board's school who match its rules (a grade, or a
 *   teacher), each with its placement when it has one. A student who joins the rules appears
 *   unplaced (the default column); one who leaves the school, graduates or is archived drops off,
 *   its placement and history kept.
 * - Custom, district-student and integrated boards: the active students placed on them.
 * - District-school board: the district's schools, placed or not.
 * Students of a suspended school are never shown (security checklist item 11).
 */
import { and, asc, desc, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  boardCategories,
  boardGradeRules,
  boardMoves,
  boardPlacements,
  boards,
  boardTeacherRules,
  cardGenerations,
  schools,
  students,
  studentTeachers,
  users,
  type Database,
} from '@ss/db';
import { linkFields, toLinks, type BoardLinks } from './board-links.ts';
import type { BoardRow } from './board-rows.ts';
import { inIds } from './id-list.ts';

/** What a card shows and sorts by: only these columns are read (a board holds hundreds of students). */
const CARD_COLUMNS = {
  id: students.id,
  school_id: students.school_id,
  first_name: students.first_name,
  last_name: students.last_name,
  grade: students.grade,
  manual_position: students.manual_position,
  picture_file_id: students.picture_file_id,
};
export type StudentCardRow = {
  id: number;
  school_id: number;
  first_name: string;
  last_name: string;
  grade: string;
  manual_position: number | null;
  picture_file_id: number | null;
  category_id: number | null;
  position: number | null;
};

const openSchool = sql`not exists (select 1 from ${schools} s where s.id = ${students.school_id} and s.status = 'account_suspended')`;
const active = and(eq(students.status, 'active'), isNull(students.deleted_at), openSchool)!;

function matchesRules(boardId: number): SQL {
  return sql`(
    exists (select 1 from ${boardGradeRules} g where g.board_id = ${boardId} and g.grade = ${students.grade})
    or exists (select 1 from ${boardTeacherRules} r join ${studentTeachers} st on st.user_id = r.teacher_id
               where r.board_id = ${boardId} and st.student_id = ${students.id}))`;
}

/** The student cards of a board, with their placement (null when not placed yet). */
export async function studentCardsOf(db: Database, board: BoardRow): Promise<StudentCardRow[]> {
  const placed = and(eq(boardPlacements.board_id, board.id), eq(boardPlacements.student_id, students.id));
  const columns = { ...CARD_COLUMNS, category_id: boardPlacements.category_id, position: boardPlacements.position };
  const rows =
    board.kind === 'team'
      ? await db
          .select(columns)
          .from(students)
          .leftJoin(boardPlacements, placed)
          .where(and(eq(students.school_id, board.school_id!), active, matchesRules(board.id)))
      : await db
          .select(columns)
          .from(boardPlacements)
          .innerJoin(students, eq(students.id, boardPlacements.student_id))
          .where(and(eq(boardPlacements.board_id, board.id), eq(students.district_id, board.district_id), active));
  return rows;
}

/** The school cards of a district_schools board: every school of the district. */
export async function schoolCardsOf(db: Database, board: BoardRow) {
  return db
    .select({ id: schools.id, name: schools.name, category_id: boardPlacements.category_id, position: boardPlacements.position })
    .from(schools)
    .leftJoin(boardPlacements, and(eq(boardPlacements.board_id, board.id), eq(boardPlacements.school_id, schools.id)))
    .where(eq(schools.district_id, board.district_id))
    .orderBy(asc(schools.name), asc(schools.id));
}

/** Teacher ids per student (the teacher filter). */
export async function teacherIdsOf(db: Database, studentIds: number[]): Promise<Map<number, number[]>> {
  const out = new Map<number, number[]>();
  if (!studentIds.length) return out;
  const rows = await db.select().from(studentTeachers).where(inIds(studentTeachers.student_id, studentIds));
  for (const r of rows) out.set(r.student_id, [...(out.get(r.student_id) ?? []), r.user_id]);
  return out;
}

export type Card = { student_id: number; school_id?: undefined } | { school_id: number; student_id?: undefined };

const cardColumn = (c: Card) => (c.student_id !== undefined ? boardPlacements.student_id : boardPlacements.school_id);
const cardId = (c: Card) => (c.student_id ?? c.school_id)!;

export async function placementOf(db: Database, boardId: number, card: Card) {
  const [row] = await db
    .select()
    .from(boardPlacements)
    .where(and(eq(boardPlacements.board_id, boardId), eq(cardColumn(card), cardId(card))))
    .limit(1);
  return row ?? null;
}

/**
 * Writes a column's order: `ordered` are the cards of the category in their new order (the moved
 * card included). Every card gets its index as position, in one statement.
 */
export async function writeColumn(db: Database, boardId: number, categoryId: number, ordered: Card[]) {
  const studentIds = ordered.map((c) => c.student_id ?? null);
  const schoolIds = ordered.map((c) => c.school_id ?? null);
  if (!ordered.length) return;
  // One upsert per kind of card, positions from the array's order.
  const upsert = (col: 'student_id' | 'school_id', ids: (number | null)[]) => {
    const items = ids.flatMap((id, position) => (id === null ? [] : [{ id, position }]));
    if (!items.length) return Promise.resolve();
    const target = col === 'student_id' ? boardPlacements.student_id : boardPlacements.school_id;
    return db
      .insert(boardPlacements)
      .values(items.map((i) => ({ board_id: boardId, [col]: i.id, category_id: categoryId, position: i.position })))
      .onConflictDoUpdate({
        target: [boardPlacements.board_id, target],
        targetWhere: sql`${target} is not null`,
        set: { category_id: categoryId, position: sql`excluded.position`, updated_at: new Date() },
      });
  };
  await upsert('student_id', studentIds);
  await upsert('school_id', schoolIds);
}

/** Takes cards off a board (a custom board's student removed from its list). */
export async function removePlacements(db: Database, boardId: number, studentIds: number[]) {
  if (!studentIds.length) return;
  await db.delete(boardPlacements).where(and(eq(boardPlacements.board_id, boardId), inArray(boardPlacements.student_id, studentIds)));
}

export async function recordMove(db: Database, move: typeof boardMoves.$inferInsert) {
  await db.insert(boardMoves).values(move);
}

/** A board a student is on or was on, with its school's suspension and whether it shows the student now. */
export type StudentBoardRow = BoardRow & { school_suspended_at: Date | null; holds: boolean; links: BoardLinks };

/**
 * The boards of a student's district that hold the student now or did: those it is placed on or
 * has moves on, and the team boards of its school whose rules take it in. `holds` says whether the
 * board shows it now (the same rules as studentCardsOf: a team board's rules, another board's
 * placement; an inactive student is on no board).
 */
export async function boardsOfStudent(db: Database, student: Pick<typeof students.$inferSelect, 'id' | 'district_id' | 'school_id' | 'grade'>): Promise<StudentBoardRow[]> {
  const placed = sql`exists (select 1 from ${boardPlacements} p where p.board_id = ${boards.id} and p.student_id = ${student.id})`;
  const moved = sql`exists (select 1 from ${boardMoves} m where m.board_id = ${boards.id} and m.student_id = ${student.id})`;
  const ruled = sql`(${boards.kind} = 'team' and ${boards.school_id} = ${student.school_id} and (
    exists (select 1 from ${boardGradeRules} g where g.board_id = ${boards.id} and g.grade = ${student.grade})
    or exists (select 1 from ${boardTeacherRules} r join ${studentTeachers} st on st.user_id = r.teacher_id
               where r.board_id = ${boards.id} and st.student_id = ${student.id})))`;
  const rows = await db
    .select({ board: boards, school_suspended_at: schools.suspended_at, ruled: sql<boolean>`${ruled}`, placed: sql<boolean>`${placed}`, ...linkFields(sql.raw('"boards"."id"')) })
    .from(boards)
    .leftJoin(schools, eq(schools.id, boards.school_id))
    .where(and(eq(boards.district_id, student.district_id), or(placed, moved, ruled)))
    .orderBy(asc(boards.title), asc(boards.id));
  return rows.map(({ board, school_suspended_at, ruled, placed, ...links }) => ({
    ...board,
    school_suspended_at,
    holds: board.kind === 'team' ? !!ruled : !!placed,
    links: toLinks(links),
  }));
}

/**
 * The student's category on each of these boards: its placement, or the default category where it
 * has none (a team board's newcomer), with when it last moved into that category.
 */
export async function categoriesOfStudent(db: Database, studentId: number, boardIds: number[]) {
  if (!boardIds.length) return [];
  const placement = alias(boardPlacements, 'placement');
  const rows = await db
    .select({
      board_id: boardCategories.board_id,
      category_id: boardCategories.id,
      title: boardCategories.title,
      subtitle: boardCategories.subtitle,
      color: boardCategories.color,
      placed: sql<boolean>`${placement.id} is not null`,
      since: sql<Date | null>`(select max(m.moved_at) from ${boardMoves} m
        where m.board_id = ${boardCategories.board_id} and m.student_id = ${studentId} and m.to_category_id = ${boardCategories.id})`.mapWith(boardMoves.moved_at),
    })
    .from(boardCategories)
    .leftJoin(placement, and(eq(placement.category_id, boardCategories.id), eq(placement.student_id, studentId)))
    .where(and(inArray(boardCategories.board_id, boardIds), or(sql`${placement.id} is not null`, eq(boardCategories.is_default, true))));
  // A placed card sits in its placement's column; an unplaced one in the default column.
  const byBoard = new Map<number, (typeof rows)[number]>();
  for (const r of rows) if (r.placed || !byBoard.has(r.board_id)) byBoard.set(r.board_id, r);
  return [...byBoard.values()];
}

const fromCategory = alias(boardCategories, 'from_category');

/** The student's moves on these boards, newest first (at most `limit`), and how many there are. */
export async function movesOfStudent(db: Database, studentId: number, boardIds: number[], limit: number) {
  if (!boardIds.length) return { count: 0, rows: [] };
  const where = and(eq(boardMoves.student_id, studentId), inArray(boardMoves.board_id, boardIds));
  const [total, rows] = await Promise.all([
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(boardMoves)
      .where(where),
    db
      .select({
        id: boardMoves.id,
        board_id: boardMoves.board_id,
        from_title: boardMoves.from_title,
        from_color: fromCategory.color,
        to_title: boardMoves.to_title,
        to_color: boardMoves.to_color,
        moved_at: boardMoves.moved_at,
        mover_first: users.first_name,
        mover_last: users.last_name,
      })
      .from(boardMoves)
      .leftJoin(fromCategory, eq(fromCategory.id, boardMoves.from_category_id))
      .leftJoin(users, eq(users.id, boardMoves.moved_by))
      .where(where)
      .orderBy(desc(boardMoves.moved_at), desc(boardMoves.id))
      .limit(limit),
  ]);
  return { count: total[0]?.n ?? 0, rows };
}

/** When a card of this board last moved (null before the first move). */
export async function lastMoveOf(db: Database, boardId: number): Promise<Date | null> {
  const [row] = await db.select({ at: boardMoves.moved_at }).from(boardMoves).where(eq(boardMoves.board_id, boardId)).orderBy(desc(boardMoves.moved_at)).limit(1);
  return row?.at ?? null;
}

/** The cards placed in a column, in order. */
export async function placedInColumn(db: Database, categoryId: number): Promise<Card[]> {
  const rows = await db
    .select({ student_id: boardPlacements.student_id, school_id: boardPlacements.school_id })
    .from(boardPlacements)
    .where(eq(boardPlacements.category_id, categoryId))
    .orderBy(asc(boardPlacements.position), asc(boardPlacements.id));
  return rows.map((r) => (r.student_id !== null ? { student_id: r.student_id } : { school_id: r.school_id! }));
}

/** The students placed on a board. */
export async function placedStudentIds(db: Database, boardId: number): Promise<number[]> {
  const rows = await db
    .select({ id: boardPlacements.student_id })
    .from(boardPlacements)
    .where(and(eq(boardPlacements.board_id, boardId), sql`${boardPlacements.student_id} is not null`));
  return rows.map((r) => r.id!);
}

/**
 * How many cards a board shows (the lists and the home pages), as a field of a query over
 * `boards`: the same rules as studentCardsOf and schoolCardsOf. Written out with qualified names:
 * inside a selected subquery drizzle would leave its columns unqualified.
 */
export const cardCountField = sql<number>`(case "boards"."kind"
  when 'district_schools' then (select count(*)::int from ${schools} cs where cs.district_id = "boards"."district_id")
  when 'team' then (select count(*)::int from ${students} cst
    where cst.school_id = "boards"."school_id" and cst.status = 'active' and cst.deleted_at is null
      and not exists (select 1 from ${schools} s where s.id = cst.school_id and s.status = 'account_suspended')
      and (exists (select 1 from ${boardGradeRules} g where g.board_id = "boards"."id" and g.grade = cst.grade)
        or exists (select 1 from ${boardTeacherRules} r join ${studentTeachers} st on st.user_id = r.teacher_id
                   where r.board_id = "boards"."id" and st.student_id = cst.id)))
  else (select count(*)::int from ${boardPlacements} p join ${students} cst on cst.id = p.student_id
    where p.board_id = "boards"."id" and cst.status = 'active' and cst.deleted_at is null
      and not exists (select 1 from ${schools} s where s.id = cst.school_id and s.status = 'account_suspended'))
end)`;

/**
 * The district's card generation: how many writes have touched what cards show in it (and in the
 * system defaults), counted by the triggers of migration 0009. Read it before the cards: cards read
 * after it are at least as new as it says.
 */
export async function cardGenerationOf(db: Database, districtId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<string | null>`sum(${cardGenerations.n})` })
    .from(cardGenerations)
    .where(inArray(cardGenerations.district_id, [districtId, 0]));
  return Number(row?.n ?? 0);
}
