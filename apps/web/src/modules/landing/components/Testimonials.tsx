import { Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { THomeTestimonial } from '@ss/domain';
import { inLanguage } from '../content/content.ts';
import classes from './Landing.module.css';

/** What educators say: the published testimonials in display order, each in the reader's language. */
export function Testimonials({ testimonials, language }: { testimonials: THomeTestimonial[]; language: string }) {
  const { t } = useTranslation();
  return (
    <Stack gap="lg" component="section" aria-labelledby="testimonials-title">
      <Title order={2} id="testimonials-title">
        {t('landing.testimonials.title')}
      </Title>
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
        {testimonials.map((item) => {
          const role = inLanguage(item.role, language);
          const caption = [role, item.school_name].filter((part) => part.trim() !== '').join(', ');
          return (
            <Paper key={item.id} withBorder p="lg" radius="md" component="figure" className={classes.quote} data-testid="testimonial">
              <Stack gap="sm" justify="space-between" h="100%">
                <Text component="blockquote" m={0} fs="italic">
                  {inLanguage(item.quote, language)}
                </Text>
                <Group component="figcaption" gap="sm" wrap="nowrap">
                  {item.photo && (
                    <img src={item.photo.url} width={56} height={56} alt={inLanguage(item.photo.alt, language)} loading="lazy" decoding="async" className={classes.photo} />
                  )}
                  <Stack gap={0}>
                    <Text size="sm" fw={600}>
                      {item.person_name}
                    </Text>
                    {caption && (
                      <Text size="sm" c="dimmed">
                        {caption}
                      </Text>
                    )}
                  </Stack>
                </Group>
              </Stack>
            </Paper>
          );
        })}
      </SimpleGrid>
    </Stack>
  );
}
