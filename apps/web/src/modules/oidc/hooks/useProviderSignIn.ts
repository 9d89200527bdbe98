/** The providers' sign-in: the server issues the nonce (and binds it to this browser) before the browser leaves. */
import { useDomainMutation } from '../../../lib/useDomainMutation.ts';
import { fetchNonce, type Provider } from '../api.ts';

/** A failure is shown by the buttons' alert, not a snackbar; the caller leaves for the provider on success. */
export const useProviderNonce = () =>
  useDomainMutation({ mutationFn: async (provider: Provider) => ({ provider, nonce: (await fetchNonce()).nonce }), events: [], onError: () => true });
