/**
 * The rules a result must satisfy (issue 4, section 4), shared by per-student entry and the bulk
 * grid: the point (month or label) must be one of the measure's, a manual value a number within
 * the bounds, a dropdown value one of the options. '' means "delete this result".
 */
import { isFuturePoint, MSG } from '@ss/domain';
import type { DefinitionRow } from '../../repositories/student-data.repository.ts';

export type Problem = { field: string; message: string; params?: Record<string, string | number> };
export type Point = { month: number; label: string };
export type Value = { value_number: number | null; value_option: string | null } | null;

const NUMBER = /^[-+]?(\d+(\.\d*)?|\.\d+)$/;

/** The stored key of a result point, or a problem with `month` / `label`. */
export function pointOf(def: DefinitionRow, month: number | undefined, label: string | undefined): Point | Problem {
  if (def.data_type === 'month') {
    if (month === undefined) return { field: 'month', message: MSG.required };
    if (label !== undefined && label !== '') return { field: 'label', message: MSG.invalidValue };
    if (!def.months.includes(month)) return { field: 'month', message: MSG.invalidValue };
    return { month, label: '' };
  }
  if (label === undefined || label === '') return { field: 'label', message: MSG.required };
  if (month !== undefined) return { field: 'month', message: MSG.invalidValue };
  if (!def.labels.includes(label)) return { field: 'label', message: MSG.invalidValue };
  return { month: -1, label };
}

/**
 * A result may not be dated after `today` (the server's date): a month not yet begun, or a school year
 * after the current one. Deleting such a result ('' value) stays possible, so an old mistake can be removed.
 */
export function futureProblem(def: DefinitionRow, schoolYear: number, point: Point, today: Date): Problem | null {
  if (!isFuturePoint(schoolYear, def.data_type === 'month' ? point.month : null, today)) return null;
  return { field: def.data_type === 'month' ? 'month' : 'school_year', message: MSG.futureResult };
}

/** The value to store (null: delete), or a problem with `value`. */
export function valueOf(def: DefinitionRow, raw: string): Value | Problem {
  const v = raw.trim();
  if (v === '') return null;
  if (def.result_type === 'dropdown') {
    const option = def.options.find((o) => o.label === v);
    return option ? { value_number: null, value_option: option.label } : { field: 'value', message: MSG.invalidValue };
  }
  if (!NUMBER.test(v)) return { field: 'value', message: MSG.onlyNumbers };
  const n = Number(v);
  if (!Number.isFinite(n)) return { field: 'value', message: MSG.onlyNumbers };
  if (def.min_value !== null && n < def.min_value) return { field: 'value', message: MSG.min, params: { min: def.min_value } };
  if (def.max_value !== null && n > def.max_value) return { field: 'value', message: MSG.max, params: { max: def.max_value } };
  return { value_number: n, value_option: null };
}

export const isProblem = (x: unknown): x is Problem => typeof x === 'object' && x !== null && 'field' in x && 'message' in x;

/** The key a point has in grids and audit details: "m3" for April, "l:Fall" for a label. */
export const pointKey = (p: Point) => (p.month >= 0 ? `m${p.month}` : `l:${p.label}`);
