import type { ErrorCode } from '@ss/domain';

export type FieldErrors = Record<string, { message: string; params?: Record<string, string | number> }>;

/** An error with a status, a machine code and an i18n message key; the error handler renders it. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    readonly fields?: FieldErrors,
    /** What the record holds now, sent beside the message (`error.current`) when a stale save of text is refused (a meeting note's section). */
    readonly current?: Record<string, unknown>,
  ) {
    super(message);
  }
}

export const notFound = () => new HttpError(404, 'not_found', 'Not Found');
export const forbidden = () => new HttpError(403, 'forbidden', "You don't have permissions to view this page.");
export const unauthenticated = () => new HttpError(401, 'unauthenticated', 'Please sign in to continue');
/** 409: the version read is not the record's any more (optimistic concurrency), or the record is frozen. */
export const conflict = () => new HttpError(409, 'conflict', 'This record was changed by someone else. Please reload and try again.');
export const invalidPage = () => new HttpError(404, 'invalid_page', 'Invalid page, returning to page 1');
export const fieldError = (field: string, message: string, params?: Record<string, string | number>) =>
  new HttpError(400, 'validation', message, { [field]: params ? { message, params } : { message } });

/** 400 with every field's error (the message is the first one's) when there is any; nothing otherwise. */
export function assertNoFieldErrors(fields: FieldErrors): void {
  const first = Object.values(fields)[0];
  if (first) throw new HttpError(400, 'validation', first.message, fields);
}
