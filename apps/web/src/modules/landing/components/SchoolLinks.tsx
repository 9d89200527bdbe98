import { Anchor, List, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { THomeLink } from '@ss/domain';
import { inLanguage, isExternal } from '../content/content.ts';
import classes from './Landing.module.css';

/** Schools' own home pages (links of kind school_home), in display order. */
export function SchoolLinks({ links, language }: { links: THomeLink[]; language: string }) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm" component="section" aria-labelledby="school-links-title">
      <Title order={2} id="school-links-title">
        {t('landing.schools.title')}
      </Title>
      <List spacing={4}>
        {links.map((link) => (
          <List.Item key={link.id}>
            <Anchor href={link.url} {...(isExternal(link.url) ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
              {inLanguage(link.label, language)}
              {isExternal(link.url) && <span className={classes.srOnly}>{t('landing.newTab')}</span>}
            </Anchor>
          </List.Item>
        ))}
      </List>
    </Stack>
  );
}
