/**
 * Form feedback shared by every screen: the server's field errors (catalogue keys with params)
 * translated and a failed mutation's snackbar. Local checks use the shared contracts (ui/schema-errors.ts).
 */
import type { TFunction } from 'i18next';
import { isApiError } from './api.ts';
import { notify } from './notify.ts';

/** The translated message of one field of a 400 answer, or null. */
export function serverFieldError(t: TFunction, error: unknown, name: string): string | null {
  if (!isApiError(error) || !error.fields) return null;
  const field = error.fields[name];
  return field ? t(field.message, field.params ?? {}) : null;
}

/** A failed mutation: field errors are shown by the form; anything else becomes a snackbar. */
export function notifyFailure(t: TFunction, error: unknown, fields: string[] = []): void {
  if (isApiError(error) && error.fields && fields.some((name) => error.fields?.[name])) return;
  if (isApiError(error) && error.fields) {
    const first = Object.values(error.fields)[0];
    if (first) {
      notify('error', t(first.message, first.params ?? {}));
      return;
    }
  }
  notify('error', t(isApiError(error) ? error.message : 'Could not perform action'));
}
