/**
 * The edited sections below the product description, in one module the sign-in page loads once its content has
 * arrived (LandingPage imports it lazily): the form's first JavaScript stays small, and these draw together.
 */
import type { THomeLink, THomePage } from '@ss/domain';
import { HomeSlider } from './HomeSlider.tsx';
import { PartnersList } from './PartnersList.tsx';
import { SchoolLinks } from './SchoolLinks.tsx';
import { Testimonials } from './Testimonials.tsx';

export function SliderSection({ page, language }: { page: THomePage; language: string }) {
  return <HomeSlider slides={page.slides} language={language} />;
}

export function TestimonialsSection({ page, language }: { page: THomePage; language: string }) {
  return <Testimonials testimonials={page.testimonials} language={language} />;
}

export function PartnersSection({ page, language }: { page: THomePage; language: string }) {
  return <PartnersList partners={page.partners} language={language} />;
}

export function SchoolLinksSection({ links, language }: { links: THomeLink[]; language: string }) {
  return <SchoolLinks links={links} language={language} />;
}
