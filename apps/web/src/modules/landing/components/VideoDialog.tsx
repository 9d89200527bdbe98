/**
 * The home-page video in a dialog (the browser's own <dialog>: focus kept inside, Escape closes, no dialog library on
 * the sign-in page's first load). The privacy-enhanced player's frame is created only once the dialog is open, so
 * nothing is requested from YouTube before the visitor asks; closing removes it (the video stops).
 */
import { useEffect, useRef } from 'react';
import { AspectRatio, CloseButton, Group, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { videoEmbedUrl } from '../content/content.ts';
import classes from './Landing.module.css';

interface Props {
  youtubeId: string;
  title: string;
  opened: boolean;
  onClose: () => void;
}

export function VideoDialog({ youtubeId, title, opened, onClose }: Props) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (opened && !dialog.open) dialog.showModal();
    if (!opened && dialog.open) dialog.close();
  }, [opened]);
  return (
    <dialog
      ref={ref}
      className={classes.videoDialog}
      aria-labelledby="home-video-title"
      onClose={onClose}
      onClick={(event) => {
        // A click on the backdrop (the dialog element itself, outside its content) closes it.
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <Group justify="space-between" wrap="nowrap" mb="sm">
        <Title order={2} size="h4" id="home-video-title">
          {title}
        </Title>
        <CloseButton onClick={onClose} aria-label={t('common.close')} />
      </Group>
      {opened && (
        <AspectRatio ratio={16 / 9}>
          <iframe
            src={videoEmbedUrl(youtubeId)}
            title={title}
            allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
            referrerPolicy="strict-origin-when-cross-origin"
            sandbox="allow-scripts allow-same-origin allow-presentation"
            style={{ border: 0 }}
            allowFullScreen
          />
        </AspectRatio>
      )}
      <Text size="xs" c="dimmed" mt="xs">
        {t('video.notice')}
      </Text>
    </dialog>
  );
}
