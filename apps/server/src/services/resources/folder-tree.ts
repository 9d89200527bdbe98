/**
 * A resource owner's folder tree, from its flat rows (id, parent): depth, subtrees and the order a
 * page draws them in. Pure, so the rules of moves (no cycle, bounded depth) are tested without a database.
 */
export interface TreeNode {
  id: number;
  parent_id: number | null;
  name: string;
}

const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

/** 1 at the top level. A broken chain (a parent outside the list) counts as the top. */
export function depthOf(nodes: readonly TreeNode[], id: number): number {
  const byId = new Map(nodes.map((n) => [n.id, n]));
  let depth = 0;
  const seen = new Set<number>();
  for (let at = byId.get(id); at && !seen.has(at.id); at = at.parent_id === null ? undefined : byId.get(at.parent_id)) {
    seen.add(at.id);
    depth++;
  }
  return depth;
}

/** The folder and every folder under it. */
export function subtreeOf(nodes: readonly TreeNode[], id: number): number[] {
  const children = new Map<number, number[]>();
  for (const n of nodes) if (n.parent_id !== null) children.set(n.parent_id, [...(children.get(n.parent_id) ?? []), n.id]);
  const out: number[] = [];
  const queue = [id];
  while (queue.length) {
    const next = queue.shift()!;
    if (out.includes(next)) continue;
    out.push(next);
    queue.push(...(children.get(next) ?? []));
  }
  return out;
}

/** How many levels the folder's subtree spans (1: no folder inside). */
export function heightOf(nodes: readonly TreeNode[], id: number): number {
  const base = depthOf(nodes, id);
  return Math.max(...subtreeOf(nodes, id).map((n) => depthOf(nodes, n) - base + 1));
}

/** Parents before their children, siblings by name (then id): the order of a tree drawn top to bottom. */
export function treeOrder<T extends TreeNode>(nodes: readonly T[]): T[] {
  const ids = new Set(nodes.map((n) => n.id));
  const children = new Map<number | null, T[]>();
  for (const n of nodes) {
    const parent = n.parent_id !== null && ids.has(n.parent_id) ? n.parent_id : null;
    children.set(parent, [...(children.get(parent) ?? []), n]);
  }
  for (const list of children.values()) list.sort((a, b) => collator.compare(a.name, b.name) || a.id - b.id);
  const out: T[] = [];
  const walk = (parent: number | null) => {
    for (const n of children.get(parent) ?? []) {
      out.push(n);
      walk(n.id);
    }
  };
  walk(null);
  return out;
}

/** Two folder names that would look the same side by side. */
export const sameFolderName = (a: string, b: string) => collator.compare(a.trim(), b.trim()) === 0;
