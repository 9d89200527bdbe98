/**
 * The district export job (issue 24, section 6; asked for in district-export.ts): every area of ONE district
 * written into one zip (`<area>.csv`, with a byte-order mark as the product's other CSVs, and `<area>.json`), then
 * the district's stored files under `files/`, stored as a stored file (purpose `district_export`), and an e-mail to
 * the requester, in their language, with a link to the download.
 *
 * - The zip is streamed to a temporary file as it is made (one area's rows, or one stored file, in memory at a
 *   time), then stored in the database as the plan bulk export's zip is.
 * - Idempotent as the plan bulk export's job: a finished export is left alone; a second run takes the export over
 *   (a new `run_token`) and the first one's writes stop counting, so one zip is stored and one e-mail sent. When
 *   the last retry fails too, the export is recorded as failed and the requester told.
 * - The students the zip holds are kept on the row (`student_ids`), and the completion is audited with them, so
 *   the export counts in each student's access record.
 */
import { randomUUID } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chooseLanguage, DISTRICT_EXPORT_DAYS, formatDate, translate, type Language } from '@ss/domain';
import type { AppContext } from '../../context.ts';
import { csvLines } from '../../lib/csv-export.ts';
import { isStorageFailure, zipToFile, type ZipToFile } from '../../lib/zip-to-file.ts';
import {
  districtName,
  districtStudentIds,
  EXPORT_AREAS,
  exportFile,
  exportFileIds,
  insertDistrictExportFile,
  lockDistrictExport,
  removeDistrictExportFile,
  removeExpiredDistrictExportFiles,
  updateDistrictExport,
  updateDistrictExportRun,
  type DistrictExportRow,
  type ExportRecord,
  type ExportWindow,
} from '../../repositories/district-exports.repository.ts';
import { loadActor } from '../../repositories/users.repository.ts';
import { queueEmail } from '../email/queue-email.ts';
import { emit } from '../emit.ts';
import { asciiSlug } from '../support-plans/pdf/build-document.ts';
import { districtExportDownloadPath } from './paths.ts';

const DAY_MS = 86_400_000;
/** Progress is written at most this often (and after each area). */
const PROGRESS_MS = 1000;
const BOM = '\uFEFF';
const encoder = new TextEncoder();

/** A cell of the CSV: dates as ISO 8601, lists and objects as JSON. */
function cell(v: unknown): unknown {
  if (v instanceof Date) return v.toISOString();
  if (v !== null && typeof v === 'object') return JSON.stringify(v);
  return v;
}

/** Rows read at a time: memory holds one window of one area, never an area whole. */
const WINDOW = 2000;

/** An area's windows of rows, in order. */
async function* windowsOf(read: (w: ExportWindow) => Promise<ExportRecord[]>): AsyncGenerator<ExportRecord[]> {
  for (let offset = 0; ; offset += WINDOW) {
    const rows = await read({ limit: WINDOW, offset });
    if (rows.length) yield rows;
    if (rows.length < WINDOW) return;
  }
}

/** One area as CSV, a window at a time: a byte-order mark, a header of the columns' names, then a line per row (every cell neutralised and quoted as needed). */
async function writeCsv(zip: ZipToFile, name: string, read: (w: ExportWindow) => Promise<ExportRecord[]>) {
  const entry = zip.entry(`${name}.csv`);
  let columns: string[] | null = null;
  await entry.push(encoder.encode(BOM));
  for await (const rows of windowsOf(read)) {
    const head = columns === null;
    columns ??= Object.keys(rows[0]!);
    const cols = columns;
    await entry.push(encoder.encode(csvLines([...(head ? [cols] : []), ...rows.map((r) => cols.map((c) => cell(r[c])))])));
  }
  await entry.push(new Uint8Array(0), true);
}

/** One area as JSON (an array, a row a line), a window at a time. */
async function writeJson(zip: ZipToFile, name: string, read: (w: ExportWindow) => Promise<ExportRecord[]>) {
  const entry = zip.entry(`${name}.json`);
  let first = true;
  await entry.push(encoder.encode('['));
  for await (const rows of windowsOf(read)) {
    const text = rows.map((r) => `\n${JSON.stringify(r)}`).join(',');
    await entry.push(encoder.encode(first ? text : `,${text}`));
    first = false;
  }
  await entry.push(encoder.encode('\n]\n'), true);
}

/** A stored file's name inside the zip: its id first (names repeat), then its name in ASCII. */
const entryName = (id: number, name: string) => {
  const dot = name.lastIndexOf('.');
  const ext =
    dot > 0
      ? name
          .slice(dot + 1)
          .replace(/[^A-Za-z0-9]/g, '')
          .slice(0, 10)
      : '';
  const base = asciiSlug(dot > 0 ? name.slice(0, dot) : name).slice(0, 80) || 'file';
  return `files/${id}-${base}${ext ? `.${ext}` : ''}`;
};

async function takeExport(ctx: AppContext, id: number, token: string): Promise<DistrictExportRow | null> {
  return ctx.db.transaction(async (tx) => {
    const row = await lockDistrictExport(tx, id);
    if (!row || row.status === 'done' || row.status === 'failed') return null;
    await updateDistrictExport(tx, id, { status: 'running', run_token: token, started_at: new Date(), done_count: 0 });
    return { ...row, status: 'running' as const, run_token: token };
  });
}

export async function runDistrictExport(ctx: AppContext, exportId: number): Promise<void> {
  const token = randomUUID();
  const taken = await takeExport(ctx, exportId, token);
  if (!taken) return;
  const requester = await loadActor(ctx.db, taken.requested_by);
  if (!requester) {
    await updateDistrictExportRun(ctx.db, exportId, token, { status: 'failed', finished_at: new Date() });
    return;
  }
  const d = taken.district_id;
  const fileIds = await exportFileIds(ctx.db, d);
  const total = EXPORT_AREAS.length + fileIds.length;
  if (!(await updateDistrictExportRun(ctx.db, exportId, token, { total }))) return;
  const dir = await mkdtemp(join(tmpdir(), 'district-export-'));
  const path = join(dir, 'district.zip');
  const zip = zipToFile(path);
  let done = 0;
  let written = Date.now();
  /** Writes the progress; false when another run took the export over (this one stops). */
  const progress = async (force: boolean) => {
    if (!force && Date.now() - written < PROGRESS_MS) return true;
    written = Date.now();
    return (await updateDistrictExportRun(ctx.db, exportId, token, { done_count: done })) !== null;
  };
  try {
    for (const area of EXPORT_AREAS) {
      const read = (w: ExportWindow) => area.rows(ctx.db, d, w);
      await writeCsv(zip, area.name, read);
      await writeJson(zip, area.name, read);
      done++;
      if (!(await progress(true))) {
        await zip.abort();
        return;
      }
    }
    for (const id of fileIds) {
      const file = await exportFile(ctx.db, d, id);
      if (file) await zip.add(entryName(file.id, file.file_name), file.data);
      done++;
      if (!(await progress(false))) {
        await zip.abort();
        return;
      }
    }
    await zip.close();
    const data = await readFile(path);
    await finishExport(ctx, taken, token, data, done);
  } catch (err) {
    await zip.abort();
    throw err;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** Stores the zip, records the outcome, audits it with the students it holds and mails the requester, in one transaction. */
async function finishExport(ctx: AppContext, taken: DistrictExportRow, token: string, data: Buffer, done: number) {
  const requester = (await loadActor(ctx.db, taken.requested_by))!;
  const lang: Language = chooseLanguage({ user: requester });
  const place = await districtName(ctx.db, taken.district_id);
  const finished = new Date();
  const expires = new Date(finished.getTime() + DISTRICT_EXPORT_DAYS * DAY_MS);
  const fileName = `${translate(lang, 'districtExport.fileName')}-${asciiSlug(place) || taken.district_id}-${finished.toISOString().slice(0, 10)}.zip`;
  await ctx.db.transaction(async (tx) => {
    const row = await lockDistrictExport(tx, taken.id);
    if (!row || row.run_token !== token || row.status !== 'running') return;
    const studentIds = await districtStudentIds(tx, taken.district_id);
    const fileId = await insertDistrictExportFile(tx, { districtId: taken.district_id, fileName, data, userId: requester.id });
    const saved = await updateDistrictExportRun(tx, taken.id, token, {
      status: 'done',
      done_count: done,
      file_id: fileId,
      file_name: fileName,
      size: data.length,
      student_ids: studentIds,
      finished_at: finished,
      expires_at: expires,
    });
    if (!saved) {
      await removeDistrictExportFile(tx, fileId);
      return;
    }
    // The export is made: recorded for the requester, counting for every student it holds (ids only).
    await emit(
      tx,
      { actor_user_id: requester.id },
      {
        type: 'district.export_made',
        district_id: taken.district_id,
        target: { type: 'district_export', id: taken.id },
        details: { students: studentIds.length, size: data.length },
        student_ids: studentIds,
      },
    );
    await queueEmail(tx, ctx.jobs, {
      to: requester.email,
      subject: translate(lang, 'districtExport.email.subject'),
      text: translate(lang, 'districtExport.email.body', {
        name: requester.first_name,
        place,
        students: studentIds.length,
        expires: formatDate(expires, lang),
        link: `${ctx.config.publicUrl}${districtExportDownloadPath(taken.district_id, taken.id)}`,
        app: translate(lang, 'app.name'),
      }),
    });
  });
}

/**
 * After the last retry failed: the export is recorded as failed and the requester told, unless it finished meanwhile.
 * `cause`, the last attempt's error: a full or unwritable disk is named in the e-mail (failPlanExport's rule).
 */
export async function failDistrictExport(ctx: AppContext, exportId: number, cause?: unknown): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const row = await lockDistrictExport(tx, exportId);
    if (!row || row.status === 'done' || row.status === 'failed') return;
    await updateDistrictExport(tx, exportId, { status: 'failed', finished_at: new Date(), run_token: null });
    const requester = await loadActor(tx, row.requested_by);
    if (!requester) return;
    const lang = chooseLanguage({ user: requester });
    const place = await districtName(tx, row.district_id);
    await queueEmail(tx, ctx.jobs, {
      to: requester.email,
      subject: translate(lang, 'districtExport.email.failedSubject'),
      text: translate(lang, isStorageFailure(cause) ? 'districtExport.email.failedStorageBody' : 'districtExport.email.failedBody', {
        name: requester.first_name,
        place,
        app: translate(lang, 'app.name'),
      }),
    });
  });
}

/** The job (`district-export` `{ exportId }`), retried by pg-boss; after the last retry the export is failed. */
export async function runDistrictExportJob(ctx: AppContext, data: Record<string, unknown>, meta?: { retryCount: number; retryLimit: number }): Promise<void> {
  const id = Number(data.exportId);
  if (!Number.isInteger(id)) return;
  try {
    await runDistrictExport(ctx, id);
  } catch (err) {
    if (!meta || meta.retryCount >= meta.retryLimit) await failDistrictExport(ctx, id, err);
    throw err;
  }
}

/** The daily sweep (`district-export-sweep`): the zips of expired exports are removed (their rows stay, answering 410). */
export async function runDistrictExportSweepJob(ctx: AppContext): Promise<void> {
  await removeExpiredDistrictExportFiles(ctx.db, new Date());
}
