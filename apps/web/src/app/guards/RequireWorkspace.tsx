import { Navigate, Outlet, useLocation } from 'react-router';
import type { TCurrentUser, Workspace } from '@ss/domain';
import { signInKindFor, signInPath } from '../../lib/redirect.ts';
import { storedUserType } from '../../lib/storage.ts';
import { useCurrentUser } from '../../modules/auth/hooks/useCurrentUser.ts';
import { pendingSignOut } from '../../modules/auth/session.ts';
import { StatusPage } from '../../modules/auth/components/StatusPage.tsx';

/**
 * Admin pages are for super admins; district pages for district-level users (and
 * super admins, who pass everywhere); school pages for anyone signed in, the route
 * resolver then checks the school itself.
 */
function mayEnter(user: TCurrentUser, section: Workspace): boolean {
  if (user.is_super) return true;
  if (section === 'admin') return false;
  if (section === 'district') return user.district_level;
  return true;
}

export function RequireWorkspace({ section }: { section: Workspace }) {
  const user = useCurrentUser();
  const location = useLocation();
  if (!user) {
    const signOut = pendingSignOut();
    const here = `${location.pathname}${location.search}`;
    const kind = signOut?.kind ?? signInKindFor(location.pathname, storedUserType());
    return <Navigate to={signInPath(kind, signOut?.forced ? null : here)} replace />;
  }
  if (!mayEnter(user, section)) return <StatusPage kind="forbidden" message="You don't have permissions to view this page." />;
  return <Outlet />;
}
