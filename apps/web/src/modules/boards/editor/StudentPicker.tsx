/**
 * A board's students: search the school's roster (custom boards) or every school of the district
 * (district and integrated boards, each student shown with their school) and tick them; the picked
 * ones stay listed.
 *
 * Every match can be reached: the list says how many there are, reads them a page at a time as it is
 * scrolled (the list is as tall as all of them from the start), and draws only the rows near its
 * window (@tanstack/react-virtual), so a district of thousands costs a few dozen checkboxes. "Select
 * all" ticks every match of the search, read at once (`all=true`), not only the rows read so far.
 */
import { useEffect, useRef, useState } from 'react';
import { Badge, Button, Checkbox, Group, Input, Paper, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useTranslation } from 'react-i18next';
import { IconSearch } from '@tabler/icons-react';
import type { TStudent } from '@ss/domain';
import { BOARD_STUDENTS_MAX } from '@ss/domain/contracts/boards';
import { fetchRoster, type BoardsWhere } from '../api.ts';
import { qk } from '../../../lib/query-keys.ts';
import { usePickAllStudents } from '../hooks.ts';

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

/** A row's height before it is measured (a label on one line); a long one (student · grade · school) wraps and is measured. */
const ROW = 30;

const pickedOf = (s: TStudent): Picked => ({ id: s.id, name: `${s.first_name} ${s.last_name}`, school_id: s.school_id });

export function StudentPicker({ where, value, onChange, error }: Props) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 250);
  const roster = useInfiniteQuery({
    queryKey: qk.boards.roster(where, debounced),
    queryFn: ({ pageParam, signal }) => fetchRoster(where, debounced, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.pageSize < last.count ? last.page + 1 : undefined),
    placeholderData: keepPreviousData,
  });
  const picked = new Set(value.map((p) => p.id));
  const toggle = (p: Picked, on: boolean) => onChange(on ? [...value, p] : value.filter((x) => x.id !== p.id));
  const loaded = roster.data?.pages.flatMap((p) => p.results) ?? [];
  const total = roster.data?.pages[0]?.count ?? 0;
  const acrossSchools = 'district' in where;

  const scroller = useRef<HTMLDivElement>(null);
  // eslint-disable-next-line react-hooks/incompatible-library -- the picker is drawn again on every scroll anyway; nothing memoised below reads it
  const virtualizer = useVirtualizer({ count: total, getScrollElement: () => scroller.current, estimateSize: () => ROW, overscan: 10 });
  const rows = virtualizer.getVirtualItems();
  const lastShown = rows.at(-1)?.index ?? -1;
  // A row not read yet is near the window: read the next page.
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = roster;
  useEffect(() => {
    if (lastShown >= loaded.length && hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [lastShown, loaded.length, hasNextPage, isFetchingNextPage, fetchNextPage]);
  // A new search starts at the top of its list.
  useEffect(() => {
    scroller.current?.scrollTo({ top: 0 });
  }, [debounced]);

  // Every match of the search, not only the rows read: the whole list when it is all here, or all of it at once.
  const pickAll = usePickAllStudents(where);
  const pickEvery = () => pickAll.mutate({ search: debounced, loaded, total }, { onSuccess: (all) => onChange([...value, ...all.filter((s) => !picked.has(s.id)).map(pickedOf)]) });
  const allPicked = loaded.length >= total && loaded.every((s) => picked.has(s.id));
  const tooMany = total > BOARD_STUDENTS_MAX;

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
        <Group justify="space-between" gap="xs">
          <Text size="sm" c="dimmed" aria-live="polite" data-testid="roster-count">
            {roster.data ? t('boards.editor.rosterCount', { count: total }) : t('common.loading')}
          </Text>
          <Group gap="xs">
            {value.length > 0 && (
              <Button size="compact-sm" variant="subtle" onClick={() => onChange([])}>
                {t('boards.editor.unpickAll')}
              </Button>
            )}
            <Button
              size="compact-sm"
              variant="light"
              onClick={pickEvery}
              loading={pickAll.isPending}
              disabled={total === 0 || allPicked || tooMany || roster.isPlaceholderData}
              title={tooMany ? t('boards.editor.tooManyToPick', { max: BOARD_STUDENTS_MAX }) : undefined}
            >
              {t('boards.editor.pickAll', { count: total })}
            </Button>
          </Group>
        </Group>
        <Paper withBorder>
          <div
            ref={scroller}
            role="group"
            aria-label={t('boards.editor.students')}
            data-testid="roster-list"
            style={{ maxHeight: 280, overflowY: 'auto', padding: 'var(--mantine-spacing-xs)' }}
          >
            <div style={{ position: 'relative', height: virtualizer.getTotalSize() }}>
              {rows.map((row) => {
                const s = loaded[row.index];
                return (
                  <div
                    key={row.key}
                    data-index={row.index}
                    ref={virtualizer.measureElement}
                    style={{ position: 'absolute', top: 0, left: 0, width: '100%', transform: `translateY(${row.start}px)`, paddingBottom: 6 }}
                  >
                    {s ? (
                      <Checkbox
                        label={acrossSchools ? `${s.first_name} ${s.last_name} · ${s.grade} · ${s.school_name}` : `${s.first_name} ${s.last_name} · ${s.grade}`}
                        checked={picked.has(s.id)}
                        onChange={(e) => toggle(pickedOf(s), e.currentTarget.checked)}
                      />
                    ) : (
                      <Skeleton height={20} width="60%" aria-hidden />
                    )}
                  </div>
                );
              })}
            </div>
            {roster.data && total === 0 && (
              <Text size="sm" c="dimmed">
                {t('boards.editor.noStudents')}
              </Text>
            )}
          </div>
        </Paper>
        {tooMany && (
          <Text size="xs" c="dimmed">
            {t('boards.editor.tooManyToPick', { max: BOARD_STUDENTS_MAX })}
          </Text>
        )}
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
