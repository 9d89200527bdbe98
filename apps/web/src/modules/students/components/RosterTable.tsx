import { useState, type ReactNode } from 'react';
import { Anchor, Checkbox, Group, Select, Stack, Switch, Table, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconArrowsSort } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { StudentStatus, TStudent } from '@ss/domain';
import { useInvalidPageReset } from '../../../lib/useInvalidPageReset.ts';
import { usePageParams } from '../../../lib/usePageParams.ts';
import { EmptyMessage } from '../../../ui/EmptyMessage.tsx';
import { ErrorState } from '../../../ui/ErrorState.tsx';
import { ListPagination } from '../../../ui/ListPagination.tsx';
import { LoadingState } from '../../../ui/LoadingState.tsx';
import { SearchField } from '../../../ui/SearchField.tsx';
import { useSignedInUser } from '../../auth/hooks/useCurrentUser.ts';
import { fullName, GENDER_LABEL, listName, profilePath, teacherNames } from '../format.ts';
import { useSchoolGrades, useSchoolTeachers, useStudents } from '../hooks/useRoster.ts';
import { SchoolFilter } from './SchoolFilter.tsx';

export interface ExtraColumn {
  key: string;
  header: string;
  render: (s: TStudent) => ReactNode;
}

interface RosterTableProps {
  districtId: number;
  /** School level: the school's roster, with grade and teacher filters. */
  schoolId?: number;
  /** District level: every school of the district in scope, with a school filter. */
  district?: number;
  status: StudentStatus;
  caption: string;
  emptyTitle: string;
  extraColumns?: ExtraColumn[];
  /** Actions on the selected rows (rows are selectable only when given). */
  bulkActions?: (selected: TStudent[], clear: () => void) => ReactNode;
  /** The actions of one row; null when the row has none (the column is left out when no row has any). */
  rowActions?: (s: TStudent) => ReactNode;
}

const SORTABLE = { name: 'last_name', grade: 'grade', student_number: 'student_number' } as const;

/** A roster list: sortable, filtered, paged, with selection for bulk actions and per-row actions. */
export function RosterTable(props: RosterTableProps) {
  const { t } = useTranslation();
  const user = useSignedInUser();
  const { page, search, setPage, setSearch, update, searchParams } = usePageParams();
  const sort = searchParams.get('sort') ?? 'last_name';
  const grade = searchParams.get('grade') ?? '';
  const teacher = searchParams.get('teacher') ?? '';
  const schoolFilter = searchParams.get('school') ?? '';
  const grades = useSchoolGrades(props.schoolId);
  const query = useStudents({
    page,
    school: props.schoolId ?? (schoolFilter ? Number(schoolFilter) : undefined),
    district: props.district,
    status: [props.status],
    grade: grade ? [grade] : undefined,
    teacher: teacher ? Number(teacher) : undefined,
    search: search || undefined,
    sort,
  });
  const teachers = useSchoolTeachers(props.schoolId, query.data?.results.some((s) => s.abilities.update) ?? false);
  const resetting = useInvalidPageReset(query.error, page, setPage);
  const [selected, setSelected] = useState<Map<number, TStudent>>(new Map());
  const rows = query.data?.results;
  const selectable = props.bulkActions !== undefined && (rows?.some((s) => s.abilities.change_status) ?? false);
  const toggle = (s: TStudent, on: boolean) =>
    setSelected((prev) => {
      const next = new Map(prev);
      if (on) next.set(s.id, s);
      else next.delete(s.id);
      return next;
    });
  const pageIds = (rows ?? []).filter((s) => s.abilities.change_status);
  const allOnPage = pageIds.length > 0 && pageIds.every((s) => selected.has(s.id));
  const someOnPage = pageIds.some((s) => selected.has(s.id));
  const filtered = grade !== '' || teacher !== '' || schoolFilter !== '' || search !== '';
  const actions = new Map((rows ?? []).map((s) => [s.id, props.rowActions?.(s) ?? null]));
  const withActions = [...actions.values()].some((a) => a !== null);
  // A teacher's own class: the teacher filter set to the signed-in user (in the URL, like every filter).
  const mine = teacher === String(user.id);

  const sortHeader = (key: keyof typeof SORTABLE, label: string) => {
    const field = SORTABLE[key];
    const state = sort === field ? 'ascending' : sort === `-${field}` ? 'descending' : 'none';
    const Icon = state === 'ascending' ? IconArrowUp : state === 'descending' ? IconArrowDown : IconArrowsSort;
    return (
      <Table.Th scope="col" aria-sort={state}>
        <UnstyledButton onClick={() => update({ sort: state === 'ascending' ? `-${field}` : field, page: null })} fw={700} fz="sm">
          <Group gap={4} wrap="nowrap">
            {label}
            <Icon size={14} aria-hidden />
          </Group>
        </UnstyledButton>
      </Table.Th>
    );
  };

  let body: ReactNode;
  if (query.isError && !rows && !resetting) body = <ErrorState message={query.error.message} onRetry={() => void query.refetch()} />;
  else if ((query.isPending || resetting) && !rows) body = <LoadingState lines={5} />;
  else if (!rows || rows.length === 0)
    body = <EmptyMessage title={filtered ? t('common.noResults') : props.emptyTitle} description={filtered ? t('common.noResultsHint') : undefined} />;
  else
    body = (
      <Table.ScrollContainer minWidth={720}>
        <Table striped highlightOnHover verticalSpacing="sm" aria-busy={query.isPlaceholderData || undefined} style={{ opacity: query.isPlaceholderData ? 0.6 : 1 }}>
          <caption>
            <VisuallyHidden>{props.caption}</VisuallyHidden>
          </caption>
          <Table.Thead>
            <Table.Tr>
              {selectable && (
                <Table.Th scope="col" w={40}>
                  <Checkbox
                    aria-label={t('students.selectPage')}
                    checked={allOnPage}
                    indeterminate={someOnPage && !allOnPage}
                    onChange={(e) => pageIds.forEach((s) => toggle(s, e.currentTarget.checked))}
                  />
                </Table.Th>
              )}
              {sortHeader('name', t('students.column.name'))}
              {props.district !== undefined && <Table.Th scope="col">{t('students.column.school')}</Table.Th>}
              {sortHeader('grade', t('students.column.grade'))}
              <Table.Th scope="col">{t('students.column.gender')}</Table.Th>
              {sortHeader('student_number', t('students.column.studentNumber'))}
              <Table.Th scope="col">{t('students.column.teachers')}</Table.Th>
              {props.extraColumns?.map((c) => (
                <Table.Th scope="col" key={c.key}>
                  {c.header}
                </Table.Th>
              ))}
              {withActions && <Table.Th scope="col">{t('students.column.actions')}</Table.Th>}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((s) => (
              <Table.Tr key={s.id}>
                {selectable && (
                  <Table.Td>
                    {s.abilities.change_status && (
                      <Checkbox aria-label={t('students.selectOne', { name: fullName(s) })} checked={selected.has(s.id)} onChange={(e) => toggle(s, e.currentTarget.checked)} />
                    )}
                  </Table.Td>
                )}
                <Table.Td>
                  <Anchor component={Link} to={profilePath(props.districtId, s.school_id, s.id)} fw={600} size="sm">
                    {listName(s)}
                  </Anchor>
                </Table.Td>
                {props.district !== undefined && <Table.Td>{s.school_name}</Table.Td>}
                <Table.Td>{props.schoolId !== undefined ? grades.labelOf(s.grade) : s.grade}</Table.Td>
                <Table.Td>{t(GENDER_LABEL[s.gender])}</Table.Td>
                <Table.Td>{s.student_number}</Table.Td>
                <Table.Td>
                  {teacherNames(s) || (
                    <Text span c="dimmed" size="sm">
                      {t('common.none')}
                    </Text>
                  )}
                </Table.Td>
                {props.extraColumns?.map((c) => (
                  <Table.Td key={c.key}>{c.render(s)}</Table.Td>
                ))}
                {withActions && <Table.Td>{actions.get(s.id)}</Table.Td>}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        {query.isPlaceholderData && <VisuallyHidden role="status">{t('common.loading')}</VisuallyHidden>}
      </Table.ScrollContainer>
    );

  return (
    <Stack gap="md">
      <Group align="flex-end" gap="md" wrap="wrap">
        <SearchField label={t('students.filter.search')} value={search} onSearch={setSearch} />
        {props.schoolId !== undefined && (
          <Select
            label={t('students.filter.grade')}
            data={[{ value: '', label: t('students.filter.allGrades') }, ...grades.options]}
            value={grade}
            allowDeselect={false}
            onChange={(v) => update({ grade: v || null, page: null })}
            maw={220}
          />
        )}
        {props.schoolId !== undefined && teachers.options.length > 0 && (
          <Select
            label={t('students.filter.teacher')}
            data={[{ value: '', label: t('students.filter.allTeachers') }, ...teachers.options]}
            value={teacher}
            allowDeselect={false}
            searchable
            onChange={(v) => update({ teacher: v || null, page: null })}
            maw={260}
          />
        )}
        {props.schoolId !== undefined && !user.is_super && (
          <Switch label={t('students.filter.mine')} checked={mine} onChange={(e) => update({ teacher: e.currentTarget.checked ? String(user.id) : null, page: null })} mb={8} />
        )}
        {props.district !== undefined && <SchoolFilter districtId={props.district} value={schoolFilter} onChange={(v) => update({ school: v || null, page: null })} />}
      </Group>
      {selectable && props.bulkActions && (
        <Group gap="sm" aria-live="polite">
          <Text size="sm" c="dimmed">
            {t('students.selectedCount', { count: selected.size })}
          </Text>
          {props.bulkActions([...selected.values()], () => setSelected(new Map()))}
        </Group>
      )}
      {body}
      {query.data && <ListPagination page={page} pageSize={query.data.pageSize} count={query.data.count} onChange={setPage} />}
    </Stack>
  );
}
