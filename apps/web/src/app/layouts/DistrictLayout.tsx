import { useParams } from 'react-router';
import { parseId } from '../../lib/path-id.ts';
import { WorkspaceLayout } from './WorkspaceLayout.tsx';

/** District workspace (orange); the resolver has already checked :districtId. */
export function DistrictLayout() {
  const districtId = parseId(useParams().districtId) ?? undefined;
  return <WorkspaceLayout districtId={districtId} />;
}
