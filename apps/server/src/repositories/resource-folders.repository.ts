/**
 * Resource folders (issue 11, section 3): the only code that reads and writes `resource_folders`.
 * Callers have checked the owner (a school or a district) is one the actor reads; every read here is
 * kept to that owner. Folder writes of one owner run one at a time (`lockOwnerFolders`), so depth,
 * cycle and name checks read a tree nobody else is changing.
 */
import { and, asc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { resourceFolders, resources, type Database } from '@ss/db';
import type { ResourceOwner } from '../policies/resources.policy.ts';
import { inIds } from './id-list.ts';

export type FolderRow = typeof resourceFolders.$inferSelect;
export type FolderWithCounts = FolderRow & { folders: number; resources: number };
/** What tree checks need of each folder. */
export type FolderNode = Pick<FolderRow, 'id' | 'parent_id' | 'name'>;

/** Advisory lock class of resource folder writes (the key: the school, or minus the district). */
const FOLDER_LOCK_CLASS = 11_003;

const ownerOf = (o: ResourceOwner): SQL =>
  and(eq(resourceFolders.district_id, o.district_id), o.school_id === null ? isNull(resourceFolders.school_id) : eq(resourceFolders.school_id, o.school_id))!;

// Qualified by hand: in a subquery Drizzle would render "id" unqualified, bound to the inner table.
const childFolders = sql<number>`(select count(*)::int from "resource_folders" c where c."parent_id" = "resource_folders"."id")`;
const childResources = sql<number>`(select count(*)::int from "resources" r where r."folder_id" = "resource_folders"."id")`;

/** Every folder of the owner with its direct counts. */
export async function listFolders(db: Database, owner: ResourceOwner): Promise<FolderWithCounts[]> {
  const rows = await db
    .select({ f: resourceFolders, folders: childFolders, resources: childResources })
    .from(resourceFolders)
    .where(ownerOf(owner))
    .orderBy(asc(resourceFolders.id));
  return rows.map((r) => ({ ...r.f, folders: Number(r.folders), resources: Number(r.resources) }));
}

/** One folder, whoever owns it (the caller checks the owner). */
export async function findFolder(db: Database, id: number): Promise<FolderRow | null> {
  const [row] = await db.select().from(resourceFolders).where(eq(resourceFolders.id, id)).limit(1);
  return row ?? null;
}

/** Serialises the owner's folder writes until the transaction ends. */
export async function lockOwnerFolders(db: Database, owner: ResourceOwner): Promise<void> {
  const key = owner.school_id ?? -owner.district_id;
  await db.execute(sql`select pg_advisory_xact_lock(${FOLDER_LOCK_CLASS}::int, ${key}::int)`);
}

/** The owner's folders as a tree's nodes. */
export async function folderNodes(db: Database, owner: ResourceOwner): Promise<FolderNode[]> {
  return db.select({ id: resourceFolders.id, parent_id: resourceFolders.parent_id, name: resourceFolders.name }).from(resourceFolders).where(ownerOf(owner));
}

export async function insertFolder(db: Database, values: typeof resourceFolders.$inferInsert): Promise<FolderRow> {
  const [row] = await db.insert(resourceFolders).values(values).returning();
  return row!;
}

export async function updateFolderRow(db: Database, id: number, patch: { name?: string; parent_id?: number | null }): Promise<FolderRow> {
  const [row] = await db
    .update(resourceFolders)
    .set({ ...patch, updated_at: new Date() })
    .where(eq(resourceFolders.id, id))
    .returning();
  return row!;
}

/** The resources inside these folders (id, title and whether each is a document). */
export async function resourcesInFolders(db: Database, folderIds: number[]) {
  if (!folderIds.length) return [];
  return db.select({ id: resources.id, title: resources.title, kind: resources.kind }).from(resources).where(inIds(resources.folder_id, folderIds)).orderBy(asc(resources.id));
}

/** Deletes the folders (children go with their parents by the foreign key). */
export async function deleteFolderRows(db: Database, ids: number[]): Promise<void> {
  if (ids.length) await db.delete(resourceFolders).where(inIds(resourceFolders.id, ids));
}

/** A folder held against deletion until the transaction ends (a resource is being put in it). */
export async function lockFolder(db: Database, id: number): Promise<FolderRow | null> {
  const [row] = await db.select().from(resourceFolders).where(eq(resourceFolders.id, id)).for('share');
  return row ?? null;
}

/** Folders about to be deleted, locked first: a resource being put in one waits, then finds it gone. */
export async function lockFoldersForDelete(db: Database, ids: number[]): Promise<void> {
  if (ids.length) await db.select({ id: resourceFolders.id }).from(resourceFolders).where(inIds(resourceFolders.id, ids)).for('update');
}
