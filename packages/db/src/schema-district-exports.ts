/**
 * A district's own export (issue 24, section 6): all of the district's data in one zip (CSV and JSON per area, plus
 * the stored files), made by a job (`district-export`) for a district admin or a super admin, e-mailed to them as a
 * link, downloadable for 7 days (then the zip, a stored file of purpose `district_export`, is swept; the row stays).
 * `student_ids` are the students the zip included (the access record counts the export for each of them).
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { districts, users } from './schema.ts';
import { storedFiles } from './schema-config.ts';

export const districtExports = pgTable(
  'district_exports',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    district_id: integer('district_id')
      .notNull()
      .references(() => districts.id, { onDelete: 'cascade' }),
    requested_by: integer('requested_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['queued', 'running', 'done', 'failed'] })
      .notNull()
      .default('queued'),
    /** The areas (and files) to write, and how many are written: the progress. */
    total: integer('total').notNull().default(0),
    done_count: integer('done_count').notNull().default(0),
    student_ids: integer('student_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    file_id: integer('file_id').references(() => storedFiles.id, { onDelete: 'set null' }),
    file_name: text('file_name'),
    size: integer('size'),
    run_token: text('run_token'),
    started_at: timestamp('started_at', { withTimezone: true }),
    finished_at: timestamp('finished_at', { withTimezone: true }),
    expires_at: timestamp('expires_at', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('district_exports_district_idx').on(t.district_id, t.created_at),
    index('district_exports_expiry_idx').on(t.expires_at),
    check('district_exports_status_known', sql`${t.status} in ('queued', 'running', 'done', 'failed')`),
  ],
);
