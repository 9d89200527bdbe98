/**
 * A temporary folder that is full or cannot be written (issue 25, section 4), met by the plan bulk export's job (its
 * zip is written to a temporary file before it is stored in the database):
 * - unwritable (TMPDIR is a regular file: ENOTDIR, which root meets too, unlike a chmod): the attempt fails with the
 *   cause in its error's code, the export stays unfinished (no 'done' row, no file), and the retry after the folder
 *   is mended finishes it;
 * - full (the zip's writes go to /dev/full: ENOSPC in the middle of the zip): the temporary folder and the partial zip
 *   are removed; after the last retry the export is failed and the requester told why, in English or in French,
 *   without a code, a path or a stack; the download answers 409 with its message; a new export then succeeds.
 * And the district export, which writes its zip the same way, fails as clearly.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import type * as fs from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { unzipSync } from 'fflate';
import { eq } from 'drizzle-orm';
import { districtExports } from '@ss/db';
import { PLAN_EXPORT_MSG, translate } from '@ss/domain';
import { safeErrorText } from '../src/lib/safe-error.ts';
import { runPlanExportJob } from '../src/services/support-plans/run-export-job.ts';
import { runDistrictExportJob } from '../src/services/district-export/export-job.ts';
import { server, ids, as, getBytes, exportRow, emailsTo, lastEmailTo, withPlanExportServer } from './support-plans-export-fixtures.ts';

/** While true, every zip the server writes goes to /dev/full (each write answers ENOSPC), the rest of node:fs as it is. */
const disk = vi.hoisted(() => ({ full: false }));
vi.mock('node:fs', async (importOriginal) => {
  const real = await importOriginal<typeof fs>();
  const createWriteStream = ((path: fs.PathLike, options?: Parameters<typeof fs.createWriteStream>[1]) =>
    real.createWriteStream(disk.full && String(path).endsWith('.zip') ? '/dev/full' : path, options)) as typeof fs.createWriteStream;
  return { ...real, default: { ...real, createWriteStream }, createWriteStream };
});

withPlanExportServer();

const LAST = { retryCount: 5, retryLimit: 5 };
let scratch: string;
let savedTmp: string | undefined;
beforeAll(async () => {
  savedTmp = process.env.TMPDIR;
  // A private temporary folder for the jobs, to see what they leave in it.
  scratch = await mkdtemp(join(tmpdir(), 'export-faults-'));
});
afterAll(async () => {
  if (savedTmp === undefined) delete process.env.TMPDIR;
  else process.env.TMPDIR = savedTmp;
  await rm(scratch, { recursive: true, force: true });
});

async function withTmp<T>(dir: string, run: () => Promise<T>): Promise<T> {
  process.env.TMPDIR = dir;
  try {
    return await run();
  } finally {
    process.env.TMPDIR = savedTmp ?? '';
    if (savedTmp === undefined) delete process.env.TMPDIR;
  }
}

/** What the export jobs left in a temporary folder (their folder holds the zip; the PDF threads' loader keeps its own cache there). */
const leftIn = async (dir: string) => (await readdir(dir)).filter((name) => name.startsWith('plan-export-'));

const failureOf = async (run: () => Promise<unknown>) => {
  try {
    await run();
  } catch (err) {
    return err as NodeJS.ErrnoException;
  }
  throw new Error('the job did not fail');
};

describe('a temporary folder that cannot be written', () => {
  it('fails the attempt with the cause in its code, leaves the export unfinished, and the retry after it is mended finishes it', async () => {
    const leader = await as('schoolLeader');
    const res = await leader.post<{ id: number }>('/api/v1/support_plans/bulk_export/', { school_id: ids.aspen, grade: '4' });
    expect(res.status).toBe(202);
    const mails = await emailsTo('school.leader@demo.test');
    const notADir = join(scratch, 'not-a-folder');
    await writeFile(notADir, 'a file where a folder should be');

    const err = await withTmp(notADir, () => failureOf(() => runPlanExportJob(server.runtime.ctx, { exportId: res.body.id }, { retryCount: 0, retryLimit: 5 })));
    expect(err.code).toBe('ENOTDIR');
    // What the queue logs and stores: the code and the call, not the path.
    expect(safeErrorText(err)).toBe('Error code ENOTDIR in mkdtemp');
    expect(await exportRow(res.body.id)).toMatchObject({ status: 'running', file_id: null, finished_at: null });
    expect(await emailsTo('school.leader@demo.test')).toBe(mails);

    // Mended: the next retry takes the export over and finishes it.
    await withTmp(scratch, () => runPlanExportJob(server.runtime.ctx, { exportId: res.body.id }, { retryCount: 1, retryLimit: 5 }));
    const row = await exportRow(res.body.id);
    expect(row).toMatchObject({ status: 'done' });
    expect(row.file_id).not.toBeNull();
    const zip = unzipSync((await getBytes(leader, `/api/v1/support_plans/bulk_export/${res.body.id}/download/`)).bytes);
    expect(Object.keys(zip)).toContain('support-plan-Pdfwright-Nora-2026-2027.pdf');
    expect(await emailsTo('school.leader@demo.test')).toBe(mails + 1);
    expect(await leftIn(scratch)).toEqual([]);
  });
});

describe('a temporary folder that is full', () => {
  it('removes the partial zip, fails the export after the last retry, and tells the requester why in their language', async () => {
    const leader = await as('schoolLeader');
    const fr = await as('frAdmin');
    const en = await leader.post<{ id: number }>('/api/v1/support_plans/bulk_export/', { school_id: ids.aspen, grade: '4' });
    const frExport = await fr.post<{ id: number }>('/api/v1/support_plans/bulk_export/', { district_id: ids.fr });
    expect([en.status, frExport.status]).toEqual([202, 202]);
    const full = await mkdtemp(join(scratch, 'full-'));

    disk.full = true;
    try {
      for (const id of [en.body.id, frExport.body.id]) {
        const err = await withTmp(full, () => failureOf(() => runPlanExportJob(server.runtime.ctx, { exportId: id }, LAST)));
        expect(err.code).toBe('ENOSPC');
        expect(safeErrorText(err)).toBe('Error code ENOSPC in write');
        // Nothing half-written: the job's folder and its partial zip are gone, no file stored, no 'done'.
        expect(await leftIn(full)).toEqual([]);
        expect(await exportRow(id)).toMatchObject({ status: 'failed', file_id: null, size: null, file_name: null });
      }
    } finally {
      disk.full = false;
    }

    const english = (await lastEmailTo('school.leader@demo.test'))!;
    expect(english.subject).toBe('Your export of support plans failed');
    expect(english.text_body).toContain('the server had no room left to write its file, or could not write it. The plans are not the cause.');
    const french = (await lastEmailTo('fr.admin@demo.test'))!;
    expect(french.subject).toBe('Votre exportation de plans de soutien a échoué');
    expect(french.text_body).toContain('le serveur n’avait plus de place pour écrire son fichier, ou ne pouvait pas l’écrire.');
    for (const body of [english.text_body, french.text_body]) expect(body).not.toMatch(/ENOSPC|\/dev\/full|\btmp\b|\bat \w+ \(/);

    // The export's page: failed, with the catalogue's message (the API answers its key; the page shows it in the reader's language).
    const enDownload = await leader.get(`/api/v1/support_plans/bulk_export/${en.body.id}/download/`);
    expect([enDownload.status, enDownload.body.error.message]).toEqual([409, PLAN_EXPORT_MSG.failedExport]);
    const frDownload = await fr.get(`/api/v1/support_plans/bulk_export/${frExport.body.id}/download/`);
    expect([frDownload.status, frDownload.body.error.message]).toEqual([409, PLAN_EXPORT_MSG.failedExport]);
    expect(translate('fr', PLAN_EXPORT_MSG.failedExport)).toBe('Cette exportation a échoué. Exportez les plans de nouveau.');
    const listed = await leader.get<{ results: { id: number; status: string; download_url: string | null }[] }>(`/api/v1/support_plans/bulk_export/?school=${ids.aspen}`);
    expect(listed.body.results.find((x) => x.id === en.body.id)).toMatchObject({ status: 'failed', download_url: null });

    // Room again: a new export succeeds, from the same folder.
    const again = await leader.post<{ id: number }>('/api/v1/support_plans/bulk_export/', { school_id: ids.aspen, grade: '4' });
    await withTmp(full, () => runPlanExportJob(server.runtime.ctx, { exportId: again.body.id }, { retryCount: 0, retryLimit: 5 }));
    expect((await exportRow(again.body.id)).status).toBe('done');
    expect(await leftIn(full)).toEqual([]);
  });
});

describe('a district export whose temporary folder cannot be written', () => {
  it('is failed after the last retry, with nothing stored, and its requester told why in their language', async () => {
    const notADir = join(scratch, 'still-not-a-folder');
    await writeFile(notADir, 'a file where a folder should be');
    const asked = [
      { who: 'districtAdmin' as const, district: ids.en, to: 'district.admin@demo.test', reason: 'the server had no room left to write its file, or could not write it.' },
      { who: 'frAdmin' as const, district: ids.fr, to: 'fr.admin@demo.test', reason: 'le serveur n’avait plus de place pour écrire son fichier, ou ne pouvait pas l’écrire.' },
    ];
    for (const a of asked) {
      const res = await (await as(a.who)).post<{ id: number }>(`/api/v1/districts/${a.district}/export/`, { confirm: true });
      expect(res.status, JSON.stringify(res.body)).toBe(202);
      const err = await withTmp(notADir, () => failureOf(() => runDistrictExportJob(server.runtime.ctx, { exportId: res.body.id }, LAST)));
      expect(err.code).toBe('ENOTDIR');
      const [row] = await server.db.select().from(districtExports).where(eq(districtExports.id, res.body.id));
      expect(row).toMatchObject({ status: 'failed', file_id: null, size: null });
      const mail = (await lastEmailTo(a.to))!;
      expect(mail.text_body).toContain(a.reason);
      expect(mail.text_body).not.toMatch(/ENOTDIR|not-a-folder|mkdtemp/);
    }
  });
});
