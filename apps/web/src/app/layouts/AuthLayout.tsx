import { useEffect } from 'react';
import { Navigate, Outlet, useSearchParams } from 'react-router';
import { homePath } from '@ss/domain/permissions';
import { safeRedirect } from '../../lib/redirect.ts';
import { useCurrentUser } from '../../modules/auth/hooks/useCurrentUser.ts';
import { clearPendingSignOut } from '../../modules/auth/session.ts';
import { StatusPage } from '../../modules/auth/components/StatusPage.tsx';

/**
 * Sign-in pages (blue). A signed-in user goes on to redirectTo, when it is a safe
 * same-origin path, or to their home (spec section 2, issue 2).
 */
export function AuthLayout() {
  const user = useCurrentUser();
  const [searchParams] = useSearchParams();

  useEffect(() => {
    clearPendingSignOut();
  }, []);

  if (user) {
    const home = homePath(user);
    const target = safeRedirect(searchParams.get('redirectTo')) ?? home;
    if (target === '/auth') return <StatusPage kind="not-found" message="District or School not found" />;
    return <Navigate to={target} replace />;
  }
  return <Outlet />;
}
