import { Navigate, useLocation } from 'react-router';
import { canAccessPage, homePath } from '@ss/domain/permissions';
import { useCurrentUser } from '../auth/hooks/useCurrentUser.ts';
import { USER_SUPPORTS_RULE } from './access.ts';

/** The spec's top-level `user-supports`: a district's admins and leaders go to their district's report, everyone else home (or to sign in). */
export function UserSupportsRedirect() {
  const user = useCurrentUser();
  const { search } = useLocation();
  if (!user) return <Navigate to={`/auth${search}`} replace />;
  const district = user.district?.id;
  const target = district != null && user.district_level ? `/district/${district}/user-supports` : null;
  if (target && canAccessPage(user, USER_SUPPORTS_RULE, { pathname: target })) return <Navigate to={target} replace />;
  return <Navigate to={homePath(user) === '/auth' ? '/' : homePath(user)} replace />;
}
