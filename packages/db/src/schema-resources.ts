/**
 * School and district resources (issue 11, section 3): web links, Google Docs, YouTube videos and
 * uploaded documents, in nested folders.
 *
 * - A folder or resource belongs to a district, and to one of its schools when `school_id` is set
 *   (the school's `schoolResources`); otherwise it is the district's.
 * - Folders nest (`parent_id`, same owner; depth bounded by MAX_RESOURCE_FOLDER_DEPTH in the service);
 *   deleting a folder deletes what it holds (the interface asks first when it is not empty).
 * - A district resource is shared with all the district's schools (`shared_with_all`) or with some
 *   (`resource_school_shares`); a school resource is its school's only.
 * - Documents are `stored_files` rows (purpose `resource_document`), checked by content.
 */
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, text, timestamp, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { RESOURCE_KINDS } from '@ss/domain/enums';
import { districts, schools, users } from './schema.ts';
import { storedFiles } from './schema-config.ts';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

export const resourceFolders = pgTable(
  'resource_folders',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    district_id: integer('district_id')
      .notNull()
      .references(() => districts.id, { onDelete: 'cascade' }),
    school_id: integer('school_id').references(() => schools.id, { onDelete: 'cascade' }),
    parent_id: integer('parent_id').references((): AnyPgColumn => resourceFolders.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    created_by: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    index('resource_folders_owner_idx').on(t.district_id, t.school_id),
    index('resource_folders_parent_idx').on(t.parent_id),
    check('resource_folders_name_length', sql`char_length(${t.name}) between 1 and 120`),
    check('resource_folders_not_own_parent', sql`${t.parent_id} is null or ${t.parent_id} <> ${t.id}`),
  ],
);

export const resources = pgTable(
  'resources',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    district_id: integer('district_id')
      .notNull()
      .references(() => districts.id, { onDelete: 'cascade' }),
    school_id: integer('school_id').references(() => schools.id, { onDelete: 'cascade' }),
    folder_id: integer('folder_id').references(() => resourceFolders.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: RESOURCE_KINDS }).notNull(),
    title: text('title').notNull(),
    description: text('description'),
    url: text('url'),
    file_id: integer('file_id').references(() => storedFiles.id, { onDelete: 'cascade' }),
    /** District resources: shared with every school of the district. */
    shared_with_all: boolean('shared_with_all').notNull().default(false),
    version: integer('version').notNull().default(1),
    created_by: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    index('resources_owner_folder_idx').on(t.district_id, t.school_id, t.folder_id),
    index('resources_folder_idx').on(t.folder_id),
    check('resources_kind_known', sql`${t.kind} in ('link', 'google_doc', 'youtube', 'document')`),
    check('resources_target', sql`(${t.kind} = 'document') = (${t.file_id} is not null) and (${t.kind} = 'document') = (${t.url} is null)`),
    check('resources_title_length', sql`char_length(${t.title}) between 1 and 200`),
    check('resources_description_length', sql`${t.description} is null or char_length(${t.description}) <= 2000`),
    check('resources_school_not_shared', sql`${t.school_id} is null or not ${t.shared_with_all}`),
  ],
);

/** A district resource shared with some of its schools. */
export const resourceSchoolShares = pgTable(
  'resource_school_shares',
  {
    resource_id: integer('resource_id')
      .notNull()
      .references(() => resources.id, { onDelete: 'cascade' }),
    school_id: integer('school_id')
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.resource_id, t.school_id] }), index('resource_school_shares_school_idx').on(t.school_id)],
);
