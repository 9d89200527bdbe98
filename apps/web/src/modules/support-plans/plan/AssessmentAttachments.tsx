/**
 * The files attached to one assessment of the specialized assessment part (migration 0020): name, size, a download
 * link (the server answers as an attachment), Remove (confirmed) and "Attach a file" when the plan may be changed.
 * An assessment not saved yet has no id: it says to save it first. The server checks types by content and sizes;
 * a refusal is its message in a notification.
 */
import { Anchor, Button, FileButton, Group, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconFileDownload, IconPaperclip } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { TPlanAttachment, TPlanAttachmentList } from '@ss/domain';
import { attachmentUrl } from './api.ts';
import { useAttachments, useRemoveAttachment, useUploadAttachment } from './hooks.ts';

/** What the server accepts (checked again there by content). */
const ACCEPT = ['application/pdf', 'image/png', 'image/jpeg', 'image/gif', 'image/webp', 'text/plain', '.doc,.docx,.xls,.xlsx,.ppt,.pptx,.odt,.ods,.odp,.txt'].join(',');

const kb = (size: number) => Math.max(1, Math.round(size / 1024));

/** The plan's attachments by assessment id (one request for the whole page). */
export function usePlanAttachments(planId: number): { list: TPlanAttachmentList | undefined; failed: boolean; of: (assessmentId?: string) => TPlanAttachment[] } {
  const query = useAttachments(planId);
  return {
    list: query.data,
    failed: query.isError,
    of: (assessmentId) => (assessmentId ? (query.data?.items ?? []).filter((a) => a.assessment_id === assessmentId) : []),
  };
}

export function AssessmentAttachments({ planId, assessmentId, name, n }: { planId: number; assessmentId?: string; name: string; n: number }) {
  const { t } = useTranslation();
  const { list, failed, of } = usePlanAttachments(planId);
  const upload = useUploadAttachment(planId);
  const remove = useRemoveAttachment(planId);
  const change = list?.abilities.change ?? false;
  const items = of(assessmentId);
  const headingId = `plan-assessment-${n}-files`;
  const label = name.trim() || t('planPage.assessment.item', { n });
  const confirmRemove = (a: TPlanAttachment) =>
    modals.openConfirmModal({
      closeButtonProps: { 'aria-label': t('common.close') },
      title: t('planPage.attachments.removeTitle'),
      children: <Text size="sm">{t('planPage.attachments.removeBody', { name: a.file_name })}</Text>,
      labels: { confirm: t('planPage.attachments.remove'), cancel: t('common.cancel') },
      confirmProps: { color: 'red' },
      onConfirm: () => remove.mutate(a.id),
    });

  if (!assessmentId)
    return change ? (
      <Text size="sm" c="dimmed">
        {t('planPage.attachments.saveFirst')}
      </Text>
    ) : null;
  return (
    <Stack gap={6} component="section" aria-labelledby={headingId}>
      <Text fw={600} size="sm" id={headingId}>
        {t('planPage.attachments.title')}
      </Text>
      {failed && (
        <Text size="sm" c="red">
          {t('planPage.attachments.loadFailed')}
        </Text>
      )}
      {list && items.length === 0 && (
        <Group gap={6} c="dimmed">
          <IconPaperclip size={16} aria-hidden />
          <Text size="sm">{t('planPage.attachments.none')}</Text>
        </Group>
      )}
      {items.length > 0 && (
        <Stack gap={4} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {items.map((a) => (
            <Group key={a.id} component="li" justify="space-between" wrap="nowrap" gap="xs">
              <Anchor href={attachmentUrl(planId, a.id)} download={a.file_name} aria-label={t('planPage.attachments.download', { name: a.file_name })}>
                <Group gap={6} wrap="nowrap" component="span">
                  <IconFileDownload size={18} aria-hidden />
                  <span>{a.file_name}</span>
                  <Text span size="xs" c="dimmed">
                    ({t('planPage.attachments.size', { size: kb(a.size) })})
                  </Text>
                </Group>
              </Anchor>
              {change && (
                <Button size="xs" variant="subtle" color="red" onClick={() => confirmRemove(a)} aria-label={t('planPage.attachments.removeNamed', { name: a.file_name })}>
                  {t('planPage.attachments.remove')}
                </Button>
              )}
            </Group>
          ))}
        </Stack>
      )}
      {change && (
        <Group gap="sm">
          <FileButton onChange={(file) => file && upload.mutate({ assessmentId, file })} accept={ACCEPT}>
            {(props) => (
              <Button
                {...props}
                size="xs"
                variant="light"
                leftSection={<IconPaperclip size={14} aria-hidden />}
                loading={upload.isPending}
                aria-label={t('planPage.attachments.attachTo', { name: label })}
              >
                {t('planPage.attachments.attach')}
              </Button>
            )}
          </FileButton>
          <Text size="xs" c="dimmed">
            {t('planPage.attachments.hint')}
          </Text>
        </Group>
      )}
    </Stack>
  );
}
