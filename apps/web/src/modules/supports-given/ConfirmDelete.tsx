/** The confirmation before a deletion: what goes, then Cancel or the red action (focused). */
import { Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DialogActions } from '../../ui/DialogActions.tsx';

interface Props {
  title: string;
  body: string;
  confirm: string;
  loading: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

export function ConfirmDelete({ title, body, confirm, loading, onConfirm, onClose }: Props) {
  const { t } = useTranslation();
  return (
    <Modal opened onClose={onClose} title={title} closeButtonProps={{ 'aria-label': t('common.close') }}>
      <Stack gap="md">
        <Text>{body}</Text>
        <DialogActions onCancel={onClose} label={confirm} color="red" loading={loading} onConfirm={onConfirm} autoFocus />
      </Stack>
    </Modal>
  );
}
