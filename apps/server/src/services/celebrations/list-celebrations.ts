/**
 * A page of celebrations (`GET /api/v1/celebrations/`) of a student, a school or a meeting (any of them
 * together narrow each other). The named student, school or meeting must be readable (404 otherwise); the
 * rows are then kept to what the actor's scope shows.
 */
import type { TCelebration, TCelebrationListQuery } from '@ss/domain';
import type { AuthedContext } from '../../context.ts';
import { scopeOf } from '../../lib/actor.ts';
import { abilitiesOf } from '../../lib/authorize.ts';
import { notFound } from '../../lib/errors.ts';
import { celebrationAbilities } from '../../policies/celebrations.policy.ts';
import { presentCelebration } from '../../presenters/celebrations.presenter.ts';
import { listCelebrations } from '../../repositories/celebrations.repository.ts';
import { findStudentInScope } from '../../repositories/student-scope.ts';
import { readableMeeting, schoolInScope } from './celebration-places.ts';

export async function listCelebrationsFor(ctx: AuthedContext, q: TCelebrationListQuery): Promise<{ count: number; results: TCelebration[]; create: boolean }> {
  const { db, actor } = ctx;
  const scope = scopeOf(actor);
  if (q.student !== undefined && !(await findStudentInScope(db, scope, q.student))) throw notFound();
  if (q.school !== undefined) await schoolInScope(db, actor, q.school);
  if (q.meeting !== undefined && !(await readableMeeting(db, actor, q.meeting))) throw notFound();
  const { count, rows } = await listCelebrations(
    db,
    scope,
    { studentId: q.student, schoolId: q.school, schoolOnly: q.school_only === 'true', meetingId: q.meeting, since: q.since },
    { limit: q.pageSize, offset: (q.page - 1) * q.pageSize },
  );
  // Whoever reads a student's or a school's celebrations may add one there.
  return { count, results: rows.map((r) => presentCelebration(r, abilitiesOf(celebrationAbilities, actor, r.c))), create: true };
}
