/**
 * A board's students: search the school's roster (custom boards) or every school of the district
 * (district and integrated boards, each student shown with their school) and tick them; the picked
 * ones stay listed.
 */
import { useState } from 'react';
import { Badge, Checkbox, Group, Input, Paper, ScrollArea, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { IconSearch } from '@tabler/icons-react';
import { fetchRoster, type BoardsWhere } from '../api.ts';
import { qk } from '../../../lib/query-keys.ts';

export interface Picked {
  id: number;
  name: string;
  /** The student's school (an integrated board spans the schools of its students). */
  school_id: number;
}

interface Props {
  where: BoardsWhere;
  value: Picked[];
  onChange: (next: Picked[]) => void;
  error: string | null;
}

export function StudentPicker({ where, value, onChange, error }: Props) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 250);
  const roster = useQuery({
    queryKey: qk.boards.roster(where, debounced),
    queryFn: ({ signal }) => fetchRoster(where, debounced, signal),
    placeholderData: keepPreviousData,
  });
  const picked = new Set(value.map((p) => p.id));
  const toggle = (p: Picked, on: boolean) => onChange(on ? [...value, p] : value.filter((x) => x.id !== p.id));
  const shown = roster.data?.results ?? [];
  const acrossSchools = 'district' in where;

  return (
    <Input.Wrapper label={t('boards.editor.students')} required error={error} id="board-students">
      <Stack gap="xs" mt={4}>
        <Group justify="space-between">
          <TextInput
            aria-label={t('boards.editor.searchStudents')}
            placeholder={t('boards.editor.searchStudents')}
            leftSection={<IconSearch size={14} aria-hidden />}
            value={search}
            onChange={(e) => setSearch(e.currentTarget.value)}
            w={280}
          />
          <Badge variant="light" role="status">
            {t('boards.editor.pickedCount', { count: value.length })}
          </Badge>
        </Group>
        <Paper withBorder p="xs">
          <ScrollArea.Autosize mah={280}>
            <Stack gap={6} role="group" aria-label={t('boards.editor.students')}>
              {shown.map((s) => {
                const name = `${s.first_name} ${s.last_name}`;
                const label = acrossSchools ? `${name} · ${s.grade} · ${s.school_name}` : `${name} · ${s.grade}`;
                return (
                  <Checkbox key={s.id} label={label} checked={picked.has(s.id)} onChange={(e) => toggle({ id: s.id, name, school_id: s.school_id }, e.currentTarget.checked)} />
                );
              })}
              {!roster.isPending && shown.length === 0 && (
                <Text size="sm" c="dimmed">
                  {t('boards.editor.noStudents')}
                </Text>
              )}
            </Stack>
          </ScrollArea.Autosize>
        </Paper>
        {value.length > 0 && (
          <Group gap={6}>
            {value.map((p) => (
              <Checkbox key={p.id} size="xs" label={p.name} checked onChange={() => toggle(p, false)} aria-label={t('boards.editor.unpick', { name: p.name })} />
            ))}
          </Group>
        )}
      </Stack>
    </Input.Wrapper>
  );
}
