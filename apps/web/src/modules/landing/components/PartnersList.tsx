import { Anchor, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { THomePartner } from '@ss/domain';
import { inLanguage } from '../content/content.ts';
import classes from './Landing.module.css';

/** The partners in display order: a logo (its alt text) or the name; a partner with an address opens it in a new tab. */
export function PartnersList({ partners, language }: { partners: THomePartner[]; language: string }) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm" component="section" aria-labelledby="partners-title">
      <Title order={2} id="partners-title">
        {t('landing.partners.title')}
      </Title>
      <Text>{t('landing.partners.intro')}</Text>
      <SimpleGrid component="ul" cols={{ base: 2, sm: 3, md: 5 }} spacing="lg" className={classes.plainList}>
        {partners.map((partner) => {
          const face = partner.logo ? (
            <img
              src={partner.logo.url}
              width={partner.logo.width}
              height={partner.logo.height}
              alt={inLanguage(partner.logo.alt, language) || partner.name}
              loading="lazy"
              decoding="async"
              className={classes.logo}
            />
          ) : (
            <Text component="span" fw={600}>
              {partner.name}
            </Text>
          );
          return (
            <li key={partner.id} className={classes.partner} data-testid="partner">
              {partner.link_url ? (
                <Anchor href={partner.link_url} target="_blank" rel="noopener noreferrer">
                  {face}
                  <span className={classes.srOnly}>{t('landing.newTab')}</span>
                </Anchor>
              ) : (
                face
              )}
            </li>
          );
        })}
      </SimpleGrid>
    </Stack>
  );
}
