/**
 * A page of actions (`GET /api/v1/actions/?scope=…`): the scope decides who may ask and where
 * (action-scope.ts), the filters narrow it, and each action carries what the caller may do with it.
 */
import type { TAction, TActionListQuery } from '@ss/domain';
import type { AuthedContext } from '../../context.ts';
import { abilitiesOf } from '../../lib/authorize.ts';
import { todayIso } from '../../lib/dates.ts';
import { actionAbilities } from '../../policies/actions.policy.ts';
import { presentAction } from '../../presenters/actions.presenter.ts';
import { listActions } from '../../repositories/actions.repository.ts';
import { actionRef } from './action-ref.ts';
import { resolveActionScope } from './action-scope.ts';

export async function listActionsFor(ctx: AuthedContext, q: TActionListQuery): Promise<{ count: number; results: TAction[]; create: boolean }> {
  const { viewer, filter, create } = await resolveActionScope(ctx, q);
  const { count, rows } = await listActions(ctx.db, viewer, filter, { sort: q.sort, limit: q.pageSize, offset: (q.page - 1) * q.pageSize });
  const today = todayIso();
  return { count, results: rows.map((r) => presentAction(r, abilitiesOf(actionAbilities, ctx.actor, actionRef(r.action)), today)), create };
}
