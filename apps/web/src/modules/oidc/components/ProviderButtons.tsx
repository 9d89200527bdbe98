import { Alert, Button, Divider, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { IconAlertCircle, IconBrandGoogle, IconBrandWindows } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { fetchAuthConfig, type Provider } from '../api.ts';
import { authorizationUrl } from '../flow.ts';
import { qk } from '../../../lib/query-keys.ts';
import { useProviderNonce } from '../hooks/useProviderSignIn.ts';

/** "Sign in with Google / Microsoft", only for the providers the server has configured. */
export function ProviderButtons({ kind }: { kind: 'admin' | 'user' }) {
  const { t } = useTranslation();
  const config = useQuery({ queryKey: qk.authConfig.all, queryFn: ({ signal }) => fetchAuthConfig(signal), staleTime: Infinity, retry: false });
  const data = config.data;
  // The server issues the nonce (and binds it to this browser) before the browser leaves.
  const leave = useProviderNonce();
  const go = ({ provider, nonce }: { provider: Provider; nonce: string }) => {
    const url = data && authorizationUrl(provider, data, kind === 'admin' ? 'admin' : 'school', nonce);
    if (url) window.location.assign(url);
  };
  if (!data || (!data.google && !data.microsoft)) return null;
  const busy = (provider: Provider) => (leave.isPending || leave.isSuccess) && leave.variables === provider;
  return (
    <Stack gap="sm">
      {leave.isError && (
        <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />}>
          {t(leave.error.message)}
        </Alert>
      )}
      {data.google && (
        <Button
          variant="default"
          leftSection={<IconBrandGoogle size={18} aria-hidden />}
          onClick={() => leave.mutate('google', { onSuccess: go })}
          loading={busy('google')}
          fullWidth
        >
          {t('oidc.google')}
        </Button>
      )}
      {data.microsoft && (
        <Button
          variant="default"
          leftSection={<IconBrandWindows size={18} aria-hidden />}
          onClick={() => leave.mutate('microsoft', { onSuccess: go })}
          loading={busy('microsoft')}
          fullWidth
        >
          {t('oidc.microsoft')}
        </Button>
      )}
      <Divider label={t('oidc.or')} labelPosition="center" />
    </Stack>
  );
}
