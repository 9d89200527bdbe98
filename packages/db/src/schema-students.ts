/**
 * Students and what is kept about them (issue 4): the roster and its lifecycle, teacher
 * assignments, profile values, card icons, alerts, student data results, CSV imports and
 * SIS (OneRoster) syncs. Every student belongs to one district and one school; the
 * repositories read them through the actor's scope only.
 */
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, date, index, integer, jsonb, numeric, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { GENDERS, INFORMATION_ENTRY_TYPES, STUDENT_STATUSES } from '@ss/domain/enums';
import { configItems, storedFiles, studentDataDefinitions } from './schema-config.ts';
import { districts, schools, users } from './schema.ts';
import { restrictionColumns } from './restricted-columns.ts';

/**
 * Names folded for sorting (lower case, accents removed) by `translate`, so both drivers agree
 * (PGlite has no ICU collations). Stored as generated columns: a sort compares plain strings
 * instead of folding each name again, and the roster indexes are built on them.
 */
const FOLD_FROM = 'àáâãäåæçèéêëìíîïñòóôõöøùúûüýÿœ';
const FOLD_TO = 'aaaaaaaceeeeiiiinoooooouuuuyyo';
const folded = (column: 'first_name' | 'last_name') => sql.raw(`translate(lower("${column}"), '${FOLD_FROM}', '${FOLD_TO}')`);

const id = () => integer('id').primaryKey().generatedAlwaysAsIdentity();
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

export const students = pgTable(
  'students',
  {
    id: id(),
    district_id: integer('district_id')
      .notNull()
      .references(() => districts.id, { onDelete: 'cascade' }),
    school_id: integer('school_id')
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    first_name: text('first_name').notNull(),
    last_name: text('last_name').notNull(),
    /** Lower-cased, accents removed ("Ève Bélanger" → "eve belanger"): what fuzzy search compares. */
    search_name: text('search_name').notNull(),
    /** Last and first name folded for sorting ("Bélanger" → "belanger"), kept by PostgreSQL. */
    sort_last_name: text('sort_last_name').generatedAlwaysAs(folded('last_name')),
    sort_first_name: text('sort_first_name').generatedAlwaysAs(folded('first_name')),
    /** The grade's code in the school's grade list ("K", "1" … "12"). */
    grade: text('grade').notNull(),
    gender: text('gender', { enum: GENDERS }).notNull(),
    /** Unique within the district among students not deleted. */
    student_number: text('student_number').notNull(),
    sis_number: text('sis_number'),
    status: text('status', { enum: STUDENT_STATUSES }).notNull().default('active'),
    graduated_year: integer('graduated_year'),
    archived_at: date('archived_at', { mode: 'string' }),
    deleted_at: timestamp('deleted_at', { withTimezone: true }),
    entry_level_item_id: integer('entry_level_item_id').references(() => configItems.id, { onDelete: 'set null' }),
    picture_file_id: integer('picture_file_id').references(() => storedFiles.id, { onDelete: 'set null' }),
    /** sis: created or last updated by a SIS sync; its SIS fields are read-only in the UI. */
    information_entry_type: text('information_entry_type', { enum: INFORMATION_ENTRY_TYPES }).notNull().default('manual'),
    /** OneRoster sourcedId of the user record, when synced. */
    sis_sourced_id: text('sis_sourced_id'),
    /** Position on the card grid when the school organises cards manually. */
    manual_position: integer('manual_position'),
    version: integer('version').notNull().default(1),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    uniqueIndex('students_number_unique')
      .on(t.district_id, t.student_number)
      .where(sql`${t.deleted_at} is null`),
    uniqueIndex('students_sis_sourced_unique')
      .on(t.district_id, t.sis_sourced_id)
      .where(sql`${t.sis_sourced_id} is not null and ${t.deleted_at} is null`),
    // A roster page (school or district, by name) reads these in order and stops at the page's end.
    index('students_school_roster_idx').on(t.school_id, t.status, t.sort_last_name, t.sort_first_name, t.id),
    index('students_district_roster_idx').on(t.district_id, t.status, t.sort_last_name, t.sort_first_name, t.id),
    // Advanced search (grade, gender) and the bulk grid by grade across a district.
    // INCLUDE (id, school_id, sort names, deleted_at) in migration 0006: advanced search reads it index-only.
    index('students_district_grade_idx').on(t.district_id, t.status, t.grade, t.gender),
    // The few deleted students: lists of records that hide them (support plans) anti-join this instead of the table.
    index('students_deleted_idx')
      .on(t.id)
      .where(sql`${t.deleted_at} is not null`),
    // fastupdate off: new names go straight into the trigram trees. With a pending list, every
    // search after a bulk import scans the whole list until vacuum runs (3 ms → 0.1 ms on 20,000).
    index('students_search_trgm')
      .using('gin', sql`${t.search_name} gin_trgm_ops`)
      .with({ fastupdate: false }),
    index('students_number_trgm')
      .using('gin', sql`${t.student_number} gin_trgm_ops`)
      .with({ fastupdate: false }),
    check('students_status_consistent', sql`(${t.status} = 'deleted') = (${t.deleted_at} is not null)`),
  ],
);

/** Which teachers (users) a student is assigned to. */
export const studentTeachers = pgTable(
  'student_teachers',
  {
    student_id: integer('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    created_at: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.student_id, t.user_id] }), index('student_teachers_user_idx').on(t.user_id)],
);

/** Automatic assignment rules of a school: students of this grade go to this teacher. */
export const teacherAssignmentRules = pgTable(
  'teacher_assignment_rules',
  {
    id: id(),
    school_id: integer('school_id')
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    grade: text('grade').notNull(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    created_at: createdAt(),
  },
  (t) => [uniqueIndex('teacher_assignment_rules_unique').on(t.school_id, t.grade, t.user_id)],
);

/** Values of the configured profile textboxes and programming notes (item of either list). */
export const studentProfileValues = pgTable(
  'student_profile_values',
  {
    student_id: integer('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    item_id: integer('item_id')
      .notNull()
      .references(() => configItems.id, { onDelete: 'cascade' }),
    value: text('value').notNull(),
    updated_by: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updated_at: updatedAt(),
    ...restrictionColumns(),
  },
  (t) => [primaryKey({ columns: [t.student_id, t.item_id] })],
);

export const studentCardIcons = pgTable(
  'student_card_icons',
  {
    student_id: integer('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    item_id: integer('item_id')
      .notNull()
      .references(() => configItems.id, { onDelete: 'cascade' }),
    created_at: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.student_id, t.item_id] }), index('student_card_icons_item_idx').on(t.item_id)],
);

/** Short important notes on a student; closed, never deleted. */
export const studentAlerts = pgTable(
  'student_alerts',
  {
    id: id(),
    student_id: integer('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    created_by: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    created_at: createdAt(),
    closed_at: timestamp('closed_at', { withTimezone: true }),
    closed_by: integer('closed_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('student_alerts_student_idx')
      .on(t.student_id)
      .where(sql`${t.closed_at} is null`),
  ],
);

/**
 * One result of a measure for a student, in a school year (its start year: 2026 for 2026–27),
 * at an administration month or a data label. Manual results are numbers; dropdown results
 * are the chosen option's label.
 */
export const studentDataResults = pgTable(
  'student_data_results',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    student_id: integer('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    definition_id: integer('definition_id')
      .notNull()
      .references(() => studentDataDefinitions.id, { onDelete: 'cascade' }),
    school_year: integer('school_year').notNull(),
    /** 0–11 when the measure is by month; -1 when it is by label (so the unique key holds). */
    month: integer('month').notNull().default(-1),
    /** The data label when the measure is by label; '' when by month. */
    label: text('label').notNull().default(''),
    value_number: numeric('value_number', { mode: 'number' }),
    value_option: text('value_option'),
    recorded_by: integer('recorded_by').references(() => users.id, { onDelete: 'set null' }),
    recorded_at: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('student_data_results_point').on(t.student_id, t.definition_id, t.school_year, t.month, t.label),
    index('student_data_results_definition_idx').on(t.definition_id, t.value_number),
    check('student_data_results_one_value', sql`(${t.value_number} is null) <> (${t.value_option} is null)`),
  ],
);

/**
 * The latest result of each measure for each student: the latest school year, then the latest
 * month (September first) or data label (in the measure's order). Kept by PostgreSQL itself:
 * triggers on student_data_results and on the measures' month/label settings refresh it in the
 * same statement (migration 0006), so every writer (entry, grid, seeds) keeps it true. Advanced
 * search filters on it instead of finding each candidate's latest result.
 */
export const studentDataLatest = pgTable(
  'student_data_latest',
  {
    student_id: integer('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    definition_id: integer('definition_id')
      .notNull()
      .references(() => studentDataDefinitions.id, { onDelete: 'cascade' }),
    school_year: integer('school_year').notNull(),
    value_number: numeric('value_number', { mode: 'number' }),
    value_option: text('value_option'),
  },
  (t) => [
    primaryKey({ columns: [t.definition_id, t.student_id] }),
    // INCLUDE (student_id, value_option, school_year) in migration 0006: a data filter reads it index-only.
    index('student_data_latest_value_idx').on(t.definition_id, t.value_number),
  ],
);

export const IMPORT_STATUSES = ['queued', 'running', 'failed', 'succeeded'] as const;

/** A CSV import of students: validated whole by a job, then written all or nothing. */
export const studentImports = pgTable(
  'student_imports',
  {
    id: id(),
    district_id: integer('district_id')
      .notNull()
      .references(() => districts.id, { onDelete: 'cascade' }),
    school_id: integer('school_id')
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    file_id: integer('file_id').references(() => storedFiles.id, { onDelete: 'set null' }),
    file_name: text('file_name').notNull(),
    status: text('status', { enum: IMPORT_STATUSES }).notNull().default('queued'),
    total_rows: integer('total_rows'),
    created_count: integer('created_count'),
    updated_count: integer('updated_count'),
    unchanged_count: integer('unchanged_count'),
    /** Bad rows: { line, field?, message } with message an i18n key. */
    errors: jsonb('errors').$type<{ line: number; field?: string; message: string; params?: Record<string, string | number> }[]>().notNull().default([]),
    created_by: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    created_at: createdAt(),
    finished_at: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [index('student_imports_school_idx').on(t.school_id, t.created_at)],
);

export const SYNC_STATUSES = ['queued', 'running', 'needs_mapping', 'needs_confirmation', 'failed', 'succeeded'] as const;

/** A OneRoster 1.1 CSV bundle uploaded for a district: dry run first, then applied. */
export const sisSyncs = pgTable(
  'sis_syncs',
  {
    id: id(),
    district_id: integer('district_id')
      .notNull()
      .references(() => districts.id, { onDelete: 'cascade' }),
    file_id: integer('file_id').references(() => storedFiles.id, { onDelete: 'set null' }),
    file_name: text('file_name').notNull(),
    dry_run: boolean('dry_run').notNull().default(true),
    status: text('status', { enum: SYNC_STATUSES }).notNull().default('queued'),
    /** What the sync would do or did: counts per school, archive ratios, unmatched orgs. */
    summary: jsonb('summary').$type<Record<string, unknown>>().notNull().default({}),
    errors: jsonb('errors').$type<{ file: string; line?: number; message: string }[]>().notNull().default([]),
    created_by: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    created_at: createdAt(),
    finished_at: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [index('sis_syncs_district_idx').on(t.district_id, t.created_at)],
);

/** Which school a OneRoster org (sourcedId) is, per district. */
export const sisOrgMappings = pgTable(
  'sis_org_mappings',
  {
    district_id: integer('district_id')
      .notNull()
      .references(() => districts.id, { onDelete: 'cascade' }),
    org_sourced_id: text('org_sourced_id').notNull(),
    school_id: integer('school_id')
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    created_at: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.district_id, t.org_sourced_id] })],
);
