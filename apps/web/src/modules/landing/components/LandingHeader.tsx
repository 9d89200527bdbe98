import { Anchor, Box, Container, Group } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useChangeLanguage } from '../../../lib/useChangeLanguage.ts';
import { useLanguage } from '../../../lib/useLanguage.ts';
import { LanguageSwitcher } from '../../../ui/LanguageSwitcher.tsx';
import classes from './Landing.module.css';

interface LandingHeaderProps {
  /** The sign-in page lists the product links; other public pages only the way back. */
  withProductLinks?: boolean;
}

export function LandingHeader({ withProductLinks = false }: LandingHeaderProps) {
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
            {withProductLinks && (
              <nav aria-label={t('landing.nav.label')}>
                <Group gap="md" component="ul" className={classes.navList}>
                  <li>
                    <Anchor href="#learn-more" className={classes.navLink}>
                      {t('landing.nav.learnMore')}
                    </Anchor>
                  </li>
                  <li>
                    <Anchor href="#free-trial" className={classes.navLink}>
                      {t('landing.nav.freeTrial')}
                    </Anchor>
                  </li>
                  <li>
                    <Anchor href="#conversation" className={classes.navLink}>
                      {t('landing.nav.conversation')}
                    </Anchor>
                  </li>
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
