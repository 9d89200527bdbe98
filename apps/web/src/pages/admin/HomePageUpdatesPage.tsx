import { Button, Stack } from '@mantine/core';
import { IconEye } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { HomePageEditor } from '../../modules/home-page-admin/HomePageEditor.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';

/** admin/home-page-updates: the sign-in page as edited content (issue 23, section 1). */
export function HomePageUpdatesPage() {
  const { t } = useTranslation();
  return (
    <Stack gap={0}>
      <PageHeader
        title={t('page.homePageUpdates')}
        description={t('homePage.description')}
        actions={
          <Button component={Link} to="/admin/home-page-updates/preview" variant="light" leftSection={<IconEye size={16} aria-hidden />}>
            {t('homePage.preview.open')}
          </Button>
        }
      />
      <HomePageEditor />
    </Stack>
  );
}
