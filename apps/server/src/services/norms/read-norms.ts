/** A school's or a district's norms, in order, with how many started meetings used each (`GET /api/v1/norms/`). */
import type { TNorm, TNormList, TNormListQuery } from '@ss/domain';
import type { AuthedContext } from '../../context.ts';
import { abilitiesOf } from '../../lib/authorize.ts';
import { normAbilities, normsPolicy } from '../../policies/norms.policy.ts';
import { presentNorm } from '../../presenters/norms.presenter.ts';
import { listNorms } from '../../repositories/norms.repository.ts';
import { loadNorm, resolveNormLevel } from './norm-level.ts';

export async function readNorms(ctx: AuthedContext, q: TNormListQuery): Promise<TNormList> {
  const level = await resolveNormLevel(ctx.db, ctx.actor, q);
  const rows = await listNorms(ctx.db, level);
  return { results: rows.map((n, i) => presentNorm(n, abilitiesOf(normAbilities, ctx.actor, n), i)), abilities: { create: normsPolicy.edit(ctx.actor, level) } };
}

/** One norm, read back after a write. */
export async function readNorm(ctx: AuthedContext, id: number): Promise<TNorm> {
  const { norm } = await loadNorm(ctx.db, ctx.actor, id);
  return presentNorm(norm, abilitiesOf(normAbilities, ctx.actor, norm));
}
