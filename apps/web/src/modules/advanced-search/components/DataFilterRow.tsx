import { ActionIcon, Group, Select, TextInput } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { FILTER_OPERATORS, type FilterOperator } from '@ss/domain/enums';
import type { TStudentSearchOptions } from '@ss/domain';
import { serverFieldError } from '../../../lib/form-errors.ts';
import { LIST_OPERATORS, sentIndex, type DataFilterDraft, type FilterDraft } from '../filters.ts';

interface DataFilterRowProps {
  index: number;
  row: DataFilterDraft;
  draft: FilterDraft;
  measures: TStudentSearchOptions['measures'];
  error: unknown;
  /** The search was refused because this kind of row had no measure. */
  missingMeasure: boolean;
  onChange: (next: DataFilterDraft) => void;
  onRemove: () => void;
}

/** One "measure · operator · value" condition; a dropdown measure offers its options for (not) equal. */
export function DataFilterRow({ index, row, draft, measures, error, missingMeasure, onChange, onRemove }: DataFilterRowProps) {
  const { t } = useTranslation();
  const measure = measures.find((m) => String(m.id) === row.definition_id);
  const sent = sentIndex(draft, row.key);
  const fieldError = (name: string) => (sent >= 0 ? serverFieldError(t, error, `data_filters.${sent}.${name}`) : null);
  const n = index + 1;
  const pickOption = measure?.result_type === 'dropdown' && (row.operator === 'equal' || row.operator === 'not_equal');
  // A list measure's options are words: it is compared by option (equal, contains), never as a number.
  const operators = measure?.result_type === 'dropdown' ? LIST_OPERATORS : FILTER_OPERATORS;
  const pickMeasure = (definition_id: string | null) => {
    const next = measures.find((m) => String(m.id) === definition_id);
    const operator = next?.result_type === 'dropdown' && !LIST_OPERATORS.includes(row.operator) ? 'equal' : row.operator;
    onChange({ ...row, definition_id, operator, value: '' });
  };
  return (
    <Group align="flex-start" gap="sm" wrap="wrap" role="group" aria-label={t('studentSearch.dataFilterN', { n })}>
      <Select
        label={t('studentSearch.measure')}
        placeholder={t('studentSearch.chooseMeasure')}
        data={measures.map((m) => ({ value: String(m.id), label: m.name }))}
        value={row.definition_id}
        onChange={pickMeasure}
        searchable
        w={240}
        error={fieldError('definition_id') ?? (missingMeasure && row.definition_id === null ? t('studentSearch.measureRequired') : null)}
      />
      <Select
        label={t('studentSearch.operator')}
        data={operators.map((op) => ({ value: op, label: t(`studentSearch.operators.${op}`) }))}
        value={row.operator}
        onChange={(op) => op && onChange({ ...row, operator: op as FilterOperator })}
        allowDeselect={false}
        w={200}
        error={fieldError('operator')}
      />
      {pickOption ? (
        <Select
          label={t('studentSearch.value')}
          data={measure.options.map((o) => o.label)}
          value={row.value || null}
          onChange={(v) => onChange({ ...row, value: v ?? '' })}
          w={240}
          error={fieldError('value')}
        />
      ) : (
        <TextInput
          label={t('studentSearch.value')}
          value={row.value}
          onChange={(e) => onChange({ ...row, value: e.currentTarget.value })}
          inputMode={row.operator === 'more_than' || row.operator === 'less_than' || measure?.result_type === 'manual' ? 'decimal' : undefined}
          w={200}
          error={fieldError('value')}
        />
      )}
      <ActionIcon variant="subtle" color="red" size="lg" mt={26} onClick={onRemove} aria-label={t('studentSearch.removeDataFilter', { n })}>
        <IconTrash size={18} aria-hidden />
      </ActionIcon>
    </Group>
  );
}
