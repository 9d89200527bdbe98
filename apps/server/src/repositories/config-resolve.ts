/**
 * Which list applies where (issue 4, section 1): a school's own list if it customised one,
 * else its district's, else the system default. Every reader of configuration goes through here.
 */
import { and, asc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { ConfigListKind } from '@ss/domain/enums';
import { configItems, configLists, schools, type Database } from '@ss/db';

export type ConfigLevel = 'system' | 'district' | 'school';
export type ConfigItemRow = typeof configItems.$inferSelect;
export type ConfigListRow = typeof configLists.$inferSelect;

export interface EffectiveList {
  /** The level whose list applies. */
  level: ConfigLevel;
  list: ConfigListRow | null;
  items: ConfigItemRow[];
}

/** The list that applies at a level: `{}` system, `{ districtId }` a district, `{ schoolId }` a school. */
export async function effectiveList(
  db: Database,
  kind: ConfigListKind,
  at: { districtId?: number; schoolId?: number },
  opts: { activeOnly?: boolean } = {},
): Promise<EffectiveList> {
  return (await effectiveLists(db, [kind], at, opts)).get(kind)!;
}

/**
 * Several kinds' lists that apply at one level, in one statement whatever their number (a page
 * that shows four lists reads them together): PostgreSQL picks each kind's most specific list
 * (`distinct on`) and returns it with its items. When only the school is given, its district is
 * looked up inside the same statement.
 */
export async function effectiveLists<K extends ConfigListKind>(
  db: Database,
  kinds: readonly K[],
  at: { districtId?: number; schoolId?: number },
  opts: { activeOnly?: boolean } = {},
): Promise<Map<K, EffectiveList>> {
  const districtId =
    at.districtId !== undefined
      ? sql`${at.districtId}::int`
      : at.schoolId !== undefined
        ? sql`(select ${schools.district_id} from ${schools} where ${schools.id} = ${at.schoolId})`
        : undefined;
  const chosen = db
    .selectDistinctOn([configLists.kind], { id: configLists.id })
    .from(configLists)
    .where(
      and(
        inArray(configLists.kind, [...kinds]),
        or(
          and(isNull(configLists.district_id), isNull(configLists.school_id)),
          districtId !== undefined ? and(sql`${configLists.district_id} = ${districtId}`, isNull(configLists.school_id)) : undefined,
          at.schoolId !== undefined ? eq(configLists.school_id, at.schoolId) : undefined,
        ),
      ),
    )
    // The most specific level first: a school's own list, then its district's, then the system's.
    .orderBy(configLists.kind, sql`${configLists.school_id} is null`, sql`${configLists.district_id} is null`);
  const rows = await db
    .select({ list: configLists, item: configItems })
    .from(configLists)
    .leftJoin(configItems, and(eq(configItems.list_id, configLists.id), opts.activeOnly ? eq(configItems.active, true) : undefined))
    .where(inArray(configLists.id, chosen))
    .orderBy(asc(configItems.position), asc(configItems.id));
  const out = new Map<K, EffectiveList>();
  for (const kind of kinds) out.set(kind, { level: 'system', list: null, items: [] });
  for (const { list, item } of rows) {
    const kind = list.kind as K;
    let entry = out.get(kind)!;
    if (!entry.list) {
      entry = { level: list.school_id !== null ? 'school' : list.district_id !== null ? 'district' : 'system', list, items: [] };
      out.set(kind, entry);
    }
    if (item) entry.items.push(item);
  }
  return out;
}
