import { Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DialogActions } from '../../../ui/DialogActions.tsx';

interface Props {
  title: string;
  message: string;
  confirm: string;
  loading?: boolean;
  danger?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

export function ConfirmDialog({ title, message, confirm, loading, danger, onConfirm, onClose }: Props) {
  const { t } = useTranslation();
  return (
    <Modal opened onClose={onClose} closeButtonProps={{ 'aria-label': t('common.close') }} title={title}>
      <Stack gap="md">
        <Text>{message}</Text>
        <DialogActions onCancel={onClose} label={confirm} color={danger ? 'red' : undefined} loading={loading} onConfirm={onConfirm} />
      </Stack>
    </Modal>
  );
}
