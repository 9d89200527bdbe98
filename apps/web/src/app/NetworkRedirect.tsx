import { Navigate } from 'react-router';
import { homePath } from '@ss/domain/permissions';
import { useSignedInUser } from '../modules/auth/hooks/useCurrentUser.ts';

/**
 * `/student-support-network` (spec section 2, a top-level segment): the signed-in user's own network page —
 * the shared network for super admins, the district's for district staff, the school's for school staff
 * (school selection first when they hold several schools).
 */
export function NetworkRedirect() {
  const user = useSignedInUser();
  const home = homePath(user);
  if (user.is_super) return <Navigate to="/admin/student-support-network" replace />;
  if (home.startsWith('/district/') || /^\/school\/\d+\/\d+$/.test(home)) return <Navigate to={`${home}/supports`} replace />;
  return <Navigate to={home} replace />;
}
