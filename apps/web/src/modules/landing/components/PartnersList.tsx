import { List, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const PARTNERS = ['prairieCreek', 'rivieres', 'northernLights', 'riverbend', 'coastal'] as const;

export function PartnersList() {
  const { t } = useTranslation();
  return (
    <Stack gap="sm" component="section" aria-labelledby="partners-title">
      <Title order={2} id="partners-title">
        {t('landing.partners.title')}
      </Title>
      <Text>{t('landing.partners.intro')}</Text>
      <List spacing={4}>
        {PARTNERS.map((partner) => (
          <List.Item key={partner}>{t(`landing.partners.${partner}`)}</List.Item>
        ))}
      </List>
    </Stack>
  );
}
