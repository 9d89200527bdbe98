/**
 * `npm run seed:large`: adds the large district (packages/db/src/seed/large.ts) to the database of
 * DATABASE_URL (PostgreSQL), or to the PGlite data directory DATA_DIR when DATABASE_URL is unset.
 * Migrates first and writes the system defaults and the demo (when the database is empty), so the
 * server started on it afterwards has everything. Idempotent: a second run changes nothing.
 */
import { sql } from 'drizzle-orm';
import { ensureSystemDefaults, openDatabase, seedDemo } from '@ss/db';
import { LARGE_ADMIN, seedLarge } from '@ss/db/seed/large';

const url = process.env.DATABASE_URL || undefined;
const dataDir = process.env.DATA_DIR || './data';
const handle = await openDatabase(url ? { url } : { dataDir });
await handle.migrate();
await ensureSystemDefaults(handle.db);
if (process.env.DEMO !== '0') await seedDemo(handle.db);
const { districtId, seconds } = await seedLarge(handle.db);
const counts = (await handle.db.execute(sql`
  select (select count(*) from schools where district_id = ${districtId})::int as schools,
         (select count(*) from students where district_id = ${districtId})::int as students,
         (select count(*) from district_memberships where district_id = ${districtId})::int as staff,
         (select count(*) from student_data_results r join students s on s.id = r.student_id where s.district_id = ${districtId})::int as results,
         (select count(*) from actions where district_id = ${districtId})::int as actions,
         (select count(*) from supports where district_id = ${districtId})::int as supports,
         (select count(*) from student_supports where district_id = ${districtId})::int as given_supports,
         (select count(*) from support_plans where district_id = ${districtId})::int as support_plans`)) as unknown as {
  rows: Record<string, number>[];
};
console.log(
  `large district ${districtId} on ${url ? 'PostgreSQL' : `PGlite ${dataDir}`}: ${JSON.stringify(counts.rows[0])}${seconds ? `, seeded in ${seconds.toFixed(1)} s` : ' (already there)'}`,
);
console.log(`bench sign-in: ${LARGE_ADMIN} with the demo password`);
await handle.close();
