import { useState } from 'react';
import { CloseButton, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

interface SearchFieldProps {
  label: string;
  value: string;
  onSearch: (value: string) => void;
}

/** A labelled search box that reports its text 300 ms after typing stops. */
export function SearchField({ label, value, onSearch }: SearchFieldProps) {
  const { t } = useTranslation();
  const [text, setText] = useState(value);
  const report = useDebouncedCallback(onSearch, 300);
  return (
    <TextInput
      type="search"
      label={label}
      value={text}
      maw={360}
      leftSection={<IconSearch size={16} aria-hidden />}
      rightSection={
        text ? (
          <CloseButton
            size="sm"
            aria-label={t('common.clearSearch')}
            onClick={() => {
              setText('');
              onSearch('');
            }}
          />
        ) : null
      }
      onChange={(event) => {
        setText(event.currentTarget.value);
        report(event.currentTarget.value);
      }}
    />
  );
}
