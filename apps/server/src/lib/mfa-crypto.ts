/**
 * The server's MFA key (issue 24, section 4): TOTP secrets are stored encrypted with AES-256-GCM, so a copy of the
 * database alone does not let anyone make a user's codes. The key is the SHA-256 of MFA_KEY; without it, a random
 * key kept in DATA_DIR/mfa.key (0600), or one per process for an in-memory database.
 */
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
/** What the key needs of the configuration (lib/ imports nothing of the other folders: a shape of its own). */
type Config = { mfaKey?: string; dataDir: string };

const keys = new WeakMap<Config, Buffer>();

function loadKey(config: Config): Buffer {
  if (config.mfaKey) return createHash('sha256').update(config.mfaKey).digest();
  // Several copies of the server (PostgreSQL) must share MFA_KEY: a data directory each would mean a key each.
  if (config.dataDir === ':memory:') return randomBytes(32);
  const file = join(config.dataDir, 'mfa.key');
  if (!existsSync(file)) {
    mkdirSync(config.dataDir, { recursive: true });
    try {
      writeFileSync(file, randomBytes(32).toString('base64'), { mode: 0o600, flag: 'wx' });
    } catch (err) {
      // Another process of this data directory wrote it first: read theirs.
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    }
  }
  return Buffer.from(readFileSync(file, 'utf8').trim(), 'base64');
}

function keyOf(config: Config): Buffer {
  let key = keys.get(config);
  if (!key) keys.set(config, (key = loadKey(config)));
  return key;
}

/** `v1:iv:tag:ciphertext`, each part base64url. */
export function encryptSecret(config: Config, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(config), iv);
  const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return ['v1', iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), data.toString('base64url')].join(':');
}

/** The secret, or null when it was encrypted with another key (or altered). */
export function decryptSecret(config: Config, stored: string): string | null {
  const [version, iv, tag, data] = stored.split(':');
  if (version !== 'v1' || !iv || !tag || data === undefined) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', keyOf(config), Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}
