/**
 * Bulk export of support plans (issue 12, section 5): 500 plans with realistic content (information fields, a team
 * of four, review dates, two assessments, four goals with sub-goals and progress reviews, two transitions with
 * steps) in one school, exported through the real job handler (choose → draw each PDF in the worker threads →
 * stream into one zip → store → e-mail). Reports the total time (target < 30 s on this two-core machine), PDFs per
 * second, the zip's size, the process's peak RSS (sampled every 50 ms; the PDF worker threads are in it) and the
 * main thread's longest stall (timer ticks of 10 ms).
 *
 * Run: `npm run bench:plans-export` (embedded PGlite, in memory), or with DATABASE_URL pointing at an empty
 * scratch PostgreSQL database. BENCH_PLANS (500) changes the count; PLAN_PDF_WORKERS the PDF threads.
 */
import pino from 'pino';
import { eq } from 'drizzle-orm';
import { ensureAgreement, ensureSystemDefaults, openDatabase, seedDemo, supportPlanExports } from '@ss/db';
import { loadConfig } from '../apps/server/src/config.ts';
import type { AppContext } from '../apps/server/src/context.ts';
import { createJobs } from '../apps/server/src/jobs/queue.ts';
import { insertExport } from '../apps/server/src/repositories/support-plan-exports.repository.ts';
import { runPlanExport } from '../apps/server/src/services/support-plans/bulk-export-job.ts';
import { PLAN_PDF_THREADS } from '../apps/server/src/services/support-plans/pdf/draw-plan.ts';
import { seedPlans } from './lib/plan-seed.ts';

const PLANS = Number(process.env.BENCH_PLANS ?? 500);
const rssMb = () => process.memoryUsage.rss() / 1048576;

const database = await openDatabase(process.env.DATABASE_URL ? { url: process.env.DATABASE_URL } : { dataDir: ':memory:' });
await database.migrate();
await ensureAgreement(database.db);
await ensureSystemDefaults(database.db);
await seedDemo(database.db);
const log = pino({ level: 'silent' });
const jobs = await createJobs(database, { workers: false, log });
const ctx: AppContext = { config: loadConfig({ DEMO: '0', WORKERS: '0' }), database, db: database.db, jobs };
const db = database.db;

console.log(`seeding ${PLANS} plans…`);
const seeded = await seedPlans(db, PLANS);
const planIds = seeded.planIds;
const made = await insertExport(db, {
  requested_by: seeded.leaderId,
  district_id: seeded.districtId,
  school_id: seeded.schoolId,
  filters: { status: 'active' },
  plan_ids: planIds,
  total: planIds.length,
});

// Peak RSS and the main thread's longest stall while the job runs.
const before = rssMb();
let peak = before;
const sampler = setInterval(() => (peak = Math.max(peak, rssMb())), 50);
let last = performance.now();
let worstGap = 0;
const ticker = setInterval(() => {
  const now = performance.now();
  worstGap = Math.max(worstGap, now - last);
  last = now;
}, 10);
const t0 = performance.now();
await runPlanExport(ctx, made.id);
const seconds = (performance.now() - t0) / 1000;
clearInterval(sampler);
clearInterval(ticker);
peak = Math.max(peak, rssMb());

const [row] = await db.select().from(supportPlanExports).where(eq(supportPlanExports.id, made.id));
console.log(
  [
    `driver: ${database.driver}; PDF threads: ${PLAN_PDF_THREADS}`,
    `plans: ${row!.total}, exported ${row!.done_count}, failures ${row!.failures.length}, status ${row!.status}`,
    `total: ${seconds.toFixed(1)} s (${(row!.done_count / seconds).toFixed(1)} PDFs/s)`,
    `zip: ${((row!.size ?? 0) / 1048576).toFixed(1)} MB (${((row!.size ?? 0) / Math.max(1, row!.done_count) / 1024).toFixed(0)} kB a plan)`,
    `RSS: ${before.toFixed(0)} MB before, peak ${peak.toFixed(0)} MB while exporting (worker threads included)`,
    `main thread's longest stall: ${worstGap.toFixed(0)} ms`,
  ].join('\n'),
);
await jobs.stop();
await database.close();
process.exit(0);
