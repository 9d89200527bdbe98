/**
 * Breadcrumb names per route pattern (spec section 2): every numeric segment is
 * replaced by a placeholder, and the pattern looks up an i18n key.
 */
export const ID_PLACEHOLDER = ':id';

export function routePattern(pathname: string): string {
  const segments = pathname.split('/').filter(Boolean).map((s) => (/^\d+$/.test(s) ? ID_PLACEHOLDER : s));
  return `/${segments.join('/')}`;
}

export const PAGE_NAMES: Record<string, string> = {
  '/auth': 'page.signIn',
  '/auth/admins': 'page.adminSignIn',
  '/terms': 'page.terms',
  '/privacy': 'page.privacy',
  '/admin': 'page.adminHome',
  '/admin/outbox': 'page.outbox',
  '/district/:id': 'page.districtHome',
  '/district/:id/schools': 'page.schools',
  '/school/:id/select-school': 'page.selectSchool',
  '/school/:id/:id': 'page.schoolHome',
};

export interface Crumb {
  path: string;
  key: string;
}

/** The breadcrumb trail of a pathname: each prefix whose pattern has a name. */
export function breadcrumbs(pathname: string): Crumb[] {
  const segments = pathname.split('/').filter(Boolean);
  const crumbs: Crumb[] = [];
  for (let i = 1; i <= segments.length; i++) {
    const path = `/${segments.slice(0, i).join('/')}`;
    const key = PAGE_NAMES[routePattern(path)];
    if (key) crumbs.push({ path, key });
  }
  return crumbs;
}
