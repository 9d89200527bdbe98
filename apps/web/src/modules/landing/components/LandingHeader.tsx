import { Anchor, Box, Container, Group } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { THomeLink } from '@ss/domain';
import { useChangeLanguage } from '../../../lib/useChangeLanguage.ts';
import { useLanguage } from '../../../lib/useLanguage.ts';
import { LanguageSwitcher } from '../../../ui/LanguageSwitcher.tsx';
import { inLanguage, isExternal } from '../content/content.ts';
import classes from './Landing.module.css';

interface LandingHeaderProps {
  /** The sign-in page's header links (Learn More, Free Trial, Schedule a Conversation: edited content); other public pages have none. */
  links?: THomeLink[];
}

export function LandingHeader({ links = [] }: LandingHeaderProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const changeLanguage = useChangeLanguage();
  return (
    <Box component="header" className={classes.header}>
      <Container size="lg" py="sm">
        <Group justify="space-between" gap="sm">
          <Anchor component={Link} to="/auth" className={classes.brand} underline="never">
            {t('app.name')}
          </Anchor>
          <Group gap="md">
            {links.length > 0 && (
              <nav aria-label={t('landing.nav.label')}>
                <Group gap="md" component="ul" className={classes.navList}>
                  {links.map((link) => (
                    <li key={link.id}>
                      <Anchor href={link.url} className={classes.navLink} {...(isExternal(link.url) ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
                        {inLanguage(link.label, language)}
                        {isExternal(link.url) && <span className={classes.srOnly}>{t('landing.newTab')}</span>}
                      </Anchor>
                    </li>
                  ))}
                </Group>
              </nav>
            )}
            <LanguageSwitcher current={language} onChange={changeLanguage} variant="white" />
          </Group>
        </Group>
      </Container>
    </Box>
  );
}
