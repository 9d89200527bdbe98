/**
 * The plan pages' fields: an input while the plan may be changed, its value as text otherwise (what cannot be
 * changed reads as text, not as a box that looks editable). The page says which with <Editable value>.
 */
import { createContext, useContext, useId, type ReactNode } from 'react';
import { ActionIcon, Button, Checkbox, Group, MultiSelect, Paper, Select, Stack, Text, TextInput, Textarea, Title } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@ss/domain/language';
import { useLanguage } from '../../../lib/useLanguage.ts';
import { DateField, isIsoDate } from '../../../ui/DateField.tsx';
import type { Language } from '@ss/domain';

/** A day as the interface writes it ('—' for none; what was typed as it is until it is a date). */
export const dayText = (lang: Language, d: string | null) => (!d ? '—' : isIsoDate(d) ? formatDate(d, lang) : d);

const EditableContext = createContext(false);
export const Editable = EditableContext.Provider;
export const useEditable = () => useContext(EditableContext);

function ReadOnly({ label, children }: { label: string; children: ReactNode }) {
  const id = useId();
  return (
    <Stack gap={2} role="group" aria-labelledby={id}>
      <Text size="sm" fw={500} id={id}>
        {label}
      </Text>
      {children}
    </Stack>
  );
}

function Value({ text }: { text: string }) {
  const { t } = useTranslation();
  return (
    <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
      {text.trim() || (
        <Text span size="sm" c="dimmed">
          {t('common.none')}
        </Text>
      )}
    </Text>
  );
}

interface TextProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
  required?: boolean;
  /** A text area (several lines). */
  long?: boolean;
  max?: number;
}

export function PlanText({ label, value, onChange, error, required, long, max }: TextProps) {
  if (!useEditable())
    return (
      <ReadOnly label={label}>
        <Value text={value} />
      </ReadOnly>
    );
  const common = { label, value, required, error, maxLength: max, onChange: (e: { currentTarget: { value: string } }) => onChange(e.currentTarget.value) };
  return long ? <Textarea {...common} autosize minRows={2} maxRows={12} /> : <TextInput {...common} />;
}

export function PlanDate({
  label,
  value,
  onChange,
  error,
  required,
}: {
  label: string;
  value: string | null;
  onChange: (value: string | null) => void;
  error?: string | null;
  required?: boolean;
}) {
  const lang = useLanguage();
  if (!useEditable())
    return (
      <ReadOnly label={label}>
        <Value text={value ? dayText(lang, value) : ''} />
      </ReadOnly>
    );
  return <DateField label={label} value={value ?? ''} onChange={(v) => onChange(v === '' ? null : v)} error={error} required={required} />;
}

export function PlanSelect({
  label,
  value,
  data,
  onChange,
  error,
  clearable,
}: {
  label: string;
  value: string | null;
  data: { value: string; label: string }[];
  onChange: (value: string | null) => void;
  error?: string | null;
  clearable?: boolean;
}) {
  if (!useEditable())
    return (
      <ReadOnly label={label}>
        <Value text={data.find((d) => d.value === value)?.label ?? ''} />
      </ReadOnly>
    );
  return <Select label={label} value={value} data={data} onChange={onChange} error={error} clearable={clearable} allowDeselect={clearable} searchable={data.length > 8} />;
}

export function PlanMultiSelect({
  label,
  value,
  data,
  onChange,
  error,
  empty,
}: {
  label: string;
  value: string[];
  data: { value: string; label: string }[];
  onChange: (value: string[]) => void;
  error?: string | null;
  empty?: string;
}) {
  if (!useEditable())
    return (
      <ReadOnly label={label}>
        <Value text={value.map((v) => data.find((d) => d.value === v)?.label ?? v).join(', ')} />
      </ReadOnly>
    );
  return (
    <MultiSelect
      label={label}
      value={value}
      data={data}
      onChange={onChange}
      error={error}
      nothingFoundMessage={empty}
      searchable
      placeholder={data.length === 0 ? empty : undefined}
    />
  );
}

export function PlanCheck({ label, checked, onChange }: { label: string; checked: boolean; onChange: (checked: boolean) => void }) {
  const { t } = useTranslation();
  if (!useEditable())
    return (
      <ReadOnly label={label}>
        <Value text={t(checked ? 'common.yes' : 'common.no')} />
      </ReadOnly>
    );
  return <Checkbox label={label} checked={checked} onChange={(e) => onChange(e.currentTarget.checked)} />;
}

/** A list of the home part (the team, the review dates): its title, a line when empty, its rows, and Add when editable. */
export function ListSection(props: { title: string; empty: string; count: number; add: { label: string; onClick: () => void; disabled?: boolean }; children: ReactNode }) {
  const editable = useEditable();
  return (
    <Paper withBorder p="md" radius="md">
      <Title order={3} size="h4" mb="sm">
        {props.title}
      </Title>
      <Stack gap="sm">
        {props.count === 0 && (
          <Text size="sm" c="dimmed">
            {props.empty}
          </Text>
        )}
        {props.children}
        {editable && (
          <Group>
            <Button variant="light" leftSection={<IconPlus size={16} aria-hidden />} disabled={props.add.disabled} onClick={props.add.onClick}>
              {props.add.label}
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}

/** A row's remove button, when the part is editable. */
export function RemoveRow({ label, onClick }: { label: string; onClick: () => void }) {
  if (!useEditable()) return null;
  return (
    <ActionIcon variant="subtle" color="red" size="lg" mb={1} aria-label={label} onClick={onClick}>
      <IconTrash size={18} aria-hidden />
    </ActionIcon>
  );
}
