/**
 * Support plan templates (issue 12, section 1): a district's, kept by its admins, and a school's own, kept also
 * by the school's admins and support plan coordinators. Information fields and team roles are keys of the
 * active items of the `support-plan-information` and `support-team-role` lists at the template's level (a
 * change may keep a key whose item has since been deactivated). A change names the version read (409 when
 * stale); archiving is for a template no active plan uses (409 otherwise). Every change is one audit event
 * with the fields changed, never the wording.
 */
import { PLAN_MSG, type TCreatePlanTemplate, type TPlanTemplate, type TPlanTemplateList, type TPlanTemplateListQuery, type TUpdatePlanTemplate } from '@ss/domain';
import type { Database } from '@ss/db';
import type { AuthedContext } from '../../context.ts';
import { abilitiesOf, authorize } from '../../lib/authorize.ts';
import { assertNoFieldErrors, conflict, type FieldErrors } from '../../lib/errors.ts';
import { pageWindow, toPage } from '../../lib/paging.ts';
import { supportPlansPolicy, templateAbilities } from '../../policies/support-plans.policy.ts';
import { presentTemplate } from '../../presenters/support-plans.presenter.ts';
import { effectiveLists } from '../../repositories/config-resolve.ts';
import { insertTemplate, listTemplates, templateInUse, updateTemplateRow, type TemplateInsert, type TemplateRow } from '../../repositories/support-plans.repository.ts';
import { emit } from '../emit.ts';
import { districtInScope } from '../support-network/support-access.ts';
import { loadTemplate, notPossible, planSchool } from './access.ts';

const keyOf = (item: { id: number; root_item_id: number | null }) => item.root_item_id ?? item.id;

/** Field errors of keys that are not of the active items at the level (those already held may stay). */
async function checkKeys(db: Database, at: { districtId: number; schoolId: number | null }, input: { information_keys?: number[]; team_role_keys?: number[] }, held?: TemplateRow) {
  const lists = await effectiveLists(db, ['support-plan-information', 'support-team-role'], at.schoolId === null ? { districtId: at.districtId } : { schoolId: at.schoolId }, {
    activeOnly: true,
  });
  const fields: FieldErrors = {};
  const check = (field: 'information_keys' | 'team_role_keys', kind: 'support-plan-information' | 'support-team-role') => {
    const keys = input[field];
    if (keys === undefined) return;
    const known = new Set([...lists.get(kind)!.items.map(keyOf), ...(held?.[field] ?? [])]);
    if (keys.some((k) => !known.has(k))) fields[field] = { message: PLAN_MSG.unknownKey };
  };
  check('information_keys', 'support-plan-information');
  check('team_role_keys', 'support-team-role');
  assertNoFieldErrors(fields);
}

const unique = (keys: number[] | undefined) => (keys === undefined ? undefined : [...new Set(keys)]);

export async function listPlanTemplates(ctx: AuthedContext, q: TPlanTemplateListQuery): Promise<TPlanTemplateList> {
  const { db, actor } = ctx;
  let at: { districtId: number; schoolId: number | null };
  if (q.school !== undefined) {
    const school = await planSchool(ctx, q.school);
    authorize(supportPlansPolicy.readSchoolTemplates, actor, { district_id: school.district_id, school_id: school.id });
    at = { districtId: school.district_id, schoolId: school.id };
  } else {
    const district = await districtInScope(db, actor, q.district!);
    authorize(supportPlansPolicy.readDistrictTemplates, actor, district.id);
    at = { districtId: district.id, schoolId: null };
  }
  const { count, rows } = await listTemplates(db, at, pageWindow(q));
  return {
    ...toPage(
      q,
      count,
      rows.map((t) => presentTemplate(t, abilitiesOf(templateAbilities, actor, t))),
    ),
    abilities: { create: supportPlansPolicy.manageTemplates(actor, at.districtId, at.schoolId) },
  };
}

export async function readPlanTemplate(ctx: AuthedContext, id: number): Promise<TPlanTemplate> {
  const t = await loadTemplate(ctx, id);
  return presentTemplate(t, abilitiesOf(templateAbilities, ctx.actor, t));
}

export async function createPlanTemplate(ctx: AuthedContext, input: TCreatePlanTemplate): Promise<number> {
  const { db, actor } = ctx;
  let at: { districtId: number; schoolId: number | null };
  if (input.school !== undefined) {
    const school = await planSchool(ctx, input.school);
    at = { districtId: school.district_id, schoolId: school.id };
  } else at = { districtId: (await districtInScope(db, actor, input.district!)).id, schoolId: null };
  authorize(supportPlansPolicy.manageTemplates, actor, at.districtId, at.schoolId);
  await checkKeys(db, at, input);
  const { district: _d, school: _s, ...fields } = input;
  return db.transaction(async (tx) => {
    const row = await insertTemplate(tx, {
      ...fields,
      information_keys: unique(fields.information_keys)!,
      team_role_keys: unique(fields.team_role_keys)!,
      district_id: at.districtId,
      school_id: at.schoolId,
      created_by: actor.id,
      updated_by: actor.id,
    });
    await emit(tx, ctx, {
      type: 'support_plan_template.created',
      district_id: row.district_id,
      school_id: row.school_id,
      target: { type: 'support_plan_template', id: row.id },
      details: { parts: { specialized_assessment: row.specialized_assessment, goal_planning: row.goal_planning, transition_planning: row.transition_planning } },
    });
    return row.id;
  });
}

const TEMPLATE_FIELDS = [
  'name',
  'specialized_assessment',
  'goal_planning',
  'transition_planning',
  'information_keys',
  'team_role_keys',
  'review_months',
  'pdf_wording_en',
  'pdf_wording_fr',
] as const;

export async function updatePlanTemplate(ctx: AuthedContext, id: number, input: TUpdatePlanTemplate): Promise<void> {
  const { db, actor } = ctx;
  const t = await loadTemplate(ctx, id);
  authorize(supportPlansPolicy.manageTemplates, actor, t.district_id, t.school_id);
  if (t.archived_at !== null) throw notPossible(PLAN_MSG.archived);
  if (t.version !== input.version) throw conflict();
  await checkKeys(db, { districtId: t.district_id, schoolId: t.school_id }, input, t);
  const patch: Partial<TemplateInsert> = { updated_by: actor.id };
  const changed: string[] = [];
  for (const f of TEMPLATE_FIELDS) {
    const value = f === 'information_keys' || f === 'team_role_keys' ? unique(input[f]) : input[f];
    if (value === undefined) continue;
    if (JSON.stringify(value) !== JSON.stringify(t[f])) changed.push(f);
    Object.assign(patch, { [f]: value });
  }
  await db.transaction(async (tx) => {
    const row = await updateTemplateRow(tx, id, input.version, patch);
    if (!row) throw conflict();
    await emit(tx, ctx, {
      type: 'support_plan_template.updated',
      district_id: row.district_id,
      school_id: row.school_id,
      target: { type: 'support_plan_template', id: row.id },
      details: { fields: changed, version: row.version },
    });
  });
}

/** Archives a template no active plan uses; the plans made from it keep their copy. */
export async function archivePlanTemplate(ctx: AuthedContext, id: number): Promise<void> {
  const { db, actor } = ctx;
  const t = await loadTemplate(ctx, id);
  authorize(supportPlansPolicy.manageTemplates, actor, t.district_id, t.school_id);
  if (t.archived_at !== null) throw notPossible(PLAN_MSG.archived);
  if (await templateInUse(db, id)) throw notPossible(PLAN_MSG.templateInUse);
  await db.transaction(async (tx) => {
    const row = await updateTemplateRow(tx, id, t.version, { archived_at: new Date(), updated_by: actor.id });
    if (!row) throw conflict();
    await emit(tx, ctx, { type: 'support_plan_template.archived', district_id: row.district_id, school_id: row.school_id, target: { type: 'support_plan_template', id: row.id } });
  });
}
