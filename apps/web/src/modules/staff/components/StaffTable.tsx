import { Button, Group, Select, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useTranslation } from 'react-i18next';
import { SUPPORT_PLAN_PERMISSION_LABEL, USER_TYPE_LABEL } from '@ss/domain/enums';
import type { UserType } from '@ss/domain';
import type { TUser } from '@ss/domain/contracts/admin';
import { useUpdateUser } from '../hooks/useStaffMutations.ts';
import { useInvalidPageReset } from '../../../lib/useInvalidPageReset.ts';
import { usePageParams } from '../../../lib/usePageParams.ts';
import { DataTable, type Column } from '../../../ui/DataTable.tsx';
import { ListPagination } from '../../../ui/ListPagination.tsx';
import { SearchField } from '../../../ui/SearchField.tsx';
import { useStaff } from '../hooks/useStaff.ts';
import { EditStaffButton } from './EditStaffButton.tsx';
import type { RoleSchool } from './RolesFields.tsx';
import { UserStatusBadge } from './UserStatusBadge.tsx';
import { EndUserSessionsButton } from '../../sessions/components/EndUserSessionsButton.tsx';

interface StaffTableProps {
  districtId: number;
  schoolId?: number;
  /** Role filter choices: district types on the district page, school types on a school's. */
  roleChoices: readonly UserType[];
  withDistrictRole: boolean;
  /** Schools whose roles the actor manages (empty: view only). */
  schools: RoleSchool[];
}

function DeactivateButton({ user }: { user: TUser }) {
  const { t } = useTranslation();
  const deactivated = user.deactivated_at !== null;
  const label = user.full_name.trim() || user.email;
  const mutation = useUpdateUser(user.id);
  const confirm = () =>
    modals.openConfirmModal({
      closeButtonProps: { 'aria-label': t('common.close') },
      title: t(deactivated ? 'staff.reactivate' : 'staff.deactivate'),
      children: <Text size="sm">{t(deactivated ? 'staff.reactivateConfirm' : 'staff.deactivateConfirm', { name: label })}</Text>,
      labels: { confirm: t(deactivated ? 'staff.reactivate' : 'staff.deactivate'), cancel: t('common.cancel') },
      confirmProps: { color: deactivated ? undefined : 'red' },
      onConfirm: () => mutation.mutate({ deactivated: !deactivated }),
    });
  return (
    <Button
      size="xs"
      variant="subtle"
      color={deactivated ? undefined : 'red'}
      loading={mutation.isPending}
      aria-label={t(deactivated ? 'staff.reactivateNamed' : 'staff.deactivateNamed', { name: label })}
      onClick={confirm}
    >
      {t(deactivated ? 'staff.reactivate' : 'staff.deactivate')}
    </Button>
  );
}

/** Staff with their roles, searchable and filtered by role; actions follow each row's abilities. */
export function StaffTable({ districtId, schoolId, roleChoices, withDistrictRole, schools }: StaffTableProps) {
  const { t } = useTranslation();
  const { page, search, setPage, setSearch, update, searchParams } = usePageParams();
  const role = searchParams.get('role');
  const userType = role && (roleChoices as readonly string[]).includes(role) ? [role as UserType] : undefined;
  const query = useStaff({ page, search, district: districtId, school: schoolId, user_type: userType });
  const resetting = useInvalidPageReset(query.error, page, setPage);
  const filtered = search !== '' || userType !== undefined;
  const withActions = query.data?.results.some((user) => user.abilities.update || user.abilities.deactivate || user.abilities.end_sessions) ?? false;

  const columns: Column<TUser>[] = [
    {
      key: 'name',
      header: t('staff.column.name'),
      render: (user) => (
        <Stack gap={0}>
          <Text fw={600} size="sm">
            {user.full_name.trim() || t('staff.noName')}
          </Text>
          <Text size="sm" c="dimmed">
            {user.email}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'roles',
      header: t('staff.column.roles'),
      render: (user) => (
        <Stack gap={2}>
          {user.district_level && user.district && (
            <Text size="sm">
              {t(USER_TYPE_LABEL[user.district.user_type])}
              {user.district.is_liaison ? ` · ${t('staff.flag.liaisonShort')}` : ''}
            </Text>
          )}
          {user.schools
            .filter((s) => schoolId === undefined || s.id === schoolId)
            .map((s) => (
              <Text size="sm" key={s.id}>
                {schoolId === undefined ? `${s.name}: ` : ''}
                {t(USER_TYPE_LABEL[s.user_type])}
                {s.support_plan_permission !== 'no_select' ? ` · ${t(SUPPORT_PLAN_PERMISSION_LABEL[s.support_plan_permission])}` : ''}
              </Text>
            ))}
        </Stack>
      ),
    },
    {
      key: 'status',
      header: t('staff.column.status'),
      render: (user) => <UserStatusBadge user={user} />,
    },
  ];
  if (withActions) {
    columns.push({
      key: 'actions',
      header: t('staff.column.actions'),
      render: (user) => (
        <Group gap="xs" wrap="nowrap">
          {user.abilities.update && <EditStaffButton user={user} withDistrictRole={withDistrictRole} schools={schools} />}
          {user.abilities.deactivate && <DeactivateButton user={user} />}
          {user.abilities.end_sessions && !user.deactivated_at && <EndUserSessionsButton userId={user.id} name={user.full_name.trim() || user.email} />}
        </Group>
      ),
    });
  }

  return (
    <Stack gap="md">
      <Group align="flex-end" gap="md">
        <SearchField label={t('staff.search')} value={search} onSearch={setSearch} />
        <Select
          label={t('staff.roleFilter')}
          data={[{ value: 'all', label: t('staff.allRoles') }, ...roleChoices.map((type) => ({ value: type, label: t(USER_TYPE_LABEL[type]) }))]}
          value={userType?.[0] ?? 'all'}
          allowDeselect={false}
          onChange={(next) => update({ role: next && next !== 'all' ? next : null, page: null })}
          maw={240}
        />
      </Group>
      <DataTable
        caption={t('page.staff')}
        columns={columns}
        rows={query.data?.results}
        rowKey={(user) => user.id}
        loading={query.isPending || resetting}
        stale={query.isPlaceholderData}
        error={query.isError && !resetting ? query.error.message : null}
        onRetry={() => void query.refetch()}
        emptyTitle={t(filtered ? 'common.noResults' : 'staff.empty')}
        emptyDescription={filtered ? t('common.noResultsHint') : undefined}
      />
      {query.data && <ListPagination page={page} pageSize={query.data.pageSize} count={query.data.count} onChange={setPage} />}
    </Stack>
  );
}
