/**
 * Loading a meeting for an actor: the one place that decides whether a meeting exists for them.
 * A meeting the actor may not see is not found (404), like a foreign record anywhere else; one of a
 * suspended district or school answers "suspended" (super admins excepted).
 */
import type { Database } from '@ss/db';
import type { Actor } from '../../lib/actor.ts';
import { notFound } from '../../lib/errors.ts';
import { assertDistrictOpen, assertSchoolOpen } from '../../lib/suspension.ts';
import { meetingPolicy, type MeetingRef } from '../../policies/meetings.policy.ts';
import { findBoard, linksOf } from '../../repositories/boards.repository.ts';
import { findMeeting, lockMeetingRow, type MeetingRow, type MeetingWithNames } from '../../repositories/meetings.repository.ts';
import { boardRef } from '../boards/access.ts';

export interface LoadedMeeting {
  row: MeetingWithNames;
  meeting: MeetingRow;
  ref: MeetingRef;
}

/** Where a meeting's events happened and what they are about. */
export const where = (m: Pick<MeetingRow, 'id' | 'district_id' | 'school_id' | 'student_id'>) => ({
  district_id: m.district_id,
  school_id: m.school_id,
  ...(m.student_id !== null ? { student_id: m.student_id } : {}),
  target: { type: 'meeting' as const, id: m.id },
});

/** The policy's view of a listed meeting (a board's spanned schools are not needed: the list's SQL already decided visibility). */
export function refOfRow(row: MeetingWithNames): MeetingRef {
  const m = row.meeting;
  return {
    kind: m.kind,
    district_id: m.district_id,
    school_id: m.school_id,
    status: m.status,
    attendee: row.attendee,
    teacher: row.teacher,
    board:
      m.board_id !== null && row.board_kind !== null
        ? { district_id: m.district_id, school_id: row.board_school_id, kind: row.board_kind, created_by: row.board_created_by, school_ids: [], member: row.member }
        : null,
  };
}

/**
 * The meeting when the actor may see it, else 404. With `forUpdate` (inside a transaction) the
 * meeting row stays locked until the transaction ends.
 */
export async function loadMeeting(db: Database, actor: Actor, id: number, opts: { forUpdate?: boolean } = {}): Promise<LoadedMeeting> {
  if (opts.forUpdate && !(await lockMeetingRow(db, id))) throw notFound();
  const row = await findMeeting(db, actor.id, id);
  if (!row) throw notFound();
  const ref = refOfRow(row);
  if (ref.board && row.board_kind === 'integrated') {
    const board = await findBoard(db, row.meeting.board_id!);
    if (board) ref.board = boardRef(board, await linksOf(db, board.id), actor);
  }
  if (!meetingPolicy.view(actor, ref)) throw notFound();
  assertDistrictOpen(actor, { suspended_at: row.district_suspended_at });
  if (row.meeting.school_id !== null) assertSchoolOpen(actor, { suspended_at: row.school_suspended_at });
  return { row, meeting: row.meeting, ref };
}
