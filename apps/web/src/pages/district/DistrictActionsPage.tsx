import { useParams } from 'react-router';
import { ActionsScreen } from '../../modules/actions/ActionsScreen.tsx';

/** The district's actions (`actions`), with "My actions" beside them. */
export function DistrictActionsPage() {
  const params = useParams();
  return <ActionsScreen where={{ district: Number(params.districtId) }} />;
}
