import { useParams } from 'react-router';
import { SIS_SYNC_RULE } from '../../modules/sis/access.ts';
import { SyncDetail } from '../../modules/sis/components/SyncDetail.tsx';
import { PageAccess } from '../../modules/staff/components/PageAccess.tsx';

export function DistrictSyncDetailPage() {
  const params = useParams();
  const districtId = Number(params.districtId);
  return (
    <PageAccess rule={SIS_SYNC_RULE}>
      <SyncDetail key={params.syncId} syncId={Number(params.syncId)} backPath={`/district/${districtId}/sync`} />
    </PageAccess>
  );
}
