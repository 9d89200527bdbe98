/**
 * Creating and changing schools. District managers name schools; the account
 * (status, support-plan module) is the super admins'. Suspending a school ends
 * the sessions of its school-level users; every change is audited before → after.
 */
import type { TCreateSchool, TUpdateSchool } from '@ss/domain';
import type { AuthedContext } from '../../context.ts';
import { scopeOf } from '../../lib/actor.ts';
import { changes } from '../../lib/diff.ts';
import { notFound } from '../../lib/errors.ts';
import { authorize } from '../../lib/authorize.ts';
import { assertSchoolOpen } from '../../lib/suspension.ts';
import { districtPolicy, schoolPolicy } from '../../policies/tenancy.policy.ts';
import { emit } from '../emit.ts';
import { endSessionsOfUsers } from '../../repositories/sessions.repository.ts';
import { getDistrict, getSchool, insertSchool, schoolLevelMemberIds, updateSchoolRow } from '../../repositories/tenancy.repository.ts';
import { schoolTarget } from '../audit-actor.ts';
import { recordStatusChange } from '../subscriptions/change-status.ts';

const suspendedAtFor = (status: string, current: Date | null) => (status === 'account_suspended' ? (current ?? new Date()) : null);

export async function createSchool(ctx: AuthedContext, input: TCreateSchool): Promise<number> {
  const actor = ctx.actor;
  // A district outside the actor's scope does not exist for them.
  if (!(await getDistrict(ctx.db, scopeOf(actor), input.district_id))) throw notFound();
  authorize(districtPolicy.manageSchools, actor, input.district_id);
  authorize(schoolPolicy.createWith, actor, input);
  return ctx.db.transaction(async (tx) => {
    const row = await insertSchool(tx, {
      district_id: input.district_id,
      name: input.name,
      status: input.status,
      suspended_at: suspendedAtFor(input.status, null),
      support_plan_enabled: input.support_plan_enabled,
    });
    await emit(tx, ctx, {
      type: 'school.created',
      ...schoolTarget({ id: row.id, district_id: row.district_id }),
      details: { after: { name: row.name, status: row.status, support_plan_enabled: row.support_plan_enabled } },
    });
    return row.id;
  });
}

export async function updateSchool(ctx: AuthedContext, id: number, input: TUpdateSchool): Promise<void> {
  const actor = ctx.actor;
  const current = await getSchool(ctx.db, scopeOf(actor), id);
  if (!current) throw notFound();
  const s = current.school;
  authorize(schoolPolicy.update, actor, s);
  assertSchoolOpen(actor, s);
  authorize(schoolPolicy.changeFields, actor, input);
  const status = input.status ?? s.status;
  const suspendedAt = suspendedAtFor(status, s.suspended_at);

  await ctx.db.transaction(async (tx) => {
    const after = await updateSchoolRow(tx, id, {
      name: input.name ?? s.name,
      status,
      suspended_at: suspendedAt,
      support_plan_enabled: input.support_plan_enabled ?? s.support_plan_enabled,
    });
    if (!s.suspended_at && suspendedAt) await endSessionsOfUsers(tx, await schoolLevelMemberIds(tx, id));
    const pick = (r: typeof s) => ({ name: r.name, status: r.status, support_plan_enabled: r.support_plan_enabled });
    const diff = changes(pick(s), pick(after));
    if (Object.keys(diff).length) {
      await emit(tx, ctx, {
        type: 'status' in diff ? 'school.account_changed' : 'school.updated',
        ...schoolTarget({ id, district_id: s.district_id }),
        details: { changes: diff },
      });
    }
    // The status's history and the e-mail to the school's admins (issue 23, section 3): here without a reason.
    if (after.status !== s.status) await recordStatusChange(tx, ctx, { schoolId: id, from: s.status, to: after.status, reason: '' });
  });
}
