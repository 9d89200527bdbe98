import { useState } from 'react';
import { Button, FileButton, Group, Image, Paper, Stack, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api.ts';
import { notifyFailure } from '../../../lib/form-errors.ts';
import { notify } from '../../../lib/notify.ts';
import { ErrorState } from '../../../ui/ErrorState.tsx';
import { LoadingState } from '../../../ui/LoadingState.tsx';
import { deleteLogo, fetchSchoolOptions, logoUrl, uploadLogo } from '../api.ts';
import { ConfirmDialog } from './ConfirmDialog.tsx';
import { qk } from '../../../lib/query-keys.ts';

/** The school's logo: shown, replaced (PNG, JPEG, GIF or WebP, checked by the server) or removed. */
export function SchoolLogoEditor({ schoolId }: { schoolId: number }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [bust, setBust] = useState(() => Date.now());
  const [removing, setRemoving] = useState(false);
  const query = useQuery({ queryKey: qk.config.options(schoolId), queryFn: ({ signal }) => fetchSchoolOptions(schoolId, signal) });
  const done = (data: Awaited<ReturnType<typeof fetchSchoolOptions>>, message: string) => {
    client.setQueryData(qk.config.options(schoolId), data);
    setBust(Date.now());
    notify('success', t(message));
  };
  const upload = useMutation({ mutationFn: (file: File) => uploadLogo(schoolId, file), onSuccess: (d) => done(d, 'config.logo.uploaded'), onError: (e) => notifyFailure(t, e) });
  const remove = useMutation({
    mutationFn: () => deleteLogo(schoolId),
    onSuccess: (d) => {
      setRemoving(false);
      done(d, 'config.logo.removed');
    },
    onError: (e) => {
      setRemoving(false);
      notifyFailure(t, e);
    },
  });
  if (query.isPending) return <LoadingState />;
  if (query.isError) return <ErrorState message={isApiError(query.error) ? query.error.message : undefined} onRetry={() => void query.refetch()} />;
  const { has_logo: hasLogo, abilities } = query.data;
  return (
    <Stack gap="md" maw={520}>
      <Paper withBorder p="md">
        {hasLogo ? <Image src={logoUrl(schoolId, bust)} alt={t('config.logo.alt')} mah={160} fit="contain" /> : <Text c="dimmed">{t('config.logo.none')}</Text>}
      </Paper>
      <Text size="sm" c="dimmed">
        {t('config.logo.hint')}
      </Text>
      {abilities.update && (
        <Group>
          <FileButton onChange={(file) => file && upload.mutate(file)} accept="image/png,image/jpeg,image/gif,image/webp">
            {(props) => (
              <Button {...props} loading={upload.isPending}>
                {t(hasLogo ? 'config.logo.replace' : 'config.logo.upload')}
              </Button>
            )}
          </FileButton>
          {hasLogo && (
            <Button variant="light" color="red" onClick={() => setRemoving(true)}>
              {t('config.logo.remove')}
            </Button>
          )}
        </Group>
      )}
      {removing && (
        <ConfirmDialog
          title={t('config.logo.remove')}
          message={t('config.logo.removeConfirm')}
          confirm={t('config.remove')}
          danger
          loading={remove.isPending}
          onClose={() => setRemoving(false)}
          onConfirm={() => remove.mutate()}
        />
      )}
    </Stack>
  );
}
