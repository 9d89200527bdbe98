/**
 * The most common passwords (≈49 000, the list zxcvbn uses), refused as new passwords
 * (security checklist item 2). Compared case-insensitively: "Password1" is as weak as
 * "password1". Server-side only, so the browser bundle does not carry the list.
 */
import { dictionary } from '@zxcvbn-ts/language-common';

const COMMON = new Set(dictionary['passwords-common'].map((p) => p.toLowerCase()));

export function isCommonPassword(password: string): boolean {
  return COMMON.has(password.toLowerCase());
}
