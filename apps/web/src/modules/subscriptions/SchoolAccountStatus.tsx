import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../ui/ErrorState.tsx';
import { LoadingState } from '../../ui/LoadingState.tsx';
import { useSubscription } from './hooks.ts';
import { PlanForm } from './PlanForm.tsx';
import { StatusChangeForm } from './StatusChangeForm.tsx';
import { StatusHistory } from './StatusHistory.tsx';

/** The admin's school account page (super admins): the status change with a reason, the plan, the history. */
export function SchoolAccountStatus({ schoolId }: { schoolId: number }) {
  const { t } = useTranslation();
  const query = useSubscription(schoolId);
  if (query.isError) return <ErrorState message={t('subscriptions.loadError')} onRetry={() => void query.refetch()} />;
  if (!query.data) return <LoadingState lines={4} />;
  const s = query.data;
  return (
    <Stack gap="lg" maw={960} mt="lg">
      {s.abilities.change_status && <StatusChangeForm key={s.school.status} subscription={s} />}
      {s.abilities.update_plan && <PlanForm key={`${s.plan.version}`} subscription={s} full />}
      <StatusHistory history={s.history} />
    </Stack>
  );
}
