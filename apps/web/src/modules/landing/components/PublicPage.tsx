import type { ReactNode } from 'react';
import { Container, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../../ui/useDocumentTitle.ts';
import { LandingFooter } from './LandingFooter.tsx';
import { LandingHeader } from './LandingHeader.tsx';

interface PublicPageProps {
  titleKey: string;
  children: ReactNode;
}

/** A plain public page (terms, privacy) with the landing header and footer. */
export function PublicPage({ titleKey, children }: PublicPageProps) {
  const { t } = useTranslation();
  useDocumentTitle(t(titleKey), t('app.name'));
  return (
    <>
      <LandingHeader />
      <Container component="main" size="md" py={48}>
        <Stack gap="md">
          <Title order={1}>{t(titleKey)}</Title>
          {children}
        </Stack>
      </Container>
      <LandingFooter />
    </>
  );
}
