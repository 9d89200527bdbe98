/**
 * Who may be made responsible for an action of a school (`GET /api/v1/actions/people/?school=`):
 * its staff and its district's district-level staff. Anyone whose scope holds the school may ask
 * (they see these people on its pages anyway), so a teacher picks a colleague without the staff
 * pages, which are for staff managers.
 */
import type { TActionPeople } from '@ss/domain';
import type { AuthedContext } from '../../context.ts';
import { scopeOf } from '../../lib/actor.ts';
import { notFound } from '../../lib/errors.ts';
import { assertSchoolOpen } from '../../lib/suspension.ts';
import { eligibleResponsibles } from '../../repositories/actions.repository.ts';
import { getSchool } from '../../repositories/tenancy.repository.ts';

export async function actionPeople(ctx: AuthedContext, schoolId: number): Promise<TActionPeople> {
  const actor = ctx.actor;
  const found = await getSchool(ctx.db, scopeOf(actor), schoolId);
  if (!found) throw notFound();
  assertSchoolOpen(actor, found.school);
  const rows = await eligibleResponsibles(ctx.db, { schoolId, districtId: found.school.district_id });
  return { results: rows.map((u) => ({ id: u.id, name: `${u.first_name} ${u.last_name}` })) };
}
