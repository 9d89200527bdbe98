import { lazy, Suspense, useState } from 'react';
import { Button, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconInfoCircle, IconPlayerPlay } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { THomeLink, THomeVideo } from '@ss/domain';
import { inLanguage, isExternal, VIDEO_TARGET } from '../content/content.ts';
import { retrying } from '../../../lib/retry-import.ts';
import classes from './Landing.module.css';

/** Loaded on the first Watch Video only. */
const VideoDialog = lazy(retrying(async () => ({ default: (await import('./VideoDialog.tsx')).VideoDialog })));

interface Props {
  /** The calls to action (Request Information, Watch Video…) in display order; undefined while the content loads. */
  ctas: THomeLink[] | undefined;
  video: THomeVideo | null;
  language: string;
}

/**
 * The product in two sentences (spec section 1) and the calls to action. A call to action whose address is `#video`
 * plays the home-page video (hidden when there is none); with a video and no such link, a Watch Video button is offered.
 */
export function LandingHero({ ctas, video, language }: Props) {
  const { t } = useTranslation();
  const [playing, setPlaying] = useState(false);
  const [asked, setAsked] = useState(false);
  const links = (ctas ?? []).filter((link) => link.url !== VIDEO_TARGET);
  const videoLink = (ctas ?? []).find((link) => link.url === VIDEO_TARGET);
  const videoLabel = videoLink ? inLanguage(videoLink.label, language) : t('landing.cta.watchVideo');
  return (
    <Stack gap="md">
      <Text fw={700} c="var(--mantine-primary-color-8)" tt="uppercase" size="sm">
        {t('landing.hero.eyebrow')}
      </Text>
      <Title order={1}>{t('landing.hero.title')}</Title>
      <Text size="lg">{t('landing.hero.description')}</Text>
      <Group gap="sm" mt="sm" className={classes.ctaRow}>
        {ctas === undefined ? (
          <Skeleton height={36} width={220} radius="sm" aria-hidden />
        ) : (
          <>
            {links.map((link, index) => (
              <Button
                key={link.id}
                component="a"
                href={link.url}
                variant={index === 0 ? 'filled' : 'default'}
                leftSection={index === 0 ? <IconInfoCircle size={18} aria-hidden /> : undefined}
                {...(isExternal(link.url) ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
              >
                {inLanguage(link.label, language)}
              </Button>
            ))}
            {video && (
              <Button
                variant="default"
                leftSection={<IconPlayerPlay size={18} aria-hidden />}
                onClick={() => {
                  setAsked(true);
                  setPlaying(true);
                }}
                aria-haspopup="dialog"
              >
                {videoLabel}
              </Button>
            )}
          </>
        )}
      </Group>
      {video && asked && (
        <Suspense fallback={null}>
          <VideoDialog youtubeId={video.youtube_id} title={inLanguage(video.title, language)} opened={playing} onClose={() => setPlaying(false)} />
        </Suspense>
      )}
    </Stack>
  );
}
