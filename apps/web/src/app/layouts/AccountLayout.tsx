import { WorkspaceLayout } from './WorkspaceLayout.tsx';

/** The signed-in user's own pages (change password), in the same shell as their workspace. */
export function AccountLayout() {
  return <WorkspaceLayout />;
}
