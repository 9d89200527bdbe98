/**
 * The only data the web app keeps in the browser (spec section 3): the workspace
 * kind of the last signed-in user, the language preference, the language each
 * signed-in user chose with the header's switch (by user id), and the columns each
 * user chose to see in a table (by user id, then table). The session itself lives
 * in an HttpOnly cookie, never in storage.
 */
import { LANGUAGE_STORAGE_KEY, isLanguage } from '@ss/domain/language';
import { WORKSPACES } from '@ss/domain/enums';
import type { Language, Workspace } from '@ss/domain';

const USER_TYPE_KEY = 'userType';
const USER_LANGUAGE_KEY = 'userLanguage';
const USER_COLUMNS_KEY = 'userColumns';

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

/** A stored JSON object (by user id), or an empty one when missing or not an object. */
function objectAt(key: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(read(key) ?? '{}');
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

const userLanguages = () => objectAt(USER_LANGUAGE_KEY);

/** The language this user chose with the header's switch in this browser, if any. */
export function storedUserLanguage(userId: number): Language | null {
  const value = userLanguages()[String(userId)];
  return isLanguage(value) ? value : null;
}

export function storeUserLanguage(userId: number, language: Language): void {
  write(USER_LANGUAGE_KEY, JSON.stringify({ ...userLanguages(), [String(userId)]: language }));
}

function userColumns(userId: number): Record<string, unknown> {
  const mine = objectAt(USER_COLUMNS_KEY)[String(userId)];
  return mine && typeof mine === 'object' && !Array.isArray(mine) ? (mine as Record<string, unknown>) : {};
}

/** The columns this user chose to see in a table (its keys), if they ever chose. */
export function storedUserColumns(userId: number, table: string): string[] | null {
  const value = userColumns(userId)[table];
  return Array.isArray(value) && value.every((v) => typeof v === 'string') ? (value as string[]) : null;
}

/** Remembers the columns chosen (null forgets the choice: the table's defaults again). */
export function storeUserColumns(userId: number, table: string, columns: string[] | null): void {
  const all = objectAt(USER_COLUMNS_KEY);
  const mine = { ...userColumns(userId), [table]: columns ?? undefined };
  write(USER_COLUMNS_KEY, JSON.stringify({ ...all, [String(userId)]: mine }));
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
