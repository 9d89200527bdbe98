/**
 * Placing supports on the continuum's axes (pure, unit-tested): each (focus area, tier) cell's supports,
 * those placed in none, and the focus areas and tiers a selection uses that a district's lists lack.
 */
import type { TSupportAxisItem, TSupportContinuum, TSupportSummary } from '@ss/domain';

type Axes = Pick<TSupportContinuum, 'focus_areas' | 'tiers'>;

export const cellKey = (focusArea: number, tier: number) => `${focusArea}:${tier}`;

/** The supports of each (focus area, tier) cell, and those placed in none (keys on no axis). */
export function placeSupports(c: Axes, supports: TSupportSummary[]) {
  const cells = new Map<string, TSupportSummary[]>();
  const notPlaced: TSupportSummary[] = [];
  const focusKeys = new Set(c.focus_areas.map((f) => f.key));
  const tierKeys = new Set(c.tiers.map((t) => t.key));
  for (const s of supports) {
    const focus = s.focus_area_keys.filter((k) => focusKeys.has(k));
    const tiers = s.tier_keys.filter((k) => tierKeys.has(k));
    if (focus.length === 0 || tiers.length === 0) notPlaced.push(s);
    for (const f of focus)
      for (const t of tiers) {
        const key = cellKey(f, t);
        const list = cells.get(key);
        if (list) list.push(s);
        else cells.set(key, [s]);
      }
  }
  return { cells, notPlaced };
}

/** The source's axis items a selection uses that the district's own lists lack (a key the source does not name shows as its number). */
export function missingKeys(supports: TSupportSummary[], source: Axes, own: Axes): TSupportAxisItem[] {
  const lacking = (keys: number[], ownAxis: TSupportAxisItem[], sourceAxis: TSupportAxisItem[]) =>
    [...new Set(keys)]
      .filter((k) => !ownAxis.some((i) => i.key === k))
      .map((k) => sourceAxis.find((i) => i.key === k) ?? { key: k, label_en: `#${k}`, label_fr: `#${k}`, color: null });
  return [
    ...lacking(
      supports.flatMap((s) => s.focus_area_keys),
      own.focus_areas,
      source.focus_areas,
    ),
    ...lacking(
      supports.flatMap((s) => s.tier_keys),
      own.tiers,
      source.tiers,
    ),
  ];
}

/**
 * The supports a district already holds a copy of: the sources of its network's supports. The shared network read
 * from that district marks them, and their page offers no import (the import would only answer "already held").
 */
export function importedSources(own: Pick<TSupportContinuum, 'supports'>): Set<number> {
  return new Set(own.supports.flatMap((s) => (s.source ? [s.source.id] : [])));
}
