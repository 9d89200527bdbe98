/** Meetings → API answers (issue 10): rows never leave as they are; the services hand in the abilities meetings.policy gave. */
import { zonedParts, type TMeetingAbilities, type TMeetingRow, type TNoteRestriction, type TNoteSection } from '@ss/domain';
// The meeting's short celebration (the package root names the celebrations contract's record).
import type { TCelebration } from '@ss/domain/contracts/meetings';
import type { CelebrationRow } from '../repositories/meeting-subject.repository.ts';
import type { SectionWithName } from '../repositories/meeting-notes.repository.ts';
import type { MeetingWithNames } from '../repositories/meetings.repository.ts';

const iso = (d: Date | string) => (d instanceof Date ? d.toISOString() : new Date(d).toISOString());
export const isoOrNull = (d: Date | string | null) => (d === null ? null : iso(d));

/** The start on the zone's clock, as the server's time zone data has it. */
const localStart = (at: Date, zone: string) => {
  const p = zonedParts(at, zone);
  return `${p.date}T${p.time}`;
};

export function presentMeetingRow(row: MeetingWithNames, abilities: TMeetingAbilities): TMeetingRow {
  const m = row.meeting;
  return {
    id: m.id,
    version: m.version,
    kind: m.kind,
    descriptor: m.descriptor,
    starts_at: iso(m.starts_at),
    time_zone: row.time_zone,
    local_starts_at: localStart(m.starts_at, row.time_zone),
    duration_minutes: m.duration_minutes,
    location: m.location,
    status: m.status,
    district: { id: m.district_id, name: row.district_name },
    school: m.school_id !== null ? { id: m.school_id, name: row.school_name ?? '' } : null,
    board: m.board_id !== null ? { id: m.board_id, name: row.board_title ?? '' } : null,
    student: m.student_id !== null ? { id: m.student_id, name: row.student_name ?? '' } : null,
    attendee_count: row.attendee_count,
    abilities,
  };
}

export function presentCelebration(c: CelebrationRow): TCelebration {
  return {
    id: c.id,
    celebrated_on: c.celebrated_on,
    title: c.title,
    led_to_success: c.led_to_success,
    student: c.student_id !== null ? { id: c.student_id, name: c.student_name ?? '' } : null,
    school: { id: c.school_id, name: c.school_name },
    meeting_id: c.meeting_id,
  };
}

/** `restriction` (issue 24, section 2): as the mask answered it; a hidden section's body is never sent. */
export function presentSection(
  s: Pick<SectionWithName, 'section' | 'body' | 'version' | 'updated_by_id' | 'updated_by_name'> & { updated_at: Date | string },
  restriction?: TNoteRestriction,
): TNoteSection {
  return {
    section: s.section,
    body: restriction?.hidden ? '' : s.body,
    ...(restriction ? { restriction } : {}),
    version: s.version,
    updated_by: s.updated_by_id !== null ? { id: s.updated_by_id, name: s.updated_by_name ?? '' } : null,
    updated_at: iso(s.updated_at),
  };
}
