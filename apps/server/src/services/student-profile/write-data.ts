/**
 * Entering a student's data results: every result is checked first (errors keyed
 * `results.<index>.<field>`), then all are written in one transaction, upserted by
 * (student, measure, school year, month, label); an empty value deletes. Audited before → after.
 */
import type { Database } from '@ss/db';
import { MSG, type TDataBody } from '@ss/domain';
import type { AuthedContext } from '../../context.ts';
import { assertNoFieldErrors, type FieldErrors } from '../../lib/errors.ts';
import { resultValue } from '../../presenters/student-profile.presenter.ts';
import { emit } from '../emit.ts';
import { definitionsForSchool, deleteResult, resultAt, upsertResult, type DefinitionRow, type ResultKey } from '../../repositories/student-data.repository.ts';
import { studentTarget } from '../audit-actor.ts';
import { loadStudentForNotes } from './access.ts';
import { futureProblem, isProblem, pointKey, pointOf, valueOf, type Value } from './data-rules.ts';

/** Results to write, each checked against its measure as it is added; problems are kept by field. */
export class ResultBatch {
  readonly fields: FieldErrors = {};
  readonly writes: { key: ResultKey; value: Value }[] = [];
  private readonly seen = new Set<string>();

  private readonly today: Date;

  /** `today` is the server's date: results dated after it are refused. */
  constructor(today: Date) {
    this.today = today;
  }

  /** Adds one result; a problem goes under `<prefix>.<field>` (the request's path of that row). */
  add(prefix: string, def: DefinitionRow, r: { student_id: number; school_year: number; month?: number; label?: string; value: string }): void {
    const point = pointOf(def, r.month, r.label);
    if (isProblem(point)) return void (this.fields[`${prefix}.${point.field}`] = { message: point.message });
    const value = valueOf(def, r.value);
    if (isProblem(value)) return void (this.fields[`${prefix}.value`] = { message: value.message, ...(value.params ? { params: value.params } : {}) });
    const future = value === null ? null : futureProblem(def, r.school_year, point, this.today);
    if (future) return void (this.fields[`${prefix}.${future.field}`] = { message: future.message });
    const key = { student_id: r.student_id, definition_id: def.id, school_year: r.school_year, ...point };
    const id = `${key.student_id}:${changeKey(key)}`;
    if (this.seen.has(id)) return void (this.fields[`${prefix}.value`] = { message: MSG.notUnique });
    this.seen.add(id);
    this.writes.push({ key, value });
  }
}

/** How a change to a result is named in audit details: "<measure>:<year>:<point>". */
const changeKey = (k: ResultKey) => `${k.definition_id}:${k.school_year}:${pointKey(k)}`;

export async function writeStudentData(ctx: AuthedContext, studentId: number, input: TDataBody): Promise<void> {
  const actor = ctx.actor;
  const { student: s } = await loadStudentForNotes(ctx.db, actor, studentId);
  const defs = new Map((await definitionsForSchool(ctx.db, s.district_id, s.school_id)).map((d) => [d.id, d]));
  const batch = new ResultBatch(new Date());
  input.results.forEach((r, i) => {
    const def = defs.get(r.definition_id);
    if (!def) batch.fields[`results.${i}.definition_id`] = { message: MSG.invalidValue };
    else batch.add(`results.${i}`, def, { ...r, student_id: s.id });
  });
  assertNoFieldErrors(batch.fields);

  await ctx.db.transaction(async (tx) => {
    const changes = (await applyWrites(tx, batch.writes, actor.id)).get(s.id);
    if (changes) await emit(tx, ctx, { ...studentTarget(s), type: 'student.data_updated', details: { changes } });
  });
}

/** Writes results; returns, per student, { "<measure>:<year>:<point>": [before, after] } for those that changed. */
export async function applyWrites(tx: Database, writes: ResultBatch['writes'], userId: number) {
  const changed = new Map<number, Record<string, [string | null, string | null]>>();
  for (const w of writes) {
    const current = await resultAt(tx, w.key);
    const before = current ? resultValue(current) : null;
    const after = w.value ? (w.value.value_number !== null ? String(w.value.value_number) : w.value.value_option) : null;
    if (before === after) continue;
    if (w.value) await upsertResult(tx, w.key, w.value, userId);
    else await deleteResult(tx, w.key);
    changed.set(w.key.student_id, { ...changed.get(w.key.student_id), [changeKey(w.key)]: [before, after] });
  }
  return changed;
}
