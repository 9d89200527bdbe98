import type { FormEvent } from 'react';
import { Button, Group, MultiSelect, Paper, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { GENDERS } from '@ss/domain/enums';
import type { TStudentSearchOptions } from '@ss/domain';
import { useLanguage } from '../../../lib/useLanguage.ts';
import { EMPTY_FILTERS, newRowKey, type FilterDraft } from '../filters.ts';
import { DataFilterRow } from './DataFilterRow.tsx';

interface FilterPanelProps {
  options: TStudentSearchOptions;
  /** District page: a school choice. */
  withSchool: boolean;
  value: FilterDraft;
  onChange: (next: FilterDraft) => void;
  onSearch: () => void;
  searching: boolean;
  /** The last search's error, for the data rows' field messages. */
  error: unknown;
  /** A search was asked for with a data row without a measure: those rows say so. */
  missingMeasure?: boolean;
}

export function FilterPanel({ options, withSchool, value, onChange, onSearch, searching, error, missingMeasure = false }: FilterPanelProps) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const label = (o: { label_en: string; label_fr: string }) => (lang === 'fr' ? o.label_fr : o.label_en);
  const set =
    <K extends keyof FilterDraft>(key: K) =>
    (next: FilterDraft[K]) =>
      onChange({ ...value, [key]: next });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch();
  };
  const multi = (key: 'grades' | 'genders' | 'teachers' | 'icons' | 'levels' | 'statuses', text: string, data: { value: string; label: string }[]) => (
    <MultiSelect
      label={text}
      placeholder={value[key].length ? undefined : t('studentSearch.any')}
      data={data}
      value={value[key]}
      onChange={set(key)}
      searchable
      clearable
      nothingFoundMessage={t('common.noResults')}
    />
  );
  return (
    <Paper withBorder radius="md" p="lg" component="form" onSubmit={submit} noValidate aria-label={t('studentSearch.filters')}>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="md">
          {withSchool && (
            <Select
              label={t('studentSearch.school')}
              placeholder={t('studentSearch.allSchools')}
              data={options.schools.map((s) => ({ value: String(s.id), label: s.name }))}
              value={value.school}
              onChange={set('school')}
              searchable
              clearable
            />
          )}
          {multi(
            'grades',
            t('studentSearch.grade'),
            options.grades.map((g) => ({ value: g.code, label: label(g) })),
          )}
          {multi(
            'genders',
            t('studentSearch.gender'),
            GENDERS.map((g) => ({ value: g, label: t(`studentSearch.genders.${g}`) })),
          )}
          {multi(
            'teachers',
            t('studentSearch.teacher'),
            options.teachers.map((u) => ({ value: String(u.id), label: `${u.first_name} ${u.last_name}` })),
          )}
          {multi(
            'icons',
            t('studentSearch.cardIcons'),
            options.card_icons.map((i) => ({ value: String(i.id), label: label(i) })),
          )}
          {multi(
            'levels',
            t('studentSearch.entryLevel'),
            options.entry_levels.map((i) => ({ value: String(i.id), label: label(i) })),
          )}
          {multi(
            'statuses',
            t('studentSearch.status'),
            (['active', 'graduated', 'archived'] as const).map((s) => ({ value: s, label: t(`studentSearch.statuses.${s}`) })),
          )}
        </SimpleGrid>

        <Stack gap="xs">
          <Text fw={600} size="sm" id="data-filters-title">
            {t('studentSearch.dataFilters')}
          </Text>
          {value.data.length === 0 && (
            <Text size="sm" c="dimmed">
              {t('studentSearch.noDataFilters')}
            </Text>
          )}
          {value.data.map((row, i) => (
            <DataFilterRow
              key={row.key}
              index={i}
              row={row}
              draft={value}
              measures={options.measures}
              error={error}
              missingMeasure={missingMeasure}
              onChange={(next) => set('data')(value.data.map((d) => (d.key === row.key ? next : d)))}
              onRemove={() => set('data')(value.data.filter((d) => d.key !== row.key))}
            />
          ))}
          <Group>
            <Button
              variant="light"
              leftSection={<IconPlus size={16} aria-hidden />}
              onClick={() => set('data')([...value.data, { key: newRowKey(), definition_id: null, operator: 'more_than', value: '' }])}
              disabled={options.measures.length === 0 || value.data.length >= 10}
            >
              {t('studentSearch.addDataFilter')}
            </Button>
          </Group>
        </Stack>

        <Group>
          <Button type="submit" leftSection={<IconSearch size={16} aria-hidden />} loading={searching}>
            {t('studentSearch.search')}
          </Button>
          <Button variant="subtle" onClick={() => onChange(EMPTY_FILTERS)}>
            {t('studentSearch.clear')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
