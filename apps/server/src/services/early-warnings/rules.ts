/**
 * A district's early-warning rules (issue 22, section 2): listed, added, changed and deleted by its district
 * admins (and super admins). A district outside the caller's scope does not exist for them (404); a rule's
 * parameters are checked against its kind; every change is audited through `emit`, whose reaction
 * (services/early-warnings/reactions.ts) recomputes the district's flags.
 */
import {
  EARLY_WARNING_MSG,
  EARLY_WARNING_RULES_MAX,
  RULE_PARAMETERS,
  ruleParameterIssues,
  type EarlyWarningKind,
  type TCreateEarlyWarningRule,
  type TEarlyWarningRule,
  type TEarlyWarningRuleList,
  type TUpdateEarlyWarningRule,
} from '@ss/domain';
import type { AuthedContext } from '../../context.ts';
import { scopeOf } from '../../lib/actor.ts';
import { abilitiesOf, authorize } from '../../lib/authorize.ts';
import { changes } from '../../lib/diff.ts';
import { assertNoFieldErrors, conflict, fieldError, notFound, type FieldErrors } from '../../lib/errors.ts';
import { assertDistrictOpen } from '../../lib/suspension.ts';
import { earlyWarningPolicy, ruleAbilities } from '../../policies/early-warnings.policy.ts';
import { presentRule } from '../../presenters/early-warnings.presenter.ts';
import { countRules, deleteRule, findRule, insertRule, listRules, measureOfDistrict, updateRule, type RuleWithCount } from '../../repositories/early-warnings.repository.ts';
import { getDistrict } from '../../repositories/tenancy.repository.ts';
import { emit } from '../emit.ts';

/** The district if the caller's scope holds it (404 otherwise) and it is open to them. */
async function district(ctx: AuthedContext, id: number) {
  const row = await getDistrict(ctx.db, scopeOf(ctx.actor), id);
  if (!row) throw notFound();
  assertDistrictOpen(ctx.actor, row.district);
  return row.district;
}

const present = (ctx: AuthedContext, r: RuleWithCount) => presentRule(r, abilitiesOf(ruleAbilities, ctx.actor, r.district_id));

export async function readRules(ctx: AuthedContext, districtId: number): Promise<TEarlyWarningRuleList> {
  const d = await district(ctx, districtId);
  authorize(earlyWarningPolicy.manageRules, ctx.actor, d.id);
  const rows = await listRules(ctx.db, d.id);
  return { results: rows.map((r) => present(ctx, r)), abilities: { create: rows.length < EARLY_WARNING_RULES_MAX } };
}

/** The parameters as the kind keeps them, after the checks the schema cannot make (the measure is the district's). */
async function checkedParameters(ctx: AuthedContext, districtId: number, kind: EarlyWarningKind, parameters: unknown): Promise<Record<string, unknown>> {
  const fields: FieldErrors = {};
  for (const issue of ruleParameterIssues(kind, parameters)) fields[issue.path.join('.')] ??= { message: issue.message };
  assertNoFieldErrors(fields);
  const parsed = RULE_PARAMETERS[kind].parse(parameters ?? {}) as Record<string, unknown>;
  if (kind === 'measure_threshold') {
    const def = await measureOfDistrict(ctx.db, districtId, parsed.definition_id as number);
    if (!def) throw fieldError('parameters.definition_id', 'Invalid value');
  }
  return parsed;
}

export async function createRule(ctx: AuthedContext, input: TCreateEarlyWarningRule): Promise<TEarlyWarningRule> {
  const d = await district(ctx, input.district);
  authorize(earlyWarningPolicy.manageRules, ctx.actor, d.id);
  const parameters = await checkedParameters(ctx, d.id, input.kind, input.parameters);
  return ctx.db.transaction(async (tx) => {
    if ((await countRules(tx, d.id)) >= EARLY_WARNING_RULES_MAX) throw fieldError('kind', EARLY_WARNING_MSG.tooMany, { max: EARLY_WARNING_RULES_MAX });
    const row = await insertRule(tx, { district_id: d.id, kind: input.kind, name_en: input.name_en, name_fr: input.name_fr, active: input.active ?? true, parameters });
    await emit(tx, ctx, {
      type: 'early_warning_rule.created',
      district_id: d.id,
      target: { type: 'early_warning_rule', id: row.id },
      details: { after: { kind: row.kind, name_en: row.name_en, name_fr: row.name_fr, active: row.active, parameters } },
    });
    return present(ctx, { ...row, open_flags: 0 });
  });
}

/** The rule if the caller's scope holds its district (404 otherwise), and they may manage it (403). */
async function loadRule(ctx: AuthedContext, id: number): Promise<RuleWithCount> {
  const row = await findRule(ctx.db, id);
  if (!row) throw notFound();
  await district(ctx, row.district_id);
  authorize(earlyWarningPolicy.manageRules, ctx.actor, row.district_id);
  return row;
}

export async function changeRule(ctx: AuthedContext, id: number, input: TUpdateEarlyWarningRule): Promise<TEarlyWarningRule> {
  const current = await loadRule(ctx, id);
  const parameters = input.parameters === undefined ? current.parameters : await checkedParameters(ctx, current.district_id, current.kind as EarlyWarningKind, input.parameters);
  // Parameters compared key by key (jsonb gives its keys back in its own order).
  const sorted = (o: Record<string, unknown>) => Object.fromEntries(Object.entries(o).sort(([a], [b]) => a.localeCompare(b)));
  const pick = (r: { name_en: string; name_fr: string; active: boolean; parameters: Record<string, unknown> }) => ({
    name_en: r.name_en,
    name_fr: r.name_fr,
    active: r.active,
    parameters: sorted(r.parameters),
  });
  const next = { name_en: input.name_en ?? current.name_en, name_fr: input.name_fr ?? current.name_fr, active: input.active ?? current.active, parameters };
  return ctx.db.transaction(async (tx) => {
    if (current.version !== input.version) throw conflict();
    const row = await updateRule(tx, id, input.version, next);
    if (!row) throw conflict();
    const diff = changes(pick(current), pick(row));
    if (Object.keys(diff).length) {
      await emit(tx, ctx, { type: 'early_warning_rule.updated', district_id: row.district_id, target: { type: 'early_warning_rule', id }, details: { changes: diff } });
    }
    return present(ctx, { ...row, open_flags: current.open_flags });
  });
}

/** Deletes the rule and its flags (open and closed): a rule a district no longer wants leaves no flags behind. */
export async function removeRule(ctx: AuthedContext, id: number): Promise<void> {
  const current = await loadRule(ctx, id);
  await ctx.db.transaction(async (tx) => {
    await deleteRule(tx, id);
    await emit(tx, ctx, {
      type: 'early_warning_rule.deleted',
      district_id: current.district_id,
      target: { type: 'early_warning_rule', id },
      details: { before: { kind: current.kind, name_en: current.name_en, name_fr: current.name_fr, open_flags: current.open_flags } },
    });
  });
}
