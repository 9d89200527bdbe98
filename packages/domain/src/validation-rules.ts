/**
 * The validation messages and the e-mail rule without zod, so the browser's forms (sign-in, password)
 * check what the server checks without downloading zod; validation.ts builds the zod fields on them.
 */

/** Every message is a key of the i18n catalogue, so the server answers it and the form shows it translated. */
export const MSG = {
  required: 'Required',
  notUnique: 'Not unique',
  exists: 'Exists',
  invalidEmail: 'Invalid email',
  minLength: 'Please enter at least {minlength} characters',
  maxLength: 'Please enter maximum {maxlength} characters',
  onlyNumbers: 'Please enter only numbers',
  min: 'Value must be greater than or equal to {min}',
  max: 'Value must be less than or equal to {max}',
  invalidValue: 'Invalid value',
  unknownField: 'Unknown field',
  forbiddenCharacter: 'Contains an invisible control character that is not allowed',
  futureResult: 'A result cannot be recorded for a date in the future',
} as const;

/** Spec section 5: up to 254 characters in all and 64 before the at sign. */
export const EMAIL_MAX = 254;
export const EMAIL_LOCAL_MAX = 64;
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isValidEmail(value: string): boolean {
  if (value.length > EMAIL_MAX || !EMAIL_SHAPE.test(value)) return false;
  return value.slice(0, value.lastIndexOf('@')).length <= EMAIL_LOCAL_MAX;
}
