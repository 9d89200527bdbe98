/**
 * What the run page shows for one student, in one request (`GET /api/v1/meetings/{id}/students/{studentId}/panel/`):
 * basics and picture flag, open alerts, the notes of the student's last meetings, open actions,
 * the last celebrations and the latest result of each measure. The student must be part of the
 * meeting's subject (400) and in the caller's scope (404). Seven small indexed reads, run together.
 */
import { MEETING_MSG, PANEL_CELEBRATIONS, PANEL_PREVIOUS_MEETINGS, type TMeetingStudentPanel } from '@ss/domain';
import type { AuthedContext } from '../../context.ts';
import { scopeOf } from '../../lib/actor.ts';
import { todayIso } from '../../lib/dates.ts';
import { fieldError, notFound } from '../../lib/errors.ts';
import { presentCelebration, presentSection } from '../../presenters/meetings.presenter.ts';
import { celebrationsOfSubject } from '../../repositories/meeting-subject.repository.ts';
import { latestData } from '../../repositories/student-data.repository.ts';
import { openActionsOf } from '../../repositories/actions.repository.ts';
import { openAlerts } from '../../repositories/student-profile.repository.ts';
import { panelStudent, previousNotes } from '../../repositories/meeting-run.repository.ts';
import { maskNotes } from '../restricted-notes/mask.ts';
import { loadMeeting } from './access.ts';

export async function studentPanel(ctx: AuthedContext, id: number, studentId: number): Promise<TMeetingStudentPanel> {
  const actor = ctx.actor;
  const { meeting } = await loadMeeting(ctx.db, actor, id);
  const student = await panelStudent(ctx.db, scopeOf(actor), meeting, studentId);
  if (!student) throw notFound();
  if (!student.in_subject) throw fieldError('student', MEETING_MSG.student);
  const [alerts, previous, open, celebrations, data] = await Promise.all([
    openAlerts(ctx.db, studentId),
    previousNotes(ctx.db, studentId, id, PANEL_PREVIOUS_MEETINGS),
    openActionsOf(ctx.db, studentId),
    celebrationsOfSubject(ctx.db, { kind: 'student', student_id: studentId, board_id: null, school_id: null, district_id: meeting.district_id }, null, PANEL_CELEBRATIONS, {
      all: true,
    }),
    latestData(ctx.db, studentId),
  ]);
  const today = todayIso();
  // Restricted notes (issue 24, section 2): a section outside the reader's circle is sent without its text.
  const flat = previous.flatMap((n) => (n.sections ?? []).map((s) => ({ note: n, s })));
  const restrictions = await maskNotes(
    ctx,
    flat.map(({ note, s }) => ({
      kind: 'meeting_note_section' as const,
      ref: `${note.note_id}-${s.section}`,
      district_id: note.district_id,
      school_id: student.school_id,
      student_id: studentId,
      author_id: s.updated_by_id,
      written_at: s.updated_at,
      restricted: s.restricted,
      restricted_by: s.restricted_by,
      restricted_at: s.restricted_at,
      restricted_people: s.restricted_people,
      writes: false,
    })),
  );
  const restrictionOf = new Map(flat.map(({ note, s }, i) => [`${note.note_id}-${s.section}`, restrictions[i]]));
  return {
    student: {
      id: student.id,
      first_name: student.first_name,
      last_name: student.last_name,
      grade: student.grade,
      grade_label_en: student.grade_label_en ?? student.grade,
      grade_label_fr: student.grade_label_fr ?? student.grade,
      school: { id: student.school_id, name: student.school_name },
      has_picture: student.has_picture,
    },
    alerts: alerts.map((a) => ({ id: a.id, text: a.text, created_at: a.created_at.toISOString() })),
    previous_notes: previous.map((n) => ({
      meeting: { id: n.meeting_id, kind: n.kind, descriptor: n.descriptor, starts_at: n.starts_at.toISOString() },
      note_id: n.note_id,
      sections: (n.sections ?? []).map((s) =>
        presentSection({ ...s, updated_by_name: s.updated_by_id === null ? null : s.updated_by_name }, restrictionOf.get(`${n.note_id}-${s.section}`)),
      ),
    })),
    open_actions: open.map((a) => ({
      id: a.id,
      name: a.name,
      status: a.status as 'incomplete' | 'in_progress',
      completion_date: a.completion_date,
      responsible_name: a.responsible_name,
      overdue: a.completion_date < today,
      meeting_id: a.meeting_id,
    })),
    celebrations: celebrations.map(presentCelebration),
    latest_data: data.map((d) => ({
      definition_id: d.definition_id,
      name: d.name,
      school_year: d.school_year,
      month: d.month >= 0 ? d.month : null,
      label: d.label || null,
      value: d.value_option ?? (d.value_number === null ? '' : String(d.value_number)),
      recorded_at: d.recorded_at.toISOString(),
    })),
  };
}
