import { describe, expect, it } from 'vitest';
import { catalogueEnAreas } from './en-areas.ts';
import { catalogueEnBase } from './en-base.ts';
import { catalogueFrAreas } from './fr-areas.ts';
import { catalogueFrBase } from './fr-base.ts';
import { catalogues } from './index.ts';

// The browser loads <lang>-base first (sign-in pages) and <lang>-areas once someone is signed in.
describe('catalogue parts', () => {
  it('hold the same keys in both languages, part by part, so a French sign-in page lacks nothing the English one has', () => {
    expect(Object.keys(catalogueFrBase).sort()).toEqual(Object.keys(catalogueEnBase).sort());
    expect(Object.keys(catalogueFrAreas).sort()).toEqual(Object.keys(catalogueEnAreas).sort());
  });

  it('do not overlap: a key means the same before and after the areas load', () => {
    for (const [base, areas] of [
      [catalogueEnBase, catalogueEnAreas],
      [catalogueFrBase, catalogueFrAreas],
    ] as const) {
      expect(Object.keys(areas).filter((key) => key in base)).toEqual([]);
    }
  });

  it('make up the whole catalogue together', () => {
    expect({ ...catalogueEnBase, ...catalogueEnAreas }).toEqual(catalogues.en);
    expect({ ...catalogueFrBase, ...catalogueFrAreas }).toEqual(catalogues.fr);
  });
});
