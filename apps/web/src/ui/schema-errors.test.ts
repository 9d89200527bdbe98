import { describe, expect, it } from 'vitest';
import type { TFunction } from 'i18next';
import { MSG } from '@ss/domain/validation-rules';
import { STUDENT_NAME_MAX, ZStudentFields } from '@ss/domain/contracts/students';
import { ZInviteSuperUser } from '@ss/domain/contracts/admin';
import { checkFields, schemaFieldErrors } from './schema-errors.ts';

// Shows the key and its params, so the test reads what the catalogue would be asked for.
const t = ((key: string, params?: Record<string, unknown>) => (params && Object.keys(params).length ? `${key} ${JSON.stringify(params)}` : key)) as unknown as TFunction;

describe('schemaFieldErrors', () => {
  it('gives each field the spec message of its first issue, with the limits as params', () => {
    const parsed = ZStudentFields.safeParse({ first_name: '  ', last_name: 'x'.repeat(STUDENT_NAME_MAX + 1), grade: '', student_number: '7' });
    expect(parsed.success).toBe(false);
    const fields = schemaFieldErrors(t, parsed.error!.issues);
    expect(fields.first_name).toBe(MSG.required);
    expect(fields.last_name).toBe(`${MSG.maxLength} ${JSON.stringify({ maxlength: STUDENT_NAME_MAX })}`);
    expect(fields.grade).toBe(MSG.required);
    expect(fields.gender).toBe(MSG.required);
    expect(fields.student_number).toBeUndefined();
  });

  it('answers a message the catalogue does not hold with "Invalid value"', () => {
    expect(schemaFieldErrors(t, [{ code: 'custom', path: ['a', 0], message: 'something else', input: 1 }])).toEqual({ 'a.0': MSG.invalidValue });
  });

  it('checks a form by a contract: nothing when it passes, the spec messages when not', () => {
    expect(checkFields(t, ZInviteSuperUser, { email: 'a@b.ca', first_name: 'A', last_name: 'B' })).toEqual({});
    expect(checkFields(t, ZInviteSuperUser, { email: 'nope', first_name: ' ', last_name: 'x'.repeat(101) })).toEqual({
      email: MSG.invalidEmail,
      first_name: MSG.required,
      last_name: `${MSG.maxLength} ${JSON.stringify({ maxlength: 100 })}`,
    });
  });
});
