/**
 * Where the schedule pages are and where their links go: a meeting's time as the form edits it (a date and
 * a time on the school's clock) and as the API takes it (the same wall-clock time, no offset: the server reads
 * it in the school's zone), the list's query for each workspace, and the paths of a meeting's edit and run pages.
 */
import type { MeetingKind } from '@ss/domain/enums';
import { meetingPath, schedulePath, type ScheduleWhere } from '@ss/domain/meeting-path';
import { zonedToInstant } from '@ss/domain/time-zone';
import type { TMeetingRow } from '@ss/domain/contracts/meetings';

/** Where a schedule page is, and its form's path, are the domain's (meeting-path.ts): a board links to the form too. */
export { schedulePath, type ScheduleWhere };

const pad = (n: number) => String(Math.trunc(Math.abs(n))).padStart(2, '0');

/** A date (`YYYY-MM-DD`) and time (`HH:MM`) joined as the API's wall-clock start (`2026-11-25T09:30`), or null when not a real date and time. */
export function localDateTime(date: string, time: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || !/^\d{2}:\d{2}$/.test(time)) return null;
  const value = `${date}T${time}`;
  return zonedToInstant(value, 'UTC') ? value : null;
}

/** The local date and time of a moment, as the form's fields hold them. */
export function localParts(iso: string): { date: string; time: string } {
  const d = new Date(iso);
  return { date: `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`, time: `${pad(d.getHours())}:${pad(d.getMinutes())}` };
}

/** Today where the browser is (`YYYY-MM-DD`): upcoming meetings start from it. */
export const localToday = (now: Date = new Date()) => localParts(now.toISOString()).date;

/** The calendar day before (`YYYY-MM-DD`): past meetings end there, upcoming ones start the day after. */
export function dayBefore(day: string): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - 1);
  return d.toISOString().slice(0, 10);
}

/** The run page of a meeting (the run helper's pages; the e-mails link there too), in the workspace it is read from. */
export const runPath = (m: Pick<TMeetingRow, 'id' | 'kind' | 'district' | 'school'>, where?: ScheduleWhere) =>
  meetingPath({ id: m.id, kind: m.kind, district_id: m.district.id, school_id: m.school?.id ?? null }, where?.school);

/** The list of meetings of a place. */
export const meetingsPath = (where: ScheduleWhere) =>
  where.school !== undefined
    ? `/school/${where.district}/${where.school}/meetings`
    : where.profile !== undefined
      ? `/district/${where.district}/schools/${where.profile}/school-profile`
      : `/district/${where.district}/meetings/schedule`;

/** The edit form of a meeting, in the workspace the list is in. */
export function editPath(where: ScheduleWhere, m: { id: number; kind: MeetingKind; school: { id: number } | null }): string {
  if (m.kind === 'school' && m.school) return `/district/${where.district}/schools/${m.school.id}/school-profile/edit-school-meeting/${m.id}`;
  if (where.school !== undefined) return `/school/${where.district}/${m.school?.id ?? where.school}/meetings/edit/${m.id}`;
  return `/district/${where.district}/meetings/edit-district-meeting/${m.id}`;
}
