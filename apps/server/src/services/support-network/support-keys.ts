/**
 * Focus areas and tiers as supports hold them: keys (an item's lineage root, `coalesce(root_item_id, id)`),
 * read from the lists that apply at a support's level (the system's for the shared network, a district's,
 * a school's) in one statement for both kinds.
 */
import { SUPPORT_MSG, type TSupportAxisItem } from '@ss/domain';
import type { Database } from '@ss/db';
import type { FieldErrors } from '../../lib/errors.ts';
import type { Axes } from '../../presenters/support-network.presenter.ts';
import { effectiveLists, type ConfigItemRow } from '../../repositories/config-resolve.ts';

export const FOCUS = 'student-support-focus-areas';
export const TIERS = 'student-support-tiers';

/** Where a support lives, as the configuration lists see it. */
export type ListLevel = { districtId?: number; schoolId?: number };
export const listLevelOf = (s: { level: string; district_id: number | null; school_id: number | null }): ListLevel =>
  s.level === 'school' && s.school_id !== null ? { schoolId: s.school_id } : s.level === 'district' && s.district_id !== null ? { districtId: s.district_id } : {};

export const keyOf = (item: Pick<ConfigItemRow, 'id' | 'root_item_id'>) => item.root_item_id ?? item.id;
const axisItem = (i: ConfigItemRow): TSupportAxisItem => ({ key: keyOf(i), label_en: i.label_en, label_fr: i.label_fr, color: i.color });

/** The focus areas and tiers that apply at a level (active ones only for choosing; all of them for naming). */
export async function axesAt(db: Database, at: ListLevel, activeOnly: boolean): Promise<Axes> {
  const lists = await effectiveLists(db, [FOCUS, TIERS], at, { activeOnly });
  return { focus_areas: lists.get(FOCUS)!.items.map(axisItem), tiers: lists.get(TIERS)!.items.map(axisItem) };
}

/** Field errors of keys that are not among the level's active items. */
export async function checkKeys(db: Database, at: ListLevel, input: { focus_areas?: number[]; tiers?: number[] }): Promise<FieldErrors> {
  const fields: FieldErrors = {};
  if (input.focus_areas === undefined && input.tiers === undefined) return fields;
  const axes = await axesAt(db, at, true);
  const known = (items: TSupportAxisItem[], keys: number[]) => keys.every((k) => items.some((i) => i.key === k));
  if (input.focus_areas && !known(axes.focus_areas, input.focus_areas)) fields.focus_areas = { message: SUPPORT_MSG.unknownKey };
  if (input.tiers && !known(axes.tiers, input.tiers)) fields.tiers = { message: SUPPORT_MSG.unknownKey };
  return fields;
}

/** Keys kept by a copy into another level: those its lists hold (active), the others dropped. */
export function keptKeys(keys: number[], items: TSupportAxisItem[]): number[] {
  const known = new Set(items.map((i) => i.key));
  return keys.filter((k) => known.has(k));
}

/** Distinct keys in the order given. */
export const distinct = (keys: number[]) => [...new Set(keys)];
