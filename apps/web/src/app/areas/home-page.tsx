import { IconLayoutDashboard } from '@tabler/icons-react';
import type { RouteObject } from 'react-router';
import type { HomeCollection, HomeLinkKind } from '@ss/domain';
import type { Area } from './area.ts';

const icon = <IconLayoutDashboard size={18} stroke={1.6} aria-hidden />;

const add = (path: string, collection: HomeCollection, kind?: HomeLinkKind): RouteObject => ({
  path,
  lazy: async () => {
    const { HomePageAddPage } = await import('../../pages/admin/HomePageItemPages.tsx');
    return { Component: () => <HomePageAddPage collection={collection} kind={kind} /> };
  },
});
const edit = (path: string, collection: HomeCollection): RouteObject => ({
  path,
  lazy: async () => {
    const { HomePageEditPage } = await import('../../pages/admin/HomePageItemPages.tsx');
    return { Component: () => <HomePageEditPage collection={collection} /> };
  },
});

/**
 * The sign-in page as edited content (issue 23, section 1): super admins' home-page-updates, the spec's add-slider-data,
 * add-testimonials-data, add-school-home-page-link and edit-home-page-video/{id}, the rest under home-page-updates/.
 * The preview is full-page, outside the admin layout (router.tsx).
 */
export const homePageArea: Area = {
  admin: [
    { path: 'home-page-updates', lazy: async () => ({ Component: (await import('../../pages/admin/HomePageUpdatesPage.tsx')).HomePageUpdatesPage }) },
    add('add-slider-data', 'slides'),
    add('add-testimonials-data', 'testimonials'),
    add('add-school-home-page-link', 'links', 'school_home'),
    edit('home-page-updates/edit-slider-data/:id', 'slides'),
    edit('home-page-updates/edit-testimonials-data/:id', 'testimonials'),
    add('home-page-updates/add-partner', 'partners'),
    edit('home-page-updates/edit-partner/:id', 'partners'),
    add('home-page-updates/add-link', 'links'),
    edit('home-page-updates/edit-link/:id', 'links'),
    edit('home-page-updates/edit-school-home-page-link/:id', 'links'),
    add('home-page-updates/add-home-page-video', 'video'),
    edit('home-page-updates/edit-home-page-video/:id', 'video'),
    { path: 'home-page-updates/legal/:key', lazy: async () => ({ Component: (await import('../../pages/admin/HomePageItemPages.tsx')).HomePageLegalPage }) },
  ],
  nav: {
    admin: (t) => [{ to: '/admin/home-page-updates', label: t('page.homePageUpdates'), icon }],
  },
};
