import { useState } from 'react';
import { Alert, Badge, Button, Group, Loader, Modal, Paper, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { IconAlertCircle, IconShieldLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { TMfaFactor } from '@ss/domain';
import { formatDate } from '@ss/domain/language';
import { qk } from '../../lib/query-keys.ts';
import { useLanguage } from '../../lib/useLanguage.ts';
import { fetchMfaStatus } from '../../modules/mfa/api.ts';
import { useConfirmedMfaAction } from '../../modules/mfa/hooks/useMfaMutations.ts';
import { EnrolFactor } from '../../modules/mfa/components/EnrolFactor.tsx';
import { RecoveryCodes } from '../../modules/mfa/components/RecoveryCodes.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { useDocumentTitle } from '../../ui/useDocumentTitle.ts';

type Confirming = { kind: 'remove'; factor: TMfaFactor } | { kind: 'codes' };

/**
 * The signed-in user's second factors (issue 24, section 4): what they have, adding an authenticator app or a
 * passkey, new recovery codes (shown once), removing a factor (confirmed; the password is asked for unless a
 * second factor was passed in the last 15 minutes).
 */
export function SecurityPage() {
  const { t } = useTranslation();
  const lang = useLanguage();
  useDocumentTitle(t('page.accountSecurity'), t('app.name'));
  const status = useQuery({ queryKey: qk.mfa.all, queryFn: ({ signal }) => fetchMfaStatus(signal) });
  const [codes, setCodes] = useState<string[] | null>(null);
  const [confirming, setConfirming] = useState<Confirming | null>(null);
  const [password, setPassword] = useState('');
  const act = useConfirmedMfaAction();
  const close = () => {
    setConfirming(null);
    setPassword('');
    act.reset();
  };
  const submitConfirmed = () => {
    if (!confirming) return;
    const what = confirming.kind === 'remove' ? { kind: 'remove' as const, factorId: confirming.factor.id, password } : { kind: 'codes' as const, password };
    act.mutate(what, {
      onSuccess: (newCodes) => {
        if (newCodes) setCodes(newCodes);
        close();
      },
    });
  };

  if (status.isPending) return <Loader aria-label={t('common.loading')} />;
  if (status.isError) {
    return (
      <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />}>
        {t(status.error.message)}
      </Alert>
    );
  }
  const data = status.data;
  return (
    <Stack gap="lg" maw={720}>
      <PageHeader title={t('page.accountSecurity')} description={t('mfa.security.intro')} />
      {data.required && (
        <Alert variant="light" icon={<IconShieldLock aria-hidden />}>
          {t('mfa.security.required')}
        </Alert>
      )}
      {codes && <RecoveryCodes codes={codes} onDone={() => setCodes(null)} />}
      <Stack gap="sm" component="section" aria-labelledby="mfa-factors-title">
        <Title order={2} size="h4" id="mfa-factors-title">
          {t('mfa.security.factors')}
        </Title>
        {data.factors.length === 0 && <Text c="dimmed">{t('mfa.security.none')}</Text>}
        <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {data.factors.map((f) => (
            <Paper component="li" withBorder p="sm" key={f.id}>
              <Group justify="space-between" wrap="nowrap">
                <div>
                  <Group gap="xs">
                    <Text fw={600}>{f.label || t(`mfa.kind.${f.kind}`)}</Text>
                    <Badge variant="light">{t(`mfa.kind.${f.kind}`)}</Badge>
                  </Group>
                  <Text size="sm" c="dimmed">
                    {t('mfa.security.added', { date: formatDate(f.created_at, lang) })}
                    {f.last_used_at ? ` · ${t('mfa.security.lastUsed', { date: formatDate(f.last_used_at, lang) })}` : ''}
                  </Text>
                </div>
                <Button
                  variant="subtle"
                  color="red"
                  onClick={() => setConfirming({ kind: 'remove', factor: f })}
                  aria-label={`${t('mfa.security.remove')} ${f.label || t(`mfa.kind.${f.kind}`)}`}
                >
                  {t('mfa.security.remove')}
                </Button>
              </Group>
            </Paper>
          ))}
        </Stack>
        {data.factors.length > 0 && (
          <Group justify="space-between">
            <Text size="sm">{t('mfa.codes.left', { count: data.recovery_codes_left })}</Text>
            <Button variant="default" onClick={() => setConfirming({ kind: 'codes' })}>
              {t('mfa.codes.regenerate')}
            </Button>
          </Group>
        )}
      </Stack>
      {!codes && <EnrolFactor onEnrolled={(result) => result.recovery_codes && setCodes(result.recovery_codes)} />}
      <Modal opened={confirming !== null} onClose={close} title={t(confirming?.kind === 'codes' ? 'mfa.codes.regenerate' : 'mfa.security.removeTitle')} centered>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            submitConfirmed();
          }}
        >
          <Stack gap="md">
            {confirming?.kind === 'codes' && <Text size="sm">{t('mfa.codes.regenerateConfirm')}</Text>}
            {act.isError && (
              <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
                {t(act.error.message)}
              </Alert>
            )}
            <PasswordInput
              label={t('mfa.security.password')}
              description={t('mfa.security.passwordHelp')}
              autoComplete="current-password"
              value={password}
              onChange={(e) => setPassword(e.currentTarget.value)}
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                {t('mfa.security.cancel')}
              </Button>
              <Button type="submit" color={confirming?.kind === 'remove' ? 'red' : undefined} loading={act.isPending}>
                {t(confirming?.kind === 'remove' ? 'mfa.security.removeConfirm' : 'mfa.codes.regenerate')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </Stack>
  );
}
