import { describe, expect, it } from 'vitest';
import { csvExportUrl, currentSchoolYear, filterChanges, pdfExportUrl, readFilters, reportParams, schoolYearLabel, schoolYearOptions } from './filters.ts';

const nov = new Date(2026, 10, 27);
const july = new Date(2027, 6, 31);

describe('school years', () => {
  it('start in August (the spec’s rule): November 2026 is 2026–2027, July 2027 still is, August 2027 is the next', () => {
    expect(currentSchoolYear(nov)).toBe(2026);
    expect(currentSchoolYear(july)).toBe(2026);
    expect(currentSchoolYear(new Date(2027, 7, 1))).toBe(2027);
    expect(schoolYearLabel(2026)).toBe('2026–2027');
  });

  it('are offered from the current one back', () => {
    expect(schoolYearOptions(nov, 2)).toEqual([
      { value: '2026', label: '2026–2027' },
      { value: '2025', label: '2025–2026' },
      { value: '2024', label: '2024–2025' },
    ]);
  });
});

describe('readFilters', () => {
  it('reads every filter from the URL', () => {
    expect(readFilters(new URLSearchParams('school_year=2025&school=12&grade=3&from=2025-09-01&to=2026-01-31'), nov)).toEqual({
      school_year: 2025,
      school: 12,
      grade: '3',
      from: '2025-09-01',
      to: '2026-01-31',
    });
  });

  it('falls back to this school year and no filter for what is missing or malformed', () => {
    const defaults = { school_year: 2026, school: null, grade: null, from: null, to: null };
    expect(readFilters(new URLSearchParams(''), nov)).toEqual(defaults);
    expect(readFilters(new URLSearchParams('school_year=2031&school=abc&grade=%20&from=2026-13-45&to=yesterday'), nov)).toEqual(defaults);
    expect(readFilters(new URLSearchParams('school=0&school_year=twenty'), nov)).toEqual(defaults);
  });
});

describe('filterChanges', () => {
  it('writes set values as strings and removes the cleared ones', () => {
    expect(filterChanges({ school: 4, grade: null, school_year: 2025 })).toEqual({ school: '4', grade: null, school_year: '2025' });
  });
});

describe('report URLs', () => {
  const filters = { school_year: 2026, school: 7, grade: 'K', from: '2026-09-01', to: '2026-11-01' };

  it('give each report the district and the filters that are set, the dates to the tier flow only', () => {
    expect(reportParams('tiers', 3, filters)).toEqual({ district: 3, school_year: 2026, school: 7, grade: 'K' });
    expect(reportParams('tier_flow', 3, filters)).toEqual({ district: 3, school_year: 2026, school: 7, grade: 'K', from: '2026-09-01', to: '2026-11-01' });
    expect(reportParams('plans', 3, { ...filters, school: null, grade: null })).toEqual({ district: 3, school_year: 2026 });
  });

  it('export a section as CSV and the whole report as PDF in the reader’s language', () => {
    expect(csvExportUrl('actions', 3, filters, 'fr')).toBe('/api/v1/reports/actions/export/?format=csv&lang=fr&district=3&school_year=2026&school=7&grade=K');
    expect(csvExportUrl('tier_flow', 3, filters, 'en')).toBe(
      '/api/v1/reports/tier_flow/export/?format=csv&lang=en&district=3&school_year=2026&school=7&grade=K&from=2026-09-01&to=2026-11-01',
    );
    expect(pdfExportUrl(3, { ...filters, grade: 'Grade 1' }, 'en')).toBe(
      '/api/v1/reports/export/?format=pdf&lang=en&district=3&school_year=2026&school=7&grade=Grade+1&from=2026-09-01&to=2026-11-01',
    );
  });
});
