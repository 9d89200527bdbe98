/** One action (`GET /api/v1/actions/{id}/`): 404 unless the caller may see it (their scope holds its school, or they are responsible). */
import type { TAction } from '@ss/domain';
import type { AuthedContext } from '../../context.ts';
import { scopeOf } from '../../lib/actor.ts';
import { abilitiesOf } from '../../lib/authorize.ts';
import { notFound } from '../../lib/errors.ts';
import { actionAbilities } from '../../policies/actions.policy.ts';
import { presentAction } from '../../presenters/actions.presenter.ts';
import { findVisibleAction } from '../../repositories/actions.repository.ts';
import { actionRef } from './action-ref.ts';

export async function readAction(ctx: AuthedContext, id: number): Promise<TAction> {
  const row = await findVisibleAction(ctx.db, { scope: scopeOf(ctx.actor), userId: ctx.actor.id }, id);
  if (!row) throw notFound();
  return presentAction(row, abilitiesOf(actionAbilities, ctx.actor, actionRef(row.action)));
}
