/**
 * Which list applies where (issue 4, section 1): a school's own list if it customised one,
 * else its district's, else the system default. Every reader of configuration goes through here.
 */
import { and, asc, eq, isNull, or } from 'drizzle-orm';
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
        eq(configLists.kind, kind),
        or(
          and(isNull(configLists.district_id), isNull(configLists.school_id)),
          districtId !== undefined ? and(eq(configLists.district_id, districtId), isNull(configLists.school_id)) : undefined,
          at.schoolId !== undefined ? eq(configLists.school_id, at.schoolId) : undefined,
        ),
      ),
    );
  const school = at.schoolId !== undefined ? candidates.find((l) => l.school_id === at.schoolId) : undefined;
  const district = candidates.find((l) => l.district_id !== null && l.school_id === null);
  const system = candidates.find((l) => l.district_id === null);
  const [level, list] = school ? (['school', school] as const) : district ? (['district', district] as const) : (['system', system ?? null] as const);
  if (!list) return { level, list: null, items: [] };
  const items = await db
    .select()
    .from(configItems)
    .where(and(eq(configItems.list_id, list.id), opts.activeOnly ? eq(configItems.active, true) : undefined))
    .orderBy(asc(configItems.position), asc(configItems.id));
  return { level, list, items };
}
