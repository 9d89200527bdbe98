/**
 * Adding, changing and deleting supports (issue 11, section 1). A support goes into the shared network
 * (super admins), a district's (its managers) or a school's: its reviewers add it straight away, anyone
 * else with a role in the school proposes it (pending, the reviewers are e-mailed). Focus areas and tiers
 * must be keys of the active items of the lists at the support's level. A change needs the version read
 * (409 when stale); an archived support is restored before it changes. A support given to a student is
 * never deleted (409: archive it). Audit rows name the fields changed, never their text.
 */
import { SUPPORT_MSG, type TCreateSupport, type TUpdateSupport } from '@ss/domain';
import type { AuthedContext } from '../../context.ts';
import { authorize } from '../../lib/authorize.ts';
import { assertNoFieldErrors, conflict, type FieldErrors } from '../../lib/errors.ts';
import { createPolicy, supportsPolicy } from '../../policies/support-network.policy.ts';
import { factsOf } from './support-facts.ts';
import { deleteSupportFiles } from '../../repositories/support-attachments.repository.ts';
import { deleteSupportRow, insertSupport, updateSupportRow, type SupportInsert, type SupportRow } from '../../repositories/support-network.repository.ts';
import { emit } from '../emit.ts';
import { assertVersion, districtInScope, notHere, notPossible, readableSupport, schoolInScope, supportWhere } from './support-access.ts';
import { mailProposal } from './support-emails.ts';
import { checkKeys, distinct, listLevelOf, type ListLevel } from './support-keys.ts';

const TEXTS = ['name_en', 'name_fr', 'description_en', 'description_fr', 'delivered_by', 'frequency'] as const;
const VALUES = ['type', 'group_size', 'duration_minutes'] as const;

/** Where a new support goes and in which state; 404 for a tenant outside the caller's scope, 403 when they may not add there. */
async function destination(ctx: AuthedContext, input: TCreateSupport) {
  const { db, actor } = ctx;
  if (input.level === 'shared') {
    if (input.district !== undefined) throw notHere('district');
    if (input.school !== undefined) throw notHere('school');
    authorize(createPolicy.shared, actor);
    return { values: { level: 'shared' as const, status: 'approved' as const }, at: {} as ListLevel, school: null };
  }
  if (input.level === 'district') {
    if (input.school !== undefined) throw notHere('school');
    const district = await districtInScope(db, actor, input.district!);
    authorize(createPolicy.district, actor, district.id);
    return { values: { level: 'district' as const, district_id: district.id, status: 'approved' as const }, at: { districtId: district.id }, school: null };
  }
  const school = await schoolInScope(db, actor, input.school!);
  if (input.district !== undefined && input.district !== school.district_id) throw notHere('district');
  const place = { ...school, suspended: school.suspended_at !== null };
  authorize(createPolicy.inSchool, actor, place);
  const status = createPolicy.school(actor, place)!;
  return { values: { level: 'school' as const, district_id: school.district_id, school_id: school.id, status }, at: { schoolId: school.id }, school };
}

export async function createSupport(ctx: AuthedContext, input: TCreateSupport): Promise<number> {
  const { db, actor } = ctx;
  const dest = await destination(ctx, input);
  const focus = distinct(input.focus_areas);
  const tiers = distinct(input.tiers);
  assertNoFieldErrors(await checkKeys(db, dest.at, { focus_areas: focus, tiers }));
  return db.transaction(async (tx) => {
    const row = await insertSupport(tx, {
      ...dest.values,
      type: input.type,
      name_en: input.name_en,
      name_fr: input.name_fr,
      description_en: input.description_en,
      description_fr: input.description_fr,
      focus_area_keys: focus,
      tier_keys: tiers,
      delivered_by: input.delivered_by ?? null,
      group_size: input.group_size ?? null,
      frequency: input.frequency ?? null,
      duration_minutes: input.duration_minutes ?? null,
      created_by: actor.id,
    });
    const proposal = row.status === 'pending';
    await emit(tx, ctx, { type: proposal ? 'support.proposed' : 'support.created', ...supportWhere(row), details: { level: row.level, type: row.type } });
    if (proposal && dest.school) await mailProposal(tx, ctx, row, dest.school);
    return row.id;
  });
}

/** Keys may stay as they are even when their item has since been deactivated; new ones must be active. */
async function keyErrors(ctx: AuthedContext, s: SupportRow, input: TUpdateSupport): Promise<FieldErrors> {
  const fresh = (keys: number[] | undefined, held: number[]) => (keys === undefined ? undefined : keys.filter((k) => !held.includes(k)));
  return checkKeys(ctx.db, listLevelOf(s), { focus_areas: fresh(input.focus_areas, s.focus_area_keys), tiers: fresh(input.tiers, s.tier_keys) });
}

export async function updateSupport(ctx: AuthedContext, id: number, input: TUpdateSupport): Promise<void> {
  const r = await readableSupport(ctx, id);
  const s = r.s;
  authorize(supportsPolicy.update, ctx.actor, factsOf(r));
  assertVersion(s.version, input.version);
  if (s.status === 'archived') throw notPossible(SUPPORT_MSG.archived);
  const fields = await keyErrors(ctx, s, input);
  const names = { en: input.name_en ?? s.name_en, fr: input.name_fr ?? s.name_fr };
  if (!names.en && !names.fr) fields.name_en = { message: SUPPORT_MSG.name };
  assertNoFieldErrors(fields);
  const patch: Partial<SupportInsert> = {};
  const texts: string[] = [];
  const changes: Record<string, [unknown, unknown]> = {};
  for (const k of TEXTS) {
    const next = input[k];
    if (next !== undefined && next !== s[k]) {
      Object.assign(patch, { [k]: next });
      texts.push(k);
    }
  }
  for (const k of VALUES) {
    const next = input[k];
    if (next !== undefined && next !== s[k]) {
      Object.assign(patch, { [k]: next });
      changes[k] = [s[k], next];
    }
  }
  for (const [k, column] of [
    ['focus_areas', 'focus_area_keys'],
    ['tiers', 'tier_keys'],
  ] as const) {
    const next = input[k] === undefined ? undefined : distinct(input[k]);
    if (next !== undefined && next.join() !== s[column].join()) {
      patch[column] = next;
      changes[k] = [s[column], next];
    }
  }
  await ctx.db.transaction(async (tx) => {
    const row = await updateSupportRow(tx, id, input.version, patch);
    if (!row) throw conflict();
    await emit(tx, ctx, { type: 'support.updated', ...supportWhere(row), details: { changes, ...(texts.length ? { texts } : {}) } });
  });
}

export async function deleteSupport(ctx: AuthedContext, id: number): Promise<void> {
  const r = await readableSupport(ctx, id);
  authorize(supportsPolicy.delete, ctx.actor, factsOf(r));
  if (r.in_use) throw notPossible(SUPPORT_MSG.inUse);
  await ctx.db.transaction(async (tx) => {
    await deleteSupportFiles(tx, id);
    await deleteSupportRow(tx, id);
    await emit(tx, ctx, { type: 'support.deleted', ...supportWhere(r.s), details: { level: r.s.level, status: r.s.status } });
  });
}
