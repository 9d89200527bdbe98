/**
 * A YouTube video, shown with the privacy-enhanced player (youtube-nocookie.com) and loaded only when
 * the reader asks for it: until then the page makes no request to anyone but this site (security
 * checklist item 18), and the reader is told the video comes from YouTube. Resources and supports'
 * attachments (issue 11) both use it; the CSP allows this one frame source.
 */
import { useState } from 'react';
import { AspectRatio, Button, Paper, Stack, Text } from '@mantine/core';
import { IconPlayerPlay } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { youtubeEmbedUrl } from '@ss/domain/resource-urls';

interface Props {
  videoId: string;
  title: string;
}

export function VideoPlayer({ videoId, title }: Props) {
  const { t } = useTranslation();
  const [playing, setPlaying] = useState(false);
  return (
    <AspectRatio ratio={16 / 9} maw={640}>
      {playing ? (
        <iframe
          src={`${youtubeEmbedUrl(videoId)}?autoplay=1&rel=0`}
          title={title}
          allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
          referrerPolicy="strict-origin-when-cross-origin"
          sandbox="allow-scripts allow-same-origin allow-presentation"
          style={{ border: 0, borderRadius: 'var(--mantine-radius-md)' }}
          allowFullScreen
        />
      ) : (
        <Paper withBorder radius="md" bg="dark.7" c="white">
          <Stack align="center" justify="center" h="100%" gap="xs" p="md">
            <Button leftSection={<IconPlayerPlay size={18} aria-hidden />} onClick={() => setPlaying(true)} color="red" aria-label={t('video.play', { title })}>
              {t('video.playShort')}
            </Button>
            <Text size="xs" ta="center" c="gray.3">
              {t('video.notice')}
            </Text>
          </Stack>
        </Paper>
      )}
    </AspectRatio>
  );
}
