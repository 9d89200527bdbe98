import { describe, expect, it } from 'vitest';
import { depthOf, heightOf, sameFolderName, subtreeOf, treeOrder } from './folder-tree.ts';

// 1 ─┬─ 2 ── 4
//    └─ 3
// 5 (top level), 6 under a parent that is not in the list
const nodes = [
  { id: 1, parent_id: null, name: 'Literacy' },
  { id: 2, parent_id: 1, name: 'Guided reading' },
  { id: 3, parent_id: 1, name: 'assessments' },
  { id: 4, parent_id: 2, name: 'Level 10' },
  { id: 5, parent_id: null, name: 'Behaviour' },
  { id: 6, parent_id: 99, name: 'Orphan' },
];

describe('folder tree', () => {
  it('counts depth from the top level', () => {
    expect([1, 2, 3, 4, 5, 6].map((id) => depthOf(nodes, id))).toEqual([1, 2, 2, 3, 1, 1]);
  });

  it('finds a folder’s subtree and how many levels it spans', () => {
    expect(subtreeOf(nodes, 1).sort()).toEqual([1, 2, 3, 4]);
    expect(subtreeOf(nodes, 4)).toEqual([4]);
    expect(heightOf(nodes, 1)).toBe(3);
    expect(heightOf(nodes, 2)).toBe(2);
    expect(heightOf(nodes, 3)).toBe(1);
  });

  it('survives a cycle in stored rows without looping', () => {
    const looped = [
      { id: 1, parent_id: 2, name: 'A' },
      { id: 2, parent_id: 1, name: 'B' },
    ];
    expect(depthOf(looped, 1)).toBe(2);
    expect(subtreeOf(looped, 1).sort()).toEqual([1, 2]);
  });

  it('orders parents before children and siblings by name, whatever the case', () => {
    expect(treeOrder(nodes).map((n) => n.id)).toEqual([5, 1, 3, 2, 4, 6]);
  });

  it('compares names as people read them', () => {
    expect(sameFolderName(' Literacy', 'literacy ')).toBe(true);
    expect(sameFolderName('Éte', 'ete')).toBe(true);
    expect(sameFolderName('Level 2', 'Level 10')).toBe(false);
  });
});
