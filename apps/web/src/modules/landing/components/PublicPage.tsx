import type { ReactNode } from 'react';
import { Container, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../../ui/useDocumentTitle.ts';
import { LandingFooter } from './LandingFooter.tsx';
import { LandingHeader } from './LandingHeader.tsx';

interface PublicPageProps {
  /** The page's name in the catalogue (its title until the edited one is in). */
  titleKey: string;
  /** The edited title, when there is one. */
  title?: string | null;
  children: ReactNode;
}

/** A plain public page (terms, privacy) with the landing header and footer. */
export function PublicPage({ titleKey, title, children }: PublicPageProps) {
  const { t } = useTranslation();
  const heading = title ?? t(titleKey);
  useDocumentTitle(heading, t('app.name'));
  return (
    <>
      <LandingHeader />
      <Container component="main" size="md" py={48}>
        <Stack gap="md">
          <Title order={1}>{heading}</Title>
          {children}
        </Stack>
      </Container>
      <LandingFooter />
    </>
  );
}
