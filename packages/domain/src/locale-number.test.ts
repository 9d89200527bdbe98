import { describe, expect, it } from 'vitest';
import { formatLocaleNumber, isCanonicalNumber, parseLocaleNumber } from './locale-number.ts';

describe('parseLocaleNumber', () => {
  it.each([
    ['85,5', '85.5'],
    ['85.5', '85.5'],
    [' 85,50 ', '85.50'],
    ['-3,25', '-3.25'],
    ['\u22123,25', '-3.25'],
    ['+7', '7'],
    [',5', '0.5'],
    ['12,', '12'],
    ['12 345,5', '12345.5'],
    ['12\u00a0345,5', '12345.5'],
    ['1\u202f234', '1234'],
    ['0', '0'],
  ])('French %j reads as %j', (text, canonical) => {
    expect(parseLocaleNumber(text, 'fr')).toBe(canonical);
  });

  it.each([
    ['85.5', '85.5'],
    ['1,234.5', '1234.5'],
    ['-0.75', '-0.75'],
    ['.5', '0.5'],
    ['1 234', '1234'],
  ])('English %j reads as %j', (text, canonical) => {
    expect(parseLocaleNumber(text, 'en')).toBe(canonical);
  });

  it.each(['', ' ', 'abc', '85,5,5', '1e3', '--1', '12 34', '0x10', 'Infinity', ',', '-', '8 5,5'])('French refuses %j', (text) => {
    expect(parseLocaleNumber(text, 'fr')).toBeNull();
  });

  it.each(['85,5', '1,23', '12,34.5', 'abc', '1.2.3', '.'])('English refuses %j (a decimal comma is not silently read as thousands)', (text) => {
    expect(parseLocaleNumber(text, 'en')).toBeNull();
  });
});

describe('formatLocaleNumber', () => {
  it('shows a stored number with the language decimal mark, digits as stored', () => {
    expect(formatLocaleNumber('85.5', 'fr')).toBe('85,5');
    expect(formatLocaleNumber('85.50', 'fr')).toBe('85,50');
    expect(formatLocaleNumber('-3.25', 'en')).toBe('-3.25');
    expect(formatLocaleNumber(12.5, 'fr')).toBe('12,5');
    expect(formatLocaleNumber(100, 'fr')).toBe('100');
  });

  it('leaves text that is not a number alone (a list option)', () => {
    expect(formatLocaleNumber('Level 2.5 (approaching)', 'fr')).toBe('Level 2.5 (approaching)');
    expect(formatLocaleNumber('', 'fr')).toBe('');
  });

  it('round-trips through parseLocaleNumber in both languages', () => {
    for (const lang of ['en', 'fr'] as const) for (const v of ['85.5', '-0.25', '100', '3.10']) expect(parseLocaleNumber(formatLocaleNumber(v, lang), lang)).toBe(v);
  });

  it('knows the canonical form', () => {
    expect(isCanonicalNumber('85.5')).toBe(true);
    expect(isCanonicalNumber('85,5')).toBe(false);
  });
});
