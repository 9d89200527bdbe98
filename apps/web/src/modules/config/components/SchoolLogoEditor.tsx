import { useState } from 'react';
import { Button, FileButton, Group, Image, Paper, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api.ts';
import { ErrorState } from '../../../ui/ErrorState.tsx';
import { LoadingState } from '../../../ui/LoadingState.tsx';
import { fetchSchoolOptions, logoUrl } from '../api.ts';
import { useRemoveLogo, useUploadLogo } from '../hooks/useConfigMutations.ts';
import { ConfirmDialog } from './ConfirmDialog.tsx';
import { qk } from '../../../lib/query-keys.ts';

/** The school's logo: shown, replaced (PNG, JPEG, GIF or WebP, checked by the server) or removed. */
export function SchoolLogoEditor({ schoolId }: { schoolId: number }) {
  const { t } = useTranslation();
  const [bust, setBust] = useState(() => Date.now());
  const [removing, setRemoving] = useState(false);
  const query = useQuery({ queryKey: qk.config.options(schoolId), queryFn: ({ signal }) => fetchSchoolOptions(schoolId, signal) });
  // The new logo (or none) is in the cache (the hooks wrote it); the image is asked for again.
  const shown = () => setBust(Date.now());
  const upload = useUploadLogo(schoolId);
  const remove = useRemoveLogo(schoolId);
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
          <FileButton onChange={(file) => file && upload.mutate(file, { onSuccess: shown })} accept="image/png,image/jpeg,image/gif,image/webp">
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
          onConfirm={() => remove.mutate(undefined, { onSuccess: shown, onSettled: () => setRemoving(false) })}
        />
      )}
    </Stack>
  );
}
