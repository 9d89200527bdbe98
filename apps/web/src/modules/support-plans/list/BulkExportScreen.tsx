/**
 * The `plans/bulk-export` page of a school or a district (issue 12, section 5): filters (grade, template, active or
 * deactivated, review due; a district exports all its schools), Export (the server's 202 message is shown), and the
 * requester's recent exports there with their progress (read every 2 s while queued or running), the plans that
 * failed, and a Download link while the file is kept (expired ones say so).
 */
import { useState, type FormEvent } from 'react';
import { Alert, Anchor, Badge, Button, Group, List, Paper, Progress, Select, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import { IconArrowLeft, IconDownload, IconFileZip, IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TBulkExport } from '@ss/domain';
import { formatDate } from '@ss/domain/language';
import { isApiError } from '../../../lib/api.ts';
import { useLanguage } from '../../../lib/useLanguage.ts';
import { EmptyMessage } from '../../../ui/EmptyMessage.tsx';
import { ErrorState } from '../../../ui/ErrorState.tsx';
import { LoadingState } from '../../../ui/LoadingState.tsx';
import { PageHeader } from '../../../ui/PageHeader.tsx';
import { StatusPage } from '../../auth/components/StatusPage.tsx';
import { useSchoolGrades } from '../../students/hooks/useRoster.ts';
import { exportBody, NO_EXPORT_FILTERS, plansPath, type PlansWhere } from './api.ts';
import { useExportProgress, useExports, useRequestExport, useTemplates } from './hooks.ts';

const ALL = 'all';
const STATUS_COLOR = { queued: 'gray', running: 'blue', done: 'green', failed: 'red' } as const;

export function BulkExportScreen({ where }: { where: PlansWhere }) {
  const { t } = useTranslation();
  const exports = useExports(where);
  const templates = useTemplates(where);
  const grades = useSchoolGrades(where.school);
  const request = useRequestExport();
  const [filters, setFilters] = useState(NO_EXPORT_FILTERS);
  const [queued, setQueued] = useState<string | null>(null);
  const set = (patch: Partial<typeof filters>) => setFilters((old) => ({ ...old, ...patch }));
  if (isApiError(exports.error) && exports.error.status === 403) return <StatusPage kind="forbidden" message="You don't have permissions to view this page." />;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setQueued(null);
    request.mutate(exportBody(where, filters), {
      onSuccess: (data) => {
        setQueued(data.message);
        void exports.refetch();
      },
    });
  };
  return (
    <Stack gap="md">
      <Anchor component={Link} to={plansPath(where)} size="sm">
        <Group gap={4} component="span">
          <IconArrowLeft size={16} aria-hidden />
          {t('bulkExport.back')}
        </Group>
      </Anchor>
      <PageHeader title={t('page.planBulkExport')} description={t(where.school === undefined ? 'bulkExport.descriptionDistrict' : 'bulkExport.description')} />
      <Paper withBorder p="md" radius="md" component="form" onSubmit={submit} aria-labelledby="bulk-export-filters" noValidate>
        <Title order={2} size="h4" mb="sm" id="bulk-export-filters">
          {t('bulkExport.filters')}
        </Title>
        <Stack gap="md">
          <Group gap="lg" align="flex-end" wrap="wrap">
            {where.school !== undefined ? (
              <Select
                label={t('bulkExport.grade')}
                data={[{ value: ALL, label: t('bulkExport.anyGrade') }, ...grades.options]}
                value={filters.grade || ALL}
                onChange={(v) => set({ grade: !v || v === ALL ? '' : v })}
                allowDeselect={false}
                w={200}
              />
            ) : (
              <TextInput
                label={t('bulkExport.grade')}
                description={t('bulkExport.gradeHint')}
                value={filters.grade}
                onChange={(e) => set({ grade: e.currentTarget.value })}
                w={200}
                maxLength={50}
              />
            )}
            <Select
              label={t('plans.filter.template')}
              data={[{ value: ALL, label: t('plans.filter.anyTemplate') }, ...(templates.data?.results ?? []).map((tp) => ({ value: String(tp.id), label: tp.name }))]}
              value={filters.template === null ? ALL : String(filters.template)}
              onChange={(v) => set({ template: !v || v === ALL ? null : Number(v) })}
              allowDeselect={false}
              w={260}
            />
            <Select
              label={t('bulkExport.status')}
              data={[
                { value: 'active', label: t('plans.tab.active') },
                { value: 'deactivated', label: t('plans.tab.deactivated') },
              ]}
              value={filters.status}
              onChange={(v) => set({ status: v === 'deactivated' ? 'deactivated' : 'active' })}
              allowDeselect={false}
              w={180}
            />
            {filters.status === 'active' && (
              <Switch label={t('plans.filter.reviewDue')} checked={filters.reviewDue} onChange={(e) => set({ reviewDue: e.currentTarget.checked })} pb={8} />
            )}
          </Group>
          <Group>
            <Button type="submit" leftSection={<IconFileZip size={16} aria-hidden />} loading={request.isPending}>
              {t('bulkExport.export')}
            </Button>
          </Group>
          {queued && (
            <Alert color="blue" variant="light" icon={<IconInfoCircle aria-hidden />} role="status" data-testid="bulk-export-queued">
              {queued}
            </Alert>
          )}
        </Stack>
      </Paper>
      <Paper withBorder p="md" radius="md" component="section" aria-labelledby="bulk-export-recent">
        <Title order={2} size="h4" mb="sm" id="bulk-export-recent">
          {t('bulkExport.recent')}
        </Title>
        {exports.isError ? (
          <ErrorState message={exports.error.message} onRetry={() => void exports.refetch()} retrying={exports.isFetching} />
        ) : !exports.data ? (
          <LoadingState lines={3} />
        ) : exports.data.results.length === 0 ? (
          <EmptyMessage title={t('bulkExport.none')} description={t('bulkExport.noneHint')} />
        ) : (
          <Stack gap="sm" component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {exports.data.results.map((x) => (
              <ExportRow key={x.id} initial={x} />
            ))}
          </Stack>
        )}
      </Paper>
    </Stack>
  );
}

function ExportRow({ initial }: { initial: TBulkExport }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const progress = useExportProgress(initial);
  const x = progress.data;
  const percent = x.total > 0 ? Math.round((x.done_count / x.total) * 100) : 0;
  const f = x.filters;
  const filters = [
    t(f.status === 'deactivated' ? 'plans.tab.deactivated' : 'plans.tab.active'),
    ...(f.grade ? [t('bulkExport.gradeIs', { grade: f.grade })] : []),
    ...(f.review_due ? [t('bulkExport.reviewDue')] : []),
    ...(f.template !== undefined ? [t('bulkExport.oneTemplate')] : []),
  ].join(' · ');
  const status = x.expired ? 'expired' : x.status;
  return (
    <li>
      <Paper withBorder p="sm" radius="sm" data-testid="bulk-export-row" aria-label={t('bulkExport.rowLabel', { date: formatDate(x.created_at.slice(0, 10), lang) })}>
        <Stack gap={6}>
          <Group justify="space-between" wrap="wrap" gap="xs">
            <Group gap="sm" wrap="wrap">
              <Text size="sm" fw={600}>
                {t('bulkExport.requested', { date: formatDate(x.created_at.slice(0, 10), lang), count: x.total })}
              </Text>
              <Badge color={x.expired ? 'gray' : STATUS_COLOR[x.status]} variant="light" data-testid="bulk-export-status">
                {t(`bulkExport.status.${status}`)}
              </Badge>
            </Group>
            {x.download_url && !x.expired && (
              <Button component="a" href={x.download_url} download size="xs" variant="light" leftSection={<IconDownload size={14} aria-hidden />}>
                {t('bulkExport.download')}
              </Button>
            )}
          </Group>
          <Text size="xs" c="dimmed">
            {filters}
          </Text>
          {(x.status === 'queued' || x.status === 'running') && (
            <Progress value={percent} aria-label={t('bulkExport.progress', { done: x.done_count, total: x.total })} animated size="lg" />
          )}
          <Text size="sm" aria-live="polite">
            {x.status === 'done' && !x.expired
              ? t('bulkExport.doneUntil', { total: x.total, date: x.expires_at ? formatDate(x.expires_at.slice(0, 10), lang) : '' })
              : x.expired
                ? t('bulkExport.expired')
                : x.status === 'failed'
                  ? t('bulkExport.failed')
                  : t('bulkExport.progress', { done: x.done_count, total: x.total })}
          </Text>
          {x.failures.length > 0 && (
            <Alert color="orange" variant="light" p="xs" title={t('bulkExport.failures', { count: x.failures.length })}>
              <List size="sm">
                {x.failures.map((fl) => (
                  <List.Item key={fl.plan_id}>
                    {fl.student}: {t(fl.error)}
                  </List.Item>
                ))}
              </List>
            </Alert>
          )}
        </Stack>
      </Paper>
    </li>
  );
}
