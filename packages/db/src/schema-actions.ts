/**
 * The action tracker (issue 10, section 4): who does what by when, in one school.
 *
 * - Every action belongs to one school (and its district); a student is optional and must be of
 *   that school when the action is written.
 * - `status` moves between incomplete and in_progress freely; complete and abandoned are final
 *   (the service refuses any change). Completing sets `completed_at` and `actual_date`,
 *   abandoning `abandoned_at`.
 * - `version` is bumped by every change: a PATCH against a stale version answers 409.
 * - An action agreed in a meeting keeps its `meeting_id`, and its `meeting_note_id` when it was written
 *   on a note (the API's `school_meeting_note`).
 */
import { sql } from 'drizzle-orm';
import { bigint, check, date, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { ACTION_STATUSES } from '@ss/domain/enums';
import { districts, schools, users } from './schema.ts';
import { students } from './schema-students.ts';
import { meetingNotes, meetings } from './schema-meetings.ts';

export const actions = pgTable(
  'actions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    district_id: integer('district_id')
      .notNull()
      .references(() => districts.id, { onDelete: 'cascade' }),
    school_id: integer('school_id')
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    responsible_id: integer('responsible_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    /** The expected date. */
    completion_date: date('completion_date', { mode: 'string' }).notNull(),
    actual_date: date('actual_date', { mode: 'string' }),
    status: text('status', { enum: ACTION_STATUSES }).notNull().default('incomplete'),
    student_id: integer('student_id').references(() => students.id, { onDelete: 'cascade' }),
    comment: text('comment'),
    meeting_id: integer('meeting_id').references(() => meetings.id, { onDelete: 'set null' }),
    meeting_note_id: integer('meeting_note_id').references(() => meetingNotes.id, { onDelete: 'set null' }),
    completed_at: timestamp('completed_at', { withTimezone: true }),
    abandoned_at: timestamp('abandoned_at', { withTimezone: true }),
    created_by: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    version: integer('version').notNull().default(1),
  },
  (t) => [
    // The lists' filters: a school's (or district's) actions by status and date, someone's actions, a student's.
    index('actions_school_status_date_idx').on(t.school_id, t.status, t.completion_date, t.id),
    // INCLUDE (school_id) is added in the migration's SQL (drizzle-kit does not write INCLUDE).
    index('actions_district_status_date_idx').on(t.district_id, t.status, t.completion_date, t.id),
    index('actions_responsible_status_idx').on(t.responsible_id, t.status, t.completion_date),
    index('actions_student_idx').on(t.student_id),
    index('actions_meeting_idx').on(t.meeting_id),
    check('actions_status_known', sql`${t.status} in ('incomplete', 'in_progress', 'complete', 'abandoned')`),
    check('actions_name_length', sql`char_length(${t.name}) between 1 and 500`),
    check('actions_comment_length', sql`${t.comment} is null or char_length(${t.comment}) <= 2000`),
    check('actions_completed', sql`(${t.status} = 'complete') = (${t.completed_at} is not null)`),
    check('actions_abandoned', sql`(${t.status} = 'abandoned') = (${t.abandoned_at} is not null)`),
  ],
);

/**
 * How many actions each school has in each status (issue 20, section 3): kept by statement triggers on
 * `actions` (migration 0024), so a district's or school's list counts its open actions from a few hundred
 * rows instead of reading 30,000 index entries (the count was two thirds of the district list's cost).
 * A writer adds its change to one of 8 rows per school and status, picked by its connection, so concurrent
 * writers seldom wait on each other; the count is the sum over the shards. Read by
 * apps/server/src/repositories/actions.repository.ts (`countedActions`), never written by the server.
 */
export const actionCounts = pgTable(
  'action_counts',
  {
    district_id: integer('district_id').notNull(),
    school_id: integer('school_id').notNull(),
    status: text('status').notNull(),
    shard: integer('shard').notNull(),
    n: bigint('n', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.district_id, t.school_id, t.status, t.shard] }), index('action_counts_school_idx').on(t.school_id, t.status)],
);
