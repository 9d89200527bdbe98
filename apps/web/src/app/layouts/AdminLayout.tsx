import { WorkspaceLayout } from './WorkspaceLayout.tsx';

/** Admin workspace (green): super admins only, checked by the route guard. */
export function AdminLayout() {
  return <WorkspaceLayout />;
}
