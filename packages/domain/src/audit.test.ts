/** The audit log's words: kinds, enumerated values of details, in both languages. */
import { describe, expect, it } from 'vitest';
import { AUDIT_ACTIONS, AUDIT_KINDS, AUDIT_VALUE_LABELS, auditKindKey, auditValueKey } from './audit.ts';
import { GENDERS, SCHOOL_STATUSES, STUDENT_STATUSES, USER_TYPES } from './enums.ts';
import { catalogues } from './i18n/index.ts';

describe('audit kinds', () => {
  it('cover every action code, each by exactly one kind', () => {
    for (const code of AUDIT_ACTIONS) {
      const kinds = Object.entries(AUDIT_KINDS).filter(([, prefixes]) => prefixes.some((p) => code.startsWith(p)));
      expect(
        kinds.map(([kind]) => kind),
        code,
      ).toHaveLength(1);
    }
  });

  it('are named in both languages', () => {
    for (const kind of Object.keys(AUDIT_KINDS)) for (const lang of ['en', 'fr'] as const) expect(catalogues[lang][auditKindKey(kind)], `${lang}: ${kind}`).toBeTruthy();
  });
});

describe('audit values in words', () => {
  it('every value of every enumerated field has a label in English and in French, and the French one is not the English code', () => {
    for (const [field, values] of Object.entries(AUDIT_VALUE_LABELS)) {
      for (const [value, key] of Object.entries(values)) {
        for (const lang of ['en', 'fr'] as const) expect(catalogues[lang][key], `${lang}: ${field}=${value} (${key})`).toBeTruthy();
        expect(catalogues.fr[key], key).not.toBe(value);
      }
    }
  });

  it('names the enumerations the server writes, whole', () => {
    for (const v of USER_TYPES) expect(auditValueKey('user_type', v)).toBeDefined();
    for (const v of [...SCHOOL_STATUSES, ...STUDENT_STATUSES]) expect(auditValueKey('status', v)).toBeDefined();
    for (const v of GENDERS) expect(auditValueKey('gender', v)).toBeDefined();
    expect(catalogues.en[auditValueKey('result_type', 'manual')!]).toBe('Number (entered)');
    expect(catalogues.fr[auditValueKey('data_type', 'month')!]).toBe('Par mois de passation');
    expect(catalogues.en[auditValueKey('district_role', 'school_teacher')!]).toBe(catalogues.en['role.school_teacher']);
  });

  it('leaves free text and unknown fields alone', () => {
    expect(auditValueKey('name', 'manual')).toBeUndefined();
    expect(auditValueKey('status', 'something else')).toBeUndefined();
    expect(auditValueKey('constructor', 'x')).toBeUndefined();
  });
});
