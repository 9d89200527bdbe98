import { useEffect, useRef, useState } from 'react';
import { Alert, Anchor, Loader, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { IconAlertCircle } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { fetchCurrentUser } from '../../auth/api.ts';
import { providerSignIn, type Provider } from '../api.ts';
import { readCallback, type CallbackResult } from '../flow.ts';
import { mfaPath } from '../../mfa/session.ts';
import { qk } from '../../../lib/query-keys.ts';

const NAMES: Record<Provider, string> = { google: 'Google', microsoft: 'Microsoft' };

/** Read once per page load: the stored request is single-use (and React may render twice). */
let readOnce: { hash: string; result: CallbackResult } | null = null;
function readCallbackOnce(provider: Provider): CallbackResult {
  const hash = window.location.hash;
  if (!readOnce || readOnce.hash !== hash) readOnce = { hash, result: readCallback(provider, hash) };
  return readOnce.result;
}

/**
 * The provider's redirect lands here. Once the server accepts the id_token the current
 * user is loaded and the auth layout moves on, as after an e-mail sign-in.
 */
export function ProviderCallback({ provider }: { provider: Provider }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const navigate = useNavigate();
  const started = useRef(false);
  const [result] = useState(() => readCallbackOnce(provider));
  const [serverError, setServerError] = useState<string | null>(null);
  const error = result.ok ? serverError : result.message;
  const userType = result.userType;

  useEffect(() => {
    // The token must not stay in the address bar or the history.
    if (window.location.hash) window.history.replaceState(null, '', window.location.pathname);
    if (started.current || !result.ok) return;
    started.current = true;
    providerSignIn(provider, { id_token: result.idToken, user_type: result.userType })
      .then((signedIn) =>
        // A second factor still owed (issue 24, section 4): its step, as after an e-mail sign-in.
        signedIn.mfa
          ? void navigate(mfaPath(signedIn.mfa, ''), { replace: true })
          : client.fetchQuery({ queryKey: qk.currentUser.all, queryFn: ({ signal }) => fetchCurrentUser(signal), staleTime: 0 }),
      )
      .catch((caught: unknown) => setServerError(caught instanceof Error ? caught.message : 'Unknown error occurred'));
  }, [provider, client, result, navigate]);

  if (!error) {
    return (
      <Stack align="center" gap="sm" role="status">
        <Loader aria-hidden />
        <Text>{t('oidc.signingIn')}</Text>
      </Stack>
    );
  }
  return (
    <Stack gap="md">
      <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} title={t('oidc.failed', { provider: NAMES[provider] })}>
        {t(error)}
      </Alert>
      <Anchor component={Link} to={userType === 'admin' ? '/auth/admins' : '/auth'} size="sm">
        {t('password.backToSignIn')}
      </Anchor>
    </Stack>
  );
}
