/**
 * Routes. Each workspace (auth, admin, district, school) loads its layout and pages
 * on demand, so a teacher never downloads the admin screens.
 */
import { createBrowserRouter, Navigate, RouterContextProvider, type RouteObject } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { retrying } from '../lib/retry-import.ts';
import { FullPageLoader } from '../ui/FullPageLoader.tsx';
import type { Workspace } from '@ss/domain';
import { HomeRedirect } from './HomeRedirect.tsx';
import { RouteError } from './RouteError.tsx';
import { SessionRoot } from './SessionRoot.tsx';
import { areaRoutes } from './areas/index.ts';
import { queryClientContext, startFirstLoadPrefetches } from './prefetch.ts';
import { withPublicStrings } from './PublicStrings.tsx';

function BootFallback() {
  const { t } = useTranslation();
  return <FullPageLoader label={t('common.loading')} />;
}

// The guards are loaded with the workspace they guard: the sign-in pages need neither.
function requireWorkspace(section: Workspace): Pick<RouteObject, 'lazy'> {
  return {
    lazy: async () => {
      const { RequireWorkspace } = await import('./guards/RequireWorkspace.tsx');
      return { Component: () => <RequireWorkspace section={section} /> };
    },
  };
}

function resolverGate(withSchool: boolean): Pick<RouteObject, 'lazy'> {
  return {
    lazy: async () => {
      const { ResolverGate } = await import('./guards/ResolverGate.tsx');
      return { Component: () => <ResolverGate withSchool={withSchool} /> };
    },
  };
}

/**
 * A workspace's pages under one error screen of their own: a page that crashes, or whose code does not arrive,
 * shows it inside the layout (navigation kept) instead of replacing the whole shell.
 */
function inShell(children: RouteObject[]): RouteObject[] {
  return [{ errorElement: <RouteError />, children }];
}

/** Every route's code is fetched with retries (lib/retry-import.ts): a moment without the server is not a crash. */
function withRetries(list: RouteObject[]): RouteObject[] {
  return list.map((route) => {
    const lazy = typeof route.lazy === 'function' ? retrying(route.lazy) : route.lazy;
    return (route.children ? { ...route, lazy, children: withRetries(route.children) } : { ...route, lazy }) as RouteObject;
  });
}

const routes: RouteObject[] = withRetries([
  {
    element: <SessionRoot />,
    errorElement: <RouteError />,
    HydrateFallback: BootFallback,
    children: [
      { index: true, element: <HomeRedirect /> },
      // Spec top-level segment (issue 11): a district's admins and leaders to their district's report, everyone else home.
      { path: 'user-supports', lazy: async () => ({ Component: (await import('../modules/supports-given/UserSupportsRedirect.tsx')).UserSupportsRedirect }) },
      {
        lazy: async () => ({ Component: (await import('./layouts/AuthLayout.tsx')).AuthLayout }),
        children: [
          { path: 'auth', lazy: async () => ({ Component: (await import('../pages/auth/SignInPage.tsx')).SignInPage }) },
          { path: 'auth/admins', lazy: async () => ({ Component: (await import('../pages/auth/AdminSignInPage.tsx')).AdminSignInPage }) },
          { path: 'auth/forgot-password', lazy: async () => ({ Component: (await import('../pages/auth/ForgotPasswordPage.tsx')).ForgotPasswordPage }) },
          { path: 'auth/callback/:provider', lazy: async () => ({ Component: (await import('../pages/auth/ProviderCallbackPage.tsx')).ProviderCallbackPage }) },
          // The sign-in's second step, and an administrator's enrolment before anything else (issue 24, section 4).
          { path: 'auth/mfa', lazy: async () => ({ Component: withPublicStrings((await import('../pages/auth/MfaVerifyPage.tsx')).MfaVerifyPage) }) },
          { path: 'auth/mfa/enrol', lazy: async () => ({ Component: withPublicStrings((await import('../pages/auth/MfaEnrolPage.tsx')).MfaEnrolPage) }) },
        ],
      },
      // Reachable signed in or not: an invitation link may be opened in a browser where someone is signed in.
      { path: 'auth/set-password', lazy: async () => ({ Component: (await import('../pages/auth/SetPasswordPage.tsx')).SetPasswordPage }) },
      {
        path: 'account',
        ...requireWorkspace('school'),
        children: [
          {
            lazy: async () => ({ Component: (await import('./layouts/AccountLayout.tsx')).AccountLayout }),
            children: inShell([
              { path: 'password', lazy: async () => ({ Component: (await import('../pages/auth/ChangePasswordPage.tsx')).ChangePasswordPage }) },
              { path: 'summaries', lazy: async () => ({ Component: (await import('../pages/account/SummariesPage.tsx')).SummariesPage }) },
              { path: 'sessions', lazy: async () => ({ Component: (await import('../pages/account/SessionsPage.tsx')).SessionsPage }) },
              { path: 'security', lazy: async () => ({ Component: withPublicStrings((await import('../pages/account/SecurityPage.tsx')).SecurityPage) }) },
            ]),
          },
        ],
      },
      // A signed-in user's own support network (spec section 2: a top-level segment).
      {
        path: 'student-support-network',
        ...requireWorkspace('school'),
        children: [{ index: true, lazy: async () => ({ Component: (await import('./NetworkRedirect.tsx')).NetworkRedirect }) }],
      },
      { path: 'terms', lazy: async () => ({ Component: (await import('../pages/public/TermsPage.tsx')).TermsPage }) },
      { path: 'privacy', lazy: async () => ({ Component: (await import('../pages/public/PrivacyPage.tsx')).PrivacyPage }) },
      // An e-mail summary's unsubscribe link (issue 23, section 2): no sign-in, the token is the credential.
      { path: 'unsubscribe', lazy: async () => ({ Component: withPublicStrings((await import('../pages/public/UnsubscribePage.tsx')).UnsubscribePage) }) },
      // A guardian's signature link (issue 24, section 1): no account, the token is the credential; no shell, no navigation.
      { path: 'guardian-sign', lazy: async () => ({ Component: withPublicStrings((await import('../pages/public/GuardianSignPage.tsx')).GuardianSignPage) }) },
      {
        path: 'admin',
        ...requireWorkspace('admin'),
        children: [
          // The sign-in page's preview is drawn as visitors see it, without the admin layout around it (issue 23).
          { path: 'home-page-updates/preview', lazy: async () => ({ Component: (await import('../pages/admin/HomePagePreviewPage.tsx')).HomePagePreviewPage }) },
          {
            lazy: async () => ({ Component: (await import('./layouts/AdminLayout.tsx')).AdminLayout }),
            children: inShell([
              { index: true, lazy: async () => ({ Component: (await import('../pages/admin/AdminHomePage.tsx')).AdminHomePage }) },
              { path: 'outbox', lazy: async () => ({ Component: (await import('../pages/admin/OutboxPage.tsx')).OutboxPage }) },
              { path: 'add-district', lazy: async () => ({ Component: (await import('../pages/admin/AddDistrictPage.tsx')).AddDistrictPage }) },
              { path: 'edit-district/:id', lazy: async () => ({ Component: (await import('../pages/admin/EditDistrictPage.tsx')).EditDistrictPage }) },
              { path: 'edit-school/:districtId/:schoolId', lazy: async () => ({ Component: (await import('../pages/admin/EditSchoolPage.tsx')).EditSchoolPage }) },
              { path: 'system-users', lazy: async () => ({ Component: (await import('../pages/admin/SystemUsersPage.tsx')).SystemUsersPage }) },
              {
                path: 'system-users/account-credentials/:id',
                lazy: async () => ({ Component: (await import('../pages/admin/AccountCredentialsPage.tsx')).AccountCredentialsPage }),
              },
              { path: 'edit-user-emails', lazy: async () => ({ Component: (await import('../pages/admin/EditUserEmailsPage.tsx')).EditUserEmailsPage }) },
              { path: 'audit-log', lazy: async () => ({ Component: (await import('../pages/admin/AuditLogPage.tsx')).AuditLogPage }) },
              { path: 'search-users', lazy: async () => ({ Component: (await import('../pages/admin/SearchUsersPage.tsx')).SearchUsersPage }) },
              ...areaRoutes('admin'),
              // An unknown path of the workspace: Not Found inside its layout.
              { path: '*', lazy: async () => ({ Component: (await import('../pages/NotFoundPage.tsx')).NotFoundPage }) },
            ]),
          },
        ],
      },
      {
        path: 'district/:districtId',
        ...requireWorkspace('district'),
        children: [
          {
            ...resolverGate(false),
            children: [
              {
                lazy: async () => ({ Component: (await import('./layouts/DistrictLayout.tsx')).DistrictLayout }),
                children: inShell([
                  { index: true, lazy: async () => ({ Component: (await import('../pages/district/DistrictHomePage.tsx')).DistrictHomePage }) },
                  { path: 'schools', lazy: async () => ({ Component: (await import('../pages/district/DistrictSchoolsPage.tsx')).DistrictSchoolsPage }) },
                  { path: 'staff', lazy: async () => ({ Component: (await import('../pages/district/DistrictStaffPage.tsx')).DistrictStaffPage }) },
                  { path: 'audit-log', lazy: async () => ({ Component: (await import('../pages/district/DistrictAuditLogPage.tsx')).DistrictAuditLogPage }) },
                  ...areaRoutes('district'),
                  // An unknown path of the workspace: Not Found inside its layout.
                  { path: '*', lazy: async () => ({ Component: (await import('../pages/NotFoundPage.tsx')).NotFoundPage }) },
                ]),
              },
            ],
          },
        ],
      },
      {
        path: 'school/:districtId',
        ...requireWorkspace('school'),
        children: [
          { index: true, element: <Navigate to="select-school" replace /> },
          {
            path: 'select-school',
            ...resolverGate(false),
            children: [
              {
                lazy: async () => ({ Component: (await import('./layouts/SchoolLayout.tsx')).SchoolLayout }),
                children: inShell([{ index: true, lazy: async () => ({ Component: (await import('../pages/school/SelectSchoolPage.tsx')).SelectSchoolPage }) }]),
              },
            ],
          },
          {
            path: ':schoolId',
            ...resolverGate(true),
            children: [
              {
                lazy: async () => ({ Component: (await import('./layouts/SchoolLayout.tsx')).SchoolLayout }),
                children: inShell([
                  {
                    index: true,
                    // The home lists the menu's school links: the menu (app/layouts/navigation.tsx) is handed down, pages import nothing of app/.
                    lazy: async () => {
                      const [{ SchoolHomePage }, { schoolSection }] = await Promise.all([import('../pages/school/SchoolHomePage.tsx'), import('./layouts/navigation.tsx')]);
                      return { Component: () => <SchoolHomePage schoolSection={schoolSection} /> };
                    },
                  },
                  { path: 'staff', lazy: async () => ({ Component: (await import('../pages/school/SchoolStaffPage.tsx')).SchoolStaffPage }) },
                  ...areaRoutes('school'),
                  // An unknown path of the workspace: Not Found inside its layout.
                  { path: '*', lazy: async () => ({ Component: (await import('../pages/NotFoundPage.tsx')).NotFoundPage }) },
                ]),
              },
            ],
          },
        ],
      },
      { path: '*', lazy: async () => ({ Component: (await import('../pages/NotFoundPage.tsx')).NotFoundPage }) },
    ],
  },
]);

/** The router; its loaders get the app's QueryClient (prefetch.ts) to start a page's requests early. */
export function createAppRouter(client: QueryClient) {
  // Before the router asks for the first route's code.
  startFirstLoadPrefetches(client, routes);
  return createBrowserRouter(routes, {
    getContext: () => {
      const context = new RouterContextProvider();
      context.set(queryClientContext, client);
      return context;
    },
  });
}
