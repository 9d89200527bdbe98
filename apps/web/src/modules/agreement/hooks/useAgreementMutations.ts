/**
 * The user agreement's writes: agreeing, and leaving the dialog (signing out, or declining first).
 * The dialog shows a failure itself (an alert), so no snackbar.
 */
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { currentLanguage } from '../../../lib/i18n.ts';
import { signInPath } from '../../../lib/redirect.ts';
import { useDomainMutation } from '../../../lib/useDomainMutation.ts';
import { postSignOut } from '../../auth/api.ts';
import { forceSignOut, type SignOutNotice } from '../../auth/session.ts';
import { qk } from '../../../lib/query-keys.ts';
import { answerAgreement } from '../api.ts';

/**
 * Agrees to a version; the gate's read (`key`) is loaded again before the write ends, then every other read
 * (refused with `agreement_required` until now) is made stale. A failure reloads the agreement (a newer one, say).
 */
export function useAgree(key: QueryKey) {
  const client = useQueryClient();
  return useDomainMutation({
    mutationFn: async (version: number) => {
      await answerAgreement({ version, agree: true });
      await client.refetchQueries({ queryKey: key });
    },
    events: [],
    update: (queries) => void queries.invalidateQueries({ predicate: (query) => query.queryKey[0] !== qk.agreement.all[0] }),
    onError: () => {
      void client.refetchQueries({ queryKey: key, exact: true });
      return true;
    },
  });
}

/**
 * Leaves the dialog: declines (`false`, with the version shown) or only signs out (`null`). Signed out locally
 * whatever the server said; declining says why on the sign-in page, in the dialog's language.
 */
export function useLeaveAgreement(isSuper: boolean, version: number | undefined) {
  const client = useQueryClient();
  const navigate = useNavigate();
  return useDomainMutation({
    mutationFn: async (agree: false | null) => {
      try {
        if (agree === false && version !== undefined) await answerAgreement({ version, agree: false });
        else await postSignOut();
      } catch {
        // Signed out locally whatever the server said.
      }
      const path = signInPath(isSuper ? 'admin' : 'user');
      forceSignOut(client);
      if (agree === false) {
        // Nothing else remembers why once signed out.
        const state: { notice: SignOutNotice } = { notice: 'agreement.declined' };
        void navigate(`${path}?lang=${currentLanguage()}`, { replace: true, state });
      }
    },
    events: [],
  });
}
