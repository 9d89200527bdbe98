/**
 * Writes a plan, inside the caller's transaction: students created, updated and archived,
 * teachers invited (a single-use link, never a password) or updated, assignments added and
 * removed. Ids of new students and teachers are resolved here for their assignments.
 */
import type { Database } from '@ss/db';
import type { ServiceContext } from '../../context.ts';
import { emit } from '../emit.ts';
import {
  addAssignments,
  archiveStudents,
  ensureTeacherMemberships,
  insertStudents,
  removeAssignments,
  setUserSisId,
  updateStudentFromSis,
} from '../../repositories/sis.repository.ts';
import { insertUser } from '../../repositories/staff.repository.ts';
import { issuePasswordLink } from '../auth/issue-password-link.ts';
import type { Plan } from './plan.ts';

export async function executePlan(ctx: ServiceContext, tx: Database, districtId: number, plan: Plan, today: string): Promise<void> {
  const studentIds = new Map(plan.students.existingIds);
  const created = await insertStudents(
    tx,
    plan.students.creates.map((v) => ({ ...v, district_id: districtId, gender: 'other' as const, information_entry_type: 'sis' as const })),
  );
  for (const row of created) studentIds.set(row.sis_sourced_id!, row.id);
  for (const u of plan.students.updates) await updateStudentFromSis(tx, u.id, u.values);
  await archiveStudents(tx, plan.students.archives, today);

  const teacherIds = new Map(plan.teachers.existingIds);
  const actor = ctx.auth?.actor;
  const inviter = actor ? `${actor.first_name} ${actor.last_name}`.trim() : undefined;
  for (const t of plan.teachers.invites) {
    const user = await insertUser(tx, { email: t.email, first_name: t.first_name, last_name: t.last_name, district_level: false, sis_sourced_id: t.sis_sourced_id });
    await ensureTeacherMemberships(tx, user.id, districtId, t.school_ids);
    await issuePasswordLink({ ...ctx, db: tx }, { userId: user.id, purpose: 'invite', invitedBy: inviter });
    await emit(tx, ctx, {
      type: 'user.invited',
      district_id: districtId,
      target: { type: 'user', id: user.id },
      details: { after: { email: user.email, schools: t.school_ids.map((school_id) => ({ school_id, user_type: 'school_teacher' })), source: 'sis' } },
    });
    teacherIds.set(t.sis_sourced_id, user.id);
  }
  for (const t of plan.teachers.updates) {
    if (t.set_sis) await setUserSisId(tx, t.user_id, t.sis_sourced_id);
    await ensureTeacherMemberships(tx, t.user_id, districtId, t.school_ids);
  }

  const add = plan.assignments.add.map((p) => ({ student_id: studentIds.get(p.student)!, user_id: teacherIds.get(p.teacher)! }));
  await addAssignments(tx, add);
  await removeAssignments(tx, plan.assignments.remove);
}
