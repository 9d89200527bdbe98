/**
 * The student-import job: reads the stored file, checks every row, then either writes
 * nothing and reports each bad row, or upserts all rows by student number in one
 * transaction. Either way the uploader gets an e-mail and the import row its outcome.
 *
 * Idempotent: the import row is locked in the writing transaction and a finished import
 * is left alone, so a job that runs twice (retry, two workers) writes and mails once.
 * A run that dies midway rolls back and leaves the import "running" for the retry; when the
 * failure is one a retry cannot mend (the database refusing the data) or the last retry fails
 * too, the import is recorded as failed ("imports.error.internal"), never left "running".
 * Errors are stored capped (the first ones of each kind, then a count: capImportErrors).
 */
import { chooseLanguage, MSG, type TImportRowError } from '@ss/domain';
import { capImportErrors, importErrorCount } from '@ss/domain/student-imports-shared';
import { safeError } from '../../lib/safe-error.ts';
import type { Database } from '@ss/db';
import type { AppContext } from '../../context.ts';
import { effectiveList } from '../../repositories/config-resolve.ts';
import { emit } from '../emit.ts';
import {
  getImport,
  getStoredFileData,
  insertStudentsBatch,
  lockImport,
  studentsByNumber,
  updateImport,
  updateStudentsBatch,
  type ImportedFields,
} from '../../repositories/student-imports.repository.ts';
import { getSchool } from '../../repositories/tenancy.repository.ts';
import { loadActor } from '../../repositories/users.repository.ts';
import { queueEmail } from '../email/queue-email.ts';
import { importEmail } from './import-email.ts';
import { parseImport, sameFields } from './parse-import.ts';

const FINISHED = new Set(['succeeded', 'failed']);

export async function runStudentImportJob(ctx: AppContext, data: Record<string, unknown>, meta?: { retryCount: number; retryLimit: number }): Promise<void> {
  try {
    await runImport(ctx, data);
  } catch (err) {
    // SQLSTATE classes 22 (data exception) and 23 (integrity): the same file fails the same way every time.
    const code = safeError(err).code ?? '';
    const final = /^2[23]/.test(code) || !meta || meta.retryCount >= meta.retryLimit;
    const id = Number(data.importId);
    if (final && Number.isInteger(id)) await failImport(ctx.db, id);
    throw err; // the queue logs its summary; a retry of a failed import does nothing
  }
}

async function runImport(ctx: AppContext, data: Record<string, unknown>): Promise<void> {
  const id = Number(data.importId);
  if (!Number.isInteger(id)) return;
  const found = await getImport(ctx.db, id);
  if (!found || FINISHED.has(found.imp.status)) return;
  const imp = found.imp;
  await updateImport(ctx.db, id, { status: 'running' });

  const file = imp.file_id ? await getStoredFileData(ctx.db, imp.file_id) : null;
  const grades = await effectiveList(ctx.db, 'grades', { schoolId: imp.school_id }, { activeOnly: true });
  const parsed = file
    ? await parseImport(
        file,
        grades.items.map((i) => i.code ?? i.label_en),
      )
    : { rows: [], errors: [{ line: 0, message: 'imports.error.noFile' }] };

  // Numbers already used in the district: in this school they are updated, elsewhere they are taken.
  const existing = await studentsByNumber(
    ctx.db,
    imp.district_id,
    parsed.rows.map((r) => r.fields.student_number),
  );
  const byNumber = new Map(existing.map((s) => [s.student_number, s]));
  const errors: TImportRowError[] = [...parsed.errors];
  for (const r of parsed.rows) {
    const s = byNumber.get(r.fields.student_number);
    if (s && s.school_id !== imp.school_id) errors.push({ line: r.line, field: 'student_number', message: MSG.exists });
  }
  errors.sort((a, b) => a.line - b.line);
  const stored = capImportErrors(errors);

  const toCreate: ImportedFields[] = [];
  const toUpdate: (ImportedFields & { id: number })[] = [];
  let unchanged = 0;
  if (!errors.length) {
    for (const r of parsed.rows) {
      const s = byNumber.get(r.fields.student_number);
      if (!s) toCreate.push(r.fields);
      else if (sameFields(s, r.fields)) unchanged++;
      else toUpdate.push({ ...r.fields, id: s.id });
    }
  }

  const school = await getSchool(ctx.db, { all: true }, imp.school_id);
  const uploader = imp.created_by ? await loadActor(ctx.db, imp.created_by) : null;
  const failed = errors.length > 0;

  await ctx.db.transaction(async (tx) => {
    const locked = await lockImport(tx, id);
    if (!locked || FINISHED.has(locked.status)) return;
    if (!failed) {
      await insertStudentsBatch(tx, { districtId: imp.district_id, schoolId: imp.school_id }, toCreate);
      await updateStudentsBatch(tx, toUpdate);
    }
    const counts = failed
      ? { created_count: 0, updated_count: 0, unchanged_count: 0 }
      : { created_count: toCreate.length, updated_count: toUpdate.length, unchanged_count: unchanged };
    await updateImport(tx, id, { status: failed ? 'failed' : 'succeeded', total_rows: countRows(parsed), errors: stored, finished_at: new Date(), ...counts });
    if (uploader) {
      const lang = chooseLanguage({ user: uploader });
      const link = `${ctx.config.publicUrl}/school/${imp.district_id}/${imp.school_id}/add-edit/import-history?import=${id}`;
      const mail = importEmail(
        lang,
        uploader.first_name,
        {
          fileName: imp.file_name,
          schoolName: school?.school.name ?? '',
          created: counts.created_count,
          updated: counts.updated_count,
          unchanged: counts.unchanged_count,
          errors: stored,
        },
        link,
      );
      await queueEmail(tx, ctx.jobs, { to: uploader.email, ...mail });
    }
    await emit(
      tx,
      { actor_user_id: imp.created_by },
      {
        type: 'students.import',
        outcome: failed ? 'failure' : 'success',
        district_id: imp.district_id,
        school_id: imp.school_id,
        target: { type: 'student_import', id },
        details: { file_name: imp.file_name, rows: countRows(parsed), ...counts, errors: importErrorCount(stored) },
      },
    );
  });
}

/** Records an import as failed for a reason of the server's, unless it has finished meanwhile. */
async function failImport(db: Database, id: number) {
  await db.transaction(async (tx) => {
    const locked = await lockImport(tx, id);
    if (!locked || FINISHED.has(locked.status)) return;
    await updateImport(tx, id, {
      status: 'failed',
      errors: [{ line: 0, message: 'imports.error.internal' }],
      finished_at: new Date(),
      created_count: 0,
      updated_count: 0,
      unchanged_count: 0,
    });
  });
}

/** Rows of the file (valid or not), from the line numbers seen. */
function countRows(p: { rows: { line: number }[]; errors: TImportRowError[] }): number {
  return new Set([...p.rows.map((r) => r.line), ...p.errors.filter((e) => e.line > 1).map((e) => e.line)]).size;
}
