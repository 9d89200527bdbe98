/**
 * Summaries by e-mail (issue 23, section 2).
 *
 * - `summary_preferences`: a row per (user, type) only when the user chose a frequency; otherwise their district's
 *   default (`summary_defaults`, a row per (district, type) only when the district chose), otherwise the product's
 *   (`SUMMARY_PRODUCT_DEFAULTS` in the domain contracts).
 * - `summary_digests`: one row per digest sent, UNIQUE (user, period key) — `daily:YYYY-MM-DD` or `weekly:YYYY-Www` —
 *   inserted in the transaction that queues the e-mail, so a second run of the job, or a second server copy, inserts
 *   nothing and sends nothing. `types` are the sections the digest held: "since the last one" is read per type.
 * - `summary_unsubscribe_tokens`: one per (digest, type), and one for the whole digest (the List-Unsubscribe header), kept as the SHA-256 of a random token; `used_at` makes it
 *   work once.
 */
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { districts, sentEmails, users } from './schema.ts';

const TYPES = sql`('student_search', 'team_boards', 'collab_meetings', 'user_actions', 'school_actions', 'active_support_plans', 'deactive_support_plans')`;
const FREQUENCIES = sql`('daily', 'weekly', 'off')`;

export const summaryPreferences = pgTable(
  'summary_preferences',
  {
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    frequency: text('frequency', { enum: ['daily', 'weekly', 'off'] }).notNull(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.user_id, t.type] }),
    check('summary_preferences_type_known', sql`${t.type} in ${TYPES}`),
    check('summary_preferences_frequency_known', sql`${t.frequency} in ${FREQUENCIES}`),
  ],
);

export const summaryDefaults = pgTable(
  'summary_defaults',
  {
    district_id: integer('district_id')
      .notNull()
      .references(() => districts.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    frequency: text('frequency', { enum: ['daily', 'weekly', 'off'] }).notNull(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.district_id, t.type] }),
    check('summary_defaults_type_known', sql`${t.type} in ${TYPES}`),
    check('summary_defaults_frequency_known', sql`${t.frequency} in ${FREQUENCIES}`),
  ],
);

export const summaryDigests = pgTable(
  'summary_digests',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    period_key: text('period_key').notNull(),
    types: text('types').array().notNull(),
    email_id: integer('email_id').references(() => sentEmails.id, { onDelete: 'set null' }),
    sent_at: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('summary_digests_user_period_idx').on(t.user_id, t.period_key), index('summary_digests_user_sent_idx').on(t.user_id, t.sent_at)],
);

export const summaryUnsubscribeTokens = pgTable(
  'summary_unsubscribe_tokens',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** SHA-256 (hex) of the token the link carries; the token itself is never stored. */
    token_hash: text('token_hash').notNull(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    digest_id: integer('digest_id').references(() => summaryDigests.id, { onDelete: 'cascade' }),
    /** The List-Unsubscribe header's token: turns off every type of its digest (`type` is then the digest's first). */
    all_types: boolean('all_types').notNull().default(false),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    used_at: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('summary_unsubscribe_tokens_hash_idx').on(t.token_hash), check('summary_unsubscribe_tokens_type_known', sql`${t.type} in ${TYPES}`)],
);
