import { describe, expect, it } from 'vitest';
import { formatAdministration, formatChange, formatDay, formatMonth, formatValue, inLanguage, tierLabel } from './format.ts';

// Intl writes French groups with a narrow no-break space and decimals with a comma.
const nbsp = /[\u00a0\u202f]/g;

describe('report formats', () => {
  it('write numbers in the reader’s language', () => {
    expect(formatValue(12345.678, 'en')).toBe('12,345.7');
    expect(formatValue(12345.678, 'fr').replace(nbsp, ' ')).toBe('12 345,7');
    expect(formatValue(2.5, 'fr', 0)).toBe('3');
  });

  it('sign a change', () => {
    expect(formatChange(1.25, 'en')).toBe('+1.3');
    expect(formatChange(-2, 'fr')).toMatch(/^[-−]2$/);
    expect(formatChange(0, 'en')).toBe('0');
  });

  it('name months with Intl in English and French', () => {
    expect(formatMonth('2026-08', 'en')).toBe('Aug 2026');
    expect(formatMonth('2026-08', 'fr')).toBe('août 2026');
    expect(formatMonth('2026-11', 'en', 'long')).toBe('November 2026');
    expect(formatMonth('2026-11', 'fr', 'long')).toBe('novembre 2026');
    expect(formatMonth('2027-02', 'fr', 'name')).toBe('février');
    expect(formatMonth('Fall', 'en')).toBe('Fall');
  });

  it('write an administration as its month, or its label as it is', () => {
    expect(formatAdministration('2026-10', 'fr')).toBe('octobre 2026');
    expect(formatAdministration('Winter', 'fr')).toBe('Winter');
  });

  it('write days as the product does, French’s first of the month “1er”', () => {
    expect(formatDay('2026-11-27', 'en')).toBe('Nov 27, 2026');
    expect(formatDay('2026-12-01', 'fr').replace(nbsp, ' ')).toBe('1er déc. 2026');
  });

  it('name a tier in the reader’s language, or “no tier”', () => {
    expect(tierLabel({ label_en: 'Tier 2', label_fr: 'Palier 2' }, 'fr', 'Sans palier')).toBe('Palier 2');
    expect(tierLabel({ label_en: 'Tier 2', label_fr: '' }, 'fr', 'Sans palier')).toBe('Tier 2');
    expect(tierLabel(undefined, 'en', 'No tier')).toBe('No tier');
    expect(inLanguage('en', 'Reading', 'Lecture')).toBe('Reading');
  });
});
