/**
 * Links between users and their Google or Microsoft identities, by (provider, issuer,
 * subject). Once linked, only the subject signs in — never the e-mail claim again.
 */
import { and, eq } from 'drizzle-orm';
import { userIdentities, type Database } from '@ss/db';

export type Provider = (typeof userIdentities.provider.enumValues)[number];

export async function findIdentity(db: Database, provider: Provider, issuer: string, subject: string) {
  const [row] = await db
    .select()
    .from(userIdentities)
    .where(and(eq(userIdentities.provider, provider), eq(userIdentities.issuer, issuer), eq(userIdentities.subject, subject)))
    .limit(1);
  return row ?? null;
}

/**
 * Links an identity to a user; null when the user already has an identity for this
 * provider, or the subject is already linked (the unique indexes decide, so two
 * first sign-ins racing cannot create two links).
 */
export async function insertIdentity(db: Database, row: { user_id: number; provider: Provider; issuer: string; subject: string; email_at_link: string }) {
  const [created] = await db.insert(userIdentities).values(row).onConflictDoNothing().returning();
  return created ?? null;
}
