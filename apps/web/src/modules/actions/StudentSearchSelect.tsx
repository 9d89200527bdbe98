/**
 * A searchable student picker over the roster of a school (or a district): the server searches as the
 * user types (debounced), and a student already chosen but not among the results (an existing record's
 * student) stays listed. Actions, celebrations and supports given use it.
 */
import { useState } from 'react';
import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { useStudentSearch } from './hooks.ts';

interface Props {
  where: { school?: number; district?: number };
  label: string;
  placeholder?: string;
  value: string | null;
  onChange: (value: string | null) => void;
  /** The record's own student, shown even when the search does not return it. */
  known?: { id: number; name: string } | null;
  disabled?: boolean;
  error?: string | null;
}

export function StudentSearchSelect({ where, label, placeholder, value, onChange, known, disabled, error }: Props) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [search] = useDebouncedValue(text, 250);
  const students = useStudentSearch(where, search);
  const options = (students.data?.results ?? []).map((s) => ({ value: String(s.id), label: `${s.first_name} ${s.last_name}` }));
  if (known && !options.some((o) => o.value === String(known.id))) options.push({ value: String(known.id), label: known.name });
  return (
    <Select
      label={label}
      placeholder={placeholder}
      data={options}
      value={value}
      onChange={onChange}
      searchable
      clearable
      searchValue={text}
      onSearchChange={setText}
      filter={({ options: all }) => all}
      disabled={disabled}
      nothingFoundMessage={t('common.noResults')}
      error={error ?? undefined}
    />
  );
}
