import { lazy, Suspense, type ReactNode } from 'react';
import { Box, Container, Divider, Grid, Skeleton, Stack } from '@mantine/core';
import { retrying } from '../../../lib/retry-import.ts';
import { useLanguage } from '../../../lib/useLanguage.ts';
import { linksOf } from '../content/content.ts';
import { useHomePage } from '../hooks.ts';
import { FeatureList } from './FeatureList.tsx';
import { LandingFooter } from './LandingFooter.tsx';
import { LandingHeader } from './LandingHeader.tsx';
import { LandingHero } from './LandingHero.tsx';
import { TourSection } from './TourSection.tsx';
import classes from './Landing.module.css';

// The edited sections load after the form is drawn, with the content they show (the sign-in page's first JavaScript).
const content = retrying(() => import('./LandingContent.tsx'));
const SliderSection = lazy(async () => ({ default: (await content()).SliderSection }));
const TestimonialsSection = lazy(async () => ({ default: (await content()).TestimonialsSection }));
const PartnersSection = lazy(async () => ({ default: (await content()).PartnersSection }));
const SchoolLinksSection = lazy(async () => ({ default: (await content()).SchoolLinksSection }));

interface LandingPageProps {
  /** The sign-in card, shown next to the product description: drawn at once, never waiting for the content. */
  signIn: ReactNode;
  /** A super admin's preview: drafts included (the page says so above it). */
  preview?: boolean;
  /** Shown above the page (the preview's banner). */
  banner?: ReactNode;
}

/**
 * The public home: product, sign-in, then the edited content (slides, testimonials, partners, schools' home pages,
 * header links and calls to action, the video) from one cached request (spec section 1; issue 23). A section with
 * nothing published is not shown; while the content loads, placeholders hold the places below the sign-in form.
 */
export function LandingPage({ signIn, preview = false, banner }: LandingPageProps) {
  const language = useLanguage();
  const content = useHomePage(preview);
  const page = content.data;
  const loading = content.isPending;
  const sections: ReactNode[] = [];
  if (loading) sections.push(<Skeleton key="loading" height={320} radius="md" aria-hidden data-testid="home-skeleton" />);
  if (page && page.slides.length > 0) sections.push(<SliderSection key="slides" page={page} language={language} />);
  sections.push(<FeatureList key="features" />, <TourSection key="tour" />);
  if (page && page.testimonials.length > 0) sections.push(<TestimonialsSection key="testimonials" page={page} language={language} />);
  if (page && page.partners.length > 0) sections.push(<PartnersSection key="partners" page={page} language={language} />);
  const schools = linksOf(page, 'school_home');
  if (schools.length > 0) sections.push(<SchoolLinksSection key="schools" links={schools} language={language} />);
  return (
    <>
      {banner}
      <LandingHeader links={linksOf(page, 'header')} />
      <main>
        <Box className={classes.hero}>
          <Container size="lg" py={48}>
            <Grid gap={48} align="center">
              <Grid.Col span={{ base: 12, md: 7 }}>
                <LandingHero ctas={loading ? undefined : linksOf(page, 'call_to_action')} video={page?.video ?? null} language={language} />
              </Grid.Col>
              <Grid.Col span={{ base: 12, md: 5 }}>{signIn}</Grid.Col>
            </Grid>
          </Container>
        </Box>
        <Container size="lg" py={48}>
          <Suspense fallback={<Skeleton height={320} radius="md" aria-hidden />}>
            <Stack gap={48}>{sections.flatMap((section, index) => (index === 0 ? [section] : [<Divider key={`divider-${index}`} />, section]))}</Stack>
          </Suspense>
        </Container>
      </main>
      <LandingFooter />
    </>
  );
}
