import { useState, type FormEvent } from 'react';
import { Alert, Button, Paper, PasswordInput, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { MSG } from '@ss/domain/validation-rules';
import { isApiError, type FieldError } from '../../../lib/api.ts';
import { useChangePassword } from '../hooks/usePasswordMutations.ts';
import { checkNewPassword } from '../validate.ts';
import { PasswordFields } from './PasswordFields.tsx';

type Errors = { current?: FieldError; password?: FieldError; confirmation?: FieldError };

/** The signed-in user changes their own password; the server ends their other sessions. */
export function ChangePasswordForm() {
  const { t } = useTranslation();
  const [current, setCurrent] = useState('');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const save = useChangePassword();
  const onSuccess = () => {
    setCurrent('');
    setPassword('');
    setConfirmation('');
    setErrors({});
  };
  const onError = (error: Error) => {
    if (isApiError(error) && error.fields) setErrors({ current: error.fields.current_password, password: error.fields.password });
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found: Errors = checkNewPassword(password, confirmation);
    if (!current) found.current = { message: MSG.required };
    setErrors(found);
    if (Object.values(found).every((e) => !e)) save.mutate({ current, password }, { onSuccess, onError });
  };
  const formError = save.isError && !(isApiError(save.error) && save.error.fields) ? save.error.message : null;
  const text = (error?: FieldError) => (error ? t(error.message, error.params ?? {}) : undefined);

  return (
    <Paper withBorder radius="md" p="lg" maw={520}>
      <form onSubmit={submit} noValidate aria-label={t('page.changePassword')}>
        <Stack gap="md">
          <Text size="sm">{t('password.change.intro')}</Text>
          {formError && (
            <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />}>
              {t(formError)}
            </Alert>
          )}
          <PasswordInput
            label={t('password.current')}
            name="current-password"
            autoComplete="current-password"
            required
            value={current}
            onChange={(event) => {
              setCurrent(event.currentTarget.value);
              setErrors((e) => ({ ...e, current: undefined }));
            }}
            error={text(errors.current)}
            visibilityToggleButtonProps={{ 'aria-label': t('auth.togglePassword') }}
          />
          <PasswordFields
            password={password}
            confirmation={confirmation}
            onPassword={(value) => {
              setPassword(value);
              setErrors((e) => ({ ...e, password: undefined }));
            }}
            onConfirmation={(value) => {
              setConfirmation(value);
              setErrors((e) => ({ ...e, confirmation: undefined }));
            }}
            errors={errors}
          />
          <Button type="submit" loading={save.isPending} w="fit-content">
            {t('password.change.submit')}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
