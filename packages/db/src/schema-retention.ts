/**
 * Retention of graduated and archived students' records (issue 24, section 6): a district keeps them
 * `districts.retention_years` years (null: forever). A daily run removes what expired; the first run of a
 * district only lists what it would remove and waits (status `pending`) for a district admin's confirmation.
 * Each run leaves a report of counts per kind (never names); a pending run keeps the students' ids to show them
 * in the app, and drops them once it is confirmed or replaced.
 */
import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { districts, users } from './schema.ts';

export const RETENTION_RUN_STATUSES = ['pending', 'done', 'superseded'] as const;

export const retentionRuns = pgTable(
  'retention_runs',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    district_id: integer('district_id')
      .notNull()
      .references(() => districts.id, { onDelete: 'cascade' }),
    status: text('status', { enum: RETENTION_RUN_STATUSES }).notNull(),
    years: integer('years').notNull(),
    /** Records graduated or archived before this date had expired. */
    cutoff: date('cutoff', { mode: 'string' }).notNull(),
    /** A pending run: the students it would remove (shown to district admins in the app). Emptied once done. */
    student_ids: integer('student_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    /** Rows per kind (students, supports, notes, plans, files, …): removed (done) or that would be (pending). */
    counts: jsonb('counts').$type<Record<string, number>>().notNull().default({}),
    confirmed_by: integer('confirmed_by').references(() => users.id, { onDelete: 'set null' }),
    confirmed_at: timestamp('confirmed_at', { withTimezone: true }),
    finished_at: timestamp('finished_at', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('retention_runs_district_idx').on(t.district_id, t.created_at), check('retention_runs_status_known', sql`${t.status} in ('pending', 'done', 'superseded')`)],
);
