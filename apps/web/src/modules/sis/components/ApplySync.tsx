import { useState } from 'react';
import { Alert, Button, Checkbox, Group, List, Modal, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconPlayerPlay } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { TSisSync } from '@ss/domain';
import { formatNumber } from '@ss/domain/language';
import { useLanguage } from '../../../lib/useLanguage.ts';
import { useApplySync } from '../hooks/useSisMutations.ts';
import { DialogActions } from '../../../ui/DialogActions.tsx';

/**
 * "Apply": a confirmation first; when the 10 % guard tripped, the schools concerned are named and
 * the archive must be confirmed explicitly before the button works.
 */
export function ApplySync({ sync }: { sync: TSisSync }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const [opened, setOpened] = useState(false);
  const [confirmArchive, setConfirmArchive] = useState(false);
  const guarded = sync.status === 'needs_confirmation';
  const over = (sync.summary?.schools ?? []).filter((s) => sync.summary?.over_guard.includes(s.school_id));
  const mutation = useApplySync(sync.id);
  return (
    <Stack gap="sm">
      {guarded && (
        <Alert color="orange" icon={<IconAlertTriangle size={18} aria-hidden />} title={t('sis.guard.title')}>
          <Text size="sm">{t('sis.guard.body')}</Text>
          <List size="sm" mt="xs">
            {over.map((s) => (
              <List.Item key={s.school_id}>
                {t('sis.guard.school', {
                  school: s.school_name,
                  archived: formatNumber(s.archived, lang),
                  total: formatNumber(s.active_before, lang),
                  ratio: formatNumber(Math.round(s.archive_ratio * 1000) / 10, lang),
                })}
              </List.Item>
            ))}
          </List>
        </Alert>
      )}
      <Group>
        <Button leftSection={<IconPlayerPlay size={16} aria-hidden />} onClick={() => setOpened(true)}>
          {t('sis.apply.button')}
        </Button>
      </Group>
      <Modal opened={opened} onClose={() => setOpened(false)} closeButtonProps={{ 'aria-label': t('common.close') }} title={t('sis.apply.title')}>
        <Stack gap="md">
          <Text size="sm">{t('sis.apply.body')}</Text>
          {guarded && <Checkbox label={t('sis.guard.confirm')} checked={confirmArchive} onChange={(e) => setConfirmArchive(e.currentTarget.checked)} />}
          <DialogActions
            onCancel={() => setOpened(false)}
            label={t('sis.apply.confirm')}
            onConfirm={() => mutation.mutate(guarded && confirmArchive, { onSuccess: () => setOpened(false) })}
            loading={mutation.isPending}
            disabled={guarded && !confirmArchive}
          />
        </Stack>
      </Modal>
    </Stack>
  );
}
