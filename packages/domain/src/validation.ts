import { z } from 'zod';

/**
 * Shared field builders. Every message is a key of the i18n catalogue, so the
 * server answers it and the form shows it translated, from one schema.
 */
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

const required = { error: MSG.required };

export const zEmail = () =>
  z
    .string(required)
    .trim()
    .min(1, MSG.required)
    .refine(isValidEmail, MSG.invalidEmail)
    .transform((v) => v.toLowerCase());

export const zText = (max: number, min = 1) =>
  z
    .string(required)
    .trim()
    .min(min, min === 1 ? MSG.required : MSG.minLength)
    .max(max, MSG.maxLength);

/** Positive integer id from a path segment: anything else is "You provided invalid id in url". */
export const zId = () =>
  z
    .string()
    .regex(/^\d{1,12}$/, 'You provided invalid id in url')
    .transform(Number);
