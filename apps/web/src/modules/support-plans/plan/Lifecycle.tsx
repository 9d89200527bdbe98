/**
 * The plan's lifecycle actions in the shared header (issue 12, section 3 and 5): Finalise (a confirmation that says
 * which revision it freezes), Start a new draft on a final plan (confirmed), and Download PDF (fetched as a file and
 * saved under the server's name, no new tab; a failure is the spec's "Could not download PDF").
 */
import { useState } from 'react';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconDownload, IconLock, IconPencil } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { TSupportPlan } from '@ss/domain';
import { DialogActions } from '../../../ui/DialogActions.tsx';
import { notify } from '../../../lib/notify.ts';
import { downloadPlanPdf } from './api.ts';
import { useFinalise, useNewDraft } from './hooks.ts';

/** `dirty`: a part's form has unsaved changes; finalising would freeze the plan without them, so it waits. */
export function LifecycleActions({ plan, dirty }: { plan: TSupportPlan; dirty: boolean }) {
  const { t } = useTranslation();
  const [confirm, setConfirm] = useState<'finalise' | 'new_draft' | null>(null);
  const [downloading, setDownloading] = useState(false);
  const finalise = useFinalise(plan.id);
  const draft = useNewDraft(plan.id);
  const active = !plan.deactivated_at;
  const next = (plan.last_revision?.number ?? 0) + 1;
  const download = async () => {
    setDownloading(true);
    try {
      await downloadPlanPdf(plan.id);
    } catch {
      notify('error', t('Could not download PDF'));
    } finally {
      setDownloading(false);
    }
  };
  const close = () => setConfirm(null);
  return (
    <Group gap="sm" wrap="wrap">
      {active && plan.abilities.finalise && plan.status !== 'final' && (
        <Button leftSection={<IconLock size={16} aria-hidden />} disabled={dirty} onClick={() => setConfirm('finalise')}>
          {t('planPage.finalise')}
        </Button>
      )}
      {dirty && active && plan.abilities.finalise && plan.status !== 'final' && (
        <Text size="sm" c="dimmed">
          {t('planPage.saveFirst')}
        </Text>
      )}
      {active && plan.abilities.new_draft && plan.status === 'final' && (
        <Button variant="light" leftSection={<IconPencil size={16} aria-hidden />} onClick={() => setConfirm('new_draft')}>
          {t('planPage.newDraft')}
        </Button>
      )}
      <Button variant="default" leftSection={<IconDownload size={16} aria-hidden />} loading={downloading} onClick={() => void download()}>
        {t('planPage.downloadPdf')}
      </Button>
      <Modal opened={confirm === 'finalise'} onClose={close} title={t('planPage.finaliseTitle')} closeButtonProps={{ 'aria-label': t('common.close') }}>
        <Stack gap="md">
          <Text size="sm">{t('planPage.finaliseBody', { number: next })}</Text>
          <DialogActions
            onCancel={close}
            label={t('planPage.finaliseConfirm', { number: next })}
            loading={finalise.isPending}
            onConfirm={() => finalise.mutate(undefined, { onSuccess: close })}
            autoFocus
          />
        </Stack>
      </Modal>
      <Modal opened={confirm === 'new_draft'} onClose={close} title={t('planPage.newDraftTitle')} closeButtonProps={{ 'aria-label': t('common.close') }}>
        <Stack gap="md">
          <Text size="sm">{t('planPage.newDraftBody', { number: plan.last_revision?.number ?? 1, next })}</Text>
          <DialogActions
            onCancel={close}
            label={t('planPage.newDraftConfirm')}
            loading={draft.isPending}
            onConfirm={() => draft.mutate(undefined, { onSuccess: close })}
            autoFocus
          />
        </Stack>
      </Modal>
    </Group>
  );
}
