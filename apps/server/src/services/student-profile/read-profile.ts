/**
 * Everything the profile page shows, in one read (issue 4, section 3). Reading a child's record
 * is itself audited (student.read).
 */
import type { Database } from '@ss/db';
import { schoolYearOf, type TStudentProfile } from '@ss/domain';
import type { ServiceContext } from '../../context.ts';
import { studentPolicy } from '../../policies/students.policy.ts';
import { presentAlert, presentDefinition, presentProfileItems, presentResult, iconItem } from '../../presenters/student-profile.presenter.ts';
import { recordAudit } from '../../repositories/audit.repository.ts';
import { effectiveList } from '../../repositories/config-resolve.ts';
import { definitionsForSchool, resultsOf } from '../../repositories/student-data.repository.ts';
import { alertsOf, cardIconIdsOf, profileValuesOf, schoolCardOptions, teachersOf } from '../../repositories/student-profile.repository.ts';
import { auditActor } from '../audit-actor.ts';
import { auditTarget, loadStudent } from './access.ts';

export async function readProfile(ctx: ServiceContext, id: number): Promise<TStudentProfile> {
  const actor = ctx.auth!.actor;
  const db: Database = ctx.db;
  const { student: s, school_name } = await loadStudent(db, actor, id);
  const at = { schoolId: s.school_id };
  const [teachers, values, textboxes, notes, icons, grades, assignedIds, alerts, definitions, options] = await Promise.all([
    teachersOf(db, [s.id]),
    profileValuesOf(db, s.id),
    effectiveList(db, 'student-profile-textboxes', at),
    effectiveList(db, 'student-programming-notes', at),
    effectiveList(db, 'student-card-icons', at),
    effectiveList(db, 'grades', at),
    cardIconIdsOf(db, [s.id]),
    alertsOf(db, s.id, false),
    definitionsForSchool(db, s.district_id, s.school_id),
    schoolCardOptions(db, s.school_id),
  ]);
  const results = await resultsOf(
    db,
    [s.id],
    definitions.map((d) => d.id),
  );
  const grade = grades.items.find((g) => g.code === s.grade);
  const assigned = new Set(assignedIds.get(s.id) ?? []);
  await recordAudit(db, { ...auditActor(ctx), ...auditTarget(s), action: 'student.read' });
  return {
    student: {
      id: s.id,
      district_id: s.district_id,
      school_id: s.school_id,
      school_name,
      first_name: s.first_name,
      last_name: s.last_name,
      grade: s.grade,
      grade_label_en: grade?.label_en ?? s.grade,
      grade_label_fr: grade?.label_fr ?? s.grade,
      gender: s.gender,
      student_number: s.student_number,
      sis_number: s.sis_number,
      status: s.status,
      teachers: teachers.get(s.id) ?? [],
      has_picture: s.picture_file_id !== null,
    },
    textboxes: presentProfileItems(textboxes.items, values),
    programming_notes: presentProfileItems(notes.items, values),
    card_icons: {
      // An icon assigned before it was deactivated still shows; only active ones can be chosen.
      assigned: icons.items.filter((i) => assigned.has(i.id)).map(iconItem),
      available: icons.items.filter((i) => i.active).map(iconItem),
    },
    alerts: alerts.map((a) => presentAlert(actor, s, a)),
    data: definitions.map((d) => ({
      definition: presentDefinition(d),
      results: results.filter((r) => r.result.definition_id === d.id).map(presentResult),
    })),
    card_options: options,
    current_school_year: schoolYearOf(new Date()).startYear,
    abilities: { write_notes: studentPolicy.writeNotes(actor, s), manage_picture: studentPolicy.manageRoster(actor, s) },
  };
}
