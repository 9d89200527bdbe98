/**
 * Changes a staff account: names, e-mail (super admins), district role and flags,
 * roles in the schools the actor manages, deactivation. Each part is authorized on
 * its own; a deactivated user's sessions end at once. Audited before → after.
 */
import type { TUpdateUser } from '@ss/domain';
import type { AuthedContext } from '../../context.ts';
import { changes } from '../../lib/diff.ts';
import { fieldError, notFound } from '../../lib/errors.ts';
import { authorize } from '../../lib/authorize.ts';
import { staffScopeOf, userPolicy } from '../../policies/users.policy.ts';
import { emit } from '../emit.ts';
import { endSessionsOfUsers } from '../../repositories/sessions.repository.ts';
import {
  emailsInUse,
  getUser,
  membershipsOf,
  replaceSchoolRoles,
  setDistrictMembership,
  updateUserRow,
  type Memberships,
  type UserRow,
} from '../../repositories/staff.repository.ts';
import { checkGrantableSchools, highestSchoolRole } from './school-roles.ts';

/** Loads a staff member the actor may see, or answers 404 (403 when the actor sees no staff at all). */
export async function loadTarget(ctx: AuthedContext, id: number): Promise<{ user: UserRow; memberships: Memberships }> {
  const actor = ctx.actor;
  authorize(userPolicy.viewStaff, actor);
  const scope = staffScopeOf(actor)!;
  const user = await getUser(ctx.db, scope, id);
  if (!user) throw notFound();
  return { user, memberships: (await membershipsOf(ctx.db, [id])).get(id)! };
}

const snapshot = (u: UserRow, m: Memberships) => ({
  first_name: u.first_name,
  last_name: u.last_name,
  email: u.email,
  district_level: u.district_level,
  deactivated_at: u.deactivated_at,
  district_role: m.district
    ? {
        user_type: m.district.user_type,
        is_liaison: m.district.is_liaison,
        can_add_edit_schools: m.district.can_add_edit_schools,
        can_add_edit_staff: m.district.can_add_edit_staff,
      }
    : null,
  schools: m.schools.map((s) => ({ school_id: s.id, user_type: s.user_type, support_plan_permission: s.support_plan_permission })),
});

export async function updateUser(ctx: AuthedContext, id: number, input: TUpdateUser): Promise<void> {
  const actor = ctx.actor;
  const target = await loadTarget(ctx, id);
  const { user, memberships } = target;
  authorize(userPolicy.update, actor, target);
  if (input.email !== undefined && input.email !== user.email) {
    authorize(userPolicy.editEmail, actor);
    if ((await emailsInUse(ctx.db, [input.email])).length) throw fieldError('email', 'Exists');
  }
  authorize(userPolicy.changeDeactivation, actor, target, input.deactivated);
  const districtId = memberships.district?.id;
  if (input.district_role !== undefined) {
    authorize(userPolicy.changeDistrictRole, actor, target, input.district_role);
  }
  let manageable: number[] = [];
  if (input.schools) {
    authorize(userPolicy.changeSchoolRoles, actor, target);
    manageable = await checkGrantableSchools(
      ctx.db,
      actor,
      districtId!,
      input.schools.map((s) => s.school_id),
      true,
    );
  }

  await ctx.db.transaction(async (tx) => {
    const districtLevel = input.district_role === undefined ? user.district_level : input.district_role !== null;
    const deactivatedAt = input.deactivated === undefined ? user.deactivated_at : input.deactivated ? (user.deactivated_at ?? new Date()) : null;
    await updateUserRow(tx, id, {
      first_name: input.first_name ?? user.first_name,
      last_name: input.last_name ?? user.last_name,
      email: input.email ?? user.email,
      district_level: districtLevel,
      deactivated_at: deactivatedAt,
    });
    if (input.schools) await replaceSchoolRoles(tx, id, manageable, input.schools);
    const afterSchools = input.schools
      ? [...memberships.schools.filter((s) => !manageable.includes(s.id)).map((s) => ({ user_type: s.user_type })), ...input.schools]
      : memberships.schools;
    if (districtId !== undefined && (input.district_role !== undefined || input.schools)) {
      const role = input.district_role === undefined ? (user.district_level ? memberships.district : null) : input.district_role;
      await setDistrictMembership(tx, id, districtId, {
        user_type: role ? role.user_type : highestSchoolRole(afterSchools),
        is_liaison: role?.is_liaison ?? false,
        can_add_edit_schools: role?.user_type === 'district_leader' ? role.can_add_edit_schools : false,
        can_add_edit_staff: role?.user_type === 'district_leader' ? role.can_add_edit_staff : false,
      });
    }
    if (deactivatedAt && !user.deactivated_at) await endSessionsOfUsers(tx, [id]);

    const after = await getUser(tx, { all: true }, id);
    const afterMemberships = (await membershipsOf(tx, [id])).get(id)!;
    const diff = changes(snapshot(user, memberships), snapshot(after!, afterMemberships));
    if (Object.keys(diff).length) {
      await emit(tx, ctx, {
        type: 'deactivated_at' in diff ? (deactivatedAt ? 'user.deactivated' : 'user.reactivated') : 'user.updated',
        district_id: districtId ?? null,
        target: { type: 'user', id },
        details: { changes: diff },
      });
    }
  });
}
