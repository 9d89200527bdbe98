import { useParams } from 'react-router';
import { ResourcesScreen } from '../../modules/resources/ResourcesScreen.tsx';

/** The district's resources (`resources`), each shared with all its schools or some of them. */
export function DistrictResourcesPage() {
  const params = useParams();
  return <ResourcesScreen owner={{ district: Number(params.districtId) }} districtId={Number(params.districtId)} />;
}
