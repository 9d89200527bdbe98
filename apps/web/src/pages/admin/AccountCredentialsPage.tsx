import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatNumber } from '@ss/domain/language';
import { parseId } from '../../lib/path-id.ts';
import { fetchCredentials, fetchUser } from '../../modules/admin/api.ts';
import { useSendPasswordLink } from '../../modules/admin/hooks/useAdminMutations.ts';
import { useLanguage } from '../../lib/useLanguage.ts';
import { DetailList } from '../../ui/DetailList.tsx';
import { ErrorState } from '../../ui/ErrorState.tsx';
import { LoadingState } from '../../ui/LoadingState.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { qk } from '../../lib/query-keys.ts';
import { EndUserSessionsButton } from '../../modules/sessions/components/EndUserSessionsButton.tsx';

/** How a user signs in (never the password itself), with a "Send password link" button. */
export function AccountCredentialsPage() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const id = parseId(useParams().id) ?? 0;
  const user = useQuery({ queryKey: qk.users.one(id), queryFn: ({ signal }) => fetchUser(id, signal), enabled: id > 0 });
  const credentials = useQuery({ queryKey: qk.credentials.one(id), queryFn: ({ signal }) => fetchCredentials(id, signal), enabled: id > 0 });
  const link = useSendPasswordLink(id);
  if (id === 0) return <ErrorState message="You provided invalid id in url" />;
  const failed = credentials.error ?? user.error;
  if (failed) return <ErrorState message={failed.message} onRetry={() => void Promise.all([credentials.refetch(), user.refetch()])} />;
  if (!credentials.data || !user.data) return <LoadingState lines={6} />;
  const c = credentials.data;
  const never = t('credentials.never');
  const confirm = () =>
    modals.openConfirmModal({
      closeButtonProps: { 'aria-label': t('common.close') },
      title: t('credentials.sendLink'),
      children: <Text size="sm">{t('credentials.sendLinkConfirm', { email: c.email })}</Text>,
      labels: { confirm: t('credentials.sendLink'), cancel: t('common.cancel') },
      onConfirm: () => link.mutate(),
    });
  return (
    <Stack gap="lg">
      <PageHeader
        title={user.data.full_name}
        description={t('page.accountCredentials')}
        actions={
          <Group gap="xs">
            {user.data.abilities.end_sessions && c.active_sessions > 0 && <EndUserSessionsButton userId={id} name={user.data.full_name} />}
            <Button onClick={confirm} loading={link.isPending}>
              {t('credentials.sendLink')}
            </Button>
          </Group>
        }
      />
      <DetailList
        items={[
          { label: t('staff.email'), value: c.email },
          { label: t('credentials.password'), value: c.has_password ? t('credentials.passwordSet') : t('credentials.noPassword') },
          { label: t('credentials.passwordChanged'), value: c.password_changed_at ? formatDateTime(c.password_changed_at, lang) : never },
          { label: t('credentials.lastSignIn'), value: c.last_sign_in_at ? formatDateTime(c.last_sign_in_at, lang) : never },
          { label: t('credentials.sessions'), value: formatNumber(c.active_sessions, lang) },
          { label: t('credentials.agreement'), value: c.agreed_version === null ? t('credentials.notAgreed') : t('credentials.version', { version: c.agreed_version }) },
          {
            label: t('credentials.identities'),
            value:
              c.identities.length === 0 ? (
                t('common.none')
              ) : (
                <Group gap={4}>
                  {c.identities.map((identity) => (
                    <Badge key={`${identity.provider}-${identity.email_at_link}`} variant="light">
                      {identity.provider === 'google' ? 'Google' : 'Microsoft'} · {identity.email_at_link}
                    </Badge>
                  ))}
                </Group>
              ),
          },
        ]}
      />
    </Stack>
  );
}
