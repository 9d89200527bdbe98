/**
 * The student support network and the supports given to students (issue 11, sections 1–2).
 *
 * - A support lives in one network: `level` shared (no district, kept by super admins), district
 *   (`district_id`), or school (`district_id` and `school_id`: a school's additions).
 * - Focus areas and tiers are configuration items, and each level may have customised its lists
 *   (copies keep `source_item_id`). A support therefore stores **keys**: the lineage root of each
 *   item chosen (`config_items.root_item_id`, or the item's own id when it is a root). A grid at any
 *   level shows a support in the row of the effective item whose key is the same, so a shared
 *   support lands in a district's customised "Literacy" row, and a district's own item's key is its id.
 * - Workflows: a school's proposal is `pending` until its leader approves it (`approved`) or returns
 *   it (`returned`, `review_comment`); a district's submission to the shared network is a shared-level
 *   copy, `pending`, with `submitted_district_id` and `source_support_id`, until a super admin reviews it.
 *   Imported copies remember `source_support_id` and `source_level`. Supports are archived, never deleted
 *   while given to a student. `version` is bumped by every change (a stale PATCH answers 409).
 * - Text is bilingual: the English and the French name and description; at least one name is set,
 *   and a reader sees their language's text, or the other when it is empty.
 * - A support given to a student (`student_supports`) points at the support (or, null, is a one-off
 *   written there) and keeps its name and type as given; the tier is the student's school's item.
 *   Progress monitoring: a measure (a student-data definition, or its own name and scale), a baseline,
 *   a goal and a goal date; data points and sessions (the fidelity log) hang off it.
 */
import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, numeric, pgTable, primaryKey, text, timestamp, uniqueIndex, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { RESOURCE_KINDS, STUDENT_SUPPORT_OUTCOMES, SUPPORT_GROUP_SIZES, SUPPORT_LEVELS, SUPPORT_SESSION_MISSED_REASONS, SUPPORT_STATUSES, SUPPORT_TYPES } from '@ss/domain/enums';
import { districts, schools, users } from './schema.ts';
import { restrictionColumns } from './restricted-columns.ts';
import { configItems, storedFiles, studentDataDefinitions } from './schema-config.ts';
import { students } from './schema-students.ts';
import { meetings } from './schema-meetings.ts';

const id = () => integer('id').primaryKey().generatedAlwaysAsIdentity();
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
const intArray = (name: string) =>
  integer(name)
    .array()
    .notNull()
    .default(sql`'{}'::int[]`);

export const supports = pgTable(
  'supports',
  {
    id: id(),
    level: text('level', { enum: SUPPORT_LEVELS }).notNull(),
    district_id: integer('district_id').references(() => districts.id, { onDelete: 'cascade' }),
    school_id: integer('school_id').references(() => schools.id, { onDelete: 'cascade' }),
    type: text('type', { enum: SUPPORT_TYPES }).notNull(),
    name_en: text('name_en').notNull().default(''),
    name_fr: text('name_fr').notNull().default(''),
    description_en: text('description_en').notNull().default(''),
    description_fr: text('description_fr').notNull().default(''),
    /** Lineage keys of the focus-area and tier items (see above). */
    focus_area_keys: intArray('focus_area_keys'),
    tier_keys: intArray('tier_keys'),
    /** How to deliver it. */
    delivered_by: text('delivered_by'),
    group_size: text('group_size', { enum: SUPPORT_GROUP_SIZES }),
    frequency: text('frequency'),
    duration_minutes: integer('duration_minutes'),
    status: text('status', { enum: SUPPORT_STATUSES }).notNull().default('approved'),
    review_comment: text('review_comment'),
    reviewed_by: integer('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    reviewed_at: timestamp('reviewed_at', { withTimezone: true }),
    /** A shared-level submission: the district that sent it. */
    submitted_district_id: integer('submitted_district_id').references(() => districts.id, { onDelete: 'set null' }),
    /** An imported copy or a submission: the support it came from, and that support's level. */
    source_support_id: integer('source_support_id').references((): AnyPgColumn => supports.id, { onDelete: 'set null' }),
    source_level: text('source_level', { enum: SUPPORT_LEVELS }),
    archived_at: timestamp('archived_at', { withTimezone: true }),
    version: integer('version').notNull().default(1),
    created_by: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    index('supports_district_idx').on(t.district_id, t.level, t.status),
    index('supports_school_idx').on(t.school_id, t.status),
    index('supports_level_status_idx').on(t.level, t.status),
    index('supports_source_idx').on(t.source_support_id),
    check('supports_level_known', sql`${t.level} in ('shared', 'district', 'school')`),
    check('supports_type_known', sql`${t.type} in ('accommodation', 'strategy', 'intervention')`),
    check('supports_status_known', sql`${t.status} in ('pending', 'returned', 'approved', 'archived')`),
    check(
      'supports_level_owner',
      sql`(${t.level} = 'shared' and ${t.district_id} is null and ${t.school_id} is null)
        or (${t.level} = 'district' and ${t.district_id} is not null and ${t.school_id} is null)
        or (${t.level} = 'school' and ${t.district_id} is not null and ${t.school_id} is not null)`,
    ),
    check('supports_has_name', sql`char_length(${t.name_en}) between 1 and 200 or char_length(${t.name_fr}) between 1 and 200`),
    check('supports_name_length', sql`char_length(${t.name_en}) <= 200 and char_length(${t.name_fr}) <= 200`),
    check('supports_description_length', sql`char_length(${t.description_en}) <= 5000 and char_length(${t.description_fr}) <= 5000`),
    check('supports_duration', sql`${t.duration_minutes} is null or ${t.duration_minutes} between 1 and 600`),
    check('supports_archived', sql`(${t.status} = 'archived') = (${t.archived_at} is not null)`),
  ],
);

/** A support's resources: links, Google Docs, YouTube videos and uploaded documents. */
export const supportAttachments = pgTable(
  'support_attachments',
  {
    id: id(),
    support_id: integer('support_id')
      .notNull()
      .references(() => supports.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
    kind: text('kind', { enum: RESOURCE_KINDS }).notNull(),
    title: text('title').notNull(),
    url: text('url'),
    file_id: integer('file_id').references(() => storedFiles.id, { onDelete: 'cascade' }),
    created_by: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    created_at: createdAt(),
  },
  (t) => [
    index('support_attachments_support_idx').on(t.support_id, t.position),
    check('support_attachments_kind_known', sql`${t.kind} in ('link', 'google_doc', 'youtube', 'document')`),
    check('support_attachments_target', sql`(${t.kind} = 'document') = (${t.file_id} is not null) and (${t.kind} = 'document') = (${t.url} is null)`),
    check('support_attachments_title_length', sql`char_length(${t.title}) between 1 and 200`),
  ],
);

/**
 * Connected districts (issue 11, section 1): a district may read a connected district's approved
 * network to import from it. Kept by super admins; one row per pair, in both directions.
 */
export const districtNetworkLinks = pgTable(
  'district_network_links',
  {
    district_id: integer('district_id')
      .notNull()
      .references(() => districts.id, { onDelete: 'cascade' }),
    partner_district_id: integer('partner_district_id')
      .notNull()
      .references(() => districts.id, { onDelete: 'cascade' }),
    created_by: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    created_at: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.district_id, t.partner_district_id] }),
    index('district_network_links_partner_idx').on(t.partner_district_id),
    check('district_network_links_distinct', sql`${t.district_id} <> ${t.partner_district_id}`),
  ],
);

/** A support given to a student (spec: user-supports). */
export const studentSupports = pgTable(
  'student_supports',
  {
    id: id(),
    district_id: integer('district_id')
      .notNull()
      .references(() => districts.id, { onDelete: 'cascade' }),
    school_id: integer('school_id')
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    student_id: integer('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    /** null: a one-off support written for this student. */
    support_id: integer('support_id').references(() => supports.id, { onDelete: 'set null' }),
    /** As given (a network support's name in the giver's language, or the one-off's). */
    name: text('name').notNull(),
    type: text('type', { enum: SUPPORT_TYPES }).notNull(),
    /** The support's focus-area keys when given (the district report filters by them). */
    focus_area_keys: intArray('focus_area_keys'),
    tier_item_id: integer('tier_item_id').references(() => configItems.id, { onDelete: 'set null' }),
    /** The tier's lineage key (the report's tier filter). */
    tier_key: integer('tier_key'),
    start_date: date('start_date', { mode: 'string' }).notNull(),
    end_date: date('end_date', { mode: 'string' }),
    outcome: text('outcome', { enum: STUDENT_SUPPORT_OUTCOMES }),
    responsible_id: integer('responsible_id').references(() => users.id, { onDelete: 'set null' }),
    frequency: text('frequency'),
    notes: text('notes'),
    /** Given during a meeting (from a meeting note). */
    meeting_id: integer('meeting_id').references(() => meetings.id, { onDelete: 'set null' }),
    /** Progress monitoring: a student-data measure, or the support's own measure and scale. */
    measure_definition_id: integer('measure_definition_id').references(() => studentDataDefinitions.id, { onDelete: 'set null' }),
    measure_name: text('measure_name'),
    scale_min: numeric('scale_min', { mode: 'number' }),
    scale_max: numeric('scale_max', { mode: 'number' }),
    baseline: numeric('baseline', { mode: 'number' }),
    goal: numeric('goal', { mode: 'number' }),
    goal_date: date('goal_date', { mode: 'string' }),
    version: integer('version').notNull().default(1),
    created_by: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    created_at: createdAt(),
    updated_at: updatedAt(),
    /** The comment (`notes`) restricted (issue 24, section 2). */
    ...restrictionColumns(),
  },
  (t) => [
    index('student_supports_student_idx').on(t.student_id, t.start_date),
    // The district report: given supports by district and school, grouped by support.
    index('student_supports_district_idx').on(t.district_id, t.school_id, t.support_id),
    index('student_supports_support_idx').on(t.support_id),
    index('student_supports_responsible_idx').on(t.responsible_id),
    // The district reports' supports outcomes: the district's monitored supports given (a goal), apart (migration 0028).
    index('student_supports_monitored_idx')
      .on(t.district_id)
      .where(sql`${t.goal} is not null`),
    check('student_supports_type_known', sql`${t.type} in ('accommodation', 'strategy', 'intervention')`),
    check('student_supports_outcome_known', sql`${t.outcome} is null or ${t.outcome} in ('worked', 'partly', 'did_not_work')`),
    check('student_supports_name_length', sql`char_length(${t.name}) between 1 and 200`),
    check('student_supports_notes_length', sql`${t.notes} is null or char_length(${t.notes}) <= 5000`),
    check('student_supports_dates', sql`${t.end_date} is null or ${t.end_date} >= ${t.start_date}`),
    // An outcome says how it ended: only an ended support has one, and every ended one does.
    check('student_supports_ended', sql`(${t.end_date} is null) = (${t.outcome} is null)`),
    check('student_supports_scale', sql`${t.scale_min} is null or ${t.scale_max} is null or ${t.scale_min} < ${t.scale_max}`),
  ],
);

/** Progress-monitoring data points of a support given. */
export const studentSupportDataPoints = pgTable(
  'student_support_data_points',
  {
    id: id(),
    student_support_id: integer('student_support_id')
      .notNull()
      .references(() => studentSupports.id, { onDelete: 'cascade' }),
    measured_on: date('measured_on', { mode: 'string' }).notNull(),
    value: numeric('value', { mode: 'number' }).notNull(),
    note: text('note'),
    /** Bumped by every edit: a PATCH names the version it read (a stale one answers 409). */
    version: integer('version').notNull().default(1),
    created_by: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    created_at: createdAt(),
  },
  (t) => [
    index('student_support_data_points_idx').on(t.student_support_id, t.measured_on),
    check('student_support_data_points_note_length', sql`${t.note} is null or char_length(${t.note}) <= 1000`),
  ],
);

/** The fidelity log: sessions of a support given, delivered or missed (and why). */
export const studentSupportSessions = pgTable(
  'student_support_sessions',
  {
    id: id(),
    student_support_id: integer('student_support_id')
      .notNull()
      .references(() => studentSupports.id, { onDelete: 'cascade' }),
    held_on: date('held_on', { mode: 'string' }).notNull(),
    minutes: integer('minutes'),
    delivered: boolean('delivered').notNull(),
    missed_reason: text('missed_reason', { enum: SUPPORT_SESSION_MISSED_REASONS }),
    note: text('note'),
    created_by: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    created_at: createdAt(),
  },
  (t) => [
    index('student_support_sessions_idx').on(t.student_support_id, t.held_on),
    check('student_support_sessions_minutes', sql`${t.minutes} is null or ${t.minutes} between 1 and 600`),
    check('student_support_sessions_missed', sql`(${t.delivered}) = (${t.missed_reason} is null)`),
    check('student_support_sessions_reason_known', sql`${t.missed_reason} is null or ${t.missed_reason} in ('student_absent', 'staff_absent', 'schedule', 'other')`),
    check('student_support_sessions_note_length', sql`${t.note} is null or char_length(${t.note}) <= 1000`),
  ],
);

/**
 * The district report's tallies of supports given (issue 11, section 2), kept by triggers on
 * student_supports (migration 0013): one row per district, school, support (0: a one-off, named by
 * `one_off`, '' for a network support), type, tier key (0: none) and focus-area keys, with the rows
 * given, those not ended (held), and those ended with each outcome. The report sums a district's few
 * thousand rows instead of aggregating its tens of thousands of supports given on every read.
 */
export const studentSupportTallies = pgTable(
  'student_support_tallies',
  {
    // No foreign keys: rows follow student_supports (a cascade that deletes supports given also empties their tallies).
    district_id: integer('district_id').notNull(),
    school_id: integer('school_id').notNull(),
    support_key: integer('support_key').notNull(),
    one_off: text('one_off').notNull(),
    type: text('type', { enum: SUPPORT_TYPES }).notNull(),
    tier_key: integer('tier_key').notNull(),
    focus_area_keys: intArray('focus_area_keys'),
    given: integer('given').notNull(),
    /** Given and not ended: students holding it now. */
    held: integer('held').notNull(),
    worked: integer('worked').notNull(),
    partly: integer('partly').notNull(),
    did_not_work: integer('did_not_work').notNull(),
  },
  (t) => [
    uniqueIndex('student_support_tallies_key').on(t.district_id, t.school_id, t.support_key, t.one_off, t.type, t.tier_key, t.focus_area_keys),
    // A support's (or one-off's) rows across the district's schools, recounted into its total.
    index('student_support_tallies_group_idx').on(t.district_id, t.support_key, t.one_off),
  ],
);

/**
 * The same tallies without the school (migration 0015): one row per district, support, type, tier key
 * and focus-area keys, a few per support. A filter by tier, type or focus area over a whole district
 * sums these (a few hundred rows) instead of the per-school tallies (thousands: 12 ms of PostgreSQL at
 * 60,000 supports given, 130 ms and more at 20 connections); the schools of the page's rows are then
 * counted from the per-school tallies, a support's few dozen rows each.
 */
export const studentSupportDistrictTallies = pgTable(
  'student_support_district_tallies',
  {
    district_id: integer('district_id').notNull(),
    support_key: integer('support_key').notNull(),
    one_off: text('one_off').notNull(),
    type: text('type', { enum: SUPPORT_TYPES }).notNull(),
    tier_key: integer('tier_key').notNull(),
    focus_area_keys: intArray('focus_area_keys'),
    given: integer('given').notNull(),
    held: integer('held').notNull(),
    worked: integer('worked').notNull(),
    partly: integer('partly').notNull(),
    did_not_work: integer('did_not_work').notNull(),
  },
  (t) => [uniqueIndex('student_support_district_tallies_key').on(t.district_id, t.support_key, t.one_off, t.type, t.tier_key, t.focus_area_keys)],
);

/**
 * The report's unfiltered rows, kept with the tallies (migration 0013): per district and support (or
 * one-off name), the sums of its tallies and the schools where it was given. The page opens on these,
 * a row per support (a few hundred), without summing the tallies; a filter reads the tallies.
 */
export const studentSupportTotals = pgTable(
  'student_support_totals',
  {
    district_id: integer('district_id').notNull(),
    support_key: integer('support_key').notNull(),
    one_off: text('one_off').notNull(),
    type: text('type', { enum: SUPPORT_TYPES }).notNull(),
    given: integer('given').notNull(),
    held: integer('held').notNull(),
    worked: integer('worked').notNull(),
    partly: integer('partly').notNull(),
    did_not_work: integer('did_not_work').notNull(),
    schools: integer('schools').notNull(),
  },
  (t) => [primaryKey({ columns: [t.district_id, t.support_key, t.one_off] })],
);
