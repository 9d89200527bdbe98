import { useState, type FormEvent } from 'react';
import { Alert, Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { IconAlertCircle, IconMailCheck } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isValidEmail, MSG } from '@ss/domain/validation-rules';
import { useRequestPasswordReset } from '../hooks/usePasswordMutations.ts';

/** Asks for a reset link. The answer never says whether the account exists. */
export function ForgotPasswordForm() {
  const { t } = useTranslation();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const request = useRequestPasswordReset();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const address = email.trim();
    const found = !address ? MSG.required : !isValidEmail(address) ? MSG.invalidEmail : null;
    setError(found);
    if (!found) request.mutate(address);
  };

  if (request.isSuccess) {
    return (
      <Stack gap="md">
        <Alert color="green" variant="light" icon={<IconMailCheck aria-hidden />} title={t('password.forgot.sentTitle')} role="status">
          {t('password.forgot.sent', { email: request.variables })}
        </Alert>
        <Anchor component={Link} to="/auth" size="sm">
          {t('password.backToSignIn')}
        </Anchor>
      </Stack>
    );
  }

  return (
    <form onSubmit={submit} noValidate aria-label={t('password.forgot.title')}>
      <Stack gap="md">
        <Text size="sm">{t('password.forgot.intro')}</Text>
        {request.isError && (
          <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />}>
            {t(request.error.message)}
          </Alert>
        )}
        <TextInput
          label={t('auth.email')}
          name="email"
          type="email"
          autoComplete="username"
          required
          value={email}
          onChange={(event) => {
            setEmail(event.currentTarget.value);
            setError(null);
          }}
          error={error ? t(error) : undefined}
        />
        <Button type="submit" loading={request.isPending} fullWidth>
          {t('password.forgot.submit')}
        </Button>
        <Anchor component={Link} to="/auth" size="sm" ta="center">
          {t('password.backToSignIn')}
        </Anchor>
      </Stack>
    </form>
  );
}
