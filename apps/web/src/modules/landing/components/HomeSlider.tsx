/**
 * The slides as an accessible carousel (WAI-ARIA carousel pattern): one slide shown at a time, Previous and Next
 * buttons, its place said ("2 of 4", announced politely), the arrow keys inside the region. It never moves by
 * itself, so there is nothing to pause. The first slide's image loads at once; the others when shown.
 */
import { useState, type KeyboardEvent } from 'react';
import { ActionIcon, Anchor, Box, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { THomeSlide } from '@ss/domain';
import { inLanguage, isExternal, stepSlide } from '../content/content.ts';
import classes from './Landing.module.css';

interface Props {
  slides: THomeSlide[];
  language: string;
}

export function HomeSlider({ slides, language }: Props) {
  const { t } = useTranslation();
  const [current, setCurrent] = useState(0);
  const count = slides.length;
  const shown = Math.min(current, count - 1);
  const go = (delta: number) => setCurrent((index) => stepSlide(Math.min(index, count - 1), delta, count));
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') go(-1);
    else if (event.key === 'ArrowRight') go(1);
    else return;
    event.preventDefault();
  };
  return (
    <Box component="section" aria-roledescription={t('landing.slider.roleDescription')} aria-label={t('landing.slider.label')} onKeyDown={onKeyDown} data-testid="home-slider">
      {slides.map((slide, index) => {
        const title = inLanguage(slide.title, language);
        const text = inLanguage(slide.text, language);
        return (
          <Paper
            key={slide.id}
            role="group"
            aria-roledescription={t('landing.slider.slide')}
            aria-label={t('landing.slider.position', { index: index + 1, count })}
            hidden={index !== shown}
            withBorder
            radius="md"
            className={classes.slide}
          >
            {slide.image && (
              <img
                src={slide.image.url}
                width={slide.image.width}
                height={slide.image.height}
                alt={inLanguage(slide.image.alt, language)}
                loading={index === 0 ? 'eager' : 'lazy'}
                decoding="async"
                className={classes.slideImage}
              />
            )}
            <Stack gap={4} p="lg">
              <Title order={3}>
                {slide.link_url ? (
                  <Anchor href={slide.link_url} inherit {...(isExternal(slide.link_url) ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
                    {title}
                  </Anchor>
                ) : (
                  title
                )}
              </Title>
              {text && <Text>{text}</Text>}
            </Stack>
          </Paper>
        );
      })}
      {count > 1 && (
        <Group justify="center" gap="sm" mt="sm">
          <ActionIcon variant="default" size="lg" onClick={() => go(-1)} aria-label={t('landing.slider.previous')}>
            <IconChevronLeft size={18} aria-hidden />
          </ActionIcon>
          <Text size="sm" aria-live="polite" aria-atomic data-testid="slide-position">
            {t('landing.slider.position', { index: shown + 1, count })}
          </Text>
          <ActionIcon variant="default" size="lg" onClick={() => go(1)} aria-label={t('landing.slider.next')}>
            <IconChevronRight size={18} aria-hidden />
          </ActionIcon>
        </Group>
      )}
    </Box>
  );
}
