import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useLocation, useNavigate } from 'react-router';
import { isApiError } from '../../../lib/api.ts';
import { mfaPath } from '../../mfa/session.ts';
import type { SignInKind } from '../api.ts';
import { useSignIn } from '../hooks/useSignIn.ts';
import { validateSignIn, type SignInErrors, type SignInValues } from '../validate-sign-in.ts';

interface SignInFormProps {
  kind: SignInKind;
}

/** E-mail sign-in. Field errors come from the shared rules or from the server's `fields`. */
export function SignInForm({ kind }: SignInFormProps) {
  const { t } = useTranslation();
  const signIn = useSignIn(kind);
  const navigate = useNavigate();
  const location = useLocation();
  const [values, setValues] = useState<SignInValues>({ email: '', password: '' });
  const [errors, setErrors] = useState<SignInErrors>({});

  const serverError = signIn.error;
  const fieldErrors: SignInErrors = { ...errors };
  if (isApiError(serverError) && serverError.fields) {
    for (const key of ['email', 'password'] as const) {
      const field = serverError.fields[key];
      if (field && !fieldErrors[key]) fieldErrors[key] = field;
    }
  }
  const formMessage = serverError && !(isApiError(serverError) && serverError.fields) ? serverError.message : null;

  const change = (key: keyof SignInValues) => (event: React.ChangeEvent<HTMLInputElement>) => {
    const value = event.currentTarget.value;
    setValues((previous) => ({ ...previous, [key]: value }));
    if (errors[key]) setErrors((previous) => ({ ...previous, [key]: undefined }));
    if (signIn.isError) signIn.reset();
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validateSignIn(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    signIn.mutate(values, {
      onSuccess: (result) => {
        if (result.mfa) void navigate(mfaPath(result.mfa, location.search));
      },
    });
  };

  const errorText = (key: keyof SignInValues) => {
    const error = fieldErrors[key];
    return error ? t(error.message, error.params ?? {}) : undefined;
  };

  return (
    <form onSubmit={submit} noValidate aria-label={t('auth.form.label')}>
      <Stack gap="md">
        {formMessage && (
          <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} title={t('auth.error.title')}>
            {t(formMessage)}
          </Alert>
        )}
        <TextInput label={t('auth.email')} name="email" type="email" autoComplete="username" required value={values.email} onChange={change('email')} error={errorText('email')} />
        <PasswordInput
          label={t('auth.password')}
          name="password"
          autoComplete="current-password"
          required
          value={values.password}
          onChange={change('password')}
          error={errorText('password')}
          visibilityToggleButtonProps={{ 'aria-label': t('auth.togglePassword') }}
        />
        <Button type="submit" loading={signIn.isPending} fullWidth>
          {t('auth.submit')}
        </Button>
      </Stack>
    </form>
  );
}
