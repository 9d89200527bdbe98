/** Archiving a template after a confirmation; the server's refusal (an active plan uses it) is shown here. */
import { Alert, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TPlanTemplate } from '@ss/domain';
import { isApiError } from '../../../lib/api.ts';
import { DialogActions } from '../../../ui/DialogActions.tsx';
import { useArchiveTemplate } from './hooks.ts';

export function ArchiveTemplateDialog({ template, onClose }: { template: TPlanTemplate; onClose: () => void }) {
  const { t } = useTranslation();
  const archive = useArchiveTemplate();
  const refused = isApiError(archive.error) && archive.error.status === 409 ? archive.error.message : null;
  return (
    <Modal opened onClose={onClose} title={t('plans.archive.title')} closeButtonProps={{ 'aria-label': t('common.close') }}>
      <Stack gap="md">
        <Text>{t('plans.archive.body', { name: template.name })}</Text>
        {refused && (
          <Alert color="red" title={t('plans.archive.refused')} role="alert">
            {t(refused)}
          </Alert>
        )}
        <DialogActions
          onCancel={onClose}
          label={t('plans.templates.archive')}
          color="red"
          loading={archive.isPending}
          disabled={refused !== null}
          onConfirm={() => archive.mutate(template.id, { onSuccess: onClose })}
          autoFocus
        />
      </Stack>
    </Modal>
  );
}
