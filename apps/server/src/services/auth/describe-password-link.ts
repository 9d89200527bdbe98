import { chooseLanguage, IDENTITY_MSG, type TPasswordLinkInfo } from '@ss/domain';
import type { ServiceContext } from '../../context.ts';
import { fieldError } from '../../lib/errors.ts';
import { sha256 } from '../../lib/tokens.ts';
import { findUsableToken } from '../../repositories/password-tokens.repository.ts';
import { loadActor } from '../../repositories/users.repository.ts';

/** The one answer for an unknown, used or expired link: nothing tells them apart. */
export const linkInvalid = () => fieldError('token', IDENTITY_MSG.linkInvalid);

/**
 * What the set-password page shows before the user types: whose account the link is
 * for and why (reset or invitation), and the language of its e-mail, so that a link
 * opened without its `lang` (sent before links carried it, or cut by a mail client)
 * still shows the page in the person's language. Reading does not spend the link.
 */
export async function describePasswordLink(ctx: ServiceContext, token: string): Promise<TPasswordLinkInfo> {
  const row = await findUsableToken(ctx.db, sha256(token), new Date());
  if (!row) throw linkInvalid();
  const user = await loadActor(ctx.db, row.user_id);
  if (!user) throw linkInvalid();
  return { purpose: row.purpose, email: row.email, first_name: row.first_name, language: chooseLanguage({ user }) };
}
