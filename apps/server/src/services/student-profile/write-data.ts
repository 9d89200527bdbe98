/**
 * Entering a student's data results: every result is checked first (errors keyed
 * `results.<index>.<field>`), then all are written in one transaction, upserted by
 * (student, measure, school year, month, label); an empty value deletes. Audited before → after.
 */
import type { Database } from '@ss/db';
import { MSG, type TDataBody } from '@ss/domain';
import type { ServiceContext } from '../../context.ts';
import { HttpError, type FieldErrors } from '../../lib/errors.ts';
import { resultValue } from '../../presenters/student-profile.presenter.ts';
import { recordAudit } from '../../repositories/audit.repository.ts';
import { definitionsForSchool, deleteResult, resultAt, upsertResult, type ResultKey } from '../../repositories/student-data.repository.ts';
import { auditActor } from '../audit-actor.ts';
import { auditTarget, loadStudentForNotes } from './access.ts';
import { isProblem, pointKey, pointOf, valueOf, type Value } from './data-rules.ts';

export function validationError(fields: FieldErrors): HttpError {
  const first = Object.values(fields)[0]!;
  return new HttpError(400, 'validation', first.message, fields);
}

export async function writeStudentData(ctx: ServiceContext, studentId: number, input: TDataBody): Promise<void> {
  const actor = ctx.auth!.actor;
  const { student: s } = await loadStudentForNotes(ctx.db, actor, studentId);
  const defs = new Map((await definitionsForSchool(ctx.db, s.district_id, s.school_id)).map((d) => [d.id, d]));
  const fields: FieldErrors = {};
  const writes: { key: ResultKey; value: Value; audit: string }[] = [];
  const seen = new Set<string>();
  input.results.forEach((r, i) => {
    const def = defs.get(r.definition_id);
    if (!def) return void (fields[`results.${i}.definition_id`] = { message: MSG.invalidValue });
    const point = pointOf(def, r.month, r.label);
    if (isProblem(point)) return void (fields[`results.${i}.${point.field}`] = { message: point.message });
    const value = valueOf(def, r.value);
    if (isProblem(value)) return void (fields[`results.${i}.value`] = { message: value.message, ...(value.params ? { params: value.params } : {}) });
    const audit = `${def.id}:${r.school_year}:${pointKey(point)}`;
    if (seen.has(audit)) return void (fields[`results.${i}.value`] = { message: MSG.notUnique });
    seen.add(audit);
    writes.push({ key: { student_id: s.id, definition_id: def.id, school_year: r.school_year, ...point }, value, audit });
  });
  if (Object.keys(fields).length) throw validationError(fields);

  await ctx.db.transaction(async (txn) => {
    const tx = txn as unknown as Database;
    const diff = await applyWrites(tx, writes, actor.id);
    if (Object.keys(diff).length) {
      await recordAudit(tx, { ...auditActor(ctx), ...auditTarget(s), action: 'student.data_updated', details: { changes: diff } });
    }
  });
}

/** Writes results; returns { "<measure>:<year>:<point>": [before, after] } for those that changed. */
export async function applyWrites(tx: Database, writes: { key: ResultKey; value: Value; audit: string }[], userId: number) {
  const diff: Record<string, [string | null, string | null]> = {};
  for (const w of writes) {
    const current = await resultAt(tx, w.key);
    const before = current ? resultValue(current) : null;
    const after = w.value ? (w.value.value_number !== null ? String(w.value.value_number) : w.value.value_option) : null;
    if (before === after) continue;
    if (w.value) await upsertResult(tx, w.key, w.value, userId);
    else await deleteResult(tx, w.key);
    diff[w.audit] = [before, after];
  }
  return diff;
}
