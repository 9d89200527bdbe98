import { z } from 'zod';
import { isValidEmail, MSG } from './validation-rules.ts';

export { EMAIL_LOCAL_MAX, EMAIL_MAX, isValidEmail, MSG } from './validation-rules.ts';

/**
 * Shared field builders. Every message is a key of the i18n catalogue, so the
 * server answers it and the form shows it translated, from one schema.
 */
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
