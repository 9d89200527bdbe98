import { Anchor, Table, UnstyledButton, VisuallyHidden, Group } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconArrowsSort } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TStudentSearchOptions, TStudentSearchRow } from '@ss/domain';
import { formatLocaleNumber } from '@ss/domain/locale-number';
import { useLanguage } from '../../../lib/useLanguage.ts';

type SortKey = 'last_name' | 'first_name' | 'grade' | 'student_number' | 'school';

interface SearchResultsProps {
  rows: TStudentSearchRow[];
  districtId: number;
  withSchool: boolean;
  options: TStudentSearchOptions;
  /** Measures of the data filters that were searched, in order (one column each). */
  measureIds: number[];
  sort: string;
  onSort: (sort: string) => void;
  stale: boolean;
}

export function SearchResults({ rows, districtId, withSchool, options, measureIds, sort, onSort, stale }: SearchResultsProps) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const gradeLabel = (code: string) => {
    const g = options.grades.find((x) => x.code === code);
    return g ? (lang === 'fr' ? g.label_fr : g.label_en) : code;
  };
  const sortable = (key: SortKey, text: string) => {
    const active = sort === key || sort === `-${key}`;
    const desc = sort === `-${key}`;
    const Arrow = !active ? IconArrowsSort : desc ? IconArrowDown : IconArrowUp;
    return (
      <Table.Th scope="col" aria-sort={active ? (desc ? 'descending' : 'ascending') : 'none'}>
        <UnstyledButton onClick={() => onSort(active && !desc ? `-${key}` : key)} fw={700} fz="sm">
          <Group gap={4} wrap="nowrap">
            {text}
            <Arrow size={14} aria-hidden />
          </Group>
        </UnstyledButton>
      </Table.Th>
    );
  };
  const measureName = (id: number) => options.measures.find((m) => m.id === id)?.name ?? '';
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table striped highlightOnHover verticalSpacing="sm" aria-busy={stale || undefined} style={{ opacity: stale ? 0.6 : 1 }}>
        <caption>
          <VisuallyHidden>{t('studentSearch.resultsCaption')}</VisuallyHidden>
        </caption>
        <Table.Thead>
          <Table.Tr>
            {sortable('last_name', t('studentSearch.col.name'))}
            {sortable('first_name', t('studentSearch.col.firstName'))}
            {sortable('student_number', t('studentSearch.col.number'))}
            {sortable('grade', t('studentSearch.col.grade'))}
            {withSchool && sortable('school', t('studentSearch.col.school'))}
            <Table.Th scope="col">{t('studentSearch.col.teachers')}</Table.Th>
            {measureIds.map((id, i) => (
              <Table.Th scope="col" key={`${id}-${i}`}>
                {measureName(id)}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.id}>
              <Table.Td>
                <Anchor component={Link} to={`/school/${districtId}/${row.school_id}/students/profile/${row.id}`}>
                  {row.last_name}
                </Anchor>
              </Table.Td>
              <Table.Td>{row.first_name}</Table.Td>
              <Table.Td>{row.student_number}</Table.Td>
              <Table.Td>{gradeLabel(row.grade)}</Table.Td>
              {withSchool && <Table.Td>{row.school_name}</Table.Td>}
              <Table.Td>{row.teachers.map((u) => `${u.first_name} ${u.last_name}`).join(', ') || '—'}</Table.Td>
              {row.measures.map((m, i) => (
                <Table.Td key={`${m.definition_id}-${i}`}>{m.value === null ? '—' : formatLocaleNumber(m.value, lang)}</Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {stale && <VisuallyHidden role="status">{t('common.loading')}</VisuallyHidden>}
    </Table.ScrollContainer>
  );
}
