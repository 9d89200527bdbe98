import { Navigate, Outlet, useLocation } from 'react-router';
import { DISTRICT_USER_TYPES } from '@ss/domain/enums';
import { canAccessPage } from '@ss/domain/permissions';
import type { PageRule, Workspace } from '@ss/domain';
import { signInKindFor, signInPath } from '../../lib/redirect.ts';
import { storedUserType } from '../../lib/storage.ts';
import { useCurrentUser } from '../../modules/auth/hooks/useCurrentUser.ts';
import { pendingSignOut } from '../../modules/auth/session.ts';
import { StatusPage } from '../../modules/auth/components/StatusPage.tsx';

/**
 * Each workspace's access rule, checked with the shared page rule of @ss/domain
 * (spec section 6; admins pass unless blocked): admin pages for super admins,
 * district pages for district roles, school pages for anyone signed in (the
 * route resolver then checks the school itself).
 */
const WORKSPACE_RULES: Record<Workspace, PageRule | undefined> = {
  admin: { role: 'super' },
  district: { roles: DISTRICT_USER_TYPES },
  school: undefined,
};

export function RequireWorkspace({ section }: { section: Workspace }) {
  const user = useCurrentUser();
  const location = useLocation();
  if (!user) {
    const signOut = pendingSignOut();
    const here = `${location.pathname}${location.search}`;
    const kind = signOut?.kind ?? signInKindFor(location.pathname, storedUserType());
    return <Navigate to={signInPath(kind, signOut?.forced ? null : here)} replace />;
  }
  if (!canAccessPage(user, WORKSPACE_RULES[section], { pathname: location.pathname }))
    return <StatusPage kind="forbidden" message="You don't have permissions to view this page." />;
  return <Outlet />;
}
