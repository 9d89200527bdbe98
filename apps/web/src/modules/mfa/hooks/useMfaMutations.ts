/** The account security page's writes (issue 24, section 4): removing a factor, making new recovery codes. Failures are shown in the dialog. */
import { useDomainMutation } from '../../../lib/useDomainMutation.ts';
import { regenerateRecoveryCodes, removeFactor } from '../api.ts';

export type ConfirmedAction = { kind: 'remove'; factorId: number; password: string } | { kind: 'codes'; password: string };

/** Removes a factor, or makes new recovery codes (the codes when so). */
export const useConfirmedMfaAction = () =>
  useDomainMutation({
    mutationFn: async (what: ConfirmedAction): Promise<string[] | null> => {
      const body = what.password ? { password: what.password } : {};
      if (what.kind === 'remove') {
        await removeFactor(what.factorId, body);
        return null;
      }
      return (await regenerateRecoveryCodes(body)).codes;
    },
    events: (_data, what) => [what.kind === 'remove' ? 'auth.mfa_removed' : 'auth.mfa_recovery_codes_generated'],
    onError: () => true,
  });
