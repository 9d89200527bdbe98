/**
 * Import and export at district scale (issue 4, section 8): imports 10,000 CSV rows into a
 * school through the real job (then the same file again, then with every row changed), and
 * exports the district's 20,000 students through the real export service, reporting time and
 * the heap's growth during the export (it should stay flat: rows are streamed in batches).
 *
 * Run: `npx tsx bench/imports.ts` (embedded PGlite, in memory), or with DATABASE_URL pointing
 * at an empty scratch PostgreSQL database.
 */
import pino from 'pino';
import { ensureAgreement, ensureSystemDefaults, openDatabase, seedDemo, CAST, schools, users, SCHOOL_ASPEN, SCHOOL_RIVERBEND } from '@ss/db';
import { eq } from 'drizzle-orm';
import { loadConfig } from '../apps/server/src/config.ts';
import type { AppContext, AuthedContext } from '../apps/server/src/context.ts';
import { createJobs } from '../apps/server/src/jobs/queue.ts';
import { getImport, insertImport, insertStoredFile } from '../apps/server/src/repositories/student-imports.repository.ts';
import { loadActor } from '../apps/server/src/repositories/users.repository.ts';
import { prepareStudentExport } from '../apps/server/src/services/student-imports/export-students.ts';
import { runStudentImportJob } from '../apps/server/src/services/student-imports/run-import-job.ts';

const ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 10_000);
const database = await openDatabase(process.env.DATABASE_URL ? { url: process.env.DATABASE_URL } : { dataDir: ':memory:' });
await database.migrate();
await ensureAgreement(database.db);
await ensureSystemDefaults(database.db);
await seedDemo(database.db);
const log = pino({ level: 'silent' });
const jobs = await createJobs(database, { workers: false, log });
const ctx: AppContext = { config: loadConfig({ DEMO: '0', WORKERS: '0' }), database, db: database.db, jobs };
const db = database.db;
const school = async (name: string) => (await db.select().from(schools).where(eq(schools.name, name)))[0]!;
const aspen = await school(SCHOOL_ASPEN);
const riverbend = await school(SCHOOL_RIVERBEND);
const [admin] = await db.select().from(users).where(eq(users.email, CAST.districtAdmin));

const FIRST = ['Émile', 'Chloé', 'Liam', 'Noah', 'Zoé', 'Olivia', 'Éloïse', 'Jacob', 'Maëlle', 'Ethan'];
const LAST = ['Tremblay', 'Gagnon', 'Roy', 'Côté', 'Bouchard', 'Smith', 'Nguyen', 'Okafor', 'Bélanger', 'Singh'];
const GRADES = ['K', ...Array.from({ length: 12 }, (_, i) => String(i + 1))];
function file(prefix: string, gradeShift = 0) {
  const lines = ['first_name,last_name,grade,gender,student_number,sis_number'];
  for (let i = 0; i < ROWS; i++) {
    lines.push(`${FIRST[i % 10]},${LAST[Math.floor(i / 10) % 10]}-${i},${GRADES[(i + gradeShift) % 13]},${['male', 'female', 'other'][i % 3]},${prefix}${i},SIS-${i}`);
  }
  return Buffer.from(lines.join('\n') + '\n');
}

async function timeImport(label: string, schoolRow: typeof aspen, data: Buffer) {
  const fileId = await insertStoredFile(db, {
    district_id: schoolRow.district_id,
    school_id: schoolRow.id,
    purpose: 'student_import',
    content_type: 'text/csv',
    file_name: `${label}.csv`,
    size: data.length,
    data,
  });
  const imp = await insertImport(db, { district_id: schoolRow.district_id, school_id: schoolRow.id, file_id: fileId, file_name: `${label}.csv`, created_by: admin!.id });
  const t0 = performance.now();
  await runStudentImportJob(ctx, { importId: imp.id });
  const ms = performance.now() - t0;
  const done = (await getImport(db, imp.id))!.imp;
  console.log(
    `import ${label.padEnd(22)} ${ROWS} rows: ${(ms / 1000).toFixed(2)} s  status=${done.status} created=${done.created_count} updated=${done.updated_count} unchanged=${done.unchanged_count} errors=${done.errors.length}`,
  );
  return ms;
}

console.log(`driver: ${database.driver}`);
await timeImport('aspen (new)', aspen, file('A-'));
await timeImport('aspen (same file)', aspen, file('A-'));
await timeImport('aspen (every row changed)', aspen, file('A-', 1));
await timeImport('riverbend (new)', riverbend, file('R-'));

const actor = (await loadActor(db, admin!.id))!;
const sctx: AuthedContext = { ...ctx, auth: { actor, realUser: actor } as AuthedContext['auth'], actor, ip: '127.0.0.1' };
global.gc?.();
const heap0 = process.memoryUsage().heapUsed;
let peak = heap0;
let bytes = 0;
let lines = 0;
const t0 = performance.now();
const prepared = await prepareStudentExport(sctx, { district: aspen.district_id, status: ['active', 'graduated', 'archived'] });
for await (const chunk of prepared.body as AsyncIterable<string>) {
  bytes += Buffer.byteLength(chunk);
  lines += chunk.split('\r\n').length - 1;
  peak = Math.max(peak, process.memoryUsage().heapUsed);
}
const ms = performance.now() - t0;
console.log(
  `export district: ${lines - 1} students, ${lines} lines, ${(bytes / 1e6).toFixed(1)} MB in ${(ms / 1000).toFixed(2)} s; heap growth at most ${((peak - heap0) / 1e6).toFixed(1)} MB`,
);
await jobs.stop();
await database.close();
