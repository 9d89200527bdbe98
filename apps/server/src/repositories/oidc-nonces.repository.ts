/**
 * Provider sign-in nonces already used, in the database so that a token used on one copy
 * of the server is refused by every other. Rows past their expiry are swept.
 */
import { lt } from 'drizzle-orm';
import { usedOidcNonces, type Database } from '@ss/db';

/**
 * Records the nonce as used; false when it already was (a replay). One statement, so two
 * copies receiving the same token at once cannot both succeed: the primary key decides.
 */
export async function consumeNonce(db: Database, nonceHash: string, expiresAt: Date): Promise<boolean> {
  const rows = await db.insert(usedOidcNonces).values({ nonce_hash: nonceHash, expires_at: expiresAt }).onConflictDoNothing().returning({ nonce_hash: usedOidcNonces.nonce_hash });
  return rows.length === 1;
}

/** Forgets nonces whose tokens have expired (served by the expiry index). */
export async function sweepNonces(db: Database, now: Date): Promise<void> {
  await db.delete(usedOidcNonces).where(lt(usedOidcNonces.expires_at, now));
}
