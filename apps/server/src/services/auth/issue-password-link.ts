import { chooseLanguage, translate, type PasswordLinkPurpose } from '@ss/domain';
import type { ServiceContext } from '../../context.ts';
import { newToken, sha256 } from '../../lib/tokens.ts';
import { emit } from '../emit.ts';
import { deleteUnusedTokens, insertPasswordToken } from '../../repositories/password-tokens.repository.ts';
import { loadActor } from '../../repositories/users.repository.ts';
import { queueEmail } from '../email/queue-email.ts';

/** How long each kind of link stays valid: a reset is urgent and short; an invitation waits for the person. */
export const LINK_LIFETIME_MS: Record<PasswordLinkPurpose, number> = {
  reset: 60 * 60_000,
  invite: 7 * 24 * 3_600_000,
};

export interface IssuePasswordLinkInput {
  userId: number;
  purpose: PasswordLinkPurpose;
  /** The inviter's name, shown in an invitation. */
  invitedBy?: string;
}

/**
 * Sends a user a single-use link to set their password: "reset" (forgot password,
 * 1 hour) or "invite" (first password of a new account, 7 days). Why a link and not
 * a password in the e-mail: the password never travels and the link dies once used.
 *
 * Only the SHA-256 of the token is stored; earlier unused links of the same purpose
 * stop working. The e-mail is in the user's language (French when their district is
 * francophone; super users get English). Token, e-mail and its delivery job are
 * written in one transaction — a savepoint when the caller is already in one — so a
 * failure leaves none of them. Does nothing for a deactivated or unknown user.
 */
export async function issuePasswordLink(ctx: ServiceContext, input: IssuePasswordLinkInput): Promise<void> {
  const user = await loadActor(ctx.db, input.userId);
  if (!user) return;
  const lang = chooseLanguage({ user });
  const token = newToken();
  const now = new Date();
  // The page opens in the e-mail's language, before anyone is signed in to say which.
  const link = `${ctx.config.publicUrl}/auth/set-password?token=${token}&lang=${lang}`;
  const app = translate(lang, 'app.name');
  const name = user.first_name;

  const subject = input.purpose === 'reset' ? translate(lang, 'email.reset.subject', { app }) : translate(lang, 'email.invite.subject', { app });
  const text =
    input.purpose === 'reset'
      ? translate(lang, 'email.reset.body', { app, name, link })
      : input.invitedBy
        ? translate(lang, 'email.invite.bodyBy', { app, name, link, inviter: input.invitedBy })
        : translate(lang, 'email.invite.body', { app, name, link });

  await ctx.db.transaction(async (db) => {
    await deleteUnusedTokens(db, user.id, input.purpose);
    await insertPasswordToken(db, {
      user_id: user.id,
      token_hash: sha256(token),
      purpose: input.purpose,
      expires_at: new Date(now.getTime() + LINK_LIFETIME_MS[input.purpose]),
      created_at: now,
    });
    await queueEmail(db, ctx.jobs, { to: user.email, subject, text });
    await emit(
      db,
      { actor_user_id: ctx.auth?.actor.id ?? null, real_actor_user_id: ctx.auth?.realUser.id ?? null, ip: ctx.ip || null },
      {
        type: 'auth.password_link_issued',
        target: { type: 'user', id: user.id },
        details: { purpose: input.purpose },
      },
    );
  });
}
