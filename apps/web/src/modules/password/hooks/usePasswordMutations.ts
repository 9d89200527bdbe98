/**
 * The password writes: asking for a reset link, setting a password with a link, changing one's own.
 * The forms show every failure themselves (field errors under the boxes, the rest in an alert), so no snackbar;
 * none of them changes a read on screen.
 */
import { useDomainMutation } from '../../../lib/useDomainMutation.ts';
import { changePassword, requestPasswordReset, setPasswordWithLink } from '../api.ts';

const shownByTheForm = () => true;

export const useRequestPasswordReset = () => useDomainMutation({ mutationFn: (address: string) => requestPasswordReset(address), events: [], onError: shownByTheForm });

export const useSetPasswordWithLink = (token: string) =>
  useDomainMutation({ mutationFn: (password: string) => setPasswordWithLink({ token, password }), events: [], success: 'password.set.done', onError: shownByTheForm });

export const useChangePassword = () =>
  useDomainMutation({
    mutationFn: (body: { current: string; password: string }) => changePassword({ current_password: body.current, password: body.password }),
    events: [],
    success: 'password.change.done',
    onError: shownByTheForm,
  });
