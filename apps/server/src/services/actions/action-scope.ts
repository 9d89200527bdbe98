/**
 * Which actions a list or an export covers (issue 10, section 4): the scope names the place and
 * who may ask for it, the other parameters narrow it. Shared by the list and the export so both
 * show exactly the same rows.
 * - districtActions: the district's admins, leaders and staff (and super admins);
 * - schoolActions: whoever's scope holds the school (its people, the district's admins and leaders);
 * - myActions: the caller's own (they are responsible), wherever they are;
 * - studentActions: whoever may read the student's profile.
 * Every list also keeps only the actions the caller may see (repositories/actions.repository.ts).
 */
import { MSG, type ActionStatus, type ActionStatusFilter, type TActionListQuery } from '@ss/domain';
import type { AuthedContext } from '../../context.ts';
import { isDistrictAdminOrLeader, scopeOf } from '../../lib/actor.ts';
import { authorize } from '../../lib/authorize.ts';
import { fieldError, notFound } from '../../lib/errors.ts';
import { assertDistrictOpen, assertSchoolOpen } from '../../lib/suspension.ts';
import { actionPolicy } from '../../policies/actions.policy.ts';
import type { ActionFilter, ActionViewer } from '../../repositories/actions.repository.ts';
import { getDistrict, getSchool } from '../../repositories/tenancy.repository.ts';
import { loadStudent } from '../student-profile/access.ts';

export type ActionScopeQuery = Omit<TActionListQuery, 'page' | 'pageSize' | 'sort'>;

export interface ResolvedScope {
  viewer: ActionViewer;
  filter: ActionFilter;
  /** Whether the caller may create an action where the list is. */
  create: boolean;
  /** What the list is of, for an export's file name and audit row. */
  place: { district_id: number | null; school_id: number | null; name: string };
}

/** `incomplete_in_progress` is the open ones; the rest are themselves. */
export function statusesOf(filters: ActionStatusFilter[]): ActionStatus[] | undefined {
  if (!filters.length) return undefined;
  return [...new Set(filters.flatMap((f): ActionStatus[] => (f === 'incomplete_in_progress' ? ['incomplete', 'in_progress'] : [f])))];
}

export async function resolveActionScope(ctx: AuthedContext, q: ActionScopeQuery): Promise<ResolvedScope> {
  const actor = ctx.actor;
  const scope = scopeOf(actor);
  const filter: ActionFilter = {
    districtId: q.district,
    schoolId: q.school,
    studentId: q.student,
    responsibleId: q.responsible,
    meetingId: q.meeting,
    statuses: statusesOf([...(q.status ?? []), ...(q['status[]'] ?? [])]),
    from: q.from,
    to: q.to,
  };
  const viewer = { scope, userId: actor.id };
  switch (q.scope) {
    case 'districtActions': {
      if (q.district === undefined) throw fieldError('district', MSG.required);
      const found = await getDistrict(ctx.db, scope, q.district);
      if (!found) throw notFound();
      assertDistrictOpen(actor, found.district);
      authorize(actionPolicy.listDistrict, actor, q.district);
      return {
        viewer,
        filter,
        create: actor.is_super || isDistrictAdminOrLeader(actor, q.district),
        place: { district_id: q.district, school_id: null, name: found.district.name },
      };
    }
    case 'schoolActions': {
      if (q.school === undefined) throw fieldError('school', MSG.required);
      const found = await getSchool(ctx.db, scope, q.school);
      if (!found) throw notFound();
      assertSchoolOpen(actor, found.school);
      const place = { district_id: found.school.district_id, school_id: found.school.id };
      return { viewer, filter, create: actionPolicy.create(actor, place), place: { ...place, name: found.school.name } };
    }
    case 'studentActions': {
      if (q.student === undefined) throw fieldError('student', MSG.required);
      const { student } = await loadStudent(ctx.db, actor, q.student);
      const place = { district_id: student.district_id, school_id: student.school_id };
      return { viewer, filter, create: actionPolicy.create(actor, place), place: { ...place, name: `${student.first_name} ${student.last_name}` } };
    }
    case 'myActions': {
      if (q.responsible !== undefined && q.responsible !== actor.id) throw fieldError('responsible', MSG.invalidValue);
      return { viewer, filter: { ...filter, responsibleId: actor.id }, create: false, place: { district_id: null, school_id: null, name: 'my' } };
    }
  }
}
