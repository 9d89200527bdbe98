import { useEffect, useState, type FormEvent } from 'react';
import { Alert, Anchor, Button, Divider, Stack, TextInput } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { IconAlertCircle, IconKey } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api.ts';
import { qk } from '../../../lib/query-keys.ts';
import { postSignOut } from '../../auth/api.ts';
import { fetchMfaStatus, verifySecondFactor } from '../api.ts';
import { answerWithPasskey } from '../passkeys.ts';
import { finishSignIn } from '../session.ts';

/**
 * The sign-in's second step: a code from the authenticator app (autocomplete="one-time-code"), a passkey, or a
 * recovery code. Once the server accepts it, the current user is loaded and the auth layout moves on.
 */
export function SecondStepForm() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const navigate = useNavigate();
  const status = useQuery({ queryKey: qk.mfa.all, queryFn: ({ signal }) => fetchMfaStatus(signal), retry: false });
  const [recovery, setRecovery] = useState(false);
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const hasPasskey = status.data?.factors.some((f) => f.kind === 'webauthn') ?? false;

  // Nothing pending here any more (signed out, or the session ended): back to the sign-in page.
  const signedOut = status.isError && isApiError(status.error) && status.error.code === 'unauthenticated';
  useEffect(() => {
    if (signedOut) void navigate('/auth', { replace: true });
  }, [signedOut, navigate]);

  const answer = async (body: Parameters<typeof verifySecondFactor>[0]) => {
    setBusy(true);
    setError(null);
    try {
      await verifySecondFactor(body);
      await finishSignIn(client);
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : 'Unknown error occurred');
    } finally {
      setBusy(false);
    }
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!value.trim()) return setError('Required');
    void answer(recovery ? { recovery_code: value } : { code: value });
  };

  const passkey = async () => {
    setError(null);
    try {
      const response = await answerWithPasskey();
      await answer({ webauthn: response });
    } catch (caught) {
      setError(isApiError(caught) ? caught.message : 'mfa.passkey.cancelled');
    }
  };

  const signOut = async () => {
    await postSignOut().catch(() => undefined);
    void navigate('/auth', { replace: true });
  };

  return (
    <Stack gap="md">
      {error && (
        <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
          {t(error)}
        </Alert>
      )}
      <form onSubmit={submit} noValidate aria-label={t('mfa.verify.title')}>
        <Stack gap="md">
          {recovery ? (
            <TextInput
              key="recovery"
              label={t('mfa.verify.recovery')}
              description={t('mfa.verify.recoveryHelp')}
              name="recovery_code"
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
              required
              value={value}
              onChange={(e) => setValue(e.currentTarget.value)}
            />
          ) : (
            <TextInput
              key="code"
              label={t('mfa.verify.code')}
              name="code"
              autoComplete="one-time-code"
              inputMode="numeric"
              maxLength={7}
              required
              data-autofocus
              value={value}
              onChange={(e) => setValue(e.currentTarget.value)}
            />
          )}
          <Button type="submit" loading={busy} fullWidth>
            {t('mfa.verify.submit')}
          </Button>
        </Stack>
      </form>
      <Anchor
        component="button"
        type="button"
        size="sm"
        ta="center"
        onClick={() => {
          setRecovery(!recovery);
          setValue('');
          setError(null);
        }}
      >
        {t(recovery ? 'mfa.verify.useCode' : 'mfa.verify.useRecovery')}
      </Anchor>
      {hasPasskey && (
        <>
          <Divider />
          <Button variant="outline" leftSection={<IconKey size={16} aria-hidden />} onClick={() => void passkey()} disabled={busy}>
            {t('mfa.verify.passkey')}
          </Button>
        </>
      )}
      <Anchor component="button" type="button" size="sm" ta="center" c="dimmed" onClick={() => void signOut()}>
        {t('mfa.signOut')}
      </Anchor>
    </Stack>
  );
}
