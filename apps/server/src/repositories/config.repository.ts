/**
 * Configuration lists by level, their items, and the references that make an item "in use".
 * Levels: system (no district, no school), a district's defaults, a school's own list.
 */
import { and, asc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { ConfigListKind } from '@ss/domain';
import { configItems, configLists, studentCardIcons, studentProfileValues, students, studentSupports, type Database } from '@ss/db';
import type { ConfigItemRow, ConfigListRow } from './config-resolve.ts';

export interface LevelRef {
  districtId?: number;
  schoolId?: number;
}

function levelWhere(kind: ConfigListKind, at: LevelRef): SQL {
  if (at.schoolId !== undefined) return and(eq(configLists.kind, kind), eq(configLists.school_id, at.schoolId))!;
  if (at.districtId !== undefined) return and(eq(configLists.kind, kind), eq(configLists.district_id, at.districtId), isNull(configLists.school_id))!;
  return and(eq(configLists.kind, kind), isNull(configLists.district_id), isNull(configLists.school_id))!;
}

/** This level's own list (null while it inherits). */
export async function ownList(db: Database, kind: ConfigListKind, at: LevelRef): Promise<ConfigListRow | null> {
  const [row] = await db.select().from(configLists).where(levelWhere(kind, at)).limit(1);
  return row ?? null;
}

export async function itemsOf(db: Database, listId: number): Promise<ConfigItemRow[]> {
  return db.select().from(configItems).where(eq(configItems.list_id, listId)).orderBy(asc(configItems.position), asc(configItems.id));
}

/** Creates this level's list; a concurrent creation loses on the unique level and answers null. */
export async function createList(db: Database, kind: ConfigListKind, districtId: number | null, schoolId: number | null): Promise<ConfigListRow | null> {
  const [row] = await db.insert(configLists).values({ kind, district_id: districtId, school_id: schoolId }).onConflictDoNothing().returning();
  return row ?? null;
}

/** Bumps the version if it still is `expected`; null when someone else changed the list first. */
export async function bumpVersion(db: Database, listId: number, expected: number): Promise<ConfigListRow | null> {
  const [row] = await db
    .update(configLists)
    .set({ version: sql`${configLists.version} + 1`, updated_at: new Date() })
    .where(and(eq(configLists.id, listId), eq(configLists.version, expected)))
    .returning();
  return row ?? null;
}

export type ItemValues = Omit<typeof configItems.$inferInsert, 'id' | 'list_id' | 'created_at' | 'updated_at'>;

export async function insertItem(db: Database, listId: number, v: ItemValues): Promise<ConfigItemRow> {
  const [row] = await db
    .insert(configItems)
    .values({ ...v, list_id: listId })
    .returning();
  return row!;
}

export async function updateItem(db: Database, id: number, v: Partial<ItemValues>): Promise<void> {
  await db
    .update(configItems)
    .set({ ...v, updated_at: new Date() })
    .where(eq(configItems.id, id));
}

export async function deleteItems(db: Database, ids: number[]): Promise<void> {
  if (ids.length) await db.delete(configItems).where(inArray(configItems.id, ids));
}

export async function deleteList(db: Database, listId: number): Promise<void> {
  await db.delete(configLists).where(eq(configLists.id, listId));
}

/** The students a level's list applies to: a school's, or a district's in schools without their own list. */
function studentsOfLevel(kind: ConfigListKind, at: LevelRef): SQL | undefined {
  if (at.schoolId !== undefined) return eq(students.school_id, at.schoolId);
  if (at.districtId !== undefined) {
    // Qualified by hand: drizzle renders columns unqualified here, and "school_id" would bind to config_lists.
    const inherits = sql`not exists (select 1 from "config_lists" cl where cl."kind" = ${kind} and cl."school_id" = "students"."school_id")`;
    return and(eq(students.district_id, at.districtId), inherits);
  }
  return undefined;
}

/** Ids among `items` that students reference (card icons, entry levels, profile values, grade codes). */
export async function inUseIds(db: Database, kind: ConfigListKind, items: ConfigItemRow[], at: LevelRef): Promise<Set<number>> {
  const ids = items.map((i) => i.id);
  const used = new Set<number>();
  if (!ids.length) return used;
  if (kind === 'grades') {
    const codes = items.map((i) => i.code).filter((c): c is string => !!c);
    if (!codes.length) return used;
    const rows = await db
      .selectDistinct({ grade: students.grade })
      .from(students)
      .where(and(inArray(students.grade, codes), isNull(students.deleted_at), studentsOfLevel(kind, at)));
    const hit = new Set(rows.map((r) => r.grade));
    for (const i of items) if (i.code && hit.has(i.code)) used.add(i.id);
    return used;
  }
  const scoped = db.select({ id: students.id }).from(students).where(studentsOfLevel(kind, at));
  if (kind === 'student-support-tiers') {
    // A tier is in use while a support given to a student of the level names it (issue 11).
    const rows = await db
      .selectDistinct({ id: studentSupports.tier_item_id })
      .from(studentSupports)
      .where(and(inArray(studentSupports.tier_item_id, ids), inArray(studentSupports.student_id, scoped)));
    for (const r of rows) if (r.id !== null) used.add(r.id);
    return used;
  }
  const [icons, entry, values] = await Promise.all([
    db
      .selectDistinct({ id: studentCardIcons.item_id })
      .from(studentCardIcons)
      .where(and(inArray(studentCardIcons.item_id, ids), inArray(studentCardIcons.student_id, scoped))),
    db
      .selectDistinct({ id: students.entry_level_item_id })
      .from(students)
      .where(and(inArray(students.entry_level_item_id, ids), studentsOfLevel(kind, at))),
    db
      .selectDistinct({ id: studentProfileValues.item_id })
      .from(studentProfileValues)
      .where(and(inArray(studentProfileValues.item_id, ids), inArray(studentProfileValues.student_id, scoped))),
  ]);
  for (const r of [...icons, ...entry, ...values]) if (r.id !== null) used.add(r.id);
  return used;
}

/**
 * Points the references of a level's students from one item to another (a list customised:
 * parent item → its copy; a list reset: copy → its source), so a student's choices keep meaning.
 */
export async function remapReferences(db: Database, kind: ConfigListKind, at: LevelRef, mapping: Map<number, number>): Promise<void> {
  if (!mapping.size || kind === 'grades') return;
  const scoped = db.select({ id: students.id }).from(students).where(studentsOfLevel(kind, at));
  for (const [from, to] of mapping) {
    if (kind === 'student-card-icons') {
      await db
        .update(studentCardIcons)
        .set({ item_id: to })
        .where(and(eq(studentCardIcons.item_id, from), inArray(studentCardIcons.student_id, scoped)));
    } else if (kind === 'student-support-tiers') {
      await db
        .update(studentSupports)
        .set({ tier_item_id: to })
        .where(and(eq(studentSupports.tier_item_id, from), inArray(studentSupports.student_id, scoped)));
    } else if (kind === 'student-entry-levels') {
      await db
        .update(students)
        .set({ entry_level_item_id: to })
        .where(and(eq(students.entry_level_item_id, from), studentsOfLevel(kind, at)));
    } else {
      await db
        .update(studentProfileValues)
        .set({ item_id: to })
        .where(and(eq(studentProfileValues.item_id, from), inArray(studentProfileValues.student_id, scoped)));
    }
  }
}
