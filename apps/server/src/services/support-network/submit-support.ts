/**
 * A district's support sent to the shared network (`POST /api/v1/supports/{id}/submit/`): a pending shared
 * copy that remembers its district and its source, with copies of its resources, and the super admins are
 * e-mailed. A copy returned earlier is refreshed from the source and waits again; one still waiting is a
 * 409. Focus areas and tiers the system lists do not hold (a district's own items) are dropped: the super
 * admin sets them while reviewing. The sender's comment waits with the copy (`review_comment`) until the
 * review replaces it with the reviewer's.
 */
import { conflict } from '../../lib/errors.ts';
import { SUPPORT_MSG, type TSubmitSupport } from '@ss/domain';
import type { AuthedContext } from '../../context.ts';
import { authorize } from '../../lib/authorize.ts';
import { supportsPolicy } from '../../policies/support-network.policy.ts';
import type { Axes } from '../../presenters/support-network.presenter.ts';
import { factsOf } from './support-facts.ts';
import { clearAttachments, copyAttachments } from '../../repositories/support-attachments.repository.ts';
import { findSubmission, insertSupport, updateSupportRow, type SupportInsert, type SupportRow } from '../../repositories/support-network.repository.ts';
import { getDistrict } from '../../repositories/tenancy.repository.ts';
import { emit } from '../emit.ts';
import { assertStatus, notPossible, readableSupport, supportWhere } from './support-access.ts';
import { mailSubmission } from './support-emails.ts';
import { axesAt, keptKeys } from './support-keys.ts';

/** What a copy takes from its source, its keys kept to those of the copy's level (its active axes). */
export function copiedFields(s: SupportRow, axes: Axes): Partial<SupportInsert> & Pick<SupportInsert, 'type'> {
  return {
    type: s.type,
    name_en: s.name_en,
    name_fr: s.name_fr,
    description_en: s.description_en,
    description_fr: s.description_fr,
    focus_area_keys: keptKeys(s.focus_area_keys, axes.focus_areas),
    tier_keys: keptKeys(s.tier_keys, axes.tiers),
    delivered_by: s.delivered_by,
    group_size: s.group_size,
    frequency: s.frequency,
    duration_minutes: s.duration_minutes,
  };
}

export async function submitSupport(ctx: AuthedContext, id: number, input: TSubmitSupport): Promise<number> {
  const r = await readableSupport(ctx, id);
  const s = r.s;
  authorize(supportsPolicy.submit, ctx.actor, factsOf(r));
  assertStatus(s.status, ['approved'], SUPPORT_MSG.notSubmittable);
  const earlier = await findSubmission(ctx.db, id);
  if (earlier?.status === 'pending') throw notPossible(SUPPORT_MSG.alreadySubmitted);
  const fields = copiedFields(s, await axesAt(ctx.db, {}, true));
  const district = (await getDistrict(ctx.db, { all: true }, s.district_id!))!.district;
  const waiting = { status: 'pending' as const, review_comment: input.comment ?? null, reviewed_by: null, reviewed_at: null, created_by: ctx.actor.id };
  return ctx.db.transaction(async (tx) => {
    let copy: SupportRow | null;
    if (earlier) {
      copy = await updateSupportRow(tx, earlier.id, earlier.version, { ...fields, ...waiting });
      if (!copy) throw conflict();
      await clearAttachments(tx, copy.id);
    } else {
      copy = await insertSupport(tx, { ...fields, ...waiting, level: 'shared', submitted_district_id: district.id, source_support_id: s.id, source_level: 'district' });
    }
    await copyAttachments(tx, s.id, copy, ctx.actor.id);
    await emit(tx, ctx, { type: 'support.submitted', ...supportWhere(copy), details: { source: s.id, ...(earlier ? { again: true } : {}) } });
    await mailSubmission(tx, ctx, copy, district, input.comment);
    return copy.id;
  });
}
