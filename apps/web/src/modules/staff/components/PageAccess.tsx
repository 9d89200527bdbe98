import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { canAccessPage } from '@ss/domain/permissions';
import type { PageRule } from '@ss/domain';
import { StatusPage } from '../../auth/components/StatusPage.tsx';
import { useCurrentUser } from '../../auth/hooks/useCurrentUser.ts';

/** A page's own access rule, checked with the shared page rule (spec section 6). */
export function PageAccess({ rule, children }: { rule: PageRule; children: ReactNode }) {
  const user = useCurrentUser();
  const location = useLocation();
  if (!user || !canAccessPage(user, rule, { pathname: location.pathname })) return <StatusPage kind="forbidden" message="You don't have permissions to view this page." />;
  return <>{children}</>;
}
