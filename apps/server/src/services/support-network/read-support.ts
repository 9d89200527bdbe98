/**
 * One support (`GET /api/v1/supports/{id}/`): found and readable (else 404), presented with its focus
 * areas and tiers named by the lists of its own level, its resources, and how many students in the
 * caller's scope hold it now.
 */
import type { TSupport } from '@ss/domain';
import type { AuthedContext } from '../../context.ts';
import { scopeOf } from '../../lib/actor.ts';
import { abilitiesOf } from '../../lib/authorize.ts';
import { supportNowPolicy, supportsPolicy } from '../../policies/support-network.policy.ts';
import { presentSupport } from '../../presenters/support-network.presenter.ts';
import { attachmentsOf } from '../../repositories/support-attachments.repository.ts';
import { givenCount, type SupportRead } from '../../repositories/support-network.repository.ts';
import { readableSupport } from './support-access.ts';
import { factsOf, stateOf } from './support-facts.ts';
import { axesAt, listLevelOf } from './support-keys.ts';

export async function presentRead(ctx: AuthedContext, row: SupportRead): Promise<TSupport> {
  const [axes, attachments, given] = await Promise.all([
    axesAt(ctx.db, listLevelOf(row.s), false),
    attachmentsOf(ctx.db, row.s.id),
    givenCount(ctx.db, scopeOf(ctx.actor), row.s.id),
  ]);
  return presentSupport(row, abilitiesOf(supportNowPolicy, ctx.actor, stateOf(row)), {
    axes,
    attachments,
    givenCount: given,
    seesSubmission: supportsPolicy.submit(ctx.actor, factsOf(row)),
  });
}

export async function readSupport(ctx: AuthedContext, id: number): Promise<TSupport> {
  return presentRead(ctx, await readableSupport(ctx, id));
}
