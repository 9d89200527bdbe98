import { Alert, Anchor, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { IconCircleCheck, IconInfoCircle } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@ss/domain/language';
import { isApiError } from '../../../lib/api.ts';
import { useLanguage } from '../../../lib/useLanguage.ts';
import { DetailList } from '../../../ui/DetailList.tsx';
import { ErrorState } from '../../../ui/ErrorState.tsx';
import { LoadingState } from '../../../ui/LoadingState.tsx';
import { PageHeader } from '../../../ui/PageHeader.tsx';
import { fetchSync } from '../api.ts';
import { inProgress, SyncStatusBadge } from '../status.tsx';
import { ApplySync } from './ApplySync.tsx';
import { ErrorList } from './ErrorList.tsx';
import { OrgMappingForm } from './OrgMappingForm.tsx';
import { SummaryTable } from './SummaryTable.tsx';
import { qk } from '../../../lib/query-keys.ts';

/** One sync: where it stands, its plan (or result) per school, its errors, mapping and apply. */
export function SyncDetail({ syncId, backPath }: { syncId: number; backPath: string }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const query = useQuery({
    queryKey: qk.sis.one(syncId),
    queryFn: ({ signal }) => fetchSync(syncId, signal),
    refetchInterval: (q) => (q.state.data && inProgress(q.state.data) ? 1500 : false),
  });
  if (query.error) return <ErrorState message={isApiError(query.error) ? query.error.message : 'Could not get data.'} onRetry={() => void query.refetch()} />;
  const sync = query.data;
  if (!sync) return <LoadingState lines={6} />;
  const applied = !sync.dry_run;
  return (
    <Stack gap="lg">
      <PageHeader
        title={t('sis.detail.title', { file: sync.file_name })}
        description={
          <Anchor component={Link} to={backPath}>
            {t('sis.detail.back')}
          </Anchor>
        }
        actions={<SyncStatusBadge sync={sync} />}
      />
      <DetailList
        items={[
          { label: t('sis.column.by'), value: sync.created_by_name ?? t('common.none') },
          { label: t('sis.column.when'), value: formatDateTime(sync.created_at, lang) },
          { label: t('sis.column.finished'), value: sync.finished_at ? formatDateTime(sync.finished_at, lang) : t('common.none') },
        ]}
      />
      {inProgress(sync) && (
        <Group gap="sm" role="status">
          <Loader size="sm" aria-hidden />
          <Text>{t('sis.detail.checking')}</Text>
        </Group>
      )}
      {applied && (
        <Alert color="green" icon={<IconCircleCheck size={18} aria-hidden />} title={t('sis.detail.appliedTitle')}>
          {t('sis.detail.applied')}
        </Alert>
      )}
      {sync.dry_run && !inProgress(sync) && (sync.summary || sync.status === 'failed') && (
        <Alert color="blue" icon={<IconInfoCircle size={18} aria-hidden />}>
          {t(`sis.detail.dryRun.${sync.status}`)}
        </Alert>
      )}
      {sync.abilities.map && <OrgMappingForm districtId={sync.district_id} />}
      {sync.summary && !inProgress(sync) && (
        <Stack gap="sm">
          <Title order={2} size="h3">
            {applied ? t('sis.summary.applied') : t('sis.summary.dryRun')}
          </Title>
          <SummaryTable schools={sync.summary.schools} overGuard={sync.summary.over_guard} caption={applied ? t('sis.summary.applied') : t('sis.summary.dryRun')} />
        </Stack>
      )}
      {sync.abilities.apply && <ApplySync sync={sync} />}
      <ErrorList errors={sync.errors} />
    </Stack>
  );
}
