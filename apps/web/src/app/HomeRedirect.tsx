import { Navigate, useLocation } from 'react-router';
import { homePath } from '@ss/domain/permissions';
import { useCurrentUser } from '../modules/auth/hooks/useCurrentUser.ts';
import { StatusPage } from '../modules/auth/components/StatusPage.tsx';

/** "/" goes to the user's home, or to sign-in (keeping ?lang). */
export function HomeRedirect() {
  const user = useCurrentUser();
  const { search } = useLocation();
  if (!user) return <Navigate to={`/auth${search}`} replace />;
  const home = homePath(user);
  if (home === '/auth') return <StatusPage kind="not-found" message="District or School not found" />;
  return <Navigate to={home} replace />;
}
