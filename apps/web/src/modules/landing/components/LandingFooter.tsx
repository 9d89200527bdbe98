import { Anchor, Container, Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import classes from './Landing.module.css';

export function LandingFooter() {
  const { t } = useTranslation();
  return (
    <footer className={classes.footer}>
      <Container size="lg" py="lg">
        <Group justify="space-between" gap="sm">
          <Text size="sm" c="dimmed">
            {t('landing.footer.copyright', { year: new Date().getFullYear() })}
          </Text>
          <Group gap="md" component="nav" aria-label={t('landing.footer.label')}>
            <Anchor component={Link} to="/terms" size="sm">
              {t('page.terms')}
            </Anchor>
            <Anchor component={Link} to="/privacy" size="sm">
              {t('page.privacy')}
            </Anchor>
          </Group>
        </Group>
      </Container>
    </footer>
  );
}
