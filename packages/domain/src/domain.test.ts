import { describe, expect, it } from 'vitest';
import {
  breadcrumbs,
  catalogues,
  chooseLanguage,
  decodeParams,
  encodeParams,
  formatDate,
  formatNumber,
  homePath,
  interpolate,
  isValidEmail,
  routePattern,
  schoolYearOf,
  translate,
  workspaceOf,
  districtPermissions,
  roleInSchool,
  type PermissionSubject,
} from './index.ts';

describe('school year (starts in August)', () => {
  it.each([
    ['2026-07-31', 2025, 2026],
    ['2026-08-01', 2026, 2027],
    ['2026-12-31', 2026, 2027],
    ['2027-01-01', 2026, 2027],
    ['2026-06-15', 2025, 2026],
  ])('%s falls in %i–%i', (day, start, end) => {
    const y = schoolYearOf(new Date(`${day}T12:00:00Z`));
    expect([y.startYear, y.endYear]).toEqual([start, end]);
    expect(y.label).toBe(`${start}–${end}`);
    expect(y.start.toISOString().slice(0, 10)).toBe(`${start}-08-01`);
    expect(y.end.toISOString().slice(0, 10)).toBe(`${end}-07-31`);
  });
});

describe('language choice', () => {
  const user = (is_super: boolean, francophone: boolean | null) => ({ is_super, district: francophone === null ? null : { francophone } });
  it('takes the query parameter first, then the stored preference, else English', () => {
    expect(chooseLanguage({ queryParam: 'fr', stored: 'en' })).toBe('fr');
    expect(chooseLanguage({ queryParam: null, stored: 'fr' })).toBe('fr');
    expect(chooseLanguage({ queryParam: 'de', stored: 'xx' })).toBe('en');
    expect(chooseLanguage({})).toBe('en');
  });
  it('after sign-in uses French only for a francophone district; super users always English', () => {
    expect(chooseLanguage({ queryParam: 'en', stored: 'en', user: user(false, true) })).toBe('fr');
    expect(chooseLanguage({ queryParam: 'fr', stored: 'fr', user: user(false, false) })).toBe('en');
    expect(chooseLanguage({ queryParam: 'fr', stored: 'fr', user: user(true, null) })).toBe('en');
    expect(chooseLanguage({ queryParam: 'fr', user: user(false, null) })).toBe('en');
    // The signed-in user's own choice from the header wins over the district and the super-user rule.
    expect(chooseLanguage({ user: user(false, false), choice: 'fr' })).toBe('fr');
    expect(chooseLanguage({ user: user(false, true), choice: 'en' })).toBe('en');
    expect(chooseLanguage({ user: user(true, null), choice: 'fr' })).toBe('fr');
    expect(chooseLanguage({ user: user(false, true), choice: 'de' })).toBe('fr');
    expect(chooseLanguage({ queryParam: 'en', choice: 'fr' })).toBe('en');
  });
  it('formats dates and numbers per language', () => {
    expect(formatDate('2026-03-05T00:00:00Z', 'en')).toBe('Mar 5, 2026');
    expect(formatDate('2026-03-05T00:00:00Z', 'fr')).toMatch(/^5 mars 2026$/);
    expect(formatNumber(12345.5, 'en')).toBe('12,345.5');
    expect(formatNumber(12345.5, 'fr').replace(/\s/g, ' ')).toBe('12 345,5');
  });
});

describe('catalogues', () => {
  it('English and French have exactly the same keys, none empty', () => {
    expect(Object.keys(catalogues.fr).sort()).toEqual(Object.keys(catalogues.en).sort());
    for (const lang of ['en', 'fr'] as const) for (const [k, v] of Object.entries(catalogues[lang])) expect(v.trim(), `${lang}:${k}`).not.toBe('');
  });
  it('keeps the same parameters in both languages', () => {
    const params = (s: string) => (s.match(/\{\w+\}/g) ?? []).sort();
    for (const key of Object.keys(catalogues.en)) expect(params(catalogues.fr[key]!), key).toEqual(params(catalogues.en[key]!));
  });
  it('contains the spec messages verbatim as keys', () => {
    for (const key of [
      'Not Found',
      'Internal Server Error',
      'Invalid page, returning to page 1',
      "You don't have permissions to view this page.",
      'State is invalid, please login again',
      'Disabled schools are currently suspended.',
      'Please enter at least {minlength} characters',
      'File size should be up to {maxAllowedFileSize} MB',
      "School account you're trying to access is suspended",
    ]) {
      expect(catalogues.en[key]).toBe(key);
    }
  });
  it('renders a missing key as the key with NOT_TRANSLATED, and fills parameters', () => {
    expect(translate('fr', 'no.such.key')).toBe('no.such.key NOT_TRANSLATED');
    expect(translate('en', 'Please enter maximum {maxlength} characters', { maxlength: 20 })).toBe('Please enter maximum 20 characters');
    expect(translate('fr', 'Required')).toBe('Obligatoire');
    expect(interpolate('{a} and {b}', { a: 1 })).toBe('1 and {b}');
  });
});

describe('page names (breadcrumbs)', () => {
  it('replaces numeric segments with a placeholder', () => {
    expect(routePattern('/school/12/345/')).toBe('/school/:id/:id');
    expect(routePattern('/district/7/schools')).toBe('/district/:id/schools');
  });
  it('names each known prefix', () => {
    expect(breadcrumbs('/district/7/schools').map((c) => [c.path, c.key])).toEqual([
      ['/district/7', 'page.districtHome'],
      ['/district/7/schools', 'page.schools'],
    ]);
    expect(breadcrumbs('/nowhere/1')).toEqual([]);
  });
  it('names the advanced search in both workspaces, under their home', () => {
    expect(breadcrumbs('/district/7/advanced-student-search').map((c) => c.key)).toEqual(['page.districtHome', 'page.advancedStudentSearch']);
    expect(breadcrumbs('/school/7/3/advanced-student-search').map((c) => c.key)).toEqual(['page.schoolHome', 'page.advancedStudentSearch']);
  });
  it('has a catalogue entry for every page name', async () => {
    const { PAGE_NAMES } = await import('./page-names.ts');
    for (const key of Object.values(PAGE_NAMES)) expect(catalogues.en[key], key).toBeDefined();
  });
});

describe('params encoding', () => {
  it('repeats array keys with [] and omits empty and false values', () => {
    expect(encodeParams({ page: 2, status: ['good', 'payment_pending'], search: '', flag: false, none: null, on: true })).toBe(
      '?page=2&status%5B%5D=good&status%5B%5D=payment_pending&on=true',
    );
    expect(encodeParams({})).toBe('');
  });
  it('round-trips through decodeParams', () => {
    const decoded = decodeParams(new URLSearchParams(encodeParams({ a: ['x', 'y'], b: 'z', c: ['only'] }).slice(1)));
    expect(decoded).toEqual({ a: ['x', 'y'], b: 'z', c: ['only'] });
  });
});

describe('e-mail pattern', () => {
  it('allows 254 characters in all and 64 before the at sign', () => {
    expect(isValidEmail(`${'a'.repeat(64)}@example.org`)).toBe(true);
    expect(isValidEmail(`${'a'.repeat(65)}@example.org`)).toBe(false);
    expect(isValidEmail(`a@${'b'.repeat(248)}.org`)).toBe(true); // exactly 254
    expect(isValidEmail(`a@${'b'.repeat(249)}.org`)).toBe(false);
    expect(isValidEmail('no-at-sign')).toBe(false);
    expect(isValidEmail('two@@example.org')).toBe(false);
  });
});

describe('permissions', () => {
  const base: PermissionSubject = { is_super: false, district_level: false, district: null, schools: [] };
  const district = (user_type: 'district_admin' | 'district_leader' | 'district_staff' | 'school_teacher', flags = {}) => ({
    id: 3,
    user_type,
    is_liaison: false,
    can_add_edit_schools: false,
    can_add_edit_staff: false,
    suspended_at: null,
    francophone: false,
    ...flags,
  });
  const school = (id: number) => ({ id, user_type: 'school_teacher' as const, support_plan_permission: 'no_select' as const, suspended_at: null });

  it('classifies the workspace', () => {
    expect(workspaceOf({ is_super: true, district_level: true })).toBe('admin');
    expect(workspaceOf({ is_super: false, district_level: true })).toBe('district');
    expect(workspaceOf({ is_super: false, district_level: false })).toBe('school');
  });
  it('gives admins the super role in every school, others their permission there', () => {
    expect(roleInSchool({ ...base, is_super: true }, 99)).toBe('super');
    expect(roleInSchool({ ...base, schools: [school(5)] }, 5)).toBe('school_teacher');
    expect(roleInSchool({ ...base, schools: [school(5)] }, 6)).toBeNull();
  });
  it('lets district leaders manage only what they are granted', () => {
    const leader = { ...base, district_level: true, district: district('district_leader', { can_add_edit_schools: true }) };
    expect(districtPermissions(leader)).toMatchObject({ canManageSchools: true, canManageStaff: false });
    const admin = { ...base, district_level: true, district: district('district_admin') };
    expect(districtPermissions(admin)).toMatchObject({ canManageSchools: true, canManageStaff: true });
    const staff = { ...base, district_level: true, district: district('district_staff', { can_add_edit_staff: true }) };
    expect(districtPermissions(staff)).toMatchObject({ canManageSchools: false, canManageStaff: false });
  });
  it('lands each kind of user in the right place', () => {
    expect(homePath({ ...base, is_super: true })).toBe('/admin');
    expect(homePath({ ...base, district_level: true, district: district('district_admin') })).toBe('/district/3');
    expect(homePath({ ...base, district: district('school_teacher'), schools: [school(5)] })).toBe('/school/3/5');
    expect(homePath({ ...base, district: district('school_teacher'), schools: [school(5), school(6)] })).toBe('/school/3/select-school');
  });
});
