import { useParams } from 'react-router';
import { parseId } from '../../lib/path-id.ts';
import { WorkspaceLayout } from './WorkspaceLayout.tsx';

/** School workspace (blue); the resolver has already checked :districtId and :schoolId. */
export function SchoolLayout() {
  const params = useParams();
  return <WorkspaceLayout districtId={parseId(params.districtId) ?? undefined} schoolId={parseId(params.schoolId)} />;
}
