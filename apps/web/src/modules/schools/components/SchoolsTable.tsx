import { Anchor, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SCHOOL_STATUSES, USER_TYPE_LABEL } from '@ss/domain/enums';
import type { SchoolStatus, TSchool } from '@ss/domain';
import { useInvalidPageReset } from '../../../lib/useInvalidPageReset.ts';
import { usePageParams } from '../../../lib/usePageParams.ts';
import { DataTable, type Column } from '../../../ui/DataTable.tsx';
import { ListPagination } from '../../../ui/ListPagination.tsx';
import { SearchField } from '../../../ui/SearchField.tsx';
import { useCurrentUser } from '../../auth/hooks/useCurrentUser.ts';
import { useSchools } from '../hooks/useSchools.ts';
import { schoolLink } from '../school-link.ts';
import { SchoolStatusBadge } from './SchoolStatusBadge.tsx';
import { RenameSchoolButton } from '../../admin/components/RenameSchoolButton.tsx';
import { StatusFilter } from './StatusFilter.tsx';

interface SchoolsTableProps {
  districtId: number;
  /** The full list page adds search and a status filter. */
  withFilters?: boolean;
  /** Per-row "Edit" (name) where the row's abilities allow it. */
  editable?: boolean;
}

function parseStatuses(values: string[]): SchoolStatus[] {
  return values.filter((value): value is SchoolStatus => (SCHOOL_STATUSES as readonly string[]).includes(value));
}

/** The schools of a district, paged, with their status and the user's role in each. */
export function SchoolsTable({ districtId, withFilters = false, editable = false }: SchoolsTableProps) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const { page, search, setPage, setSearch, update, searchParams } = usePageParams();
  const status = withFilters ? parseStatuses(searchParams.getAll('status')) : [];
  const query = useSchools({ page, district: districtId, status, search: withFilters ? search : undefined });
  const resetting = useInvalidPageReset(query.error, page, setPage);
  const filtered = withFilters && (search !== '' || status.length > 0);

  const setStatus = (next: SchoolStatus[]) => update({ status: next, page: null });

  const withRoles = query.data?.results.some((school) => school.my_role !== null) ?? false;
  const columns: Column<TSchool>[] = [
    {
      key: 'name',
      header: t('schools.column.name'),
      render: (school) => {
        const to = schoolLink(user, school);
        return to ? (
          <Anchor component={Link} to={to} fw={600}>
            {school.name}
          </Anchor>
        ) : (
          <Text fw={600} size="sm">
            {school.name}
          </Text>
        );
      },
    },
    { key: 'status', header: t('schools.column.status'), render: (school) => <SchoolStatusBadge status={school.status} /> },
  ];
  // District staff hold the school meetings: each school's profile (issue 10 §1) is one link away. Its row
  // names the school; the link's own name stays apart from the school's name, which other cells are found by.
  if (user && (user.is_super || (user.district_level && user.district?.id === districtId))) {
    columns.push({
      key: 'profile',
      header: t('meetings.schoolProfile.open'),
      render: (school) => (
        <Anchor component={Link} to={`/district/${districtId}/schools/${school.id}/school-profile`} size="sm">
          {t('meetings.schoolProfile.open')}
        </Anchor>
      ),
    });
  }
  // The role column only means something to users who belong to some of these schools.
  if (withRoles) {
    columns.push({
      key: 'role',
      header: t('schools.column.myRole'),
      render: (school) =>
        school.my_role ? (
          t(USER_TYPE_LABEL[school.my_role])
        ) : (
          <Text span c="dimmed" size="sm">
            {t('common.none')}
          </Text>
        ),
    });
  }
  if (editable && query.data?.results.some((school) => school.abilities.update)) {
    columns.push({ key: 'actions', header: t('admin.actions'), render: (school) => (school.abilities.update ? <RenameSchoolButton school={school} /> : null) });
  }

  return (
    <Stack gap="md">
      {withFilters && (
        <Group align="flex-end" gap="md">
          <SearchField label={t('schools.search')} value={search} onSearch={setSearch} />
          <StatusFilter value={status} onChange={setStatus} />
        </Group>
      )}
      <DataTable
        caption={t('page.schools')}
        columns={columns}
        rows={query.data?.results}
        rowKey={(school) => school.id}
        loading={query.isPending || resetting}
        stale={query.isPlaceholderData}
        error={query.isError && !resetting ? query.error.message : null}
        onRetry={() => void query.refetch()}
        emptyTitle={t(filtered ? 'common.noResults' : 'schools.empty')}
        emptyDescription={filtered ? t('common.noResultsHint') : undefined}
      />
      {query.data && <ListPagination page={page} pageSize={query.data.pageSize} count={query.data.count} onChange={setPage} />}
    </Stack>
  );
}
