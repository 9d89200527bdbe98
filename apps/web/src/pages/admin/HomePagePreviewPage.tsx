import { Anchor, Box, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconEye } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LandingPage } from '../../modules/landing/components/LandingPage.tsx';
import { useDocumentTitle } from '../../ui/useDocumentTitle.ts';

/** Where the preview shows the sign-in form: a stand-in (a super admin is signed in already). */
function SignInStandIn() {
  const { t } = useTranslation();
  return (
    <Paper withBorder p="xl" radius="md" shadow="sm">
      <Stack gap="xs">
        <Title order={2}>{t('auth.title')}</Title>
        <Text c="dimmed">{t('homePage.preview.signIn')}</Text>
      </Stack>
    </Paper>
  );
}

/** admin/home-page-updates/preview: the sign-in page as visitors will see it once the drafts are published. */
export function HomePagePreviewPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('page.homePagePreview'), t('app.name'));
  const banner = (
    <Box component="aside" aria-label={t('homePage.preview.label')} bg="yellow.2" c="dark.9" py="xs" style={{ position: 'sticky', top: 0, zIndex: 100 }}>
      <Container size="lg">
        <Group justify="space-between" gap="sm">
          <Group gap="xs">
            <IconEye size={18} aria-hidden />
            <Text fw={700}>{t('homePage.preview.banner')}</Text>
          </Group>
          <Anchor component={Link} to="/admin/home-page-updates" c="dark.9" fw={600}>
            <Group gap={4} component="span">
              <IconArrowLeft size={16} aria-hidden />
              {t('homePage.preview.back')}
            </Group>
          </Anchor>
        </Group>
      </Container>
    </Box>
  );
  return <LandingPage preview signIn={<SignInStandIn />} banner={banner} />;
}
