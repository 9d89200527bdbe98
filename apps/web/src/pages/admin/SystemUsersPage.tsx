import { Anchor, Button, Stack, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TUser } from '@ss/domain/contracts/admin';
import { fetchSystemUsers } from '../../modules/admin/api.ts';
import { InviteSuperUserForm } from '../../modules/admin/components/InviteSuperUserForm.tsx';
import { useUpdateUser } from '../../modules/staff/hooks/useStaffMutations.ts';
import { useInvalidPageReset } from '../../lib/useInvalidPageReset.ts';
import { usePageParams } from '../../lib/usePageParams.ts';
import { DataTable, type Column } from '../../ui/DataTable.tsx';
import { ListPagination } from '../../ui/ListPagination.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { SearchField } from '../../ui/SearchField.tsx';
import { qk } from '../../lib/query-keys.ts';
import { UserStatusBadge } from '../../modules/staff/components/UserStatusBadge.tsx';

function ToggleButton({ user }: { user: TUser }) {
  const { t } = useTranslation();
  const disabled = user.deactivated_at !== null;
  const mutation = useUpdateUser(user.id);
  const confirm = () =>
    modals.openConfirmModal({
      closeButtonProps: { 'aria-label': t('common.close') },
      title: t(disabled ? 'systemUsers.enable' : 'systemUsers.disable'),
      children: <Text size="sm">{t(disabled ? 'systemUsers.enableConfirm' : 'systemUsers.disableConfirm', { name: user.full_name })}</Text>,
      labels: { confirm: t(disabled ? 'systemUsers.enable' : 'systemUsers.disable'), cancel: t('common.cancel') },
      confirmProps: { color: disabled ? undefined : 'red' },
      onConfirm: () => mutation.mutate({ deactivated: !disabled }),
    });
  return (
    <Button
      size="xs"
      variant="subtle"
      color={disabled ? undefined : 'red'}
      loading={mutation.isPending}
      onClick={confirm}
      aria-label={t(disabled ? 'systemUsers.enableNamed' : 'systemUsers.disableNamed', { name: user.full_name })}
    >
      {t(disabled ? 'systemUsers.enable' : 'systemUsers.disable')}
    </Button>
  );
}

/** Super admins (including disabled ones), an invitation form and each one's credentials. */
export function SystemUsersPage() {
  const { t } = useTranslation();
  const { page, search, setPage, setSearch } = usePageParams();
  const query = useQuery({ queryKey: qk.systemUsers.list(page, search), queryFn: ({ signal }) => fetchSystemUsers(page, search, signal), placeholderData: keepPreviousData });
  const resetting = useInvalidPageReset(query.error, page, setPage);
  const columns: Column<TUser>[] = [
    {
      key: 'name',
      header: t('staff.column.name'),
      render: (user) => (
        <Stack gap={0}>
          <Anchor component={Link} to={`/admin/system-users/account-credentials/${user.id}`} fw={600} size="sm">
            {user.full_name}
          </Anchor>
          <Text size="sm" c="dimmed">
            {user.email}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'status',
      header: t('staff.column.status'),
      render: (user) => <UserStatusBadge user={user} deactivated="systemUsers.disabled" />,
    },
    { key: 'actions', header: t('staff.column.actions'), render: (user) => (user.abilities.deactivate ? <ToggleButton user={user} /> : null) },
  ];
  return (
    <Stack gap="xl">
      <Stack gap={0}>
        <PageHeader title={t('page.systemUsers')} description={t('systemUsers.description')} />
        <InviteSuperUserForm />
      </Stack>
      <Stack gap="md" component="section" aria-labelledby="super-list-title">
        <Title order={2} size="h3" id="super-list-title">
          {t('systemUsers.list')}
        </Title>
        <SearchField label={t('staff.search')} value={search} onSearch={setSearch} />
        <DataTable
          caption={t('systemUsers.list')}
          columns={columns}
          rows={query.data?.results}
          rowKey={(user) => user.id}
          loading={query.isPending || resetting}
          stale={query.isPlaceholderData}
          error={query.isError && !resetting ? query.error.message : null}
          onRetry={() => void query.refetch()}
          emptyTitle={t(search ? 'common.noResults' : 'staff.empty')}
        />
        {query.data && <ListPagination page={page} pageSize={query.data.pageSize} count={query.data.count} onChange={setPage} />}
      </Stack>
    </Stack>
  );
}
