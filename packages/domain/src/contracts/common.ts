import { z } from 'zod';
import { INT4_MAX, zId } from '../validation.ts';

export const DEFAULT_PAGE = 1;
export const DEFAULT_PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 100;

export const ZPageQuery = z
  .object({
    page: z.coerce.number().int().min(1, 'Value must be greater than or equal to {min}').max(INT4_MAX, 'Value must be less than or equal to {max}').default(DEFAULT_PAGE),
    pageSize: z.coerce
      .number()
      .int()
      .min(1, 'Value must be greater than or equal to {min}')
      .max(MAX_PAGE_SIZE, 'Value must be less than or equal to {max}')
      .default(DEFAULT_PAGE_SIZE),
    all: z
      .enum(['true', 'false'])
      .optional()
      .transform((v) => v === 'true'),
  })
  .strict();
export type TPageQuery = z.infer<typeof ZPageQuery>;

export const zPage = <T extends z.ZodType>(item: T) => z.object({ count: z.number().int(), page: z.number().int(), pageSize: z.number().int(), results: z.array(item) });

export interface Page<T> {
  count: number;
  page: number;
  pageSize: number;
  results: T[];
}

export const ZFieldError = z.object({ message: z.string(), params: z.record(z.string(), z.union([z.string(), z.number()])).optional() });

export const ZErrorResponse = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    fields: z.record(z.string(), ZFieldError).optional(),
    /** What the record holds now, on a 409 of a stale text save (a meeting note's section: ZNoteSectionConflict). */
    current: z.record(z.string(), z.unknown()).optional(),
  }),
});
export type TErrorResponse = z.infer<typeof ZErrorResponse>;

/** Machine-readable error codes; `message` carries the i18n key. */
export const ERROR_CODES = [
  'validation',
  'unauthenticated',
  'invalid_credentials',
  'forbidden',
  'csrf',
  'not_found',
  'invalid_page',
  'suspended',
  'action_not_possible',
  'rate_limited',
  'payload_too_large',
  'internal',
  'conflict',
  'agreement_required',
  /** A board move or change by someone who does not hold its edit lock (issue 9). */
  'edit_lock',
  /** A download past its expiry: a bulk export of support plans after 7 days (issue 12). */
  'gone',
  /** Issue 24, section 4: the session waits for its second factor, or an administrator must enrol one first. */
  'mfa_required',
  'mfa_enrolment_required',
  /** A wrong TOTP code, recovery code or passkey answer. */
  'mfa_invalid',
  /** Starting a simulation, or removing a factor, needs a second factor passed recently. */
  'mfa_recent_required',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export const ZIdParams = z.object({ id: zId() }).strict();
