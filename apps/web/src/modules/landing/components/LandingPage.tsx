import type { ReactNode } from 'react';
import { Box, Container, Divider, Grid, Stack } from '@mantine/core';
import { ContactSection } from './ContactSection.tsx';
import { FeatureList } from './FeatureList.tsx';
import { LandingFooter } from './LandingFooter.tsx';
import { LandingHeader } from './LandingHeader.tsx';
import { LandingHero } from './LandingHero.tsx';
import { PartnersList } from './PartnersList.tsx';
import { Testimonials } from './Testimonials.tsx';
import { TourSection } from './TourSection.tsx';
import classes from './Landing.module.css';

interface LandingPageProps {
  /** The sign-in card, shown next to the product description. */
  signIn: ReactNode;
}

/** The public home: product, sign-in, partners, testimonials, contact (spec section 1). */
export function LandingPage({ signIn }: LandingPageProps) {
  return (
    <>
      <LandingHeader withProductLinks />
      <main>
        <Box className={classes.hero}>
          <Container size="lg" py={48}>
            <Grid gap={48} align="center">
              <Grid.Col span={{ base: 12, md: 7 }}>
                <LandingHero />
              </Grid.Col>
              <Grid.Col span={{ base: 12, md: 5 }}>{signIn}</Grid.Col>
            </Grid>
          </Container>
        </Box>
        <Container size="lg" py={48}>
          <Stack gap={48}>
            <FeatureList />
            <Divider />
            <TourSection />
            <Divider />
            <Testimonials />
            <Divider />
            <PartnersList />
            <Divider />
            <ContactSection />
          </Stack>
        </Container>
      </main>
      <LandingFooter />
    </>
  );
}
