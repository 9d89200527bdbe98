/**
 * The `ics` package writes DTSTART in UTC only. A calendar should show a meeting at its school's time
 * even across a daylight-saving change, so the event's start is rewritten as the school's wall-clock time
 * with `TZID=<IANA zone>`, and the calendar gets the VTIMEZONE that RFC 5545 asks for beside it: the
 * zone's offset changes within a year either side of the meeting, worked out with `Intl` (no tz database
 * of our own).
 */
import { zoneOffsetMinutes } from '@ss/domain';

const DAY = 86_400_000;
const pad = (n: number) => String(n).padStart(2, '0');

/** `YYYYMMDDTHHMMSS` of the instant seen `offset` minutes from UTC. */
function localStamp(instant: number, offsetMinutes: number): string {
  const d = new Date(instant + offsetMinutes * 60_000);
  return `${d.getUTCFullYear()}${pad(d.getUTCMonth() + 1)}${pad(d.getUTCDate())}T${pad(d.getUTCHours())}${pad(d.getUTCMinutes())}${pad(d.getUTCSeconds())}`;
}

const offsetText = (minutes: number) => `${minutes < 0 ? '-' : '+'}${pad(Math.floor(Math.abs(minutes) / 60))}${pad(Math.abs(minutes) % 60)}`;

function shortName(instant: number, zone: string): string | null {
  const name = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'short' }).formatToParts(new Date(instant)).find((p) => p.type === 'timeZoneName')?.value;
  return name && !/^GMT[+-]/.test(name) ? name : null;
}

/** The instants (to the minute) where the zone's offset changes between `from` and `to`. */
function transitions(zone: string, from: number, to: number): number[] {
  const found: number[] = [];
  let prev = zoneOffsetMinutes(new Date(from), zone);
  for (let t = from + DAY; t <= to; t += DAY) {
    const now = zoneOffsetMinutes(new Date(t), zone);
    if (now === prev) continue;
    let lo = t - DAY;
    let hi = t;
    while (hi - lo > 60_000) {
      const mid = lo + Math.floor((hi - lo) / 120_000) * 60_000;
      if (zoneOffsetMinutes(new Date(mid), zone) === prev) lo = mid;
      else hi = mid;
    }
    found.push(hi);
    prev = now;
  }
  return found;
}

/** The VTIMEZONE lines of a zone around an instant: the offset a year before it, then each change up to a year after. */
export function vtimezone(zone: string, around: Date): string[] {
  const from = Math.floor((around.getTime() - 366 * DAY) / DAY) * DAY;
  const to = around.getTime() + 366 * DAY;
  const lines = ['BEGIN:VTIMEZONE', `TZID:${zone}`];
  const observance = (kind: 'STANDARD' | 'DAYLIGHT', at: number, before: number, after: number) => {
    const name = shortName(at, zone);
    lines.push(
      `BEGIN:${kind}`,
      `DTSTART:${localStamp(at, before)}`,
      `TZOFFSETFROM:${offsetText(before)}`,
      `TZOFFSETTO:${offsetText(after)}`,
      ...(name ? [`TZNAME:${name}`] : []),
      `END:${kind}`,
    );
  };
  const first = zoneOffsetMinutes(new Date(from), zone);
  observance('STANDARD', from, first, first);
  let prev = first;
  for (const t of transitions(zone, from, to)) {
    const next = zoneOffsetMinutes(new Date(t), zone);
    observance(next > prev ? 'DAYLIGHT' : 'STANDARD', t, prev, next);
    prev = next;
  }
  lines.push('END:VTIMEZONE');
  return lines;
}

/** The calendar with its event's start in the zone (`DTSTART;TZID=America/Edmonton:20261203T193000`) and the zone's VTIMEZONE. */
export function icsInZone(ics: string, start: Date, zone: string): string {
  const eol = ics.includes('\r\n') ? '\r\n' : '\n';
  const lines = ics.split(/\r?\n/);
  const out: string[] = [];
  for (const line of lines) {
    if (line === 'BEGIN:VEVENT') out.push(...vtimezone(zone, start));
    if (/^DTSTART[:;]/.test(line)) out.push(`DTSTART;TZID=${zone}:${localStamp(start.getTime(), zoneOffsetMinutes(start, zone))}`);
    else out.push(line);
  }
  return out.join(eol);
}
