/**
 * A support's resources: links and Google Docs open in a new tab (without handing this page to the
 * other site), YouTube videos play in the privacy-enhanced player once asked, documents download.
 * Those who may attach add one (dialog) or remove one (after a confirmation).
 */
import { useState } from 'react';
import { Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconBrandGoogleDrive, IconBrandYoutube, IconExternalLink, IconFileDownload, IconPaperclip, IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { TSupport, TSupportAttachment } from '@ss/domain';
import { VideoPlayer } from '../../../ui/VideoPlayer.tsx';
import { attachmentFileUrl } from '../api.ts';
import { useRemoveAttachment } from '../hooks/useSupportMutations.ts';
import { AttachmentDialog } from './AttachmentDialog.tsx';

const ICON = { link: IconExternalLink, google_doc: IconBrandGoogleDrive, youtube: IconBrandYoutube, document: IconFileDownload } as const;

function AttachmentView({ supportId, a }: { supportId: number; a: TSupportAttachment }) {
  const { t } = useTranslation();
  const Icon = ICON[a.kind];
  if (a.kind === 'youtube' && a.video_id)
    return (
      <Stack gap={6}>
        <Text fw={600}>{a.title}</Text>
        <VideoPlayer videoId={a.video_id} title={a.title} />
      </Stack>
    );
  if (a.kind === 'document')
    return (
      <Anchor href={attachmentFileUrl(supportId, a.id)} download={a.file?.name ?? true}>
        <Group gap={6} wrap="nowrap" component="span">
          <Icon size={18} aria-hidden />
          <span>{a.title}</span>
          {a.file && (
            <Text span size="xs" c="dimmed">
              ({a.file.name}, {t('supports.attachments.size', { size: Math.max(1, Math.round(a.file.size / 1024)) })})
            </Text>
          )}
        </Group>
      </Anchor>
    );
  return (
    <Anchor href={a.url ?? undefined} target="_blank" rel="noopener noreferrer">
      <Group gap={6} wrap="nowrap" component="span">
        <Icon size={18} aria-hidden />
        <span>{a.title}</span>
        <Text span size="xs" c="dimmed">
          {t(a.kind === 'google_doc' ? 'supports.attachments.googleDocNewTab' : 'supports.attachments.newTab')}
        </Text>
      </Group>
    </Anchor>
  );
}

export function Attachments({ support }: { support: TSupport }) {
  const { t } = useTranslation();
  const [adding, setAdding] = useState(false);
  const remove = useRemoveAttachment(support.id);
  const confirmRemove = (a: TSupportAttachment) =>
    modals.openConfirmModal({
      closeButtonProps: { 'aria-label': t('common.close') },
      title: t('supports.attachments.remove'),
      children: <Text size="sm">{t('supports.attachments.removeConfirm', { title: a.title })}</Text>,
      labels: { confirm: t('supports.attachments.remove'), cancel: t('common.cancel') },
      confirmProps: { color: 'red' },
      onConfirm: () => remove.mutate(a.id),
    });

  if (support.attachments.length === 0 && !support.abilities.attach) return null;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="support-attachments">
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h4" id="support-attachments">
          {t('supports.attachments.title')}
        </Title>
        {support.abilities.attach && (
          <Button size="xs" variant="light" leftSection={<IconPlus size={14} aria-hidden />} onClick={() => setAdding(true)}>
            {t('supports.attachments.add')}
          </Button>
        )}
      </Group>
      {support.attachments.length === 0 ? (
        <Group gap={6} c="dimmed">
          <IconPaperclip size={16} aria-hidden />
          <Text size="sm">{t('supports.attachments.empty')}</Text>
        </Group>
      ) : (
        <Stack gap="md" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {support.attachments.map((a) => (
            <Group key={a.id} component="li" justify="space-between" align="flex-start" wrap="nowrap">
              <AttachmentView supportId={support.id} a={a} />
              {support.abilities.attach && (
                <Button size="xs" variant="subtle" color="red" onClick={() => confirmRemove(a)} aria-label={t('supports.attachments.removeNamed', { title: a.title })}>
                  {t('supports.attachments.remove')}
                </Button>
              )}
            </Group>
          ))}
        </Stack>
      )}
      {adding && <AttachmentDialog supportId={support.id} onClose={() => setAdding(false)} />}
    </Paper>
  );
}
