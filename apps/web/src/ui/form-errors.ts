/**
 * Form feedback shared by every screen: the server's field errors (catalogue keys with params)
 * translated, a failed mutation's snackbar, and the few local checks that mirror the server.
 */
import type { TFunction } from 'i18next';
import { isApiError } from '../lib/api.ts';
import { notify } from './notify.ts';

/** Spec section 5: up to 254 characters in all and 64 before the at sign. */
export function looksLikeEmail(value: string): boolean {
  const email = value.trim();
  if (email.length === 0 || email.length > 254) return false;
  const at = email.lastIndexOf('@');
  if (at < 1 || at > 64) return false;
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email);
}

export function requiredText(t: TFunction, value: string, max: number): string | null {
  if (value.trim() === '') return t('Required');
  if (value.trim().length > max) return t('Please enter maximum {maxlength} characters', { maxlength: max });
  return null;
}

export function emailError(t: TFunction, value: string): string | null {
  if (value.trim() === '') return t('Required');
  return looksLikeEmail(value) ? null : t('Invalid email');
}

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
