/**
 * One meeting (`GET /api/v1/meetings/{id}/`) and a page of them (`GET /api/v1/meetings/`). The
 * meeting carries its attendees, guests, norms (its own snapshot once started; before, the active
 * norms of its school, or of its district for school and district meetings) and the subject's
 * celebrations since the previous finished meeting of the same subject.
 */
import { MEETING_CELEBRATIONS_MAX, type TMeeting, type TMeetingList, type TMeetingListQuery } from '@ss/domain';
import type { AuthedContext } from '../../context.ts';
import { scopeOf } from '../../lib/actor.ts';
import { abilitiesOf } from '../../lib/authorize.ts';
import { todayIso } from '../../lib/dates.ts';
import { toPage } from '../../lib/paging.ts';
import { meetingAbilities, meetingPolicy, type MeetingSubjectRef } from '../../policies/meetings.policy.ts';
import { isoOrNull, presentCelebration, presentMeetingRow } from '../../presenters/meetings.presenter.ts';
import { activeNorms, meetingNormsOf } from '../../repositories/meeting-norms.repository.ts';
import { attendeesOf } from '../../repositories/meeting-attendees.repository.ts';
import { celebrationsOfSubject } from '../../repositories/meeting-subject.repository.ts';
import { listMeetings, previousFinishedDay } from '../../repositories/meetings.repository.ts';
import { userName } from '../../repositories/users.repository.ts';
import { refOfRow, loadMeeting } from './access.ts';
import { getSchool } from '../../repositories/tenancy.repository.ts';
import { resolveSubject } from './subject.ts';

export async function readMeeting(ctx: AuthedContext, id: number): Promise<TMeeting> {
  const actor = ctx.actor;
  const { row, meeting: m, ref } = await loadMeeting(ctx.db, actor, id);
  const [people, norms, since, createdBy] = await Promise.all([
    attendeesOf(ctx.db, id),
    m.status === 'scheduled'
      ? activeNorms(ctx.db, m.district_id, m.kind === 'school' || m.kind === 'district' ? null : m.school_id).then((r) =>
          r.map((n, i) => ({ position: i + 1, text: n.text, reviewed: false })),
        )
      : meetingNormsOf(ctx.db, id),
    previousFinishedDay(ctx.db, m),
    userName(ctx.db, m.created_by),
  ]);
  const celebrations = await celebrationsOfSubject(ctx.db, m, since, MEETING_CELEBRATIONS_MAX, scopeOf(actor));
  return {
    ...presentMeetingRow(row, abilitiesOf(meetingAbilities, actor, ref)),
    descriptor_id: m.descriptor_id,
    started_at: isoOrNull(m.started_at),
    finished_at: isoOrNull(m.finished_at),
    recap_sent_at: isoOrNull(m.recap_sent_at),
    attendees: people.map((p) => ({ id: p.id, name: `${p.first_name} ${p.last_name}`, email: p.email, absent: p.absent })),
    guests: m.guests,
    norms,
    celebrations_since_last_meeting: celebrations.map(presentCelebration),
    created_by: createdBy,
    created_at: m.created_at.toISOString(),
    updated_at: m.updated_at.toISOString(),
  };
}

export async function listMeetingsFor(ctx: AuthedContext, q: TMeetingListQuery): Promise<TMeetingList> {
  const actor = ctx.actor;
  const statuses = [...new Set([...(q.status ?? []), ...(q['status[]'] ?? [])])];
  const order = q.order ?? (q.from !== undefined && q.from >= todayIso() ? 'asc' : 'desc');
  const { count, rows } = await listMeetings(
    ctx.db,
    actor,
    { districtId: q.district, schoolId: q.school, boardId: q.board, studentId: q.student, kind: q.kind, statuses, from: q.from, to: q.to, order },
    { limit: q.pageSize, offset: (q.page - 1) * q.pageSize },
  );
  const results = rows.map((r) => presentMeetingRow(r, abilitiesOf(meetingAbilities, actor, refOfRow(r))));
  return { ...toPage({ ...q, all: false }, count, results), abilities: { create: await mayCreateHere(ctx, q) } };
}

/** Whether the caller may schedule a meeting where the list points (a board, a student, a school, a district); false elsewhere. */
async function mayCreateHere(ctx: AuthedContext, q: TMeetingListQuery): Promise<boolean> {
  const kind =
    q.board !== undefined
      ? 'team'
      : q.student !== undefined
        ? 'student'
        : q.kind === 'school' && q.school !== undefined
          ? 'school'
          : q.district !== undefined && (q.kind === 'district' || q.kind === 'school')
            ? 'district'
            : null;
  if (!kind) {
    if (q.school !== undefined && (q.kind === undefined || q.kind === 'team' || q.kind === 'student')) {
      // A school's list: its leaders may schedule team or student meetings there.
      const found = await getSchool(ctx.db, scopeOf(ctx.actor), q.school);
      if (!found) return false;
      const ref: MeetingSubjectRef = { kind: 'student', district_id: found.school.district_id, school_id: q.school, board: null, teacher: false };
      return meetingPolicy.create(ctx.actor, ref);
    }
    return false;
  }
  try {
    const subject = await resolveSubject(ctx.db, ctx.actor, {
      kind,
      board: kind === 'team' ? q.board : undefined,
      student: kind === 'student' ? q.student : undefined,
      school: kind === 'school' ? q.school : undefined,
      district: kind === 'district' ? q.district : undefined,
    });
    return meetingPolicy.create(ctx.actor, subject.ref);
  } catch {
    return false;
  }
}
