/**
 * School subscriptions (issue 23, section 3): a school's plan, the history of its account status, and the renewal
 * reminders already sent.
 *
 * - `school_subscriptions`: one row per school once a plan is recorded (a school without one has no plan yet): its
 *   student-count band, renewal date, billing contact, and when an invoice was last requested (a second request
 *   within a day is refused). `version` guards concurrent edits.
 * - `school_status_changes`: append-only history of `schools.status` (good, payment_pending, account_suspended),
 *   with the reason and who changed it (null: before this table, or the system).
 * - `school_renewal_reminders`: one row per (school, renewal date, days before) sent, so the daily job, its retries
 *   and a second copy of the server send each reminder once.
 */
import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { SUBSCRIPTION_BANDS } from '@ss/domain/contracts/subscriptions';
import { schools, users } from './schema.ts';

export const schoolSubscriptions = pgTable(
  'school_subscriptions',
  {
    school_id: integer('school_id')
      .primaryKey()
      .references(() => schools.id, { onDelete: 'cascade' }),
    band: text('band', { enum: SUBSCRIPTION_BANDS }),
    renewal_date: date('renewal_date', { mode: 'string' }),
    billing_name: text('billing_name').notNull().default(''),
    billing_email: text('billing_email').notNull().default(''),
    invoice_requested_at: timestamp('invoice_requested_at', { withTimezone: true }),
    version: integer('version').notNull().default(1),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('school_subscriptions_band_known', sql`${t.band} is null or ${t.band} in ('up_to_100', '101_250', '251_500', '501_1000', 'over_1000')`),
    check('school_subscriptions_billing_lengths', sql`char_length(${t.billing_name}) <= 200 and char_length(${t.billing_email}) <= 254`),
  ],
);

export const schoolStatusChanges = pgTable(
  'school_status_changes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    school_id: integer('school_id')
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    from_status: text('from_status', { enum: ['good', 'payment_pending', 'account_suspended'] }).notNull(),
    to_status: text('to_status', { enum: ['good', 'payment_pending', 'account_suspended'] }).notNull(),
    reason: text('reason').notNull().default(''),
    actor_user_id: integer('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('school_status_changes_school_idx').on(t.school_id, t.created_at),
    check(
      'school_status_changes_statuses',
      sql`${t.from_status} in ('good', 'payment_pending', 'account_suspended') and ${t.to_status} in ('good', 'payment_pending', 'account_suspended')`,
    ),
    check('school_status_changes_reason_length', sql`char_length(${t.reason}) <= 1000`),
  ],
);

export const schoolRenewalReminders = pgTable(
  'school_renewal_reminders',
  {
    school_id: integer('school_id')
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    renewal_date: date('renewal_date', { mode: 'string' }).notNull(),
    days_before: integer('days_before').notNull(),
    sent_at: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.school_id, t.renewal_date, t.days_before] })],
);
