import { useEffect } from 'react';
import { Box, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { GuardianSignPanel } from '../../modules/guardian-sign/GuardianSignPanel.tsx';
import { useChangeLanguage } from '../../lib/useChangeLanguage.ts';
import { useLanguage } from '../../lib/useLanguage.ts';
import { LanguageSwitcher } from '../../ui/LanguageSwitcher.tsx';
import { useDocumentTitle } from '../../ui/useDocumentTitle.ts';

/**
 * /guardian-sign?token=…: a guardian reads and signs a support plan without an account (issue 24, section 1).
 * Outside the signed-in shell and without the landing page's links: the app's name (not a link) and the language
 * switch, then the plan. The page sends no referrer (its address holds the token): the server says so for the
 * page, and this meta tag for what the page loads and opens.
 */
export function GuardianSignPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const language = useLanguage();
  const changeLanguage = useChangeLanguage();
  useDocumentTitle(t('guardianSign.title'), t('app.name'));
  useEffect(() => {
    const meta = document.createElement('meta');
    meta.name = 'referrer';
    meta.content = 'no-referrer';
    document.head.prepend(meta);
    return () => meta.remove();
  }, []);
  return (
    <>
      <Box component="header" py="sm" style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
        <Container size="md">
          <Group justify="space-between">
            <Text fw={700}>{t('app.name')}</Text>
            <LanguageSwitcher current={language} onChange={changeLanguage} />
          </Group>
        </Container>
      </Box>
      <Container component="main" size="md" py={32}>
        <Stack gap="md">
          <Title order={1}>{t('guardianSign.title')}</Title>
          <GuardianSignPanel token={params.get('token') ?? ''} />
        </Stack>
      </Container>
    </>
  );
}
