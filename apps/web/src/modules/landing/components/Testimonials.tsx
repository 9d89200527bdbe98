import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import classes from './Landing.module.css';

const TESTIMONIALS = ['resourceTeacher', 'principal', 'districtLead'] as const;

export function Testimonials() {
  const { t } = useTranslation();
  return (
    <Stack gap="lg" component="section" aria-labelledby="testimonials-title">
      <Title order={2} id="testimonials-title">
        {t('landing.testimonials.title')}
      </Title>
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
        {TESTIMONIALS.map((key) => (
          <Paper key={key} withBorder p="lg" radius="md" component="figure" className={classes.quote}>
            <Stack gap="sm" justify="space-between" h="100%">
              <Text component="blockquote" m={0} fs="italic">
                {t(`landing.testimonials.${key}.quote`)}
              </Text>
              <Text component="figcaption" size="sm" fw={600}>
                {t(`landing.testimonials.${key}.author`)}
              </Text>
            </Stack>
          </Paper>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
