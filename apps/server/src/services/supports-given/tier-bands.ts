/**
 * A student's tiers over time, from the supports given (issue 11, section 2): a tier starts with the
 * first support given at it and ends with the last one's end, so the supports of one tier whose dates
 * overlap or touch make one band; a band is open (no end) while one of them is current. Tiers are told
 * apart by their lineage key, so a list customised meanwhile does not split a band; a band shows the
 * labels of its latest support's tier item.
 */
export interface TierSpan<T> {
  tier_key: number;
  tier: T;
  start_date: string;
  end_date: string | null;
}

export interface TierBand<T> {
  tier: T;
  start_date: string;
  end_date: string | null;
}

/** Later of two ends, an open end (null) being the latest. */
const laterEnd = (a: string | null, b: string | null) => (a === null || b === null ? null : a > b ? a : b);

/** The day after an ISO day (a band ending on the 3rd touches one starting on the 4th). */
const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

export function tierBands<T>(spans: readonly TierSpan<T>[]): TierBand<T>[] {
  const byKey = new Map<number, TierSpan<T>[]>();
  for (const s of spans) byKey.set(s.tier_key, [...(byKey.get(s.tier_key) ?? []), s]);
  const bands: TierBand<T>[] = [];
  for (const group of byKey.values()) {
    const sorted = [...group].sort((a, b) => (a.start_date < b.start_date ? -1 : a.start_date > b.start_date ? 1 : 0));
    let band: TierBand<T> | null = null;
    for (const s of sorted) {
      if (band && (band.end_date === null || s.start_date <= nextDay(band.end_date))) {
        band.end_date = laterEnd(band.end_date, s.end_date);
        band.tier = s.tier;
      } else {
        if (band) bands.push(band);
        band = { tier: s.tier, start_date: s.start_date, end_date: s.end_date };
      }
    }
    if (band) bands.push(band);
  }
  return bands;
}
