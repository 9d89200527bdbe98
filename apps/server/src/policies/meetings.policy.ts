/**
 * Who may do what with meetings (issue 10, section 1). Every rule fails closed; super admins may
 * do everything the rules allow anyone.
 * - Seeing a meeting is seeing its subject: a team meeting, its board (boards.policy `view`); a
 *   student meeting, its student (the school's people, the district's admins and leaders); a school
 *   meeting, the district's admins and leaders, its district staff who hold the school, and the
 *   school's admins and leaders; a district meeting, the district's staff (any district role).
 * - Scheduling, editing, starting, finishing, marking attendance, reviewing norms, deleting
 *   ("managing"): team, the school's admins and leaders, the board's members and whoever may
 *   edit or change the board; student, the school's admins and leaders and the student's
 *   teachers; school and district meetings, the district's admins and leaders.
 * - Reopening a finished meeting: admins and leaders only (the school's for team and student
 *   meetings, the district's for every kind).
 * - Writing notes: the attendees and whoever may manage it, while it is in progress. A teacher
 *   reads and writes only the notes of students in their scope (the repository filters them).
 */
import { roleInSchool, type MeetingKind, type MeetingStatus } from '@ss/domain';
import { type Actor, inDistrict, isDistrictAdminOrLeader } from '../lib/actor.ts';
import { boardPolicy, type BoardRef } from './boards.policy.ts';
import { policy } from '../lib/authorize.ts';

/** What the rules read of a meeting's subject (before it exists: what it would be on). */
export interface MeetingSubjectRef {
  kind: MeetingKind;
  district_id: number;
  school_id: number | null;
  /** A team meeting's board, as boards.policy reads it. */
  board: BoardRef | null;
  /** The actor teaches the student of a student meeting. */
  teacher: boolean;
}

export interface MeetingRef extends MeetingSubjectRef {
  status: MeetingStatus;
  /** The actor is invited. */
  attendee: boolean;
}

const isSchoolLeader = (a: Actor, schoolId: number | null) => schoolId !== null && ['school_admin', 'school_leader'].includes(roleInSchool(a, schoolId) ?? '');
const holdsSchool = (a: Actor, schoolId: number | null) => schoolId !== null && a.schools.some((s) => s.id === schoolId);

function sees(a: Actor, m: MeetingSubjectRef): boolean {
  if (a.is_super) return true;
  switch (m.kind) {
    case 'team':
      return m.board !== null && boardPolicy.view(a, m.board);
    case 'student':
      return isDistrictAdminOrLeader(a, m.district_id) || holdsSchool(a, m.school_id);
    case 'school':
      return isDistrictAdminOrLeader(a, m.district_id) || (inDistrict(a, m.district_id) && holdsSchool(a, m.school_id)) || isSchoolLeader(a, m.school_id);
    case 'district':
      return inDistrict(a, m.district_id);
  }
}

function manages(a: Actor, m: MeetingSubjectRef): boolean {
  if (a.is_super) return true;
  if (!sees(a, m)) return false;
  switch (m.kind) {
    case 'team':
      return isSchoolLeader(a, m.school_id) || (m.board !== null && (m.board.member || boardPolicy.edit(a, m.board) || boardPolicy.manage(a, m.board)));
    case 'student':
      return isSchoolLeader(a, m.school_id) || m.teacher;
    case 'school':
    case 'district':
      return isDistrictAdminOrLeader(a, m.district_id);
  }
}

function leads(a: Actor, m: MeetingSubjectRef): boolean {
  if (a.is_super) return true;
  if (!sees(a, m)) return false;
  if (isDistrictAdminOrLeader(a, m.district_id)) return true;
  return (m.kind === 'team' || m.kind === 'student') && isSchoolLeader(a, m.school_id);
}

export const meetingPolicy = policy({
  view: sees,
  /** Schedule a meeting on this subject. */
  create: manages,
  /** Manage it whatever its status (the abilities and services add the status rules). */
  manage: (a: Actor, m: MeetingRef) => manages(a, m),
  edit: (a: Actor, m: MeetingRef) => m.status !== 'finished' && manages(a, m),
  run: (a: Actor, m: MeetingRef) => m.status !== 'finished' && manages(a, m),
  delete: (a: Actor, m: MeetingRef) => m.status === 'scheduled' && manages(a, m),
  reopen: (a: Actor, m: MeetingRef) => m.status === 'finished' && leads(a, m),
  /** Taking the meeting a step on: reopening (of a finished meeting) is its leaders'; starting and finishing its managers'. */
  changeStatus: (a: Actor, m: MeetingRef, step: 'start' | 'finish' | 'reopen') => (step === 'reopen' ? leads(a, m) : manages(a, m)),
  /** May write notes at all (attendee or manager); `writeNotesNow` adds "while in progress". */
  writer: (a: Actor, m: MeetingRef) => sees(a, m) && (m.attendee || manages(a, m)),
  writeNotesNow: (a: Actor, m: MeetingRef) => m.status === 'in_progress' && sees(a, m) && (m.attendee || manages(a, m)),
  /** Reads every student's notes (else only those of students in the actor's scope). */
  leads,
});

/** A meeting's abilities as the API answers them (TMeetingAbilities), for `abilitiesOf`. */
export const meetingAbilities = {
  edit: meetingPolicy.edit,
  run: meetingPolicy.run,
  reopen: meetingPolicy.reopen,
  delete: meetingPolicy.delete,
  write_notes: meetingPolicy.writeNotesNow,
};
