import { useState, type FormEvent } from 'react';
import { Button, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TUser } from '@ss/domain/contracts/admin';
import { ZUpdateUser } from '@ss/domain/contracts/admin';
import { serverFieldError } from '../../lib/form-errors.ts';
import { checkFields } from '../../ui/schema-errors.ts';
import { fetchStaff } from '../../modules/staff/api.ts';
import { useUpdateUser } from '../../modules/staff/hooks/useStaffMutations.ts';
import { usePageParams } from '../../lib/usePageParams.ts';
import { DataTable, type Column } from '../../ui/DataTable.tsx';
import { ListPagination } from '../../ui/ListPagination.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { SearchField } from '../../ui/SearchField.tsx';
import { qk } from '../../lib/query-keys.ts';

function EmailForm({ user }: { user: TUser }) {
  const { t } = useTranslation();
  const [email, setEmail] = useState(user.email);
  const [checked, setChecked] = useState(false);
  const mutation = useUpdateUser(user.id, ['email']);
  const emailError = checkFields(t, ZUpdateUser, { email }).email;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (!emailError) mutation.mutate({ email: email.trim() }, { onSuccess: () => setChecked(false) });
  };
  return (
    <form onSubmit={submit} noValidate>
      <Group gap="xs" align="flex-start" wrap="nowrap">
        <TextInput
          type="email"
          size="xs"
          miw={240}
          aria-label={t('userEmails.newEmail', { name: user.full_name })}
          value={email}
          onChange={(e) => setEmail(e.currentTarget.value)}
          error={(checked ? emailError : null) ?? serverFieldError(t, mutation.error, 'email')}
        />
        <Button type="submit" size="xs" loading={mutation.isPending} disabled={email.trim().toLowerCase() === user.email}>
          {t('admin.save')}
        </Button>
      </Group>
    </form>
  );
}

/** Find any user and change their e-mail address (super admins). */
export function EditUserEmailsPage() {
  const { t } = useTranslation();
  const { page, search, setPage, setSearch } = usePageParams();
  const params = { page, search };
  const query = useQuery({ queryKey: qk.users.list(params), queryFn: ({ signal }) => fetchStaff(params, signal), placeholderData: keepPreviousData, enabled: search !== '' });
  const columns: Column<TUser>[] = [
    {
      key: 'name',
      header: t('userEmails.column.person'),
      render: (user) => (
        <Stack gap={0}>
          <Text fw={600} size="sm">
            {user.full_name.trim() || t('staff.noName')}
          </Text>
          <Text size="sm" c="dimmed">
            {user.district?.name ?? user.schools[0]?.name ?? t('role.super')}
          </Text>
        </Stack>
      ),
    },
    { key: 'email', header: t('staff.email'), render: (user) => (user.abilities.edit_email ? <EmailForm key={user.email} user={user} /> : user.email) },
  ];
  return (
    <Stack gap={0}>
      <PageHeader title={t('page.editUserEmails')} description={t('userEmails.description')} />
      <Paper withBorder radius="md" p="lg">
        <Stack gap="md">
          <SearchField label={t('userEmails.search')} value={search} onSearch={setSearch} />
          {search === '' ? (
            <Text c="dimmed" size="sm">
              {t('userEmails.hint')}
            </Text>
          ) : (
            <>
              <DataTable
                caption={t('page.editUserEmails')}
                columns={columns}
                rows={query.data?.results}
                rowKey={(user) => user.id}
                loading={query.isPending}
                stale={query.isPlaceholderData}
                error={query.isError ? query.error.message : null}
                onRetry={() => void query.refetch()}
                emptyTitle={t('common.noResults')}
                emptyDescription={t('common.noResultsHint')}
              />
              {query.data && <ListPagination page={page} pageSize={query.data.pageSize} count={query.data.count} onChange={setPage} />}
            </>
          )}
        </Stack>
      </Paper>
    </Stack>
  );
}
