import { useParams } from 'react-router';
import { parseId } from '../../lib/path-id.ts';
import { ManageSubscription } from '../../modules/subscriptions/ManageSubscription.tsx';

/** The school's subscription (`students/manage-subscription`, issue 23, section 3). */
export function ManageSubscriptionPage() {
  const params = useParams();
  return <ManageSubscription schoolId={parseId(params.schoolId) ?? 0} />;
}
