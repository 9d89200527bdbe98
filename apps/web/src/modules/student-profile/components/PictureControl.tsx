/** The student's picture with upload and removal for those allowed (abilities.manage_picture). */
import { useState } from 'react';
import { Avatar, Button, FileButton, Group, Modal, Stack, Text } from '@mantine/core';
import { IconTrash, IconUpload } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TStudentProfile } from '@ss/domain';
import { notifyFailure } from '../../../ui/form-errors.ts';
import { notify } from '../../../ui/notify.ts';
import { pictureUrl, removePicture, uploadPicture } from '../api.ts';
import { DialogActions } from '../../../ui/DialogActions.tsx';
import { qk } from '../../../lib/query-keys.ts';

export function PictureControl({ profile }: { profile: TStudentProfile }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const s = profile.student;
  const name = `${s.first_name} ${s.last_name}`;
  const [version, setVersion] = useState(0);
  const [confirming, setConfirming] = useState(false);
  const done = async () => {
    setVersion((v) => v + 1);
    await client.invalidateQueries({ queryKey: qk.profile.one(s.id) });
    await client.invalidateQueries({ queryKey: qk.cards.all });
  };
  const upload = useMutation({
    mutationFn: (file: File) => uploadPicture(s.id, file),
    onSuccess: async () => {
      notify('success', t('profile.saved'));
      await done();
    },
    onError: (error) => notifyFailure(t, error),
  });
  const remove = useMutation({
    mutationFn: () => removePicture(s.id),
    onSuccess: async () => {
      setConfirming(false);
      await done();
    },
    onError: (error) => notifyFailure(t, error),
  });

  return (
    <Stack gap={6} align="center">
      <Avatar src={s.has_picture ? `${pictureUrl(s.id)}?v=${version}` : null} alt={t('profile.picture', { name })} size={112} radius="md" color="blue">
        {`${s.first_name.charAt(0)}${s.last_name.charAt(0)}`.toUpperCase()}
      </Avatar>
      {profile.abilities.manage_picture && (
        <Group gap={4} justify="center">
          <FileButton onChange={(f) => f && upload.mutate(f)} accept="image/png,image/jpeg,image/gif,image/webp">
            {(props) => (
              <Button {...props} size="compact-xs" variant="light" leftSection={<IconUpload size={14} aria-hidden />} loading={upload.isPending}>
                {t('profile.uploadPicture')}
              </Button>
            )}
          </FileButton>
          {s.has_picture && (
            <Button size="compact-xs" variant="subtle" color="red" leftSection={<IconTrash size={14} aria-hidden />} onClick={() => setConfirming(true)}>
              {t('profile.removePicture')}
            </Button>
          )}
        </Group>
      )}
      <Modal opened={confirming} onClose={() => setConfirming(false)} closeButtonProps={{ 'aria-label': t('common.close') }} title={t('profile.removePicture')} centered>
        <Text mb="md">{t('profile.removePictureConfirm', { name })}</Text>
        <DialogActions onCancel={() => setConfirming(false)} label={t('profile.removePicture')} color="red" onConfirm={() => remove.mutate()} loading={remove.isPending} />
      </Modal>
    </Stack>
  );
}
