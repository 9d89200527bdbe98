/**
 * Time zones of districts and schools (issue 20): meeting times are entered, shown and e-mailed in the
 * school's zone, whatever zone the browser or the server runs in. IANA names only, checked against the
 * runtime's own list (`Intl.supportedValuesOf('timeZone')`); conversions through `Intl` alone, no date
 * library: a wall-clock time in a zone becomes an instant by asking the zone's offset at that moment.
 */
import type { Language } from './enums.ts';

/** Where a district's meetings are held when nobody said otherwise (the product began in Eastern Canada). */
export const DEFAULT_TIME_ZONE = 'America/Toronto';

let known: Set<string> | null = null;

/** Every IANA zone the runtime knows, sorted (plus UTC, which some runtimes leave out of the list). */
export function timeZones(): string[] {
  if (!known) known = new Set([...Intl.supportedValuesOf('timeZone'), 'UTC']);
  return [...known].sort();
}

/** Whether the text names an IANA time zone this runtime knows. */
export function isTimeZone(value: unknown): value is string {
  if (typeof value !== 'string' || value === '') return false;
  if (!known) timeZones();
  return known!.has(value);
}

const partsFormat = new Map<string, Intl.DateTimeFormat>();
function formatIn(zone: string): Intl.DateTimeFormat {
  let f = partsFormat.get(zone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    partsFormat.set(zone, f);
  }
  return f;
}

interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

function wallClock(instant: Date, zone: string): WallClock {
  const p: Record<string, number> = {};
  for (const part of formatIn(zone).formatToParts(instant)) if (part.type !== 'literal') p[part.type] = Number(part.value);
  return { year: p.year!, month: p.month!, day: p.day!, hour: p.hour! % 24, minute: p.minute!, second: p.second! };
}

/** The zone's offset from UTC at that instant, in minutes (Edmonton in winter: −420). */
export function zoneOffsetMinutes(instant: Date, zone: string): number {
  const w = wallClock(instant, zone);
  const asUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
  return Math.round((asUtc - Math.floor(instant.getTime() / 1000) * 1000) / 60_000);
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The date (`YYYY-MM-DD`) and time (`HH:MM`) an instant shows on a clock in the zone. */
export function zonedParts(instant: Date | string, zone: string): { date: string; time: string } {
  const w = wallClock(typeof instant === 'string' ? new Date(instant) : instant, zone);
  return { date: `${w.year}-${pad(w.month)}-${pad(w.day)}`, time: `${pad(w.hour)}:${pad(w.minute)}` };
}

/** A local date-time without offset: `YYYY-MM-DDTHH:MM` with optional seconds. */
export const LOCAL_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

/**
 * The instant a wall-clock time (`YYYY-MM-DDTHH:MM[:SS]`) names in the zone, or null when it is not a
 * real date. A time skipped by a spring-forward change reads with the offset before it (02:30 → 03:30);
 * a time that happens twice in the autumn is its first occurrence.
 */
export function zonedToInstant(local: string, zone: string): Date | null {
  const m = LOCAL_DATE_TIME.exec(local);
  if (!m) return null;
  const [y, mo, d, h, mi, s] = m.slice(1).map((v) => Number(v ?? 0)) as [number, number, number, number, number, number];
  const asUtc = Date.UTC(y, mo - 1, d, h, mi, s);
  const check = new Date(asUtc);
  if (check.getUTCFullYear() !== y || check.getUTCMonth() !== mo - 1 || check.getUTCDate() !== d || h > 23 || mi > 59 || s > 59) return null;
  // Try the offsets in force a day either side: the first that reads back as the same wall clock wins.
  const candidates = [...new Set([zoneOffsetMinutes(new Date(asUtc - 86_400_000), zone), zoneOffsetMinutes(new Date(asUtc + 86_400_000), zone)])].sort((a, b) => b - a);
  for (const offset of candidates) {
    const instant = new Date(asUtc - offset * 60_000);
    if (zoneOffsetMinutes(instant, zone) === offset) return instant;
  }
  return new Date(asUtc - candidates[candidates.length - 1]! * 60_000);
}

/** The zone's place name from its id: `America/Edmonton` → "Edmonton", `America/Argentina/Buenos_Aires` → "Buenos Aires". */
export const zoneCity = (zone: string) => (zone.split('/').pop() ?? zone).replace(/_/g, ' ');

/** The zone in words for a reader, with its city: "Mountain Time (Edmonton)", "heure des Rocheuses (Edmonton)". */
export function zoneLabel(zone: string, lang: Language, at: Date = new Date()): string {
  const generic = new Intl.DateTimeFormat(lang === 'fr' ? 'fr-CA' : 'en-CA', { timeZone: zone, timeZoneName: 'longGeneric' })
    .formatToParts(at)
    .find((p) => p.type === 'timeZoneName')?.value;
  const city = zoneCity(zone);
  return generic && generic !== city ? `${generic} (${city})` : city;
}
