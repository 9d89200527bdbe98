import { Button, Divider, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { IconBrandGoogle, IconBrandWindows } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { fetchAuthConfig, type Provider } from '../api.ts';
import { authorizationUrl } from '../flow.ts';

/** "Sign in with Google / Microsoft", only for the providers the server has configured. */
export function ProviderButtons({ kind }: { kind: 'admin' | 'user' }) {
  const { t } = useTranslation();
  const config = useQuery({ queryKey: ['auth_config'], queryFn: ({ signal }) => fetchAuthConfig(signal), staleTime: Infinity, retry: false });
  const data = config.data;
  if (!data || (!data.google && !data.microsoft)) return null;
  const go = (provider: Provider) => {
    const url = authorizationUrl(provider, data, kind === 'admin' ? 'admin' : 'school');
    if (url) window.location.assign(url);
  };
  return (
    <Stack gap="sm">
      {data.google && (
        <Button variant="default" leftSection={<IconBrandGoogle size={18} aria-hidden />} onClick={() => go('google')} fullWidth>
          {t('oidc.google')}
        </Button>
      )}
      {data.microsoft && (
        <Button variant="default" leftSection={<IconBrandWindows size={18} aria-hidden />} onClick={() => go('microsoft')} fullWidth>
          {t('oidc.microsoft')}
        </Button>
      )}
      <Divider label={t('oidc.or')} labelPosition="center" />
    </Stack>
  );
}
