/**
 * New folders, renames, moves and deletions (issue 11, section 3). A folder stays with its owner; a
 * move may not put it inside itself or one of its own folders, nor nest anything deeper than
 * MAX_RESOURCE_FOLDER_DEPTH; siblings have different names. A folder that holds anything is deleted
 * only when the caller says so (`recursive`), with everything in it and its documents' files. The
 * owner's folder writes run one at a time. Every change is one audit event.
 */
import { MAX_RESOURCE_FOLDER_DEPTH, RESOURCE_MSG, type TCreateResourceFolder, type TUpdateResourceFolder } from '@ss/domain';
import type { Database } from '@ss/db';
import type { AuthedContext } from '../../context.ts';
import { authorize } from '../../lib/authorize.ts';
import { fieldError, HttpError, notFound } from '../../lib/errors.ts';
import { resourcesPolicy, type ResourceOwner } from '../../policies/resources.policy.ts';
import {
  deleteFolderRows,
  findFolder,
  folderNodes,
  insertFolder,
  lockFoldersForDelete,
  lockOwnerFolders,
  resourcesInFolders,
  updateFolderRow,
} from '../../repositories/resource-folders.repository.ts';
import { deleteResourceRows } from '../../repositories/resources.repository.ts';
import { emit } from '../emit.ts';
import { depthOf, heightOf, sameFolderName, subtreeOf, type TreeNode } from './folder-tree.ts';
import { ownerOfRow, resolveOwner } from './owner.ts';

/** Titles named in a deletion's audit row, at most. */
const TITLES_AUDITED = 50;

const where = (owner: ResourceOwner, id: number) => ({ district_id: owner.district_id, school_id: owner.school_id, target: { type: 'resource_folder' as const, id } });

/**
 * Runs a change of a folder the actor may manage (404 outside what they read, 403 without the right) in a
 * transaction holding its owner's folder lock, with the owner's tree as it is now.
 */
async function withFolder(ctx: AuthedContext, id: number, change: (tx: Database, owner: ResourceOwner, nodes: TreeNode[], node: TreeNode) => Promise<void>) {
  const folder = await findFolder(ctx.db, id);
  if (!folder) throw notFound();
  const owner = await ownerOfRow(ctx.db, ctx.actor, folder);
  authorize(resourcesPolicy.manageFolders, ctx.actor, owner);
  await ctx.db.transaction(async (tx) => {
    const nodes = await lockedNodes(tx, owner);
    const node = nodes.find((n) => n.id === id);
    if (!node) throw notFound();
    await change(tx, owner, nodes, node);
  });
}

/** Refuses a parent outside the owner, or one whose children would be too deep (`levels`: the moved subtree's height). */
function checkParent(nodes: TreeNode[], parentId: number | null, levels: number) {
  if (parentId === null) return;
  if (!nodes.some((n) => n.id === parentId)) throw fieldError('parent_id', RESOURCE_MSG.folder);
  if (depthOf(nodes, parentId) + levels > MAX_RESOURCE_FOLDER_DEPTH) throw fieldError('parent_id', RESOURCE_MSG.depth, { max: MAX_RESOURCE_FOLDER_DEPTH });
}

function checkName(nodes: TreeNode[], parentId: number | null, name: string, self?: number) {
  if (nodes.some((n) => n.parent_id === parentId && n.id !== self && sameFolderName(n.name, name))) throw fieldError('name', RESOURCE_MSG.folderName);
}

export async function createResourceFolder(ctx: AuthedContext, input: TCreateResourceFolder): Promise<number> {
  const owner = await resolveOwner(ctx.db, ctx.actor, { school: input.school_id, district: input.district_id });
  authorize(resourcesPolicy.manageFolders, ctx.actor, owner);
  const parentId = input.parent_id ?? null;
  return ctx.db.transaction(async (tx) => {
    const nodes = await lockedNodes(tx, owner);
    checkParent(nodes, parentId, 1);
    checkName(nodes, parentId, input.name);
    const row = await insertFolder(tx, { ...owner, parent_id: parentId, name: input.name, created_by: ctx.actor.id });
    await emit(tx, ctx, { type: 'resource_folder.created', ...where(owner, row.id), details: { name: row.name, parent_id: parentId } });
    return row.id;
  });
}

export async function updateResourceFolder(ctx: AuthedContext, id: number, input: TUpdateResourceFolder): Promise<void> {
  await withFolder(ctx, id, async (tx, owner, nodes, node) => {
    const parentId = input.parent_id === undefined ? node.parent_id : input.parent_id;
    const changes: Record<string, [unknown, unknown]> = {};
    if (parentId !== node.parent_id) {
      if (parentId !== null && subtreeOf(nodes, id).includes(parentId)) throw fieldError('parent_id', RESOURCE_MSG.cycle);
      checkParent(nodes, parentId, heightOf(nodes, id));
      changes.parent_id = [node.parent_id, parentId];
    }
    const name = input.name ?? node.name;
    if (name !== node.name) changes.name = [node.name, name];
    if (!Object.keys(changes).length) return;
    checkName(nodes, parentId, name, id);
    await updateFolderRow(tx, id, { name, parent_id: parentId });
    await emit(tx, ctx, { type: 'resource_folder.updated', ...where(owner, id), details: { name, changes } });
  });
}

export async function deleteResourceFolder(ctx: AuthedContext, id: number, recursive: boolean): Promise<void> {
  await withFolder(ctx, id, async (tx, owner, nodes, node) => {
    const folders = subtreeOf(nodes, id);
    await lockFoldersForDelete(tx, folders);
    const inside = await resourcesInFolders(tx, folders);
    if (!recursive && (folders.length > 1 || inside.length)) throw new HttpError(409, 'conflict', RESOURCE_MSG.notEmpty);
    await deleteResourceRows(
      tx,
      inside.map((r) => r.id),
    );
    await deleteFolderRows(tx, [id]);
    const details = { name: node.name, folders: folders.length - 1, resources: inside.length, titles: inside.slice(0, TITLES_AUDITED).map((r) => r.title) };
    await emit(tx, ctx, { type: 'resource_folder.deleted', ...where(owner, id), details });
  });
}

async function lockedNodes(tx: Database, owner: ResourceOwner): Promise<TreeNode[]> {
  await lockOwnerFolders(tx, owner);
  return folderNodes(tx, owner);
}
