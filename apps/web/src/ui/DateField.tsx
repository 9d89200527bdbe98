import { useState } from 'react';
import { TextInput, type TextInputProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** A real calendar date written yyyy-mm-dd. */
export function isIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

interface DateFieldProps extends Omit<TextInputProps, 'value' | 'onChange' | 'type' | 'placeholder'> {
  /** What was typed; a date once it is yyyy-mm-dd. */
  value: string;
  onChange: (value: string) => void;
  /** The latest date that may be chosen (yyyy-mm-dd). */
  max?: string;
}

/**
 * A date typed as yyyy-mm-dd ("aaaa-mm-jj" in French), the format shown beside it in the interface's
 * language. The browser's own date input shows the browser's format (mm/dd/yyyy on an American
 * browser) whatever language the interface is in.
 */
export function DateField({ value, onChange, max, error, onBlur, ...rest }: DateFieldProps) {
  const { t } = useTranslation();
  const [left, setLeft] = useState(false);
  const problem = value === '' ? null : !isIsoDate(value) ? 'Invalid date format' : max !== undefined && value > max ? 'This date cannot be selected' : null;
  return (
    <TextInput
      {...rest}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value.trim())}
      onBlur={(event) => {
        setLeft(true);
        onBlur?.(event);
      }}
      placeholder={t('common.datePlaceholder')}
      description={t('common.dateHint')}
      inputMode="numeric"
      autoComplete="off"
      maxLength={10}
      error={error ?? (left && problem ? t(problem) : null)}
    />
  );
}
