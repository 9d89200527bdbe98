import { useEffect, useState } from 'react';
import { Combobox, Loader, Stack, Text, TextInput, useCombobox, VisuallyHidden } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { fetchStudents } from '../api.ts';
import { fullName, profilePath } from '../format.ts';
import { qk } from '../../../lib/query-keys.ts';

const MIN_CHARS = 2;
const RESULTS = 8;

/**
 * Standard student search in the workspace header: results as you type (fuzzy names and
 * student numbers, within the user's scope), arrow keys to move, Enter to open the profile.
 */
export function HeaderSearch() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const [debounced] = useDebouncedValue(text.trim(), 250);
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const enabled = debounced.length >= MIN_CHARS;
  const query = useQuery({
    queryKey: qk.students.headerSearch(debounced),
    queryFn: ({ signal }) => fetchStudents({ search: debounced, pageSize: RESULTS }, signal),
    enabled,
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });
  const results = enabled ? (query.data?.results ?? []) : [];

  // The best match is ready for Enter as soon as results arrive.
  useEffect(() => {
    if (results.length) combobox.selectFirstOption();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [query.data]);

  const open = (id: string) => {
    const s = results.find((r) => String(r.id) === id);
    if (!s) return;
    combobox.closeDropdown();
    setText('');
    void navigate(profilePath(s.district_id, s.school_id, s.id));
  };

  const status = !enabled ? '' : query.isFetching && !query.data ? t('common.loading') : t('students.search.count', { count: results.length });

  return (
    <Combobox store={combobox} onOptionSubmit={open} width={360} position="bottom-start" withinPortal>
      <Combobox.Target withExpandedAttribute>
        <TextInput
          role="combobox"
          aria-autocomplete="list"
          size="sm"
          w={{ base: 160, lg: 240, xl: 300 }}
          aria-label={t('students.search.label')}
          placeholder={t('students.search.placeholder')}
          leftSection={<IconSearch size={16} aria-hidden />}
          rightSection={query.isFetching && enabled ? <Loader size={14} aria-hidden /> : null}
          value={text}
          onChange={(e) => {
            setText(e.currentTarget.value);
            combobox.openDropdown();
          }}
          onFocus={() => combobox.openDropdown()}
          onBlur={() => combobox.closeDropdown()}
          onKeyDown={(e) => {
            if (e.key === 'Escape') {
              combobox.closeDropdown();
            }
          }}
        />
      </Combobox.Target>
      <VisuallyHidden role="status" aria-live="polite">
        {status}
      </VisuallyHidden>
      <Combobox.Dropdown hidden={!enabled}>
        <Combobox.Options aria-label={t('students.search.results')} mah={360} style={{ overflowY: 'auto' }}>
          {results.length === 0 ? (
            <Combobox.Empty>{query.isFetching ? t('common.loading') : t('students.search.none')}</Combobox.Empty>
          ) : (
            results.map((s) => (
              <Combobox.Option value={String(s.id)} key={s.id}>
                <Stack gap={0}>
                  <Text size="sm" fw={600}>
                    {fullName(s)}
                  </Text>
                  <Text size="xs" c="inherit">
                    {[t('students.search.grade', { grade: s.grade }), s.student_number, s.school_name].join(' · ')}
                  </Text>
                </Stack>
              </Combobox.Option>
            ))
          )}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}
