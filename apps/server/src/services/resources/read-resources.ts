/**
 * Reading resources and folders (`GET /api/v1/resource_folders/`, `GET /api/v1/resources/`, one
 * resource, a document's file). Lists and single reads share `visibleResources`, so they agree; what
 * the caller may not read answers 404.
 */
import { RESOURCE_MSG, type TResource, type TResourceFolder, type TResourceFolderList, type TResourceListQuery, type TResourcePage } from '@ss/domain';
import type { AuthedContext } from '../../context.ts';
import type { Actor } from '../../lib/actor.ts';
import { abilitiesOf } from '../../lib/authorize.ts';
import { fieldError, notFound } from '../../lib/errors.ts';
import { pageWindow, toPage } from '../../lib/paging.ts';
import { resourceAbilities, resourcesPolicy } from '../../policies/resources.policy.ts';
import { presentFolder, presentResource } from '../../presenters/resources.presenter.ts';
import { findFolder, listFolders } from '../../repositories/resource-folders.repository.ts';
import { findVisibleResource, listResources, readDocumentFile, resourceCounts, type ResourceListRow } from '../../repositories/resources.repository.ts';
import { ownerOfRow, resolveOwner } from './owner.ts';
import { depthOf, treeOrder } from './folder-tree.ts';

/** The owner's whole folder tree, flat (parents first), with counts, abilities and the document limit. */
export async function readResourceFolders(ctx: AuthedContext, q: { school?: number; district?: number }): Promise<TResourceFolderList> {
  const owner = await resolveOwner(ctx.db, ctx.actor, q);
  const [folders, counts] = await Promise.all([listFolders(ctx.db, owner), resourceCounts(ctx.db, ctx.actor, owner)]);
  const manage = resourcesPolicy.manageFolders(ctx.actor, owner);
  return {
    district_id: owner.district_id,
    school_id: owner.school_id,
    results: treeOrder(folders).map((f) => presentFolder(f, depthOf(folders, f.id), manage)),
    root_resources: counts.root,
    shared_resources: counts.shared,
    max_document_mb: ctx.config.uploads.documentMb,
    abilities: { manage_folders: manage, add_resources: resourcesPolicy.add(ctx.actor, owner), share: resourcesPolicy.share(ctx.actor, owner) },
  };
}

/** One folder as the tree shows it (read back after a write). */
export async function readResourceFolder(ctx: AuthedContext, id: number): Promise<TResourceFolder> {
  const folder = await findFolder(ctx.db, id);
  if (!folder) throw notFound();
  const owner = await ownerOfRow(ctx.db, ctx.actor, folder);
  const folders = await listFolders(ctx.db, owner);
  const row = folders.find((f) => f.id === id);
  if (!row) throw notFound();
  return presentFolder(row, depthOf(folders, id), resourcesPolicy.manageFolders(ctx.actor, owner));
}

/** A page of an owner's resources: all of them, one folder's, the top level's, or (a school) the district's shared with it. */
export async function readResources(ctx: AuthedContext, q: TResourceListQuery): Promise<TResourcePage> {
  const owner = await resolveOwner(ctx.db, ctx.actor, q);
  if (typeof q.folder === 'number') {
    const folder = await findFolder(ctx.db, q.folder);
    if (!folder || folder.district_id !== owner.district_id || folder.school_id !== owner.school_id) throw fieldError('folder', RESOURCE_MSG.folder);
  }
  const { count, rows } = await listResources(ctx.db, ctx.actor, owner, q.folder, pageWindow(q));
  return toPage(
    q,
    count,
    rows.map((r) => shown(ctx.actor, r)),
  );
}

export async function readResource(ctx: AuthedContext, id: number): Promise<TResource> {
  const row = await findVisibleResource(ctx.db, ctx.actor, id);
  if (!row) throw notFound();
  return shown(ctx.actor, row);
}

/** A resource with what resources.policy says the caller may do with it and how they see it. */
const shown = (actor: Actor, row: ResourceListRow) => presentResource(row, abilitiesOf(resourceAbilities, actor, row.r), resourcesPolicy.readSharing(actor, row.r));

/** A document's bytes, for a reader of the resource. */
export async function readResourceFile(ctx: AuthedContext, id: number) {
  const row = await findVisibleResource(ctx.db, ctx.actor, id);
  if (!row || row.r.file_id === null) throw notFound();
  const file = await readDocumentFile(ctx.db, row.r.file_id);
  if (!file) throw notFound();
  return file;
}
