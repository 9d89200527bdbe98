/**
 * Configuration lists, one mechanism for every configurable list (issue 4, section 1):
 * system defaults (district_id and school_id null) → district defaults (district_id set)
 * → a school's own list (school_id set). A level "has customised" a list exactly when a
 * `config_lists` row exists for it; otherwise it inherits the level above.
 * Items in use are deactivated, never deleted. Stored files (logos, pictures) live here too,
 * so every server copy sees them and backups hold them.
 */
import { sql } from 'drizzle-orm';
import { boolean, check, customType, index, integer, jsonb, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { CONFIG_LIST_KINDS, RESOURCE_DATA_TYPES, STUDENT_DATA_RESULT_TYPES } from '@ss/domain/enums';
import { districts, schools, users } from './schema.ts';

const id = () => integer('id').primaryKey().generatedAlwaysAsIdentity();
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (v) => (Buffer.isBuffer(v) ? v : Buffer.from(v)),
});

export const configLists = pgTable(
  'config_lists',
  {
    id: id(),
    kind: text('kind', { enum: CONFIG_LIST_KINDS }).notNull(),
    district_id: integer('district_id').references(() => districts.id, { onDelete: 'cascade' }),
    school_id: integer('school_id').references(() => schools.id, { onDelete: 'cascade' }),
    /** Bumped on every change of the list or its items: a stale write answers 409. */
    version: integer('version').notNull().default(1),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    // One list per kind and level; NULLS NOT DISTINCT makes the system level unique too.
    unique('config_lists_level').on(t.kind, t.district_id, t.school_id).nullsNotDistinct(),
    check('config_lists_school_has_district', sql`${t.school_id} is null or ${t.district_id} is not null`),
  ],
);

export const configItems = pgTable(
  'config_items',
  {
    id: id(),
    list_id: integer('list_id')
      .notNull()
      .references(() => configLists.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    /** A stable code where the list needs one (grades: "K", "1" … "12"); copied with the item. */
    code: text('code'),
    label_en: text('label_en').notNull(),
    label_fr: text('label_fr').notNull(),
    /** #rrggbb for tiers and categories. */
    color: text('color'),
    /** An icon name from the web app's icon set (student card icons). */
    icon: text('icon'),
    /** Support links: the address. */
    url: text('url'),
    active: boolean('active').notNull().default(true),
    /** The item this one was copied from when a level customised its list (references keep meaning). */
    source_item_id: integer('source_item_id'),
    /**
     * The first item of this one's lineage (the item it was copied from, and so on), null when this
     * item is a root. Kept by a trigger on insert (migration 0012); `coalesce(root_item_id, id)` is the
     * item's key, the same at every level that copied it (supports store keys, issue 11).
     */
    root_item_id: integer('root_item_id'),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [index('config_items_list_idx').on(t.list_id, t.position)],
);

/** Uploaded files (school logos, student pictures, import files), kept in the database. */
export const storedFiles = pgTable(
  'stored_files',
  {
    id: id(),
    district_id: integer('district_id').references(() => districts.id, { onDelete: 'cascade' }),
    school_id: integer('school_id').references(() => schools.id, { onDelete: 'cascade' }),
    purpose: text('purpose', {
      enum: [
        'school_logo',
        'student_picture',
        'student_import',
        'sis_bundle',
        'resource_document',
        'support_document',
        'support_plan_export',
        'support_plan_document',
        'district_export',
      ],
    }).notNull(),
    content_type: text('content_type').notNull(),
    file_name: text('file_name').notNull(),
    size: integer('size').notNull(),
    data: bytea('data').notNull(),
    created_by: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    created_at: createdAt(),
  },
  (t) => [index('stored_files_district_idx').on(t.district_id)],
);

/**
 * Student data measures: defined by the district (school_id null), with additions by a school.
 * A result is entered for an administration month or for a data label (spec: resource data type).
 */
export const studentDataDefinitions = pgTable(
  'student_data_definitions',
  {
    id: id(),
    district_id: integer('district_id')
      .notNull()
      .references(() => districts.id, { onDelete: 'cascade' }),
    school_id: integer('school_id').references(() => schools.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    result_type: text('result_type', { enum: STUDENT_DATA_RESULT_TYPES }).notNull(),
    /** Dropdown: the choices and their colours, in order. */
    options: jsonb('options').$type<{ label: string; color: string }[]>().notNull().default([]),
    /** Manual results: numeric bounds (null: any number). */
    min_value: integer('min_value'),
    max_value: integer('max_value'),
    data_type: text('data_type', { enum: RESOURCE_DATA_TYPES }).notNull(),
    /** data_type month: administration months, 0 = January … 11 = December. */
    months: jsonb('months').$type<number[]>().notNull().default([]),
    /** data_type label: the data labels ("Fall", "Winter", …). */
    labels: jsonb('labels').$type<string[]>().notNull().default([]),
    position: integer('position').notNull().default(0),
    active: boolean('active').notNull().default(true),
    version: integer('version').notNull().default(1),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [index('student_data_definitions_district_idx').on(t.district_id, t.school_id)],
);
