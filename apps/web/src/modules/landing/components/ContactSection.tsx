import { Anchor, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CONTACT_EMAIL } from '../contact.ts';
import classes from './Landing.module.css';

const OPTIONS = [
  { id: 'request-information', key: 'information' },
  { id: 'free-trial', key: 'trial' },
  { id: 'conversation', key: 'conversation' },
] as const;

/** Where Request Information, Free Trial and Schedule a Conversation lead. */
export function ContactSection() {
  const { t } = useTranslation();
  return (
    <Stack gap="lg" component="section" aria-labelledby="contact-title">
      <Title order={2} id="contact-title">
        {t('landing.contact.title')}
      </Title>
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
        {OPTIONS.map(({ id, key }) => {
          const subject = t(`landing.contact.${key}.subject`);
          return (
            <Stack key={id} id={id} gap="xs" className={classes.section}>
              <Title order={3} size="h5">
                {t(`landing.contact.${key}.title`)}
              </Title>
              <Text size="sm">{t(`landing.contact.${key}.text`)}</Text>
              <Anchor href={`mailto:${CONTACT_EMAIL}?subject=${encodeURIComponent(subject)}`} size="sm" fw={600}>
                {t('landing.contact.write', { email: CONTACT_EMAIL })}
              </Anchor>
            </Stack>
          );
        })}
      </SimpleGrid>
    </Stack>
  );
}
