/**
 * Resources (issue 11, section 3): the only code that reads and writes `resources`, their shares and
 * their documents' `stored_files` rows. Every read goes through `visibleResources` (the policy's reading
 * rules as SQL), so a list and a single read always agree:
 * - a school's resource: the school in the actor's scope and not suspended (super admins: any);
 * - a district's resource: the actor works at district level in that district, or it is shared (with
 *   all, or by name) with a school the actor holds that is not suspended.
 */
import { and, asc, count, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { resources, resourceSchoolShares, schools, storedFiles, users, type Database } from '@ss/db';
import type { Actor } from '../lib/actor.ts';
import { scopeOf } from '../lib/actor.ts';
import type { ResourceOwner } from '../policies/resources.policy.ts';
import { inIds } from './id-list.ts';

export type ResourceRow = typeof resources.$inferSelect;

// Written qualified by hand: inside a subquery Drizzle renders columns unqualified, and "id" would bind to the inner table.
const notSuspended = sql`not exists (select 1 from "schools" s where s."id" = "resources"."school_id" and s."status" = 'account_suspended')`;
const sharedWith = (schoolIds: readonly number[]) =>
  sql`exists (select 1 from "schools" s where s."district_id" = "resources"."district_id" and s."id" = any(${sql.param([...schoolIds])}::int[])
    and s."status" <> 'account_suspended'
    and ("resources"."shared_with_all" or exists (select 1 from "resource_school_shares" rs where rs."resource_id" = "resources"."id" and rs."school_id" = s."id")))`;

/** The resources the actor may read, as a condition on `resources`. */
export function visibleResources(actor: Actor): SQL | undefined {
  const scope = scopeOf(actor);
  if (scope.all) return undefined;
  const parts: SQL[] = [];
  const schoolParts: SQL[] = [];
  if (scope.wholeDistrictIds.length) schoolParts.push(inIds(resources.district_id, scope.wholeDistrictIds));
  if (scope.schoolIds.length) schoolParts.push(inIds(resources.school_id, scope.schoolIds));
  if (schoolParts.length) parts.push(and(sql`${resources.school_id} is not null`, or(...schoolParts), notSuspended)!);
  if (actor.district_level && actor.district) parts.push(and(isNull(resources.school_id), eq(resources.district_id, actor.district.id))!);
  if (scope.schoolIds.length) parts.push(and(isNull(resources.school_id), sharedWith(scope.schoolIds))!);
  return parts.length ? or(...parts) : sql`false`;
}

/** Which resources of an owner: a folder, the top level, or (a school) the district's shared with it. */
export type FolderFilter = number | 'root' | 'shared' | undefined;

/** The district's resources shared with this school. */
const sharedWithSchool = (o: ResourceOwner) =>
  and(
    isNull(resources.school_id),
    eq(resources.district_id, o.district_id),
    or(eq(resources.shared_with_all, true), sql`exists (select 1 from "resource_school_shares" rs where rs."resource_id" = "resources"."id" and rs."school_id" = ${o.school_id})`),
  )!;
const ownedBy = (o: ResourceOwner) => and(eq(resources.district_id, o.district_id), o.school_id === null ? isNull(resources.school_id) : eq(resources.school_id, o.school_id))!;

function placeOf(o: ResourceOwner, folder: FolderFilter): SQL {
  if (folder === 'shared') return sharedWithSchool(o);
  if (folder === 'root') return and(ownedBy(o), isNull(resources.folder_id))!;
  if (folder !== undefined) return and(ownedBy(o), eq(resources.folder_id, folder))!;
  return o.school_id === null ? ownedBy(o) : or(ownedBy(o), sharedWithSchool(o))!;
}

const author = alias(users, 'author');
const shareIds = sql<
  number[]
>`(select coalesce(array_agg(rs."school_id" order by rs."school_id"), '{}') from "resource_school_shares" rs where rs."resource_id" = "resources"."id")`;

const FIELDS = {
  r: resources,
  author_first: author.first_name,
  author_last: author.last_name,
  file_name: storedFiles.file_name,
  file_size: storedFiles.size,
  file_type: storedFiles.content_type,
  school_ids: shareIds,
};
export type ResourceListRow = {
  r: ResourceRow;
  author_first: string | null;
  author_last: string | null;
  file_name: string | null;
  file_size: number | null;
  file_type: string | null;
  school_ids: number[];
};

const joined = (db: Database) =>
  db.select(FIELDS).from(resources).leftJoin(author, eq(author.id, resources.created_by)).leftJoin(storedFiles, eq(storedFiles.id, resources.file_id));

/** A page of an owner's resources the actor may read, by title. */
export async function listResources(db: Database, actor: Actor, owner: ResourceOwner, folder: FolderFilter, page: { limit?: number; offset: number }) {
  const where = and(visibleResources(actor), placeOf(owner, folder));
  const [total] = await db.select({ n: count() }).from(resources).where(where);
  const base = joined(db)
    .where(where)
    .orderBy(asc(sql`lower(${resources.title})`), asc(resources.id))
    .offset(page.offset);
  const rows: ResourceListRow[] = page.limit === undefined ? await base : await base.limit(page.limit);
  return { count: total?.n ?? 0, rows };
}

/** One resource the actor may read, or null (outside what they read, or gone). */
export async function findVisibleResource(db: Database, actor: Actor, id: number): Promise<ResourceListRow | null> {
  const [row] = await joined(db)
    .where(and(eq(resources.id, id), visibleResources(actor)))
    .limit(1);
  return row ?? null;
}

/** How many of an owner's resources are at the top level, and (a school) shared with it by the district. */
export async function resourceCounts(db: Database, actor: Actor, owner: ResourceOwner): Promise<{ root: number; shared: number | null }> {
  const [root] = await db
    .select({ n: count() })
    .from(resources)
    .where(and(visibleResources(actor), placeOf(owner, 'root')));
  if (owner.school_id === null) return { root: root?.n ?? 0, shared: null };
  const [shared] = await db
    .select({ n: count() })
    .from(resources)
    .where(and(visibleResources(actor), placeOf(owner, 'shared')));
  return { root: root?.n ?? 0, shared: shared?.n ?? 0 };
}

/** The resource locked for a change. */
export async function lockResource(db: Database, id: number): Promise<ResourceRow | null> {
  const [row] = await db.select().from(resources).where(eq(resources.id, id)).for('update');
  return row ?? null;
}

export async function insertResource(db: Database, values: typeof resources.$inferInsert): Promise<ResourceRow> {
  const [row] = await db.insert(resources).values(values).returning();
  return row!;
}

/** Writes the change when the version is still the one read; null when it moved on. */
export async function updateResourceRow(db: Database, id: number, version: number, patch: Partial<typeof resources.$inferInsert>): Promise<ResourceRow | null> {
  const [row] = await db
    .update(resources)
    .set({ ...patch, version: sql`${resources.version} + 1`, updated_at: new Date() })
    .where(and(eq(resources.id, id), eq(resources.version, version)))
    .returning();
  return row ?? null;
}

/** Deletes resources and their documents' files. */
export async function deleteResourceRows(db: Database, ids: number[]): Promise<void> {
  if (!ids.length) return;
  const gone = await db.delete(resources).where(inIds(resources.id, ids)).returning({ file_id: resources.file_id });
  const files = gone.map((g) => g.file_id).filter((f): f is number => f !== null);
  if (files.length) await db.delete(storedFiles).where(inIds(storedFiles.id, files));
}

export async function shareIdsOf(db: Database, resourceId: number): Promise<number[]> {
  const rows = await db
    .select({ id: resourceSchoolShares.school_id })
    .from(resourceSchoolShares)
    .where(eq(resourceSchoolShares.resource_id, resourceId))
    .orderBy(asc(resourceSchoolShares.school_id));
  return rows.map((r) => r.id);
}

export async function replaceShares(db: Database, resourceId: number, schoolIds: number[]): Promise<void> {
  await db.delete(resourceSchoolShares).where(eq(resourceSchoolShares.resource_id, resourceId));
  if (schoolIds.length) await db.insert(resourceSchoolShares).values(schoolIds.map((school_id) => ({ resource_id: resourceId, school_id })));
}

/** The ids among these that are schools of the district. */
export async function schoolsOfDistrict(db: Database, districtId: number, ids: number[]): Promise<number[]> {
  if (!ids.length) return [];
  const rows = await db
    .select({ id: schools.id })
    .from(schools)
    .where(and(eq(schools.district_id, districtId), inIds(schools.id, ids)));
  return rows.map((r) => r.id);
}

export async function insertDocumentFile(
  db: Database,
  values: { district_id: number; school_id: number | null; content_type: string; file_name: string; data: Buffer; created_by: number },
): Promise<number> {
  const [row] = await db
    .insert(storedFiles)
    .values({ ...values, purpose: 'resource_document', size: values.data.length })
    .returning({ id: storedFiles.id });
  return row!.id;
}

/** A document's stored file (type, name and bytes). */
export async function readDocumentFile(db: Database, fileId: number) {
  const [row] = await db
    .select({ content_type: storedFiles.content_type, file_name: storedFiles.file_name, data: storedFiles.data })
    .from(storedFiles)
    .where(and(eq(storedFiles.id, fileId), eq(storedFiles.purpose, 'resource_document')))
    .limit(1);
  return row ?? null;
}
