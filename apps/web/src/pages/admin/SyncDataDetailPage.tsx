import { useParams } from 'react-router';
import { SyncDetail } from '../../modules/sis/components/SyncDetail.tsx';

export function SyncDataDetailPage() {
  const { syncId } = useParams();
  return <SyncDetail key={syncId} syncId={Number(syncId)} backPath="/admin/sync-data" />;
}
