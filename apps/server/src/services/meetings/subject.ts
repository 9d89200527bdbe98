/**
 * What a new meeting is on (issue 10, section 1): the subject its kind names (a board, a student,
 * a school, a district), loaded through the actor's scope (404 outside it), and the descriptor and
 * attendees checked against it. Shared by creating and changing a meeting.
 */
import { MEETING_MSG, MSG, type TCreateMeetingParsed, type TMeetingPeople, type TMeetingPeopleQuery } from '@ss/domain';
import type { Database } from '@ss/db';
import type { Actor } from '../../lib/actor.ts';
import { scopeOf } from '../../lib/actor.ts';
import { fieldError, notFound } from '../../lib/errors.ts';
import { assertDistrictOpen, assertSchoolOpen } from '../../lib/suspension.ts';
import { meetingPolicy, type MeetingSubjectRef } from '../../policies/meetings.policy.ts';
import { authorize } from '../../lib/authorize.ts';
import { effectiveList } from '../../repositories/config-resolve.ts';
import { eligibleAttendeeIds, eligibleAttendees, type AttendeePlace } from '../../repositories/meeting-attendees.repository.ts';
import { francophoneOf, getDistrict, getSchool } from '../../repositories/tenancy.repository.ts';
import { teachesStudent } from '../../repositories/students.repository.ts';
import { loadBoard } from '../boards/access.ts';
import { loadStudent } from '../student-profile/access.ts';

export interface ResolvedSubject {
  ref: MeetingSubjectRef;
  board_id: number | null;
  student_id: number | null;
  francophone: boolean;
}

const SUBJECT_FIELD = { team: 'board', student: 'student', school: 'school', district: 'district' } as const;

export async function resolveSubject(
  db: Database,
  actor: Actor,
  input: Pick<TCreateMeetingParsed, 'kind' | 'board' | 'student' | 'school' | 'district'>,
): Promise<ResolvedSubject> {
  const field = SUBJECT_FIELD[input.kind];
  for (const other of ['board', 'student', 'school', 'district'] as const) {
    if (other !== field && input[other] !== undefined) throw fieldError(other, MSG.invalidValue);
  }
  const id = input[field];
  if (id === undefined) throw fieldError(field, MEETING_MSG.subject);
  const scope = scopeOf(actor);
  switch (input.kind) {
    case 'team': {
      const { board, ref } = await loadBoard(db, actor, id);
      return {
        ref: { kind: 'team', district_id: board.district_id, school_id: board.school_id, board: ref, teacher: false },
        board_id: board.id,
        student_id: null,
        francophone: await francophoneOf(db, board.district_id),
      };
    }
    case 'student': {
      const { student } = await loadStudent(db, actor, id);
      return {
        ref: { kind: 'student', district_id: student.district_id, school_id: student.school_id, board: null, teacher: await teachesStudent(db, actor.id, id) },
        board_id: null,
        student_id: student.id,
        francophone: await francophoneOf(db, student.district_id),
      };
    }
    case 'school': {
      const found = await getSchool(db, scope, id);
      if (!found) throw notFound();
      assertSchoolOpen(actor, found.school);
      return {
        ref: { kind: 'school', district_id: found.school.district_id, school_id: found.school.id, board: null, teacher: false },
        board_id: null,
        student_id: null,
        francophone: await francophoneOf(db, found.school.district_id),
      };
    }
    case 'district': {
      const found = await getDistrict(db, scope, id);
      if (!found) throw notFound();
      assertDistrictOpen(actor, found.district);
      return {
        ref: { kind: 'district', district_id: id, school_id: null, board: null, teacher: false },
        board_id: null,
        student_id: null,
        francophone: found.district.francophone,
      };
    }
  }
}

/**
 * The descriptor's text when the item is an active item of the list that applies: the school's
 * resolved `meeting-descriptors` for team and student meetings (a district board's: its
 * district's), the district's `district-meeting-descriptors` for school and district meetings.
 */
export async function descriptorText(db: Database, ref: Pick<MeetingSubjectRef, 'kind' | 'district_id' | 'school_id'>, itemId: number, francophone: boolean): Promise<string> {
  const list =
    ref.kind === 'team' || ref.kind === 'student'
      ? await effectiveList(db, 'meeting-descriptors', ref.school_id !== null ? { schoolId: ref.school_id } : { districtId: ref.district_id }, { activeOnly: true })
      : await effectiveList(db, 'district-meeting-descriptors', { districtId: ref.district_id }, { activeOnly: true });
  // A district-only list has no system default: only the district's own counts.
  if (ref.kind !== 'team' && ref.kind !== 'student' && list.level !== 'district') throw fieldError('descriptor', MEETING_MSG.descriptor);
  const item = list.items.find((i) => i.id === itemId);
  if (!item) throw fieldError('descriptor', MEETING_MSG.descriptor);
  return (francophone ? item.label_fr : item.label_en).slice(0, 200);
}

/** Refuses attendees who are not staff who may see the subject. */
export async function checkAttendees(db: Database, ids: number[], at: AttendeePlace) {
  if (!ids.length) return;
  const ok = new Set(await eligibleAttendeeIds(db, ids, at));
  if (ids.some((id) => !ok.has(id))) throw fieldError('attendees', MEETING_MSG.attendee);
}

/** Who may be invited to a meeting on this subject (`GET /api/v1/meetings/people/`): for those who may schedule one there. */
export async function meetingPeople(db: Database, actor: Actor, q: TMeetingPeopleQuery): Promise<TMeetingPeople> {
  const subject = await resolveSubject(db, actor, q);
  authorize(meetingPolicy.create, actor, subject.ref);
  const rows = await eligibleAttendees(db, {
    districtId: subject.ref.district_id,
    schoolId: subject.ref.school_id,
    boardId: subject.board_id,
    schoolLeadersOnly: q.kind === 'school',
  });
  return { results: rows };
}
