import { useState, type FormEvent } from 'react';
import { Alert, Button, Code, Stack, Text, TextInput, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { IconAlertCircle, IconKey } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { TMfaEnrolled, TTotpStarted } from '@ss/domain';
import { isApiError } from '../../../lib/api.ts';
import { qk } from '../../../lib/query-keys.ts';
import { confirmTotp, registerPasskey, startTotp } from '../api.ts';
import { createPasskey } from '../passkeys.ts';

const messageOf = (caught: unknown) => (caught instanceof Error ? caught.message : 'Unknown error occurred');

/**
 * Enrolling an authenticator app (the key and its otpauth:// link as text: no QR library here, the key is typed
 * or the link opened on the device) or a passkey. `onEnrolled` receives the recovery codes of a first factor.
 */
export function EnrolFactor({ onEnrolled }: { onEnrolled: (result: TMfaEnrolled) => void }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [started, setStarted] = useState<TTotpStarted | null>(null);
  const [code, setCode] = useState('');
  const [label, setLabel] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [copied, setCopied] = useState(false);

  const run = async (work: () => Promise<TMfaEnrolled | void>) => {
    setBusy(true);
    setError(null);
    try {
      const result = await work();
      if (result) {
        void client.invalidateQueries({ queryKey: qk.mfa.all });
        setStarted(null);
        setCode('');
        onEnrolled(result);
      }
    } catch (caught) {
      setError(messageOf(caught));
    } finally {
      setBusy(false);
    }
  };

  const start = () => void run(async () => setStarted(await startTotp()));
  const confirm = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!started) return;
    if (!code.trim()) return setError('Required');
    void run(() => confirmTotp({ factor_id: started.factor_id, code, ...(label.trim() ? { label: label.trim() } : {}) }));
  };
  const passkey = () =>
    void run(async () => {
      let response: Record<string, unknown>;
      try {
        response = await createPasskey();
      } catch (caught) {
        throw isApiError(caught) ? caught : new Error('mfa.passkey.cancelled');
      }
      return registerPasskey({ response });
    });

  return (
    <Stack gap="lg">
      {error && (
        <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
          {t(error)}
        </Alert>
      )}
      <Stack gap="sm" component="section" aria-labelledby="mfa-totp-title">
        <Title order={2} size="h4" id="mfa-totp-title">
          {t('mfa.totp.title')}
        </Title>
        {!started ? (
          <Button variant="light" onClick={start} loading={busy}>
            {t('mfa.totp.start')}
          </Button>
        ) : (
          <form onSubmit={confirm} noValidate aria-label={t('mfa.totp.title')}>
            <Stack gap="sm">
              <Text size="sm">{t('mfa.totp.intro')}</Text>
              <div>
                <Text size="sm" fw={600} id="mfa-secret-label">
                  {t('mfa.totp.secret')}
                </Text>
                <Code block data-testid="totp-secret" aria-labelledby="mfa-secret-label" style={{ wordBreak: 'break-all' }}>
                  {started.secret}
                </Code>
                <Button
                  size="xs"
                  variant="subtle"
                  onClick={() => {
                    void navigator.clipboard?.writeText(started.secret).catch(() => undefined);
                    setCopied(true);
                  }}
                >
                  {copied ? t('mfa.totp.copied') : t('mfa.totp.copy')}
                </Button>
              </div>
              <div>
                <Text size="sm" fw={600}>
                  {t('mfa.totp.uri')}
                </Text>
                <Text size="sm" style={{ wordBreak: 'break-all' }}>
                  <a href={started.otpauth_uri}>{started.otpauth_uri}</a>
                </Text>
              </div>
              <TextInput
                label={t('mfa.verify.code')}
                name="code"
                autoComplete="one-time-code"
                inputMode="numeric"
                maxLength={7}
                required
                value={code}
                onChange={(e) => setCode(e.currentTarget.value)}
              />
              <TextInput
                label={t('mfa.totp.label')}
                placeholder={t('mfa.totp.labelPlaceholder')}
                name="label"
                maxLength={60}
                value={label}
                onChange={(e) => setLabel(e.currentTarget.value)}
              />
              <Button type="submit" loading={busy}>
                {t('mfa.totp.confirm')}
              </Button>
            </Stack>
          </form>
        )}
      </Stack>
      <Stack gap="sm" component="section" aria-labelledby="mfa-passkey-title">
        <Title order={2} size="h4" id="mfa-passkey-title">
          {t('mfa.passkey.title')}
        </Title>
        <Text size="sm">{t('mfa.passkey.intro')}</Text>
        <Button variant="outline" leftSection={<IconKey size={16} aria-hidden />} onClick={passkey} disabled={busy}>
          {t('mfa.passkey.add')}
        </Button>
      </Stack>
    </Stack>
  );
}
