/**
 * The board's filters (teacher, grade, card icon) and its text filter. They dim the cards that do not
 * match and never move or hide one, so the board keeps its shape in a meeting.
 */
import { Button, Group, Select, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { TBoard, TBoardCard } from '@ss/domain';
import { foldForSearch } from '@ss/domain/search-name';
import { useLanguage } from '../../lib/useLanguage.ts';
import { cardName } from './board-state.ts';

export interface BoardFilter {
  teacher: string | null;
  grade: string | null;
  icon: string | null;
  text: string;
}

export const NO_FILTER: BoardFilter = { teacher: null, grade: null, icon: null, text: '' };

export const isFiltering = (f: BoardFilter) => f.teacher !== null || f.grade !== null || f.icon !== null || f.text.trim() !== '';

/** Whether a card matches: a school's card (no teacher, grade or icon) by its name only. */
export function matches(f: BoardFilter, card: TBoardCard): boolean {
  const s = card.student;
  if (f.teacher !== null && !s?.teacher_ids.includes(Number(f.teacher))) return false;
  if (f.grade !== null && s?.grade !== f.grade) return false;
  if (f.icon !== null && !s?.icons.some((i) => String(i.item_id) === f.icon)) return false;
  const text = foldForSearch(f.text.trim());
  return text === '' || foldForSearch(cardName(card)).includes(text);
}

interface Props {
  board: TBoard;
  value: BoardFilter;
  onChange: (f: BoardFilter) => void;
}

export function BoardFilters({ board, value, onChange }: Props) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const icons = new Map<string, string>();
  for (const c of board.cards) for (const i of c.student?.icons ?? []) icons.set(String(i.item_id), lang === 'fr' ? i.label_fr : i.label_en);
  const set = (change: Partial<BoardFilter>) => onChange({ ...value, ...change });
  // A board of schools has only its schools' names to filter by.
  const ofSchools = board.kind === 'district_schools';
  return (
    <Group align="flex-end" gap="sm" role="search" aria-label={t('boards.filters')}>
      <TextInput
        label={t(ofSchools ? 'boards.filter.school' : 'boards.filter.text')}
        leftSection={<IconSearch size={14} aria-hidden />}
        value={value.text}
        onChange={(e) => set({ text: e.currentTarget.value })}
        w={200}
      />
      {!ofSchools && (
        <>
          <Select
            label={t('boards.filter.teacher')}
            placeholder={t('cards.allTeachers')}
            data={board.filters.teachers.map((u) => ({ value: String(u.id), label: `${u.first_name} ${u.last_name}` }))}
            value={value.teacher}
            onChange={(v) => set({ teacher: v })}
            clearable
            w={220}
          />
          <Select
            label={t('boards.filter.grade')}
            placeholder={t('cards.allGrades')}
            data={board.filters.grades.map((g) => ({ value: g.code, label: lang === 'fr' ? g.label_fr : g.label_en }))}
            value={value.grade}
            onChange={(v) => set({ grade: v })}
            clearable
            // Wide enough for the placeholder in both languages ("Toutes les années" was cut off at 160).
            w={200}
          />
          <Select
            label={t('boards.filter.icon')}
            placeholder={t('boards.filter.allIcons')}
            data={[...icons].map(([id, label]) => ({ value: id, label }))}
            value={value.icon}
            onChange={(v) => set({ icon: v })}
            clearable
            w={180}
          />
        </>
      )}
      {isFiltering(value) && (
        <Button variant="subtle" onClick={() => onChange(NO_FILTER)}>
          {t('boards.filter.clear')}
        </Button>
      )}
    </Group>
  );
}
