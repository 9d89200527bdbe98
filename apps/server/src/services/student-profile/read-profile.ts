/**
 * Everything the profile page shows, in one read (issue 4, section 3). Reading a child's record
 * is itself audited (student.read).
 */
import type { Database } from '@ss/db';
import { schoolYearOf, type TStudentProfile } from '@ss/domain';
import type { AuthedContext } from '../../context.ts';
import { abilitiesOf } from '../../lib/authorize.ts';
import { accessLogPolicy } from '../../policies/access-log.policy.ts';
import { alertAbilities, studentPolicy } from '../../policies/students.policy.ts';
import { presentAlert, presentDefinition, presentProfileItems, presentResult, iconItem } from '../../presenters/student-profile.presenter.ts';
import { emit } from '../emit.ts';
import { effectiveLists } from '../../repositories/config-resolve.ts';
import { profileReadsOf } from '../../repositories/student-profile-read.repository.ts';
import { studentTarget } from '../audit-actor.ts';
import { maskNotes } from '../restricted-notes/mask.ts';
import { loadStudent } from './access.ts';

export async function readProfile(ctx: AuthedContext, id: number): Promise<TStudentProfile> {
  const actor = ctx.actor;
  const db: Database = ctx.db;
  const { student: s, school_name } = await loadStudent(db, actor, id);
  const at = { districtId: s.district_id, schoolId: s.school_id };
  // Everything after the scope check is independent, so it runs side by side; the read is audited
  // alongside (the actor was allowed to open the record, whatever happens next).
  // The student's own parts (every result: those of measures that no longer apply here are left
  // out below) are one statement; the configuration lists are two.
  const [{ teachers, values, iconIds, alerts, definitions, options, results }, lists] = await Promise.all([
    profileReadsOf(db, s),
    effectiveLists(db, ['student-profile-textboxes', 'student-programming-notes', 'student-card-icons', 'grades'], at),
    emit(db, ctx, { ...studentTarget(s), type: 'student.read' }),
  ]);
  const list = (kind: Parameters<typeof lists.get>[0]) => lists.get(kind)!.items;
  const [textboxes, notes, icons, grades] = [list('student-profile-textboxes'), list('student-programming-notes'), list('student-card-icons'), list('grades')];
  const grade = grades.find((g) => g.code === s.grade);
  const assigned = new Set(iconIds);
  // Restricted notes (issue 24, section 2): each profile note's restriction as this reader sees it.
  const writes = studentPolicy.writeNotes(actor, s);
  const masked = await maskNotes(
    ctx,
    values.map((v) => ({
      kind: 'profile_note' as const,
      ref: `${s.id}-${v.item_id}`,
      district_id: s.district_id,
      school_id: s.school_id,
      student_id: s.id,
      author_id: v.who_id,
      written_at: v.updated_at,
      restricted: v.restricted,
      restricted_by: v.restricted_by,
      restricted_at: v.restricted_at,
      restricted_people: v.restricted_people,
      writes,
    })),
  );
  const restrictions = new Map(values.map((v, i) => [v.item_id, masked[i]!]));
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
      teachers,
      has_picture: s.picture_file_id !== null,
    },
    textboxes: presentProfileItems(textboxes, values, restrictions),
    programming_notes: presentProfileItems(notes, values, restrictions),
    card_icons: {
      // An icon assigned before it was deactivated still shows; only active ones can be chosen.
      assigned: icons.filter((i) => assigned.has(i.id)).map(iconItem),
      available: icons.filter((i) => i.active).map(iconItem),
    },
    alerts: alerts.map((a) => presentAlert(a, abilitiesOf(alertAbilities, actor, s, a.alert))),
    data: definitions.map((d) => ({
      definition: presentDefinition(d),
      results: results.filter((r) => r.result.definition_id === d.id).map(presentResult),
    })),
    card_options: options,
    current_school_year: schoolYearOf(new Date()).startYear,
    abilities: { write_notes: studentPolicy.writeNotes(actor, s), manage_picture: studentPolicy.manageRoster(actor, s), read_access_log: accessLogPolicy.read(actor, s) },
  };
}
