import { describe, expect, it } from 'vitest';
import type { TBoard, TConfigList } from '@ss/domain';
import { categoriesFromTiers } from '../api.ts';
import { blankCategory, categoryInputs, draftCategories, tierChoices } from './categories.ts';

const item = (id: number, key: number, label: string, active = true) => ({
  id,
  key,
  position: id,
  code: null,
  label_en: label,
  label_fr: `Niveau ${label}`,
  color: '#2f9e44',
  icon: null,
  url: null,
  active,
  in_use: false,
});
// A school's copy of the district's tiers: the items' ids differ from their lineage keys.
const tiers = { items: [item(51, 11, 'Universal'), item(52, 12, 'Targeted'), item(53, 13, 'Retired', false)] } as unknown as TConfigList;

const board = {
  categories: [
    { id: 7, title: 'Universal', subtitle: null, color: '#2f9e44', is_default: true, tier_key: 11 },
    { id: 8, title: 'Watch', subtitle: 'Weekly', color: '#f08c00', is_default: false, tier_key: null },
    { id: 9, title: 'Old', subtitle: null, color: '#e03131', is_default: false, tier_key: 13 },
  ],
  cards: [{ category_id: 7 }, { category_id: 7 }, { category_id: 9 }],
} as unknown as TBoard;

describe('a new board’s categories', () => {
  it('send each tier’s key as the tiers gave it, and null for a category added by hand', () => {
    const drafts = [...draftCategories(undefined, categoriesFromTiers(tiers, 'en')), blankCategory(false)];
    drafts[2] = { ...drafts[2]!, title: 'Extra' };
    expect(categoryInputs(drafts)).toEqual([
      { title: 'Universal', subtitle: null, color: '#2f9e44', is_default: true, tier_key: 11 },
      { title: 'Targeted', subtitle: null, color: '#2f9e44', is_default: false, tier_key: 12 },
      { title: 'Extra', subtitle: null, color: '#228be6', is_default: false, tier_key: null },
    ]);
  });

  it('send the tier picked in the form, and null for "No tier"', () => {
    const drafts = draftCategories(undefined, categoriesFromTiers(tiers, 'fr')).map((d, i) => ({ ...d, tier_key: i === 0 ? null : 11 }));
    expect(categoryInputs(drafts).map((c) => [c.title, c.tier_key])).toEqual([
      ['Niveau Universal', null],
      ['Niveau Targeted', 11],
    ]);
  });
});

describe('an edited board’s categories', () => {
  it('keep their tiers: unchanged, the field is left out and the server keeps it (an inactive tier too)', () => {
    const drafts = draftCategories(board, []);
    expect(drafts.map((d) => [d.id, d.tier_key, d.cards])).toEqual([
      [7, 11, 2],
      [8, null, 0],
      [9, 13, 1],
    ]);
    const sent = categoryInputs(drafts);
    expect(sent).toEqual([
      { id: 7, title: 'Universal', subtitle: null, color: '#2f9e44', is_default: true },
      { id: 8, title: 'Watch', subtitle: 'Weekly', color: '#f08c00', is_default: false },
      { id: 9, title: 'Old', subtitle: null, color: '#e03131', is_default: false },
    ]);
    sent.forEach((c) => expect(c).not.toHaveProperty('tier_key'));
  });

  it('send a changed tier, a cleared one as null, and a new category’s', () => {
    const drafts = draftCategories(board, []);
    const edited = [{ ...drafts[0]!, tier_key: null }, { ...drafts[1]!, tier_key: 12 }, drafts[2]!, { ...blankCategory(false), title: 'New', tier_key: 11 }];
    expect(categoryInputs(edited).map((c) => [c.id, c.title, c.tier_key])).toEqual([
      [7, 'Universal', null],
      [8, 'Watch', 12],
      [9, 'Old', undefined],
      [undefined, 'New', 11],
    ]);
  });
});

describe('the tier choices', () => {
  const labels = { none: 'No tier', unknown: 'Gone', loading: 'Loading…' };
  it('offer "No tier" then the active tiers by key, in the reader’s language', () => {
    expect(tierChoices(tiers, 'en', null, labels)).toEqual([
      { value: '', label: 'No tier' },
      { value: '11', label: 'Universal' },
      { value: '12', label: 'Targeted' },
    ]);
    expect(tierChoices(tiers, 'fr', 11, labels).map((c) => c.label)).toEqual(['No tier', 'Niveau Universal', 'Niveau Targeted']);
  });

  it('show a category’s own tier when inactive, unknown, or while the list loads', () => {
    expect(tierChoices(tiers, 'en', 13, labels).at(-1)).toEqual({ value: '13', label: 'Retired' });
    expect(tierChoices(tiers, 'en', 99, labels).at(-1)).toEqual({ value: '99', label: 'Gone' });
    expect(tierChoices(undefined, 'en', 11, labels)).toEqual([
      { value: '', label: 'No tier' },
      { value: '11', label: 'Loading…' },
    ]);
  });
});
