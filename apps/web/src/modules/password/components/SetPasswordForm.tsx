import { useState, type FormEvent } from 'react';
import { Alert, Anchor, Button, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { IconAlertCircle } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TPasswordLinkInfo } from '@ss/domain/contracts/identity';
import { isApiError, type FieldError } from '../../../lib/api.ts';
import { useLanguage } from '../../../lib/useLanguage.ts';
import { LoadingState } from '../../../ui/LoadingState.tsx';
import { fetchPasswordLink } from '../api.ts';
import { useSetPasswordWithLink } from '../hooks/usePasswordMutations.ts';
import { checkNewPassword } from '../validate.ts';
import { PasswordFields } from './PasswordFields.tsx';
import { qk } from '../../../lib/query-keys.ts';

/** The link's owner, then the new password twice. Used for resets and invitations alike. */
export function SetPasswordForm({ token, onInfo }: { token: string; onInfo?: (info: TPasswordLinkInfo) => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const language = useLanguage();
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [errors, setErrors] = useState<{ password?: FieldError; confirmation?: FieldError }>({});
  const link = useQuery({
    queryKey: qk.passwordLink.one(token),
    queryFn: async ({ signal }) => {
      const info = await fetchPasswordLink(token, signal);
      onInfo?.(info);
      return info;
    },
    retry: false,
    staleTime: Infinity,
  });
  const save = useSetPasswordWithLink(token);

  if (link.isPending) return <LoadingState lines={3} />;
  if (link.isError) {
    return (
      <Stack gap="md">
        <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />}>
          {t(link.error.message)}
        </Alert>
        <Anchor component={Link} to="/auth/forgot-password" size="sm">
          {t('password.set.askNew')}
        </Anchor>
      </Stack>
    );
  }

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = checkNewPassword(password, confirmation);
    setErrors(found);
    if (Object.keys(found).length === 0) {
      save.mutate(password, {
        // The sign-in page stays in the link's language (nothing stored says it).
        onSuccess: () => void navigate(`/auth?lang=${language}`, { replace: true }),
        onError: (error) => {
          if (isApiError(error) && error.fields?.password) setErrors({ password: error.fields.password });
        },
      });
    }
  };
  const formError = save.isError && !(isApiError(save.error) && save.error.fields?.password) ? save.error.message : null;

  return (
    <form onSubmit={submit} noValidate aria-label={t('page.setPassword')}>
      <Stack gap="md">
        <Text size="sm">{t('password.set.for', { name: link.data.first_name, email: link.data.email })}</Text>
        {formError && (
          <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />}>
            {t(formError)}
          </Alert>
        )}
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
        <Button type="submit" loading={save.isPending} fullWidth>
          {t('password.set.submit')}
        </Button>
      </Stack>
    </form>
  );
}
