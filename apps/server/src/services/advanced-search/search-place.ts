/**
 * Where an advanced search looks: one school, one district, or the actor's whole scope, and
 * the measures its data filters may name. A school or district outside the scope, or a measure
 * the actor's schools do not use, does not exist for them (404).
 */
import { MSG, NUMERIC_OPERATORS, isNumeric, type TStudentSearchExport } from '@ss/domain';
import { scopeOf, type Actor } from '../../lib/actor.ts';
import { fieldError, notFound } from '../../lib/errors.ts';
import { schoolSuspended } from '../../lib/suspension.ts';
import { studentPolicy } from '../../policies/students.policy.ts';
import { measuresFor, schoolsInScope, type DefinitionRow } from '../../repositories/advanced-search-options.repository.ts';
import type { SearchCriteria } from '../../repositories/advanced-search.repository.ts';
import type { Database } from '@ss/db';

export interface SearchPlace {
  schools: { id: number; name: string; district_id: number }[];
  districtIds: number[];
  canExport: boolean;
  /** Where the search is, as studentPolicy.exportSearch reads it. */
  exportAt: { district_id?: number; school?: { district_id: number; school_id: number } };
}

export async function resolvePlace(db: Database, actor: Actor, at: { school_id?: number; district_id?: number }): Promise<SearchPlace> {
  const scope = scopeOf(actor);
  if (at.district_id !== undefined && !scope.all && !scope.districtIds.includes(at.district_id)) throw notFound();
  const schools = await schoolsInScope(db, scope, { districtId: at.district_id, schoolId: at.school_id });
  if (at.school_id !== undefined) {
    const school = schools[0];
    if (!school) throw notFound();
    if (!actor.is_super && school.status === 'account_suspended') throw schoolSuspended();
  }
  const visible = actor.is_super ? schools : schools.filter((s) => s.status !== 'account_suspended');
  const districtIds = at.district_id !== undefined ? [at.district_id] : [...new Set(visible.map((s) => s.district_id))];
  const exportAt = at.school_id !== undefined ? { school: { district_id: schools[0]!.district_id, school_id: at.school_id } } : { district_id: at.district_id };
  return { schools: visible, districtIds, canExport: studentPolicy.exportSearch(actor, exportAt), exportAt };
}

/** The search's criteria with each data filter's measure, checked against what the place uses. */
export async function criteriaFor(db: Database, place: SearchPlace, input: TStudentSearchExport): Promise<SearchCriteria> {
  const filters = input.data_filters ?? [];
  const named = [...new Set(filters.map((f) => f.definition_id))];
  const defs: DefinitionRow[] = filters.length
    ? await measuresFor(
        db,
        place.districtIds,
        place.schools.map((s) => s.id),
        named,
      )
    : [];
  const byId = new Map(defs.map((d) => [d.id, d]));
  const data_filters = filters.map((f, i) => {
    const def = byId.get(f.definition_id);
    if (!def) throw notFound();
    // A dropdown's options are words: more than / less than would compare nothing and find nothing.
    if (def.result_type === 'dropdown' && (NUMERIC_OPERATORS as readonly string[]).includes(f.operator)) throw fieldError(`data_filters.${i}.operator`, MSG.invalidValue);
    // Equality on a numeric measure compares numbers; on a dropdown it compares the option's label.
    if (def.result_type === 'manual' && (f.operator === 'equal' || f.operator === 'not_equal') && !isNumeric(f.value)) throw fieldError(`data_filters.${i}.value`, MSG.onlyNumbers);
    return { ...f, def: { id: def.id, name: def.name, result_type: def.result_type, data_type: def.data_type, labels: def.labels } };
  });
  return { ...input, data_filters };
}
