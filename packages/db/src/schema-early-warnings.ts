/**
 * Early-warning flags (issue 22, section 2): a district's rules and the flags they raise on its students.
 *
 * - A rule has a kind (`EARLY_WARNING_KINDS`) and parameters checked by the kind's schema
 *   (`RULE_PARAMETERS` in the domain contracts); names in English and French; on or off.
 * - Flags are kept by the early-warning job (apps/server/src/services/early-warnings/recompute-flags.ts) when the
 *   data under them changes: at most one open flag per student and rule (a partial unique index); a flag whose
 *   cause is gone gets `closed_at` and stays as history; an acknowledged flag stays open while its cause remains.
 * - `reason` holds what the rule found (the value and the threshold, …), so the page words it in either language.
 */
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { districts, schools, users } from './schema.ts';
import { students } from './schema-students.ts';

export const earlyWarningRules = pgTable(
  'early_warning_rules',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    district_id: integer('district_id')
      .notNull()
      .references(() => districts.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    name_en: text('name_en').notNull(),
    name_fr: text('name_fr').notNull(),
    active: boolean('active').notNull().default(true),
    parameters: jsonb('parameters').$type<Record<string, unknown>>().notNull().default({}),
    version: integer('version').notNull().default(1),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('early_warning_rules_district_idx').on(t.district_id, t.id),
    check('early_warning_rules_kind_known', sql`${t.kind} in ('measure_threshold', 'no_progress_data', 'below_aim_line', 'tier_up_twice', 'overdue_actions')`),
    check('early_warning_rules_names', sql`char_length(${t.name_en}) between 1 and 120 and char_length(${t.name_fr}) between 1 and 120`),
  ],
);

export const earlyWarningFlags = pgTable(
  'early_warning_flags',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    district_id: integer('district_id')
      .notNull()
      .references(() => districts.id, { onDelete: 'cascade' }),
    school_id: integer('school_id')
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    student_id: integer('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    rule_id: integer('rule_id')
      .notNull()
      .references(() => earlyWarningRules.id, { onDelete: 'cascade' }),
    reason: jsonb('reason').$type<Record<string, string | number | null>>().notNull().default({}),
    opened_at: timestamp('opened_at', { withTimezone: true }).notNull().defaultNow(),
    acknowledged_at: timestamp('acknowledged_at', { withTimezone: true }),
    acknowledged_by: integer('acknowledged_by').references(() => users.id, { onDelete: 'set null' }),
    comment: text('comment'),
    closed_at: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [
    // One open flag per student and rule; the job's upsert names this index.
    uniqueIndex('early_warning_flags_open')
      .on(t.student_id, t.rule_id)
      .where(sql`${t.closed_at} is null`),
    // A school's open flags (the list, the board's cards).
    index('early_warning_flags_school_open_idx')
      .on(t.school_id, t.student_id)
      .where(sql`${t.closed_at} is null`),
    index('early_warning_flags_rule_idx').on(t.rule_id),
    check('early_warning_flags_comment_length', sql`${t.comment} is null or char_length(${t.comment}) <= 1000`),
  ],
);
