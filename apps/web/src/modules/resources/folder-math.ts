/**
 * What the page works out from an owner's flat folder list: a folder's path, its children, what it
 * holds in all (said before deleting it), and where it may move (never into itself or one of its own
 * folders, never deeper than MAX_RESOURCE_FOLDER_DEPTH). The server checks the same rules.
 */
import { MAX_RESOURCE_FOLDER_DEPTH } from '@ss/domain/enums';
import type { TResourceFolder } from '@ss/domain';

export const childrenOf = (folders: readonly TResourceFolder[], parent: number | null) => folders.filter((f) => f.parent_id === parent);

/** The folder and its ancestors, top first. */
export function pathOf(folders: readonly TResourceFolder[], id: number): TResourceFolder[] {
  const byId = new Map(folders.map((f) => [f.id, f]));
  const path: TResourceFolder[] = [];
  for (let at = byId.get(id); at && !path.includes(at); at = at.parent_id === null ? undefined : byId.get(at.parent_id)) path.unshift(at);
  return path;
}

/** The folder and every folder under it. */
export function subtreeIds(folders: readonly TResourceFolder[], id: number): number[] {
  const out = [id];
  for (let i = 0; i < out.length; i++) for (const f of folders) if (f.parent_id === out[i] && !out.includes(f.id)) out.push(f.id);
  return out;
}

/** What goes with a folder when it is deleted: the folders under it and every resource in them. */
export function contentOf(folders: readonly TResourceFolder[], id: number): { folders: number; resources: number } {
  const ids = new Set(subtreeIds(folders, id));
  const inside = folders.filter((f) => ids.has(f.id));
  return { folders: inside.length - 1, resources: inside.reduce((n, f) => n + f.resources, 0) };
}

export interface MoveTarget {
  /** null: the top level. */
  id: number | null;
  name: string;
  depth: number;
  /** Why it cannot be chosen: the folder's current place, or too deep. */
  refused: 'here' | 'tooDeep' | null;
}

/**
 * The places a folder (or, `moving` null, a resource now in `current`) may go: the top level, then every
 * folder in tree order. A folder's own subtree is left out.
 */
export function moveTargets(folders: readonly TResourceFolder[], moving: number | null, current: number | null, rootName: string): MoveTarget[] {
  const own = moving === null ? new Set<number>() : new Set(subtreeIds(folders, moving));
  const height = moving === null ? 0 : Math.max(...folders.filter((f) => own.has(f.id)).map((f) => f.depth)) - folders.find((f) => f.id === moving)!.depth + 1;
  const targets: MoveTarget[] = [{ id: null, name: rootName, depth: 0, refused: current === null ? 'here' : null }];
  for (const f of folders) {
    if (own.has(f.id)) continue;
    const refused = f.id === current ? 'here' : f.depth + height > MAX_RESOURCE_FOLDER_DEPTH ? 'tooDeep' : null;
    targets.push({ id: f.id, name: f.name, depth: f.depth, refused });
  }
  return targets;
}
