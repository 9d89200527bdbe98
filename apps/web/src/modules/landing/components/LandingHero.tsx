import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconInfoCircle, IconPlayerPlay } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** The product in two sentences (spec section 1) and the two calls to action. */
export function LandingHero() {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <Text fw={700} c="var(--mantine-primary-color-8)" tt="uppercase" size="sm">
        {t('landing.hero.eyebrow')}
      </Text>
      <Title order={1}>{t('landing.hero.title')}</Title>
      <Text size="lg">{t('landing.hero.description')}</Text>
      <Group gap="sm" mt="sm">
        <Button component="a" href="#request-information" leftSection={<IconInfoCircle size={18} aria-hidden />}>
          {t('landing.cta.requestInformation')}
        </Button>
        <Button component="a" href="#tour" variant="default" leftSection={<IconPlayerPlay size={18} aria-hidden />}>
          {t('landing.cta.watchVideo')}
        </Button>
      </Group>
    </Stack>
  );
}
