import { PasswordInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { FieldError } from '../../../lib/api.ts';

interface PasswordFieldsProps {
  password: string;
  confirmation: string;
  onPassword: (value: string) => void;
  onConfirmation: (value: string) => void;
  errors: { password?: FieldError; confirmation?: FieldError };
}

/** New password and its confirmation, with the rule under the first. */
export function PasswordFields(props: PasswordFieldsProps) {
  const { t } = useTranslation();
  const text = (error?: FieldError) => (error ? t(error.message, error.params ?? {}) : undefined);
  return (
    <>
      <PasswordInput
        label={t('password.new')}
        name="new-password"
        autoComplete="new-password"
        required
        description={t('password.rule')}
        value={props.password}
        onChange={(event) => props.onPassword(event.currentTarget.value)}
        error={text(props.errors.password)}
        visibilityToggleButtonProps={{ 'aria-label': t('auth.togglePassword') }}
      />
      <PasswordInput
        label={t('password.confirm')}
        name="confirm-password"
        autoComplete="new-password"
        required
        value={props.confirmation}
        onChange={(event) => props.onConfirmation(event.currentTarget.value)}
        error={text(props.errors.confirmation)}
        visibilityToggleButtonProps={{ 'aria-label': t('auth.togglePassword') }}
      />
    </>
  );
}
