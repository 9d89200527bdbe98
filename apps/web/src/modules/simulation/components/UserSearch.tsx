import { useState } from 'react';
import { Alert, Badge, Button, Group, Stack, Text } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { IconAlertCircle, IconUserShare } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { TUser } from '@ss/domain/contracts/admin';
import { USER_TYPE_LABEL } from '@ss/domain/enums';
import { DataTable, type Column } from '../../../ui/DataTable.tsx';
import { ListPagination } from '../../../ui/ListPagination.tsx';
import { SearchField } from '../../../ui/SearchField.tsx';
import { fetchUsers } from '../api.ts';
import { useSimulateUser } from '../hooks/useSimulateUser.ts';
import { SimulationDialogs } from './SimulationDialogs.tsx';
import { qk } from '../../../lib/query-keys.ts';

/** Users of every district (super admins), each with a Simulate button when allowed. */
export function UserSearch() {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const simulation = useSimulateUser();
  const users = useQuery({
    queryKey: qk.users.search({ search, page }),
    queryFn: ({ signal }) => fetchUsers({ search, page }, signal),
    placeholderData: keepPreviousData,
  });

  const columns: Column<TUser>[] = [
    {
      key: 'name',
      header: t('searchUsers.name'),
      render: (user) => (
        <Stack gap={2}>
          <Text size="sm" fw={600}>
            {user.full_name || user.email}
          </Text>
          <Group gap={4}>
            {user.invitation_pending && (
              <Badge size="xs" variant="light" color="gray">
                {t('searchUsers.pending')}
              </Badge>
            )}
            {user.deactivated_at && (
              <Badge size="xs" variant="light" color="red">
                {t('searchUsers.deactivated')}
              </Badge>
            )}
          </Group>
        </Stack>
      ),
    },
    { key: 'email', header: t('searchUsers.email'), render: (user) => user.email },
    {
      key: 'district',
      header: t('searchUsers.district'),
      render: (user) => (user.is_super ? t('searchUsers.superAdmin') : user.district ? user.district.name : t('common.none')),
    },
    {
      key: 'schools',
      header: t('searchUsers.schools'),
      render: (user) => {
        const lines = user.schools.map((school) => `${school.name} — ${t(USER_TYPE_LABEL[school.user_type])}`);
        if (user.district?.user_type && user.district_level) lines.unshift(t(USER_TYPE_LABEL[user.district.user_type]));
        return lines.length ? (
          <Stack gap={0}>
            {lines.map((line) => (
              <Text size="sm" key={line}>
                {line}
              </Text>
            ))}
          </Stack>
        ) : (
          t('common.none')
        );
      },
    },
    {
      key: 'actions',
      header: t('searchUsers.actions'),
      render: (user) =>
        user.abilities.simulate ? (
          <Button
            size="compact-sm"
            variant="light"
            leftSection={<IconUserShare size={14} aria-hidden />}
            aria-label={t('simulation.simulateUser', { name: user.full_name || user.email })}
            onClick={() => simulation.ask({ id: user.id, full_name: user.full_name || user.email })}
          >
            {t('simulation.simulate')}
          </Button>
        ) : null,
    },
  ];

  return (
    <Stack gap="md">
      <SearchField
        label={t('searchUsers.search')}
        value={search}
        onSearch={(value) => {
          setSearch(value);
          setPage(1);
        }}
      />
      {simulation.error && (
        <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />}>
          {t(simulation.error)}
        </Alert>
      )}
      <DataTable
        caption={t('searchUsers.caption')}
        columns={columns}
        rows={users.data?.results}
        rowKey={(user) => user.id}
        loading={users.isPending}
        error={users.isError ? users.error.message : null}
        onRetry={() => void users.refetch()}
        emptyTitle={t('searchUsers.empty')}
        emptyDescription={search ? t('common.noResultsHint') : undefined}
        stale={users.isPlaceholderData && users.isFetching}
      />
      {users.data && <ListPagination page={users.data.page} pageSize={users.data.pageSize} count={users.data.count} onChange={setPage} />}
      <SimulationDialogs simulation={simulation} />
    </Stack>
  );
}
