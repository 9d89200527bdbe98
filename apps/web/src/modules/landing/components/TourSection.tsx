import { List, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import classes from './Landing.module.css';

const STEPS = ['setup', 'meet', 'plan', 'follow'] as const;

/** The walkthrough the "Watch Video" call to action leads to. */
export function TourSection() {
  const { t } = useTranslation();
  return (
    <Stack gap="md" id="tour" component="section" aria-labelledby="tour-title" className={classes.section}>
      <Title order={2} id="tour-title">
        {t('landing.tour.title')}
      </Title>
      <Text>{t('landing.tour.intro')}</Text>
      <List type="ordered" spacing="sm">
        {STEPS.map((step) => (
          <List.Item key={step}>
            <Text span fw={600}>
              {t(`landing.tour.${step}.title`)}
            </Text>{' '}
            {t(`landing.tour.${step}.text`)}
          </List.Item>
        ))}
      </List>
    </Stack>
  );
}
