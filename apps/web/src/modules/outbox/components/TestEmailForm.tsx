import { useState, type FormEvent } from 'react';
import { Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { isValidEmail, MSG } from '@ss/domain/validation-rules';
import { isApiError, type FieldError } from '../../../lib/api.ts';
import { notify } from '../../../lib/notify.ts';
import { useSendTestEmail } from '../hooks/useSendTestEmail.ts';

interface TestEmailFormProps {
  /** Told the id of the queued message, so the list can watch for it. */
  onQueued: (id: number) => void;
}

/** "Send a test e-mail": checks the mail settings end to end. */
export function TestEmailForm({ onQueued }: TestEmailFormProps) {
  const { t } = useTranslation();
  const send = useSendTestEmail();
  const [to, setTo] = useState('');
  const [error, setError] = useState<FieldError | null>(null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = to.trim();
    const problem = !value ? MSG.required : isValidEmail(value) ? null : MSG.invalidEmail;
    setError(problem ? { message: problem } : null);
    if (problem) return;
    send.mutate(value, {
      onSuccess: ({ id }) => {
        notify('success', t('outbox.test.queued', { to: value }));
        setTo('');
        onQueued(id);
      },
      onError: (failure) => {
        const field = isApiError(failure) ? failure.fields?.to : undefined;
        if (field) setError(field);
        else notify('error', t(failure.message));
      },
    });
  };

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="test-email-title">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <div>
            <Title order={2} size="h4" id="test-email-title">
              {t('outbox.test.title')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('outbox.test.description')}
            </Text>
          </div>
          <Group align="flex-start" gap="sm">
            <TextInput
              label={t('outbox.test.to')}
              type="email"
              autoComplete="email"
              required
              value={to}
              onChange={(event) => {
                setTo(event.currentTarget.value);
                setError(null);
              }}
              error={error ? t(error.message, error.params ?? {}) : undefined}
              w={{ base: '100%', sm: 340 }}
            />
            <Button type="submit" loading={send.isPending} leftSection={<IconSend size={16} aria-hidden />} mt={{ base: 0, sm: 25 }}>
              {t('outbox.test.send')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
