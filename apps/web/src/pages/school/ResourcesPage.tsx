import { useParams } from 'react-router';
import { ResourcesScreen } from '../../modules/resources/ResourcesScreen.tsx';

/** The school's resources (`resources`, the spec's `schoolResources` section), with what the district shares with it. */
export function ResourcesPage() {
  const params = useParams();
  return <ResourcesScreen owner={{ school: Number(params.schoolId) }} districtId={Number(params.districtId)} />;
}
