/**
 * Student data definitions: a district defines its measures, a school may add its own. Editing
 * follows configuration rights at that level; a definition with results is deactivated, not deleted.
 */
import { CONFIG_MSG, definitionErrors, type TCreateDataDefinition, type TDataDefinition, type TDataDefinitionList, type TUpdateDataDefinition } from '@ss/domain';
import type { Database } from '@ss/db';
import type { AuthedContext } from '../../context.ts';
import type { Actor } from '../../lib/actor.ts';
import { changes } from '../../lib/diff.ts';
import { assertNoFieldErrors, HttpError, notFound } from '../../lib/errors.ts';
import { authorize } from '../../lib/authorize.ts';
import { configPolicy } from '../../policies/config.policy.ts';
import { emit } from '../emit.ts';
import {
  definitionsForDistrict,
  definitionsForSchool,
  deleteDefinition,
  getDefinition,
  hasResults,
  insertDefinition,
  updateDefinition,
  type DataDefinitionRow,
} from '../../repositories/data-definitions.repository.ts';
import { resolveLevel, type ResolvedLevel } from './level.ts';

type Fields = Pick<DataDefinitionRow, 'name' | 'result_type' | 'options' | 'min_value' | 'max_value' | 'data_type' | 'months' | 'labels' | 'active'>;

export function presentDefinition(actor: Actor, row: DataDefinitionRow): TDataDefinition {
  const edit = configPolicy.editDefinition(actor, row);
  return {
    id: row.id,
    district_id: row.district_id,
    school_id: row.school_id,
    origin: row.school_id === null ? 'district' : 'school',
    name: row.name,
    result_type: row.result_type,
    options: row.options,
    min_value: row.min_value,
    max_value: row.max_value,
    data_type: row.data_type,
    months: [...row.months].sort((a, b) => a - b),
    labels: row.labels,
    position: row.position,
    active: row.active,
    version: row.version,
    abilities: { update: edit, delete: edit },
  };
}

/** Only what the result type and data type use is kept, so a definition never carries stale choices. */
function normalise(f: Fields): Fields {
  const manual = f.result_type === 'manual';
  const byMonth = f.data_type === 'month';
  return {
    ...f,
    name: f.name.trim(),
    options: manual ? [] : f.options,
    min_value: manual ? f.min_value : null,
    max_value: manual ? f.max_value : null,
    months: byMonth ? f.months : [],
    labels: byMonth ? [] : f.labels,
  };
}

function check(f: Fields) {
  assertNoFieldErrors(definitionErrors(f));
}

const levelOf = async (db: Database, actor: Actor, q: { districtId?: number; schoolId?: number }): Promise<ResolvedLevel> => {
  if (q.districtId === undefined && q.schoolId === undefined) throw notFound();
  return resolveLevel(db, actor, q);
};

export async function listDefinitions(db: Database, actor: Actor, q: { districtId?: number; schoolId?: number }): Promise<TDataDefinitionList> {
  const level = await levelOf(db, actor, q);
  const rows = level.schoolId !== null ? await definitionsForSchool(db, level.schoolId, level.districtId!) : await definitionsForDistrict(db, level.districtId!);
  return { results: rows.map((r) => presentDefinition(actor, r)), abilities: { create: configPolicy.edit(actor, level.target) } };
}

export async function createDefinition(ctx: AuthedContext, input: TCreateDataDefinition): Promise<DataDefinitionRow> {
  const actor = ctx.actor;
  const level = await levelOf(ctx.db, actor, { districtId: input.district_id, schoolId: input.school_id });
  authorize(configPolicy.edit, actor, level.target);
  const { district_id: _d, school_id: _s, ...rest } = input;
  const fields = normalise(rest);
  check(fields);
  return ctx.db.transaction(async (tx) => {
    const row = await insertDefinition(tx, { ...fields, district_id: level.districtId!, school_id: level.schoolId });
    await emit(tx, ctx, {
      type: 'student_data_definition.created',
      district_id: row.district_id,
      school_id: row.school_id,
      target: { type: 'student_data_definition', id: row.id },
      details: { after: fields },
    });
    return row;
  });
}

/** The definition if the actor may see it (its district or school in scope), else 404. */
async function visible(ctx: AuthedContext, id: number): Promise<DataDefinitionRow> {
  const row = await getDefinition(ctx.db, id);
  if (!row) throw notFound();
  await resolveLevel(ctx.db, ctx.actor, row.school_id === null ? { districtId: row.district_id } : { schoolId: row.school_id });
  return row;
}

export async function changeDefinition(ctx: AuthedContext, id: number, input: TUpdateDataDefinition): Promise<DataDefinitionRow> {
  const current = await visible(ctx, id);
  authorize(configPolicy.editDefinition, ctx.actor, current);
  const { version, ...patch } = input;
  const pick = (r: Fields): Fields => ({
    name: r.name,
    result_type: r.result_type,
    options: r.options,
    min_value: r.min_value,
    max_value: r.max_value,
    data_type: r.data_type,
    months: r.months,
    labels: r.labels,
    active: r.active,
  });
  const before = pick(current);
  const fields = normalise({ ...before, ...Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined)) } as Fields);
  check(fields);
  return ctx.db.transaction(async (tx) => {
    const row = await updateDefinition(tx, id, version, fields);
    if (!row) throw new HttpError(409, 'conflict', CONFIG_MSG.conflict);
    const diff = changes(before, pick(row));
    if (Object.keys(diff).length) {
      await emit(tx, ctx, {
        type: 'student_data_definition.updated',
        district_id: row.district_id,
        school_id: row.school_id,
        target: { type: 'student_data_definition', id },
        details: { changes: diff },
      });
    }
    return row;
  });
}

export async function removeDefinition(ctx: AuthedContext, id: number): Promise<{ deleted: boolean; deactivated: boolean }> {
  const current = await visible(ctx, id);
  authorize(configPolicy.editDefinition, ctx.actor, current);
  return ctx.db.transaction(async (tx) => {
    const keep = await hasResults(tx, id);
    if (keep) await updateDefinition(tx, id, current.version, { active: false });
    else await deleteDefinition(tx, id);
    await emit(tx, ctx, {
      type: keep ? 'student_data_definition.deactivated' : 'student_data_definition.deleted',
      district_id: current.district_id,
      school_id: current.school_id,
      target: { type: 'student_data_definition', id },
      details: keep ? { changes: { active: [current.active, false] } } : { before: { name: current.name } },
    });
    return { deleted: !keep, deactivated: keep };
  });
}
