/**
 * The only data the web app keeps in the browser (spec section 3): the workspace
 * kind of the last signed-in user, the language preference, and the language each
 * signed-in user chose with the header's switch (by user id). The session itself
 * lives in an HttpOnly cookie, never in storage.
 */
import { LANGUAGE_STORAGE_KEY, isLanguage } from '@ss/domain/language';
import { WORKSPACES } from '@ss/domain/enums';
import type { Language, Workspace } from '@ss/domain';

const USER_TYPE_KEY = 'userType';
const USER_LANGUAGE_KEY = 'userLanguage';

function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // Storage can be unavailable (private mode, quota): the app works without it.
  }
}

export function storedLanguage(): Language | null {
  const value = read(LANGUAGE_STORAGE_KEY);
  return isLanguage(value) ? value : null;
}

export function storeLanguage(language: Language): void {
  write(LANGUAGE_STORAGE_KEY, language);
}

function userLanguages(): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(read(USER_LANGUAGE_KEY) ?? '{}');
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** The language this user chose with the header's switch in this browser, if any. */
export function storedUserLanguage(userId: number): Language | null {
  const value = userLanguages()[String(userId)];
  return isLanguage(value) ? value : null;
}

export function storeUserLanguage(userId: number, language: Language): void {
  write(USER_LANGUAGE_KEY, JSON.stringify({ ...userLanguages(), [String(userId)]: language }));
}

export function storedUserType(): Workspace | null {
  const value = read(USER_TYPE_KEY);
  return (WORKSPACES as readonly string[]).includes(value ?? '') ? (value as Workspace) : null;
}

export function storeUserType(workspace: Workspace): void {
  write(USER_TYPE_KEY, workspace);
}

/** Sign-out clears session data; the language preference belongs to the browser and stays. */
export function clearSessionStorage(): void {
  write(USER_TYPE_KEY, null);
}
