/** Actions as the API shows them (issue 10, section 4). */
import { FINAL_ACTION_STATUSES, type TAction } from '@ss/domain';
import type { ActionListRow } from '../repositories/actions.repository.ts';
import { todayIso } from '../lib/dates.ts';
import { meetingDay, meetingName } from './celebrations.presenter.ts';

/** `abilities`: what the caller may do with it, as the service asked actions.policy; `today` (UTC) decides `overdue`. */
export function presentAction(row: ActionListRow, abilities: TAction['abilities'], today = todayIso()): TAction {
  const a = row.action;
  return {
    id: a.id,
    version: a.version,
    name: a.name,
    responsible: a.responsible_id,
    responsible_name: `${row.responsible_first} ${row.responsible_last}`,
    completion_date: a.completion_date,
    actual_date: a.actual_date,
    completed_at: a.completed_at?.toISOString() ?? null,
    abandoned_at: a.abandoned_at?.toISOString() ?? null,
    student: a.student_id,
    student_name: row.student_first === null ? null : `${row.student_first} ${row.student_last}`,
    status: a.status,
    school: a.school_id,
    school_name: row.school_name,
    district: a.district_id,
    meeting:
      a.meeting_id !== null && row.meeting_descriptor !== null && row.meeting_starts_at !== null
        ? {
            id: a.meeting_id,
            name: meetingName(row.meeting_descriptor, row.meeting_starts_at, row.meeting_time_zone),
            descriptor: row.meeting_descriptor,
            day: meetingDay(row.meeting_starts_at, row.meeting_time_zone),
          }
        : null,
    school_meeting_note:
      row.note_id === null
        ? null
        : {
            id: row.note_id,
            // A student's note is named by the student; the general note by its meeting.
            name: row.note_student_first !== null ? `${row.note_student_first} ${row.note_student_last}` : (row.meeting_descriptor ?? ''),
          },
    comment: a.comment,
    overdue: !FINAL_ACTION_STATUSES.includes(a.status) && a.completion_date < today,
    created_by: a.created_by,
    created_at: a.created_at.toISOString(),
    updated_at: a.updated_at.toISOString(),
    abilities,
  };
}
