/**
 * One-click unsubscribe (issue 23, section 2; RFC 8058). The link's token is the credential: random (256 bits), kept
 * only as its SHA-256, tied to one user and one type (or, for the List-Unsubscribe header, to the types of its
 * digest), and it works once. Reading it (GET) says what it would turn off and changes nothing, so a mail scanner
 * that fetches links unsubscribes nobody; posting it turns those types off for its user, audited as that user.
 */
import { SUMMARY_MSG, SUMMARY_TYPES, type SummaryType, type TUnsubscribeResult, type TUnsubscribeToken } from '@ss/domain';
import type { ServiceContext } from '../../context.ts';
import { HttpError } from '../../lib/errors.ts';
import { sha256 } from '../../lib/tokens.ts';
import { findToken, useToken } from '../../repositories/summaries/digests.repository.ts';
import { saveUserChoices } from '../../repositories/summaries/preferences.repository.ts';
import { loadActor, primaryDistrictId } from '../../repositories/users.repository.ts';
import { emit } from '../emit.ts';
import { digestLanguage } from './preferences.ts';

const invalid = () => new HttpError(404, 'not_found', SUMMARY_MSG.tokenInvalid);
const used = () => new HttpError(409, 'conflict', SUMMARY_MSG.tokenUsed);

type Found = NonNullable<Awaited<ReturnType<typeof findToken>>>;

const typesOf = (found: Found): SummaryType[] => {
  const listed = found.token.all_types && found.digest_types?.length ? found.digest_types : [found.token.type];
  return SUMMARY_TYPES.filter((t) => listed.includes(t));
};

async function load(ctx: Pick<ServiceContext, 'db'>, token: string): Promise<Found> {
  const found = await findToken(ctx.db, sha256(token));
  if (!found) throw invalid();
  return found;
}

export async function readUnsubscribeToken(ctx: Pick<ServiceContext, 'db'>, token: string): Promise<TUnsubscribeToken> {
  const found = await load(ctx, token);
  const actor = await loadActor(ctx.db, found.token.user_id);
  return { types: typesOf(found), used: found.token.used_at !== null, language: actor ? digestLanguage(actor) : 'en' };
}

export async function unsubscribe(ctx: Pick<ServiceContext, 'db' | 'ip'>, token: string): Promise<TUnsubscribeResult> {
  const found = await load(ctx, token);
  if (found.token.used_at) throw used();
  const types = typesOf(found);
  const userId = found.token.user_id;
  await ctx.db.transaction(async (tx) => {
    if (!(await useToken(tx, found.token.id, new Date()))) throw used();
    await saveUserChoices(tx, userId, Object.fromEntries(types.map((t) => [t, 'off'])));
    await emit(
      tx,
      { actor_user_id: userId, ip: ctx.ip },
      { type: 'summary_preference.unsubscribed', district_id: await primaryDistrictId(tx, userId), target: { type: 'user', id: userId }, details: { types } },
    );
  });
  return { types, frequency: 'off' };
}
