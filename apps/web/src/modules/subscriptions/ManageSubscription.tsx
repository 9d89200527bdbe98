import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../ui/ErrorState.tsx';
import { LoadingState } from '../../ui/LoadingState.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { useSubscription } from './hooks.ts';
import { PlanForm } from './PlanForm.tsx';
import { PlanSummary } from './PlanSummary.tsx';
import { StatusHistory } from './StatusHistory.tsx';

/** The school's subscription page: the plan and status, the invoice request, the billing contact (or the whole plan), the history. */
export function ManageSubscription({ schoolId }: { schoolId: number }) {
  const { t } = useTranslation();
  const query = useSubscription(schoolId);
  if (query.isError) return <ErrorState message={t('subscriptions.loadError')} onRetry={() => void query.refetch()} />;
  if (!query.data) return <LoadingState lines={6} />;
  const s = query.data;
  return (
    <Stack gap="lg" maw={960}>
      <PageHeader title={t('page.manageSubscription')} description={t('subscriptions.description')} />
      <PlanSummary subscription={s} />
      {(s.abilities.update_plan || s.abilities.update_billing) && <PlanForm key={`${s.plan.version}`} subscription={s} full={s.abilities.update_plan} />}
      <StatusHistory history={s.history} />
    </Stack>
  );
}
