/** Celebrations as the API shows them (issue 10, section 3). */
import { zonedParts, type TCelebration } from '@ss/domain';
import type { CelebrationListRow } from '../repositories/celebrations.repository.ts';

/** The day a meeting starts on, in its zone when known (a 7:30 p.m. meeting in Edmonton is on that day, not the next UTC one). */
export const meetingDay = (startsAt: Date, zone?: string | null) => (zone ? zonedParts(startsAt, zone).date : startsAt.toISOString().slice(0, 10));

/** A meeting's name wherever it is linked: its descriptor and its day (ISO: answers are in no language; screens format `day`). */
export const meetingName = (descriptor: string, startsAt: Date, zone?: string | null) => `${descriptor} (${meetingDay(startsAt, zone)})`;

/** `abilities`: what the caller may do with it, as the service asked celebrations.policy. */
export function presentCelebration(row: CelebrationListRow, abilities: TCelebration['abilities']): TCelebration {
  const c = row.c;
  return {
    id: c.id,
    version: c.version,
    district: c.district_id,
    school: { id: c.school_id, name: row.school_name },
    student: c.student_id === null ? null : { id: c.student_id, name: `${row.student_first ?? ''} ${row.student_last ?? ''}`.trim() },
    meeting:
      c.meeting_id === null || row.meeting_descriptor === null || row.meeting_starts_at === null
        ? null
        : { id: c.meeting_id, name: meetingName(row.meeting_descriptor, row.meeting_starts_at) },
    celebrated_on: c.celebrated_on,
    title: c.title,
    led_to_success: c.led_to_success,
    created_by: c.created_by === null ? null : { id: c.created_by, name: `${row.author_first ?? ''} ${row.author_last ?? ''}`.trim() },
    created_at: c.created_at.toISOString(),
    updated_at: c.updated_at.toISOString(),
    abilities,
  };
}
