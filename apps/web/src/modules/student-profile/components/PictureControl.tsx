/** The student's picture with upload and removal for those allowed (abilities.manage_picture). */
import { useState } from 'react';
import { Avatar, Button, FileButton, Group, Modal, Stack, Text } from '@mantine/core';
import { IconTrash, IconUpload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { TStudentProfile } from '@ss/domain';
import { pictureUrl } from '../api.ts';
import { DialogActions } from '../../../ui/DialogActions.tsx';
import { useRemovePicture, useUploadPicture } from '../hooks.ts';

export function PictureControl({ profile }: { profile: TStudentProfile }) {
  const { t } = useTranslation();
  const s = profile.student;
  const name = `${s.first_name} ${s.last_name}`;
  const [version, setVersion] = useState(0);
  const [confirming, setConfirming] = useState(false);
  // A new address for the picture, so the browser does not show the cached one.
  const done = () => setVersion((v) => v + 1);
  const upload = useUploadPicture(s.id);
  const remove = useRemovePicture(s.id);

  return (
    <Stack gap={6} align="center">
      <Avatar src={s.has_picture ? `${pictureUrl(s.id)}?v=${version}` : null} alt={t('profile.picture', { name })} size={112} radius="md" color="blue">
        {`${s.first_name.charAt(0)}${s.last_name.charAt(0)}`.toUpperCase()}
      </Avatar>
      {profile.abilities.manage_picture && (
        <Group gap={4} justify="center">
          <FileButton onChange={(f) => f && upload.mutate(f, { onSuccess: done })} accept="image/png,image/jpeg,image/gif,image/webp">
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
        <DialogActions
          onCancel={() => setConfirming(false)}
          label={t('profile.removePicture')}
          color="red"
          onConfirm={() =>
            remove.mutate(undefined, {
              onSuccess: () => {
                setConfirming(false);
                done();
              },
            })
          }
          loading={remove.isPending}
        />
      </Modal>
    </Stack>
  );
}
