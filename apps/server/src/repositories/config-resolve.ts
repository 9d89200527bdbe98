/**
 * Which list applies where (issue 4, section 1): a school's own list if it customised one,
 * else its district's, else the system default. Every reader of configuration goes through here.
 */
import { and, asc, eq, inArray, isNull, or } from 'drizzle-orm';
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
 * Several kinds' lists that apply at one level, in two statements whatever their number (a page
 * that shows four lists reads them together). Passing the school's district as well as the
 * school saves looking it up.
 */
export async function effectiveLists<K extends ConfigListKind>(
  db: Database,
  kinds: readonly K[],
  at: { districtId?: number; schoolId?: number },
  opts: { activeOnly?: boolean } = {},
): Promise<Map<K, EffectiveList>> {
  let districtId = at.districtId;
  if (at.schoolId !== undefined && districtId === undefined) {
    const [s] = await db.select({ district_id: schools.district_id }).from(schools).where(eq(schools.id, at.schoolId));
    districtId = s?.district_id;
  }
  const candidates = await db
    .select()
    .from(configLists)
    .where(
      and(
        inArray(configLists.kind, [...kinds]),
        or(
          and(isNull(configLists.district_id), isNull(configLists.school_id)),
          districtId !== undefined ? and(eq(configLists.district_id, districtId), isNull(configLists.school_id)) : undefined,
          at.schoolId !== undefined ? eq(configLists.school_id, at.schoolId) : undefined,
        ),
      ),
    );
  const chosen = new Map<K, { level: ConfigLevel; list: ConfigListRow | null }>();
  for (const kind of kinds) {
    const of = candidates.filter((l) => l.kind === kind);
    const school = at.schoolId !== undefined ? of.find((l) => l.school_id === at.schoolId) : undefined;
    const district = of.find((l) => l.district_id !== null && l.school_id === null);
    const system = of.find((l) => l.district_id === null);
    chosen.set(kind, school ? { level: 'school', list: school } : district ? { level: 'district', list: district } : { level: 'system', list: system ?? null });
  }
  const listIds = [...chosen.values()].flatMap((c) => (c.list ? [c.list.id] : []));
  const items = listIds.length
    ? await db
        .select()
        .from(configItems)
        .where(and(inArray(configItems.list_id, listIds), opts.activeOnly ? eq(configItems.active, true) : undefined))
        .orderBy(asc(configItems.position), asc(configItems.id))
    : [];
  const out = new Map<K, EffectiveList>();
  for (const [kind, { level, list }] of chosen) out.set(kind, { level, list, items: list ? items.filter((i) => i.list_id === list.id) : [] });
  return out;
}
