/**
 * Lifecycle of many students at once: graduate (with the graduated year), archive (with the
 * archive date, not in the future) and "Add to School" (graduated or archived back to active,
 * optionally into another school of the same district). Ids outside the actor's scope make
 * the whole request a 404; the actor must manage the roster of every student's school.
 */
import { MSG, type TStudentLifecycle } from '@ss/domain';
import type { AuthedContext } from '../../context.ts';
import { scopeOf } from '../../lib/actor.ts';
import { changes } from '../../lib/diff.ts';
import { conflict, fieldError, notFound } from '../../lib/errors.ts';
import { authorize } from '../../lib/authorize.ts';
import { studentPolicy } from '../../policies/students.policy.ts';
import { emit } from '../emit.ts';
import { setTeachers, studentsInScope, updateStudentRow, type StudentPatch } from '../../repositories/students.repository.ts';
import { studentTarget } from '../audit-actor.ts';
import { rosterSchool, studentSnapshot } from './roster-checks.ts';
import { todayIso } from '../../lib/dates.ts';

export async function changeLifecycle(ctx: AuthedContext, input: TStudentLifecycle): Promise<number> {
  const actor = ctx.actor;
  const ids = [...new Set(input.ids)];
  const rows = await studentsInScope(ctx.db, scopeOf(actor), ids);
  if (rows.length !== ids.length) throw notFound();
  authorize(
    studentPolicy.manageRosterOf,
    actor,
    rows.map((r) => r.student),
  );

  let patch: StudentPatch;
  if (input.action === 'graduate') {
    patch = { status: 'graduated', graduated_year: Number(input.graduated_year), archived_at: null };
  } else if (input.action === 'archive') {
    if (input.archive_date! > todayIso()) throw fieldError('archive_date', 'This date cannot be selected');
    patch = { status: 'archived', archived_at: input.archive_date!, graduated_year: null };
  } else {
    patch = { status: 'active', graduated_year: null, archived_at: null };
    if (input.school_id !== undefined) {
      const school = await rosterSchool(ctx.db, actor, input.school_id);
      if (rows.some((r) => r.student.district_id !== school.district_id)) throw fieldError('school_id', MSG.invalidValue);
      patch.school_id = school.id;
    }
  }

  return ctx.db.transaction(async (tx) => {
    let changed = 0;
    for (const { student: s } of rows) {
      const after = await updateStudentRow(tx, s, s.version, patch);
      if (!after) throw conflict();
      // A student moved to another school is no longer taught by the old school's teachers.
      if (after.school_id !== s.school_id) await setTeachers(tx, s.id, []);
      const diff = changes(studentSnapshot(s), studentSnapshot(after));
      if (!Object.keys(diff).length) continue;
      changed++;
      await emit(tx, ctx, {
        type: `student.${input.action}`,
        ...studentTarget({ id: s.id, district_id: s.district_id, school_id: after.school_id }),
        details: { changes: diff },
      });
    }
    return changed;
  });
}
