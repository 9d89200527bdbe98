import { describe, expect, it } from 'vitest';
import { catalogueEnAreas } from './en-areas.ts';
import { catalogueEnBase } from './en-base.ts';
import { catalogueFrAreas } from './fr-areas.ts';
import { catalogueFrBase } from './fr-base.ts';
import { cataloguePublicEn } from './en-public.ts';
import { cataloguePublicFr } from './fr-public.ts';
import { messagesEmailEn } from './messages-email.en.ts';
import { messagesEmailFr } from './messages-email.fr.ts';
import { catalogues } from './index.ts';

// The browser loads <lang>-base first (sign-in pages) and <lang>-areas once someone is signed in.
describe('catalogue parts', () => {
  it('hold the same keys in both languages, part by part, so a French sign-in page lacks nothing the English one has', () => {
    expect(Object.keys(catalogueFrBase).sort()).toEqual(Object.keys(catalogueEnBase).sort());
    expect(Object.keys(catalogueFrAreas).sort()).toEqual(Object.keys(catalogueEnAreas).sort());
    expect(Object.keys(cataloguePublicFr).sort()).toEqual(Object.keys(cataloguePublicEn).sort());
  });

  it('do not overlap: a key means the same before and after the areas load', () => {
    for (const [base, areas, pub] of [
      [catalogueEnBase, catalogueEnAreas, cataloguePublicEn],
      [catalogueFrBase, catalogueFrAreas, cataloguePublicFr],
    ] as const) {
      expect(Object.keys(areas).filter((key) => key in base)).toEqual([]);
      expect(Object.keys(pub).filter((key) => key in base || key in areas)).toEqual([]);
    }
  });

  it('make up the whole catalogue together', () => {
    expect({ ...catalogueEnBase, ...catalogueEnAreas, ...cataloguePublicEn, ...messagesEmailEn }).toEqual(catalogues.en);
    expect({ ...catalogueFrBase, ...catalogueFrAreas, ...cataloguePublicFr, ...messagesEmailFr }).toEqual(catalogues.fr);
  });
});
