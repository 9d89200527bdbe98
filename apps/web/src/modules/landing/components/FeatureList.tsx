import { SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCalendarEvent, IconChecklist, IconLayoutKanban, IconSearch, IconStar, IconTargetArrow } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import classes from './Landing.module.css';

const FEATURES = [
  { key: 'search', icon: IconSearch },
  { key: 'boards', icon: IconLayoutKanban },
  { key: 'meetings', icon: IconCalendarEvent },
  { key: 'plans', icon: IconTargetArrow },
  { key: 'actions', icon: IconChecklist },
  { key: 'celebrations', icon: IconStar },
] as const;

export function FeatureList() {
  const { t } = useTranslation();
  return (
    <Stack gap="lg" id="learn-more" component="section" aria-labelledby="learn-more-title" className={classes.section}>
      <Title order={2} id="learn-more-title">
        {t('landing.features.title')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
        {FEATURES.map(({ key, icon: Icon }) => (
          <Stack key={key} gap="xs">
            <ThemeIcon variant="light" size="lg" aria-hidden>
              <Icon size={20} />
            </ThemeIcon>
            <Title order={3} size="h5">
              {t(`landing.features.${key}.title`)}
            </Title>
            <Text size="sm">{t(`landing.features.${key}.text`)}</Text>
          </Stack>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
