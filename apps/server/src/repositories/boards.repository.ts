/**
 * Boards (issue 9): the board rows, their categories, rules, members and schools. Callers decide
 * who may see or change a board (policies/boards.policy.ts); these functions read and write
 * what they are asked. Cards and moves are in board-cards.repository.ts, the edit lock in
 * board-locks.repository.ts.
 */
import { and, asc, count, desc, eq, inArray, isNull, notInArray, or, sql } from 'drizzle-orm';
import { cardCountField } from './board-cards.repository.ts';
import { linkFields, toLinks, type BoardLinks } from './board-links.ts';
import type { BoardRow, CategoryRow } from './board-rows.ts';

export type { BoardLinks, BoardRow, CategoryRow };
import type { BoardKind } from '@ss/domain';
import {
  boardCategories,
  boardGradeRules,
  boardMembers,
  boardMoves,
  boardPlacements,
  boards,
  boardSchools,
  boardTeacherRules,
  districtMemberships,
  districts,
  schoolMemberships,
  schools,
  students,
  users,
  type Database,
} from '@ss/db';
import { rowsOf } from './raw-rows.ts';

export async function findBoard(db: Database, id: number): Promise<BoardRow | null> {
  const [row] = await db.select().from(boards).where(eq(boards.id, id)).limit(1);
  return row ?? null;
}

/** Locks the board row for the rest of the transaction: changes to one board run one after another. */
export async function lockBoardRow(db: Database, id: number): Promise<BoardRow | null> {
  const [row] = await db.select().from(boards).where(eq(boards.id, id)).for('update').limit(1);
  return row ?? null;
}

/** Bumps the version when it is still `expected` (or always when undefined); null when stale. */
export async function bumpVersion(db: Database, id: number, expected?: number): Promise<number | null> {
  const [row] = await db
    .update(boards)
    .set({ version: sql`${boards.version} + 1`, updated_at: new Date() })
    .where(and(eq(boards.id, id), expected === undefined ? undefined : eq(boards.version, expected)))
    .returning({ version: boards.version });
  return row?.version ?? null;
}

export async function insertBoard(db: Database, row: { district_id: number; school_id: number | null; kind: BoardKind; title: string; created_by: number }) {
  const [board] = await db.insert(boards).values(row).returning();
  return board!;
}

export async function updateBoardRow(db: Database, id: number, patch: { title?: string; leaders_only?: boolean }) {
  if (patch.title === undefined && patch.leaders_only === undefined) return;
  await db.update(boards).set(patch).where(eq(boards.id, id));
}

export async function deleteBoardRow(db: Database, id: number) {
  await db.delete(boards).where(eq(boards.id, id));
}

/** A board's rules, schools and members in one statement (also inside a transaction, whose one connection takes one statement at a time). */
export async function linksOf(db: Database, id: number): Promise<BoardLinks> {
  const [row] = await db.select(linkFields(id)).from(sql`(select 1) as one`);
  return toLinks(row!);
}

/** Replaces the links given (undefined leaves that link as it is). */
export async function setLinks(db: Database, id: number, links: Partial<BoardLinks>) {
  if (links.grades) {
    await db.delete(boardGradeRules).where(eq(boardGradeRules.board_id, id));
    if (links.grades.length) await db.insert(boardGradeRules).values([...new Set(links.grades)].map((grade) => ({ board_id: id, grade })));
  }
  if (links.teacher_ids) {
    await db.delete(boardTeacherRules).where(eq(boardTeacherRules.board_id, id));
    if (links.teacher_ids.length) await db.insert(boardTeacherRules).values([...new Set(links.teacher_ids)].map((teacher_id) => ({ board_id: id, teacher_id })));
  }
  if (links.school_ids) {
    await db.delete(boardSchools).where(eq(boardSchools.board_id, id));
    if (links.school_ids.length) await db.insert(boardSchools).values([...new Set(links.school_ids)].map((school_id) => ({ board_id: id, school_id })));
  }
  if (links.member_ids) {
    await db.delete(boardMembers).where(eq(boardMembers.board_id, id));
    if (links.member_ids.length) await db.insert(boardMembers).values([...new Set(links.member_ids)].map((user_id) => ({ board_id: id, user_id })));
  }
}

export async function isMember(db: Database, boardId: number, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(boardMembers)
    .where(and(eq(boardMembers.board_id, boardId), eq(boardMembers.user_id, userId)))
    .limit(1);
  return !!row;
}

export async function categoriesOf(db: Database, boardId: number): Promise<CategoryRow[]> {
  return db.select().from(boardCategories).where(eq(boardCategories.board_id, boardId)).orderBy(asc(boardCategories.position), asc(boardCategories.id));
}

/**
 * Makes the board's categories exactly `wanted`, in that order: rows with an id of this board are
 * updated, the others inserted, and the ones left out removed after their cards move to the new
 * default category. Returns how many cards moved.
 */
export async function replaceCategories(
  db: Database,
  boardId: number,
  wanted: { id?: number; title: string; subtitle?: string | null; color: string; is_default: boolean; tier_key?: number | null }[],
): Promise<{ categories: CategoryRow[]; movedCards: number }> {
  const current = await categoriesOf(db, boardId);
  const known = new Set(current.map((c) => c.id));
  // The default flag is unique per board: clear it first so the new default can take it.
  await db.update(boardCategories).set({ is_default: false }).where(eq(boardCategories.board_id, boardId));
  const kept: number[] = [];
  let defaultId = 0;
  for (const [position, c] of wanted.entries()) {
    // A tier left out keeps an existing category's (a client that does not know tiers), and is none for a new one.
    const values = {
      title: c.title,
      subtitle: c.subtitle || null,
      color: c.color,
      is_default: c.is_default,
      position,
      ...(c.tier_key !== undefined ? { tier_key: c.tier_key } : {}),
    };
    let id: number;
    if (c.id !== undefined && known.has(c.id)) {
      await db.update(boardCategories).set(values).where(eq(boardCategories.id, c.id));
      id = c.id;
    } else {
      const [row] = await db
        .insert(boardCategories)
        .values({ board_id: boardId, ...values })
        .returning({ id: boardCategories.id });
      id = row!.id;
    }
    kept.push(id);
    if (c.is_default) defaultId = id;
  }
  let movedCards = 0;
  const removed = current.filter((c) => !kept.includes(c.id)).map((c) => c.id);
  if (removed.length) {
    // Cards of removed columns go to the end of the default column, in the order they had.
    const moved = await db.execute(sql`
      with moving as (
        select p.id, row_number() over (order by c.position, p.position, p.id) as rn
        from ${boardPlacements} p join ${boardCategories} c on c.id = p.category_id
        where p.board_id = ${boardId} and p.category_id in (${sql.join(
          removed.map((r) => sql`${r}`),
          sql`, `,
        )})
      ), base as (
        select coalesce(max(position), -1) as top from ${boardPlacements} where category_id = ${defaultId}
      )
      update ${boardPlacements} bp set category_id = ${defaultId}, position = base.top + moving.rn, updated_at = now()
      from moving, base where bp.id = moving.id
      returning bp.id`);
    movedCards = rowsOf(moved).length;
    await db.delete(boardCategories).where(and(eq(boardCategories.board_id, boardId), notInArray(boardCategories.id, kept)));
  }
  return { categories: await categoriesOf(db, boardId), movedCards };
}

/** How many placed cards each category holds (the confirmation before removing one says how many). */
export async function placedCounts(db: Database, boardId: number): Promise<Map<number, number>> {
  const rows = await db
    .select({ id: boardPlacements.category_id, n: count() })
    .from(boardPlacements)
    .where(eq(boardPlacements.board_id, boardId))
    .groupBy(boardPlacements.category_id);
  return new Map(rows.map((r) => [r.id, r.n]));
}

export interface BoardListFilter {
  /** Boards of this school: its own boards, and integrated boards that span it. */
  schoolId?: number;
  /** Boards of this district's workspace (district and integrated boards). */
  districtId?: number;
  limit?: number;
  offset: number;
}

/** A workspace's boards, most recently changed first. */
export async function listBoards(db: Database, f: BoardListFilter) {
  const where =
    f.schoolId !== undefined
      ? or(
          eq(boards.school_id, f.schoolId),
          and(eq(boards.kind, 'integrated'), sql`exists (select 1 from ${boardSchools} bs where bs.board_id = ${boards.id} and bs.school_id = ${f.schoolId})`),
        )
      : and(eq(boards.district_id, f.districtId!), sql`${boards.school_id} is null`);
  const [total] = await db.select({ n: count() }).from(boards).where(where);
  const rows = db
    .select({
      board: boards,
      // Written out: inside a selected subquery drizzle leaves ${boards.id} unqualified ("id", which would be c.id).
      category_count: sql<number>`(select count(*)::int from ${boardCategories} c where c.board_id = "boards"."id")`,
      last_moved_at: sql<Date | null>`(select max(m.moved_at) from ${boardMoves} m where m.board_id = "boards"."id")`.mapWith(boardMoves.moved_at),
      card_count: cardCountField,
      ...linkFields(sql.raw('"boards"."id"')),
    })
    .from(boards)
    .where(where)
    .orderBy(desc(boards.updated_at), desc(boards.id))
    .offset(f.offset);
  return { count: total?.n ?? 0, rows: f.limit === undefined ? await rows : await rows.limit(f.limit) };
}

/** Boards a user is a member of, for the home pages. */
export async function boardIdsOfMember(db: Database, userId: number, ids: number[]): Promise<Set<number>> {
  if (!ids.length) return new Set();
  const rows = await db
    .select({ id: boardMembers.board_id })
    .from(boardMembers)
    .where(and(eq(boardMembers.user_id, userId), inArray(boardMembers.board_id, ids)));
  return new Set(rows.map((r) => r.id));
}

/** The district and school a board lives in: suspension and the school's card options. */
export async function placeOf(db: Database, board: Pick<BoardRow, 'district_id' | 'school_id'>) {
  const [district] = await db.select({ suspended_at: districts.suspended_at, name: districts.name }).from(districts).where(eq(districts.id, board.district_id)).limit(1);
  const [school] =
    board.school_id === null
      ? [null]
      : await db
          .select({
            id: schools.id,
            name: schools.name,
            suspended_at: schools.suspended_at,
            card_display: schools.card_display,
            card_name_format: schools.card_name_format,
            card_organisation: schools.card_organisation,
          })
          .from(schools)
          .where(eq(schools.id, board.school_id))
          .limit(1);
  return { district: district ?? null, school: school ?? null };
}

/**
 * Of these user ids, the ones who may be on a board's team: active users with a role in one of
 * the schools, or (district and integrated boards) working at district level in the district.
 */
export async function eligibleMemberIds(db: Database, ids: number[], at: { schoolIds: number[]; districtId: number | null }): Promise<Set<number>> {
  if (!ids.length) return new Set();
  const inSchools = at.schoolIds.length
    ? sql`exists (select 1 from ${schoolMemberships} m where m.user_id = ${users.id} and m.school_id in (${sql.join(
        at.schoolIds.map((i) => sql`${i}`),
        sql`, `,
      )}))`
    : sql`false`;
  const inDistrict =
    at.districtId === null
      ? sql`false`
      : sql`(${users.district_level} and exists (select 1 from ${districtMemberships} d where d.user_id = ${users.id} and d.district_id = ${at.districtId}))`;
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.id, ids), isNull(users.deactivated_at), or(inSchools, inDistrict)));
  return new Set(rows.map((r) => r.id));
}

/** Of these school ids, the ones of the district. */
export async function schoolIdsOfDistrict(db: Database, ids: number[], districtId: number): Promise<Set<number>> {
  if (!ids.length) return new Set();
  const rows = await db
    .select({ id: schools.id })
    .from(schools)
    .where(and(inArray(schools.id, ids), eq(schools.district_id, districtId)));
  return new Set(rows.map((r) => r.id));
}

/** Of these student ids, the active ones of these schools (or of the district when schoolIds is null). Cards of suspended schools are hidden when read. */
export async function eligibleStudentIds(db: Database, ids: number[], at: { districtId: number; schoolIds: number[] | null }): Promise<Set<number>> {
  if (!ids.length) return new Set();
  const rows = await db
    .select({ id: students.id })
    .from(students)
    .where(
      and(
        inArray(students.id, ids),
        eq(students.district_id, at.districtId),
        at.schoolIds ? (at.schoolIds.length ? inArray(students.school_id, at.schoolIds) : sql`false`) : undefined,
        eq(students.status, 'active'),
        isNull(students.deleted_at),
      ),
    );
  return new Set(rows.map((r) => r.id));
}
