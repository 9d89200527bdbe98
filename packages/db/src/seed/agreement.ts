/**
 * The first user agreement, published into any database that has none (demo or not):
 * nobody can use the product before agreeing to a version of it.
 */
import { desc } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { agreements } from '../schema.ts';

export const AGREEMENT_V1_EN = `By using this application you agree to:
- use the information about students only to support them, within your role;
- keep what you see confidential, and share it only with staff who support the same students;
- keep your password to yourself and sign out on shared computers;
- report any suspected breach of privacy to your school or district administrator at once.
Everything you view and change about a student is recorded.`;

export const AGREEMENT_V1_FR = `En utilisant cette application, vous vous engagez à :
- n'utiliser les renseignements sur les élèves que pour les soutenir, dans les limites de votre rôle;
- garder confidentiel ce que vous consultez et ne le communiquer qu'au personnel qui soutient les mêmes élèves;
- garder votre mot de passe pour vous et vous déconnecter sur les ordinateurs partagés;
- signaler sans délai toute atteinte présumée à la vie privée à l'administration de votre école ou de votre conseil.
Tout ce que vous consultez et modifiez au sujet d'un élève est consigné.`;

/** Returns the current agreement version, publishing version 1 first when there is none. */
export async function ensureAgreement(db: Database): Promise<number> {
  const [current] = await db.select({ version: agreements.version }).from(agreements).orderBy(desc(agreements.version)).limit(1);
  if (current) return current.version;
  const [created] = await db.insert(agreements).values({ body_en: AGREEMENT_V1_EN, body_fr: AGREEMENT_V1_FR }).returning({ version: agreements.version });
  return created!.version;
}
