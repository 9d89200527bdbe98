import { describe, expect, it } from 'vitest';
import type { TSupportAxisItem, TSupportSummary } from '@ss/domain';
import { cellKey, importedSources, missingKeys, placeSupports } from './continuum.ts';
import { bodyOf, changedFields, EMPTY_VALUES } from './form-values.ts';
import { byName, pick } from './place.ts';

const item = (key: number, label: string): TSupportAxisItem => ({ key, label_en: label, label_fr: `${label} (fr)`, color: null });
const axes = { focus_areas: [item(1, 'Literacy'), item(2, 'Numeracy')], tiers: [item(10, 'Tier 1'), item(11, 'Tier 2')] };
const support = (id: number, focus: number[], tiers: number[]): TSupportSummary => ({
  id,
  level: 'district',
  district: 1,
  school: null,
  type: 'strategy',
  name_en: `S${id}`,
  name_fr: '',
  focus_area_keys: focus,
  tier_keys: tiers,
  group_size: null,
  duration_minutes: null,
  status: 'approved',
  source: null,
  updated_at: '2026-01-01T00:00:00Z',
});

describe('placeSupports', () => {
  it('puts a support in every cell of its focus areas and tiers on the axes, and one on no axis under not placed', () => {
    const both = support(1, [1, 2], [10]);
    const partly = support(2, [1, 99], [11, 98]);
    const off = support(3, [99], [10]);
    const { cells, notPlaced } = placeSupports(axes, [both, partly, off]);
    expect(cells.get(cellKey(1, 10))).toEqual([both]);
    expect(cells.get(cellKey(2, 10))).toEqual([both]);
    expect(cells.get(cellKey(1, 11))).toEqual([partly]);
    expect(cells.get(cellKey(2, 11))).toBeUndefined();
    expect(notPlaced).toEqual([off]);
  });
});

describe('importedSources', () => {
  it('is the set of the sources of a district’s supports: what the shared network marks as already imported', () => {
    const own = [
      { ...support(1, [1], [10]), source: { id: 501, level: 'shared' as const } },
      { ...support(2, [1], [10]), source: { id: 777, level: 'district' as const } },
      support(3, [2], [11]),
    ];
    expect([...importedSources({ supports: own })].sort()).toEqual([501, 777]);
    expect(importedSources({ supports: [] }).size).toBe(0);
  });
});

describe('missingKeys', () => {
  it('names the focus areas and tiers of a selection that the district lacks, once each, from the source axes', () => {
    const source = { focus_areas: [...axes.focus_areas, item(3, 'Well-being')], tiers: [...axes.tiers, item(12, 'Tier 3')] };
    const own = { focus_areas: [item(1, 'Literacy')], tiers: axes.tiers };
    const missing = missingKeys([support(1, [1, 3], [10]), support(2, [3], [12]), support(3, [2], [77])], source, own);
    expect(missing.map((i) => i.label_en)).toEqual(['Well-being', 'Numeracy', 'Tier 3', '#77']);
    expect(missingKeys([support(1, [1], [10])], source, own)).toEqual([]);
  });
});

describe('the form values', () => {
  it('count what differs, text trimmed and keys in any order, and hand the contract nulls for empty delivery', () => {
    const loaded = { ...EMPTY_VALUES, name_en: 'Word wall', focus_areas: [1, 2] };
    expect(changedFields({ ...loaded, name_en: ' Word wall ', focus_areas: [2, 1] }, loaded)).toEqual([]);
    expect(changedFields({ ...loaded, name_fr: 'Mur de mots', tiers: [10] }, loaded)).toEqual(['name_fr', 'tiers']);
    expect(bodyOf({ ...loaded, duration: '' })).toMatchObject({ type: undefined, duration_minutes: null, group_size: null });
    expect(bodyOf({ ...loaded, duration: 30, type: 'strategy' })).toMatchObject({ type: 'strategy', duration_minutes: 30 });
  });
});

describe('pick', () => {
  it('gives the reader’s language, or the other one (marked) when it is empty', () => {
    expect(pick('Word wall', 'Mur de mots', 'fr')).toEqual({ text: 'Mur de mots', lang: 'fr' });
    expect(pick('Word wall', '', 'fr')).toEqual({ text: 'Word wall', lang: 'en' });
    expect(pick('', 'Mur de mots', 'en')).toEqual({ text: 'Mur de mots', lang: 'fr' });
  });
});

describe('byName', () => {
  it('orders by the name the reader sees, accents and case aside', () => {
    const names = [support(1, [], []), support(2, [], []), support(3, [], [])];
    names[0]!.name_en = 'Word wall';
    names[1]!.name_fr = 'Écoute active';
    names[1]!.name_en = 'Active listening';
    names[2]!.name_en = 'calm corner';
    expect(names.toSorted(byName('en')).map((s) => s.id)).toEqual([2, 3, 1]);
    expect(names.toSorted(byName('fr')).map((s) => s.id)).toEqual([3, 2, 1]);
  });
});
