import { z } from 'zod';
import { isValidEmail, MSG } from './validation-rules.ts';
import { isTimeZone } from './time-zone.ts';

export { EMAIL_LOCAL_MAX, EMAIL_MAX, isValidEmail, MSG } from './validation-rules.ts';

/**
 * Characters no field may hold: C0 controls but tab, line feed and carriage return (NUL above all:
 * PostgreSQL text cannot store it), DEL, and UTF-16 halves without their pair (they cannot be
 * written as UTF-8 and would be stored as replacement characters).
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const FORBIDDEN_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const hasForbiddenCharacter = (value: string): boolean => FORBIDDEN_CHARACTER.test(value);

/**
 * The path of the first string (value or object key) holding a forbidden character in parsed
 * input (a JSON body, a query, form fields), or null when there is none. The server refuses such
 * input before any schema or handler sees it, so no route has to think of it.
 */
export function findForbiddenCharacter(value: unknown, path: (string | number)[] = [], depth = 0): (string | number)[] | null {
  if (typeof value === 'string') return hasForbiddenCharacter(value) ? path : null;
  if (value === null || typeof value !== 'object' || depth > 64) return null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = findForbiddenCharacter(value[i], [...path, i], depth + 1);
      if (found) return found;
    }
    return null;
  }
  for (const [key, item] of Object.entries(value)) {
    if (hasForbiddenCharacter(key)) return [...path, key.replace(FORBIDDEN_CHARACTER, '?')];
    const found = findForbiddenCharacter(item, [...path, key], depth + 1);
    if (found) return found;
  }
  return null;
}

/** The largest value of a PostgreSQL integer column, where every id and counter of the schema lives. */
export const INT4_MAX = 2_147_483_647;

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

const ID_IN_URL = 'You provided invalid id in url';

/**
 * Integer id from a path segment or a query parameter (`?school=`): anything else, or an id no
 * integer column can hold, is "You provided invalid id in url".
 */
export const zId = () =>
  z
    .string()
    .regex(/^\d{1,10}$/, ID_IN_URL)
    .transform(Number)
    .refine((n) => n <= INT4_MAX, ID_IN_URL);

/** Positive integer id in a body: missing is "Required", beyond an integer column "Invalid value". */
export const zIdValue = (missing: string = MSG.required) => z.number({ error: missing }).int(MSG.invalidValue).positive(MSG.invalidValue).max(INT4_MAX, MSG.invalidValue);

/** An integer stored in an integer column (a version, a bound): beyond it is "Invalid value". */
export const zInt = (message: string = MSG.invalidValue) =>
  z
    .number({ error: MSG.required })
    .int(message)
    .min(-INT4_MAX - 1, MSG.invalidValue)
    .max(INT4_MAX, MSG.invalidValue);

/** An IANA time zone the runtime knows (`America/Edmonton`); anything else is "Invalid value". */
export const zTimeZone = () => z.string({ error: MSG.required }).refine(isTimeZone, MSG.invalidValue);
