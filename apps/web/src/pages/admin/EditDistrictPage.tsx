import { Alert, Anchor, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TSchool } from '@ss/domain';
import { parseId } from '../../lib/path-id.ts';
import { useUpdateDistrict } from '../../modules/admin/hooks/useAdminMutations.ts';
import { AddSchoolButton } from '../../modules/admin/components/AddSchoolButton.tsx';
import { DistrictForm } from '../../modules/admin/components/DistrictForm.tsx';
import { fetchDistrict } from '../../modules/districts/api.ts';
import { SchoolStatusBadge } from '../../modules/schools/components/SchoolStatusBadge.tsx';
import { useAllSchools } from '../../modules/schools/hooks/useSchools.ts';
import { DataTable, type Column } from '../../ui/DataTable.tsx';
import { ErrorState } from '../../ui/ErrorState.tsx';
import { LoadingState } from '../../ui/LoadingState.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { qk } from '../../lib/query-keys.ts';

/** "District account": details, suspension, connected districts and the district's schools. */
export function EditDistrictPage() {
  const { t } = useTranslation();
  const id = parseId(useParams().id) ?? 0;
  const query = useQuery({ queryKey: qk.districts.one(id), queryFn: ({ signal }) => fetchDistrict(id, signal), enabled: id > 0 });
  const schools = useAllSchools(id > 0 ? id : null);
  const mutation = useUpdateDistrict(id);

  if (id === 0) return <ErrorState message="You provided invalid id in url" />;
  if (query.isError) return <ErrorState message={query.error.message} onRetry={() => void query.refetch()} />;
  if (!query.data) return <LoadingState lines={6} />;
  const district = query.data;
  const suspended = district.suspended_at !== null;

  const toggleSuspension = () =>
    modals.openConfirmModal({
      closeButtonProps: { 'aria-label': t('common.close') },
      title: t(suspended ? 'admin.district.unsuspend' : 'admin.district.suspend'),
      children: <Text size="sm">{t(suspended ? 'admin.district.unsuspendConfirm' : 'admin.district.suspendConfirm', { name: district.name })}</Text>,
      labels: { confirm: t(suspended ? 'admin.district.unsuspend' : 'admin.district.suspend'), cancel: t('common.cancel') },
      confirmProps: { color: suspended ? undefined : 'red' },
      onConfirm: () => mutation.mutate({ suspended: !suspended }),
    });

  const columns: Column<TSchool>[] = [
    {
      key: 'name',
      header: t('schools.column.name'),
      render: (school) => (
        <Anchor component={Link} to={`/admin/edit-school/${district.id}/${school.id}`} fw={600}>
          {school.name}
        </Anchor>
      ),
    },
    { key: 'status', header: t('schools.column.status'), render: (school) => <SchoolStatusBadge status={school.status} /> },
    { key: 'plan', header: t('admin.school.supportPlan'), render: (school) => t(school.support_plan_enabled ? 'common.enabled' : 'common.disabled') },
  ];

  return (
    <Stack gap="xl">
      <Stack gap={0}>
        <PageHeader
          title={district.name}
          description={t('page.editDistrict')}
          actions={
            <Group gap="sm">
              <Badge color={suspended ? 'red' : 'green'} variant="light" size="lg">
                {t(suspended ? 'districts.suspended' : 'districts.active')}
              </Badge>
              {district.abilities.suspend && (
                <Button color={suspended ? undefined : 'red'} variant="light" onClick={toggleSuspension} loading={mutation.isPending && mutation.variables.suspended !== undefined}>
                  {t(suspended ? 'admin.district.unsuspend' : 'admin.district.suspend')}
                </Button>
              )}
            </Group>
          }
        />
        {suspended && (
          <Alert color="red" title={t('admin.district.suspendedTitle')}>
            {t('admin.district.suspendedText')}
          </Alert>
        )}
        <Group mt="md" align="flex-start">
          <DistrictForm key={district.id} district={district} submitting={mutation.isPending} error={mutation.error} onSubmit={(values) => mutation.mutate(values)} />
        </Group>
      </Stack>
      <Stack gap="sm" component="section" aria-labelledby="district-schools-title">
        <Group justify="space-between">
          <Title order={2} size="h3" id="district-schools-title">
            {t('page.schools')}
          </Title>
          {district.abilities.manage_schools && <AddSchoolButton districtId={district.id} />}
        </Group>
        <Paper>
          <DataTable
            caption={t('page.schools')}
            columns={columns}
            rows={schools.data?.results}
            rowKey={(school) => school.id}
            loading={schools.isPending}
            error={schools.isError ? schools.error.message : null}
            onRetry={() => void schools.refetch()}
            emptyTitle={t('schools.empty')}
          />
        </Paper>
      </Stack>
    </Stack>
  );
}
