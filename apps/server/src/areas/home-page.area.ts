import { homePageRoutes } from '../routes/home-page/home-page.routes.ts';
import { defineArea } from './area.ts';

/**
 * The sign-in page as edited content (issue 23, section 1): the public page (one cached answer) and its images,
 * and the super admins' collections (slides, testimonials, partners, links, video), images and legal pages.
 */
export const homePageArea = defineArea({ name: 'home-page', routes: [homePageRoutes] });
