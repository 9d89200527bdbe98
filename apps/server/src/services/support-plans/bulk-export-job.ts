/**
 * The bulk export job (issue 12, section 5; asked for in exports.ts, run by run-export-job.ts): the export's
 * plans drawn into one zip of PDFs, stored as a stored file, and an e-mail to the requester with a link to the
 * download.
 *
 * - The job is idempotent: an export done or failed is left alone; a second run takes the export over (a new
 *   `run_token`) and the first one's writes stop counting, so one zip is stored and one e-mail sent. One plan
 *   failing (gone, no longer readable, not drawable) is listed in `failures` and in the e-mail; the others go on.
 */
import { randomUUID } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { formatDate, PLAN_EXPORT_DAYS, PLAN_EXPORT_MSG, translate, type Language } from '@ss/domain';
import type { PlanExportFailure } from '@ss/db';
import type { AppContext } from '../../context.ts';
import type { Actor } from '../../lib/actor.ts';
import { isStorageFailure, zipToFile } from '../../lib/zip-to-file.ts';
import {
  exportablePlans,
  insertExportFile,
  lockExport,
  exportPlaceName,
  planStudentNames,
  removeExpiredExportFiles,
  removeExportFile,
  updateExport,
  updateExportRun,
  type PlanExportRow,
} from '../../repositories/support-plan-exports.repository.ts';
import { findPlan } from '../../repositories/support-plans.repository.ts';
import { loadActor } from '../../repositories/users.repository.ts';
import { queueEmail } from '../email/queue-email.ts';
import { asciiSlug, buildPlanDocument, planFileName, type SchoolPartsCache } from './pdf/build-document.ts';
import { PLAN_PDF_THREADS, renderPlanPdf } from './pdf/draw-plan.ts';
import { downloadPath, langOfActor } from './exports.ts';

const DAY_MS = 86_400_000;
/** Progress is written at most this often (and at the end). */
const PROGRESS_MS = 1000;

/** Takes the export for this run (queued, or running after a run that died or still runs); null when it is finished. */
async function takeExport(ctx: AppContext, id: number, token: string): Promise<PlanExportRow | null> {
  return ctx.db.transaction(async (tx) => {
    const row = await lockExport(tx, id);
    if (!row || row.status === 'done' || row.status === 'failed') return null;
    await updateExport(tx, id, { status: 'running', run_token: token, started_at: new Date(), done_count: 0, failures: [] });
    return { ...row, status: 'running' as const, run_token: token };
  });
}

/**
 * The shared streaming zip (lib/zip-to-file.ts: memory holds a few PDFs, never the whole zip), with this export's
 * naming: a second plan of the same file name gets the plan's id.
 */
function planZip(path: string) {
  const zip = zipToFile(path);
  const names = new Set<string>();
  return {
    add(name: string, data: Uint8Array, planId: number) {
      const unique = names.has(name) ? name.replace(/\.pdf$/, `-${planId}.pdf`) : name;
      names.add(unique);
      return zip.add(unique, data);
    },
    close: () => zip.close(),
    abort: () => zip.abort(),
  };
}

interface Outcome {
  failures: PlanExportFailure[];
  done: number;
  /** Of `done`, the plans not final (marked DRAFT). */
  drafts: number;
}

/**
 * The job's work (see the file's head). Throws what a retry may mend (the database); the job records the export
 * as failed when the last retry fails too (failPlanExport).
 */
export async function runPlanExport(ctx: AppContext, exportId: number): Promise<void> {
  const token = randomUUID();
  const taken = await takeExport(ctx, exportId, token);
  if (!taken) return;
  const requester = await loadActor(ctx.db, taken.requested_by);
  if (!requester) {
    await updateExportRun(ctx.db, exportId, token, { status: 'failed', finished_at: new Date() });
    return;
  }
  const lang = langOfActor(requester);
  const place = taken.school_id ?? undefined;
  const dir = await mkdtemp(join(tmpdir(), 'plan-export-'));
  const path = join(dir, 'plans.zip');
  const zip = planZip(path);
  const outcome: Outcome = { failures: [], done: 0, drafts: 0 };
  try {
    // The plans the requester still reads; the others are listed as failures.
    const readable = new Map((await exportablePlans(ctx.db, requester, taken.plan_ids)).map((p) => [p.id, p]));
    const gone = taken.plan_ids.filter((id) => !readable.has(id));
    const goneNames = await planStudentNames(ctx.db, gone);
    for (const id of gone) outcome.failures.push({ plan_id: id, student: goneNames.get(id) ?? `#${id}`, error: PLAN_EXPORT_MSG.planGone });

    const order = taken.plan_ids.filter((id) => readable.has(id));
    const cache: SchoolPartsCache = new Map();
    const now = new Date();
    const prefixes = { en: translate('en', 'planPdf.fileName'), fr: translate('fr', 'planPdf.fileName') };
    /** Draws one plan: its zip entry, or its failure. */
    const draw = async (id: number): Promise<{ name: string; pdf: Buffer; draft: boolean } | { error: string }> => {
      try {
        const found = await findPlan(ctx.db, id);
        const doc = found ? await buildPlanDocument(ctx.db, found.plan, { now, cache }) : null;
        if (!doc) return { error: PLAN_EXPORT_MSG.planGone };
        const pdf = await renderPlanPdf(doc);
        const file = planFileName(doc, prefixes[doc.lang]).ascii;
        return { name: place === undefined ? `${asciiSlug(readable.get(id)!.school_name) || 'school'}/${file}` : file, pdf, draft: doc.status !== 'final' };
      } catch {
        // The plan's data cannot be drawn (an image that does not decode…): listed, the others go on.
        return { error: PLAN_EXPORT_MSG.planDraw };
      }
    };
    // A few plans drawn ahead (every PDF thread busy), written to the zip in order.
    const ahead = PLAN_PDF_THREADS * 2;
    const pending: Promise<Awaited<ReturnType<typeof draw>>>[] = [];
    let next = 0;
    let written = Date.now();
    while (next < order.length || pending.length) {
      while (next < order.length && pending.length < ahead) pending.push(draw(order[next++]!));
      const index = next - pending.length;
      const result = await pending.shift()!;
      const id = order[index]!;
      if ('pdf' in result) {
        await zip.add(result.name, result.pdf, id);
        outcome.done += 1;
        if (result.draft) outcome.drafts += 1;
      } else {
        const p = readable.get(id)!;
        outcome.failures.push({ plan_id: id, student: `${p.last_name}, ${p.first_name}`, error: result.error });
      }
      if (Date.now() - written >= PROGRESS_MS) {
        written = Date.now();
        // Another run took the export over: stop, it writes the outcome.
        if (!(await updateExportRun(ctx.db, exportId, token, { done_count: outcome.done, failures: outcome.failures }))) {
          await zip.abort();
          return;
        }
      }
    }
    await zip.close();
    const data = await readFile(path);
    await finishExport(ctx, taken, token, requester, lang, data, outcome);
  } catch (err) {
    await zip.abort();
    throw err;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** Stores the zip, records the outcome and mails the requester, in one transaction, if this run still holds the export. */
async function finishExport(ctx: AppContext, taken: PlanExportRow, token: string, requester: Actor, lang: Language, data: Buffer, outcome: Outcome) {
  const place = await exportPlaceName(ctx.db, taken);
  const finished = new Date();
  const expires = new Date(finished.getTime() + PLAN_EXPORT_DAYS * DAY_MS);
  const fileName = `${translate(lang, 'planExport.fileName')}-${asciiSlug(place) || taken.id}-${finished.toISOString().slice(0, 10)}.zip`;
  await ctx.db.transaction(async (tx) => {
    const row = await lockExport(tx, taken.id);
    if (!row || row.run_token !== token || row.status !== 'running') return;
    const fileId = await insertExportFile(tx, { districtId: taken.district_id, schoolId: taken.school_id, fileName, data, userId: requester.id });
    const done = await updateExportRun(tx, taken.id, token, {
      status: 'done',
      done_count: outcome.done,
      failures: outcome.failures,
      file_id: fileId,
      file_name: fileName,
      size: data.length,
      finished_at: finished,
      expires_at: expires,
    });
    if (!done) {
      await removeExportFile(tx, fileId);
      return;
    }
    const failures = outcome.failures.length
      ? translate(lang, 'planExport.email.failures', {
          count: outcome.failures.length,
          lines: outcome.failures.map((f) => `- ${f.student}: ${translate(lang, f.error)}`).join('\n'),
        })
      : '';
    await queueEmail(tx, ctx.jobs, {
      to: requester.email,
      subject: translate(lang, 'planExport.email.subject'),
      text: translate(lang, 'planExport.email.body', {
        name: requester.first_name,
        place,
        done: outcome.done,
        expires: formatDate(expires, lang),
        link: `${ctx.config.publicUrl}${downloadPath(taken.id)}`,
        failures,
        drafts: outcome.drafts ? `\n${translate(lang, 'planExport.drafts', { count: outcome.drafts })}\n` : '',
        app: translate(lang, 'app.name'),
      }),
    });
  });
}

/**
 * After the last retry failed: the export is recorded as failed and the requester told, unless it finished meanwhile.
 * `cause`, the last attempt's error: a disk that was full or unwritable is named in the e-mail (in the requester's
 * language, never the error's text or a path), so nobody retries at once an export that cannot be written.
 */
export async function failPlanExport(ctx: AppContext, exportId: number, cause?: unknown): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const row = await lockExport(tx, exportId);
    if (!row || row.status === 'done' || row.status === 'failed') return;
    await updateExport(tx, exportId, { status: 'failed', finished_at: new Date(), run_token: null });
    const requester = await loadActor(tx, row.requested_by);
    if (!requester) return;
    const lang = langOfActor(requester);
    const place = await exportPlaceName(tx, row);
    await queueEmail(tx, ctx.jobs, {
      to: requester.email,
      subject: translate(lang, 'planExport.email.failedSubject'),
      text: translate(lang, isStorageFailure(cause) ? 'planExport.email.failedStorageBody' : 'planExport.email.failedBody', {
        name: requester.first_name,
        place,
        app: translate(lang, 'app.name'),
      }),
    });
  });
}

/** The daily sweep: the files of expired exports are removed (their rows stay, answering 410). */
export function sweepExpiredPlanExports(ctx: AppContext): Promise<number> {
  return removeExpiredExportFiles(ctx.db, new Date());
}
