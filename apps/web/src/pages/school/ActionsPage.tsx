import { useParams } from 'react-router';
import { ActionsScreen } from '../../modules/actions/ActionsScreen.tsx';

/** The school's actions (`actions`), with "My actions" beside them. */
export function ActionsPage() {
  const params = useParams();
  return <ActionsScreen where={{ district: Number(params.districtId), school: Number(params.schoolId) }} />;
}
