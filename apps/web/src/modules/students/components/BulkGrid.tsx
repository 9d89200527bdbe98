import { useEffect, useRef, useState } from 'react';
import { Button, Group, MultiSelect, Select, Stack, Table, Text, TextInput, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { GENDERS, type Gender, type TStudent } from '@ss/domain';
import { isApiError } from '../../../lib/api.ts';
import { EmptyMessage } from '../../../ui/EmptyMessage.tsx';
import { ErrorState } from '../../../ui/ErrorState.tsx';
import { ListPagination } from '../../../ui/ListPagination.tsx';
import { LoadingState } from '../../../ui/LoadingState.tsx';
import { notify } from '../../../lib/notify.ts';
import type { BulkRow } from '../api.ts';
import { useBulkUpdateStudents } from '../hooks/useStudentMutations.ts';
import { fullName, GENDER_LABEL } from '../format.ts';
import { useSchoolGrades, useSchoolTeachers, useStudents } from '../hooks/useRoster.ts';

export type GridField = 'first_name' | 'last_name' | 'grade' | 'gender' | 'student_number' | 'teacher_ids';
type Values = Partial<Record<GridField, string | string[]>>;

const HEADER: Record<GridField, string> = {
  first_name: 'students.form.firstName',
  last_name: 'students.form.lastName',
  grade: 'students.form.grade',
  gender: 'students.form.gender',
  student_number: 'students.form.studentNumber',
  teacher_ids: 'students.form.teachers',
};

const original = (s: TStudent, f: GridField): string | string[] => (f === 'teacher_ids' ? s.teachers.map((x) => String(x.id)).sort() : s[f]);
/**
 * Rows drawn at once: a school of several hundred students drew a Select and a MultiSelect per row in one
 * commit, which kept the page blank for seconds on a slow machine. Edits are kept by student across pages
 * and saved together.
 */
export const GRID_PAGE_SIZE = 50;

const same = (a: string | string[], b: string | string[]) => JSON.stringify(Array.isArray(a) ? [...a].sort() : a) === JSON.stringify(Array.isArray(b) ? [...b].sort() : b);

/**
 * Many students of a school edited in one grid and saved at once. The server checks every row
 * first and writes all or nothing; its errors come back per cell.
 */
export function BulkGrid({ schoolId, fields, caption }: { schoolId: number; fields: GridField[]; caption: string }) {
  const { t } = useTranslation();
  const list = useStudents({ school: schoolId, status: ['active'], all: true, sort: 'last_name' });
  const grades = useSchoolGrades(schoolId);
  const teachers = useSchoolTeachers(schoolId, fields.includes('teacher_ids'));
  const [edits, setEdits] = useState<Map<number, Values>>(new Map());
  const [cellErrors, setCellErrors] = useState<Map<string, string>>(new Map());
  const [page, setPage] = useState(1);
  // After a refused save, focus (and so scroll to) the first highlighted cell: on a page of 57 rows the toast alone left people at the top.
  const tableRef = useRef<HTMLTableElement>(null);
  useEffect(() => {
    if (cellErrors.size) tableRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [cellErrors]);

  const value = (s: TStudent, f: GridField) => edits.get(s.id)?.[f] ?? original(s, f);
  const set = (s: TStudent, f: GridField, v: string | string[]) => setEdits((prev) => new Map(prev).set(s.id, { ...prev.get(s.id), [f]: v }));

  const mutation = useBulkUpdateStudents(schoolId);

  const save = () => {
    const students = list.data?.results ?? [];
    const rows: BulkRow[] = [];
    for (const s of students) {
      const changed = fields.filter((f) => edits.get(s.id)?.[f] !== undefined && !same(value(s, f), original(s, f)));
      if (!changed.length) continue;
      const row: BulkRow = { id: s.id, version: s.version };
      for (const f of changed) {
        const v = value(s, f);
        if (f === 'teacher_ids') row.teacher_ids = (v as string[]).map(Number);
        else if (f === 'gender') row.gender = v as Gender;
        else row[f] = (v as string).trim();
      }
      rows.push(row);
    }
    if (!rows.length) return notify('warning', t('students.bulk.nothing'));
    mutation.mutate(rows, {
      onSuccess: () => {
        setEdits(new Map());
        setCellErrors(new Map());
      },
      onError: (error) => {
        if (isApiError(error) && error.fields) {
          const next = new Map<string, string>();
          for (const [key, fe] of Object.entries(error.fields)) {
            const m = /^rows\.(\d+)\.(\w+)$/.exec(key);
            if (m) next.set(`${rows[Number(m[1])]!.id}.${m[2]}`, t(fe.message, fe.params ?? {}));
          }
          setCellErrors(next);
          // Show the page holding the first refused row: its cell is focused once drawn.
          const first = students.findIndex((s) => [...next.keys()].some((key) => key.startsWith(`${s.id}.`)));
          if (first >= 0) setPage(Math.floor(first / GRID_PAGE_SIZE) + 1);
        }
      },
    });
  };

  if (list.isError && !list.data) return <ErrorState message={list.error.message} onRetry={() => void list.refetch()} />;
  if (list.isPending) return <LoadingState lines={6} />;
  const students = list.data.results;
  if (!students.length) return <EmptyMessage title={t('students.empty')} />;

  const cell = (s: TStudent, f: GridField) => {
    const label = `${t(HEADER[f])} · ${fullName(s)}`;
    const error = cellErrors.get(`${s.id}.${f}`);
    const disabled = s.information_entry_type === 'sis' && f !== 'teacher_ids';
    const v = value(s, f);
    if (f === 'grade')
      return (
        <Select
          aria-label={label}
          data={grades.options}
          value={v as string}
          onChange={(x) => x && set(s, f, x)}
          error={error}
          disabled={disabled}
          allowDeselect={false}
          size="xs"
          miw={130}
        />
      );
    if (f === 'gender')
      return (
        <Select
          aria-label={label}
          data={GENDERS.map((g) => ({ value: g, label: t(GENDER_LABEL[g]) }))}
          value={v as string}
          onChange={(x) => x && set(s, f, x)}
          error={error}
          disabled={disabled}
          allowDeselect={false}
          size="xs"
          miw={110}
        />
      );
    if (f === 'teacher_ids')
      return <MultiSelect aria-label={label} data={teachers.options} value={v as string[]} onChange={(x) => set(s, f, x)} error={error} searchable size="xs" miw={220} />;
    return <TextInput aria-label={label} value={v as string} onChange={(e) => set(s, f, e.currentTarget.value)} error={error} disabled={disabled} size="xs" miw={120} />;
  };

  const dirty = [...edits.keys()].length;
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Text size="sm" c="dimmed">
          {t('students.bulk.hint')}
        </Text>
        <Button onClick={save} loading={mutation.isPending} disabled={!dirty}>
          {t('students.bulk.save')}
        </Button>
      </Group>
      <Table.ScrollContainer minWidth={760}>
        <Table striped verticalSpacing="xs" ref={tableRef}>
          <caption>
            <VisuallyHidden>{caption}</VisuallyHidden>
          </caption>
          <Table.Thead>
            <Table.Tr>
              {!fields.includes('first_name') && <Table.Th scope="col">{t('students.column.name')}</Table.Th>}
              {fields.map((f) => (
                <Table.Th scope="col" key={f}>
                  {t(HEADER[f])}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {students.slice((page - 1) * GRID_PAGE_SIZE, page * GRID_PAGE_SIZE).map((s) => (
              <Table.Tr key={s.id}>
                {!fields.includes('first_name') && (
                  <Table.Th scope="row" fw={600} fz="sm">
                    {s.last_name}, {s.first_name}
                  </Table.Th>
                )}
                {fields.map((f) => (
                  <Table.Td key={f}>{cell(s, f)}</Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <ListPagination page={page} pageSize={GRID_PAGE_SIZE} count={students.length} onChange={setPage} />
      <Group justify="flex-end">
        <Button onClick={save} loading={mutation.isPending} disabled={!dirty}>
          {t('students.bulk.save')}
        </Button>
      </Group>
    </Stack>
  );
}
