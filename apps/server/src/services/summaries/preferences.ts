/**
 * Summary preferences (issue 23, section 2): a user reads and changes their own, per type that applies to them
 * (summaryPolicy.receive); a district's admins (and super admins) read and change the district's defaults. A
 * user's frequency is their choice, else the district's default, else the product's. Changes are audited with
 * `details.changes` as `{ type: [before, after] }` (`default` where no row was, or is, kept).
 */
import {
  MSG,
  SUMMARY_PRODUCT_DEFAULTS,
  SUMMARY_TYPES,
  type Language,
  type SummaryFrequency,
  type SummaryType,
  type TSummaryDefaults,
  type TSummaryPreferences,
  type TUpdateSummaryDefaults,
  type TUpdateSummaryPreferences,
} from '@ss/domain';
import type { AuthedContext } from '../../context.ts';
import { scopeOf, type Actor } from '../../lib/actor.ts';
import { authorize } from '../../lib/authorize.ts';
import { assertNoFieldErrors, notFound, type FieldErrors } from '../../lib/errors.ts';
import { assertDistrictOpen } from '../../lib/suspension.ts';
import { summaryPolicy } from '../../policies/summaries.policy.ts';
import { districtChoices, saveDistrictChoices, saveUserChoices, userChoices, type Choices } from '../../repositories/summaries/preferences.repository.ts';
import { getDistrict } from '../../repositories/tenancy.repository.ts';
import { emit } from '../emit.ts';

/** The digests' language: French when the user's district is francophone; English for super users. */
export const digestLanguage = (a: Actor): Language => (!a.is_super && a.district?.francophone ? 'fr' : 'en');

/** The types that apply to the actor, in the contract's order. */
export const typesFor = (a: Actor): SummaryType[] => SUMMARY_TYPES.filter((t) => summaryPolicy.receive(a, t));

/** The frequency of a type: the user's choice, else the district's, else the product's. */
export const effective = (type: SummaryType, user: Choices, district: Choices): SummaryFrequency => user[type] ?? district[type] ?? SUMMARY_PRODUCT_DEFAULTS[type];

async function present(ctx: AuthedContext): Promise<TSummaryPreferences> {
  const a = ctx.actor;
  const mine = await userChoices(ctx.db, a.id);
  const district = a.district && !a.is_super ? await districtChoices(ctx.db, a.district.id) : {};
  return {
    results: typesFor(a).map((type) => ({
      type,
      frequency: effective(type, mine, district),
      is_default: mine[type] === undefined,
      default_frequency: district[type] ?? SUMMARY_PRODUCT_DEFAULTS[type],
    })),
    language: digestLanguage(a),
  };
}

export const readPreferences = (ctx: AuthedContext) => present(ctx);

/** Named types are set (or, with null, go back to the default); a type that does not apply to the user is refused. */
export async function updatePreferences(ctx: AuthedContext, input: TUpdateSummaryPreferences): Promise<TSummaryPreferences> {
  const a = ctx.actor;
  const fields: FieldErrors = {};
  const named = (Object.keys(input.preferences) as SummaryType[]).filter((t) => input.preferences[t] !== undefined);
  for (const type of named) if (!summaryPolicy.receive(a, type)) fields[`preferences.${type}`] = { message: MSG.invalidValue };
  assertNoFieldErrors(fields);
  await ctx.db.transaction(async (tx) => {
    const before = await userChoices(tx, a.id);
    await saveUserChoices(tx, a.id, input.preferences);
    const after = await userChoices(tx, a.id);
    const diff: Record<string, [string, string]> = {};
    for (const type of named) if (before[type] !== after[type]) diff[type] = [before[type] ?? 'default', after[type] ?? 'default'];
    if (Object.keys(diff).length)
      await emit(tx, ctx, { type: 'summary_preference.updated', district_id: a.district?.id ?? null, target: { type: 'user', id: a.id }, details: { changes: diff } });
  });
  return present(ctx);
}

/** The district when the caller's scope holds it (404 otherwise) and they may set its defaults (403). */
async function district(ctx: AuthedContext, id: number) {
  const row = await getDistrict(ctx.db, scopeOf(ctx.actor), id);
  if (!row) throw notFound();
  authorize(summaryPolicy.manageDefaults, ctx.actor, row.district.id);
  return row.district;
}

async function presentDefaults(ctx: AuthedContext, districtId: number): Promise<TSummaryDefaults> {
  const choices = await districtChoices(ctx.db, districtId);
  return {
    district: districtId,
    results: SUMMARY_TYPES.map((type) => ({ type, frequency: choices[type] ?? SUMMARY_PRODUCT_DEFAULTS[type], is_product_default: choices[type] === undefined })),
  };
}

export async function readDefaults(ctx: AuthedContext, districtId: number): Promise<TSummaryDefaults> {
  const d = await district(ctx, districtId);
  return presentDefaults(ctx, d.id);
}

export async function updateDefaults(ctx: AuthedContext, districtId: number, input: TUpdateSummaryDefaults): Promise<TSummaryDefaults> {
  const d = await district(ctx, districtId);
  assertDistrictOpen(ctx.actor, d);
  const named = (Object.keys(input.defaults) as SummaryType[]).filter((t) => input.defaults[t] !== undefined);
  await ctx.db.transaction(async (tx) => {
    const before = await districtChoices(tx, d.id);
    await saveDistrictChoices(tx, d.id, input.defaults);
    const after = await districtChoices(tx, d.id);
    const diff: Record<string, [string, string]> = {};
    for (const type of named) if (before[type] !== after[type]) diff[type] = [before[type] ?? 'default', after[type] ?? 'default'];
    if (Object.keys(diff).length) await emit(tx, ctx, { type: 'summary_defaults.updated', district_id: d.id, target: { type: 'district', id: d.id }, details: { changes: diff } });
  });
  return presentDefaults(ctx, d.id);
}
