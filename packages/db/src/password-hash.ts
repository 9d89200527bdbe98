/**
 * Password hashing: argon2id with m=19456 KiB, t=2, p=1 (OWASP's minimum
 * recommendation). Hashes made with weaker parameters are upgraded at sign-in.
 */
import { hash, verify } from '@node-rs/argon2';

// Algorithm.Argon2id is an ambient const enum (value 2), unusable under verbatimModuleSyntax.
const ARGON2ID = 2;

export const ARGON2_OPTIONS = { algorithm: ARGON2ID, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** True when the stored hash was made with other (weaker or older) parameters. */
export function needsRehash(passwordHash: string): boolean {
  const { memoryCost: m, timeCost: t, parallelism: p } = ARGON2_OPTIONS;
  return !passwordHash.startsWith(`$argon2id$v=19$m=${m},t=${t},p=${p}$`);
}

/**
 * A hash of a random password, verified against when the e-mail is unknown so a
 * failed sign-in takes the same time whether or not the account exists.
 */
let decoy: Promise<string> | undefined;
export function decoyHash(): Promise<string> {
  decoy ??= hashPassword(`decoy-${Math.random()}-${Date.now()}`);
  return decoy;
}
