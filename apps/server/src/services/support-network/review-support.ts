/**
 * The review workflows (issue 11, section 1): a school's reviewers approve a proposal into the school's
 * network or return it with a comment; super admins do the same with submissions to the shared network;
 * the author of a returned proposal proposes it again (pending, the reviewers are e-mailed). Each step
 * needs the version read (409 when stale) and the state it starts from (409 with the reason otherwise),
 * is one audit event (without the comment) and e-mails the person waiting on it.
 */
import { conflict } from '../../lib/errors.ts';
import { SUPPORT_MSG, type TApproveSupport, type TReturnSupport, type TSupportVersion } from '@ss/domain';
import type { AuthedContext } from '../../context.ts';
import { authorize } from '../../lib/authorize.ts';
import { supportsPolicy } from '../../policies/support-network.policy.ts';
import { factsOf } from './support-facts.ts';
import { updateSupportRow, type SupportRead } from '../../repositories/support-network.repository.ts';
import { getSchool } from '../../repositories/tenancy.repository.ts';
import { emit } from '../emit.ts';
import { assertStatus, assertVersion, readableSupport, supportWhere } from './support-access.ts';
import { mailProposal, mailReview } from './support-emails.ts';

/** The school of a proposal, named (its reviewers and its author read it). */
async function schoolOf(ctx: AuthedContext, r: SupportRead) {
  if (r.s.school_id === null) return null;
  const row = await getSchool(ctx.db, { all: true }, r.s.school_id);
  return row ? { id: row.school.id, district_id: row.school.district_id, name: row.school.name } : null;
}

async function review(ctx: AuthedContext, id: number, input: { version: number; comment?: string | null }, outcome: 'approved' | 'returned') {
  const r = await readableSupport(ctx, id);
  authorize(supportsPolicy.review, ctx.actor, factsOf(r));
  assertVersion(r.s.version, input.version);
  assertStatus(r.s.status, ['pending'], SUPPORT_MSG.notPending);
  const school = await schoolOf(ctx, r);
  await ctx.db.transaction(async (tx) => {
    const row = await updateSupportRow(tx, id, input.version, { status: outcome, reviewed_by: ctx.actor.id, reviewed_at: new Date(), review_comment: input.comment ?? null });
    if (!row) throw conflict();
    await emit(tx, ctx, { type: outcome === 'approved' ? 'support.approved' : 'support.returned', ...supportWhere(row), details: { level: row.level } });
    await mailReview(tx, ctx, row, outcome, school);
  });
}

export const approveSupport = (ctx: AuthedContext, id: number, input: TApproveSupport) => review(ctx, id, input, 'approved');
export const returnSupport = (ctx: AuthedContext, id: number, input: TReturnSupport) => review(ctx, id, input, 'returned');

/** A returned proposal sent back for review by its author (the reviewer's comment stays until the next review). */
export async function proposeAgain(ctx: AuthedContext, id: number, input: TSupportVersion): Promise<void> {
  const r = await readableSupport(ctx, id);
  authorize(supportsPolicy.propose, ctx.actor, factsOf(r));
  assertVersion(r.s.version, input.version);
  assertStatus(r.s.status, ['returned'], SUPPORT_MSG.notReturned);
  const school = await schoolOf(ctx, r);
  await ctx.db.transaction(async (tx) => {
    const row = await updateSupportRow(tx, id, input.version, { status: 'pending' });
    if (!row) throw conflict();
    await emit(tx, ctx, { type: 'support.proposed', ...supportWhere(row), details: { level: row.level, again: true } });
    if (school) await mailProposal(tx, ctx, row, school);
  });
}
