import { useEffect, type ReactNode } from 'react';
import { Alert, Button, Group, Modal, ScrollArea, Stack, Text } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { IconAlertCircle, IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { TCurrentUser } from '@ss/domain';
import { isApiError } from '../../../lib/api.ts';
import { FullPageLoader } from '../../../ui/FullPageLoader.tsx';
import { MessagePage } from '../../../ui/MessagePage.tsx';
import { fetchAgreement } from '../api.ts';
import { useAgree, useLeaveAgreement } from '../hooks/useAgreementMutations.ts';
import { qk } from '../../../lib/query-keys.ts';

/**
 * Until the signed-in user has agreed to the current user agreement, only the
 * agreement dialog is shown (the API refuses everything else with
 * `agreement_required`). Such an error later in the session (a new version was
 * published) asks again.
 */
export function AgreementGate({ user, children }: { user: TCurrentUser | null; children: ReactNode }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const key = qk.agreement.forUser(user?.id ?? 0);
  const agreement = useQuery({ queryKey: key, queryFn: ({ signal }) => fetchAgreement(signal), staleTime: Infinity, enabled: user !== null });

  useEffect(() => {
    const recheck = (error: unknown) => {
      if (isApiError(error, 'agreement_required')) void client.invalidateQueries({ queryKey: qk.agreement.all });
    };
    const offQueries = client.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') recheck(event.action.error);
    });
    const offMutations = client.getMutationCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') recheck(event.action.error);
    });
    return () => {
      offQueries();
      offMutations();
    };
  }, [client]);

  const agree = useAgree(key);
  const exit = useLeaveAgreement(user?.is_super ?? false, agreement.data?.version);

  // Signed out: the same tree position for the routes, so they are not remounted on sign-out.
  if (!user) return <>{children}</>;
  if (agreement.isPending) return <FullPageLoader label={t('common.loading')} />;
  if (agreement.isError) {
    // No agreement published yet: nothing to agree to.
    if (isApiError(agreement.error) && agreement.error.status === 404) return <>{children}</>;
    return (
      <MessagePage
        title={t('agreement.loadFailed')}
        message={t(agreement.error.message)}
        actions={
          <Button leftSection={<IconRefresh size={16} aria-hidden />} onClick={() => void agreement.refetch()} loading={agreement.isFetching}>
            {t('common.retry')}
          </Button>
        }
      />
    );
  }
  if (agreement.data.agreed) return <>{children}</>;

  const { version, body } = agreement.data;
  const busy = agree.isPending || exit.isPending;
  return (
    <main>
      <Modal opened onClose={() => undefined} closeOnClickOutside={false} closeOnEscape={false} withCloseButton={false} title={t('agreement.title')} size="lg" centered trapFocus>
        <Stack gap="md">
          <Text size="sm">{t('agreement.intro', { version })}</Text>
          {agree.isError && (
            <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />}>
              {t(agree.error.message)}
            </Alert>
          )}
          <ScrollArea.Autosize mah="50vh" type="auto" offsetScrollbars>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }} tabIndex={0} aria-label={t('agreement.title')}>
              {body}
            </Text>
          </ScrollArea.Autosize>
          <Group justify="flex-end" gap="sm">
            <Button variant="subtle" color="gray" onClick={() => exit.mutate(null)} disabled={busy}>
              {t('agreement.exit')}
            </Button>
            <Button variant="outline" color="red" onClick={() => exit.mutate(false)} disabled={busy}>
              {t('agreement.disagree')}
            </Button>
            <Button onClick={() => agree.mutate(version)} loading={agree.isPending} disabled={exit.isPending}>
              {t('agreement.agree')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </main>
  );
}
