import { describe, expect, it } from 'vitest';
import type { TResourceFolder } from '@ss/domain';
import { contentOf, moveTargets, pathOf, subtreeIds } from './folder-math.ts';

const f = (id: number, parent_id: number | null, depth: number, resources = 0): TResourceFolder => ({
  id,
  parent_id,
  name: `F${id}`,
  depth,
  folders: 0,
  resources,
  created_at: '',
  updated_at: '',
  abilities: { update: true, delete: true },
});
// 1 > 2 > 3 > 4, and 5 at the top; in tree order, as the API sends them.
const folders = [f(1, null, 1, 2), f(2, 1, 2, 1), f(3, 2, 3), f(4, 3, 4, 3), f(5, null, 1)];

describe('folder math', () => {
  it('finds paths, subtrees and what a deletion takes', () => {
    expect(pathOf(folders, 4).map((x) => x.id)).toEqual([1, 2, 3, 4]);
    expect(subtreeIds(folders, 2)).toEqual([2, 3, 4]);
    expect(contentOf(folders, 1)).toEqual({ folders: 3, resources: 6 });
    expect(contentOf(folders, 5)).toEqual({ folders: 0, resources: 0 });
  });

  it('offers a folder every place outside itself, marking its own and the too deep', () => {
    const targets = moveTargets(folders, 2, 1, 'Main');
    expect(targets.map((x) => [x.id, x.refused])).toEqual([
      [null, null],
      [1, 'here'],
      [5, null],
    ]);
    // Folder 5 (one level) fits anywhere but under level 5; folder 2's subtree spans three levels.
    expect(moveTargets(folders, 5, null, 'Main').map((x) => [x.id, x.refused])).toEqual([
      [null, 'here'],
      [1, null],
      [2, null],
      [3, null],
      [4, null],
    ]);
    expect(moveTargets([...folders, f(6, null, 1)], 2, 1, 'Main').find((x) => x.id === 6)!.refused).toBe(null);
    expect(moveTargets(folders, 3, 2, 'Main').find((x) => x.id === 5)!.refused).toBe(null);
    // A two-level folder fits under level 3, not under level 4.
    const deeper = moveTargets([...folders, f(6, null, 1), f(7, 6, 2)], 6, null, 'Main');
    expect(deeper.filter((x) => x.refused === 'tooDeep').map((x) => x.id)).toEqual([4]);
  });

  it('offers a resource every folder but the one it is in', () => {
    expect(
      moveTargets(folders, null, 4, 'Main')
        .filter((x) => x.refused)
        .map((x) => x.id),
    ).toEqual([4]);
  });
});
