import { useState, type FormEvent } from 'react';
import { ActionIcon, Button, Chip, ColorInput, Group, Modal, NumberInput, Radio, Stack, Switch, TagsInput, Text, TextInput } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { definitionErrors, MONTHS } from '@ss/domain';
import { ZUpdateDataDefinition } from '@ss/domain/contracts/config';
import { serverFieldError } from '../../../lib/form-errors.ts';
import { checkFields } from '../../../ui/schema-errors.ts';
import type { DefinitionInput } from '../api.ts';
import { DialogActions } from '../../../ui/DialogActions.tsx';

interface Props {
  initial: DefinitionInput;
  isNew: boolean;
  saving: boolean;
  error: unknown;
  onClose: () => void;
  onSave: (value: DefinitionInput) => void;
}

const monthName = (m: number, language: string) => new Date(Date.UTC(2024, m, 1)).toLocaleString(language === 'fr' ? 'fr-CA' : 'en-CA', { month: 'long', timeZone: 'UTC' });

/** A student data measure: name, result type (number with bounds, or options with colours), months or labels. */
export function DataDefinitionDialog({ initial, isNew, saving, error, onClose, onSave }: Props) {
  const { t, i18n } = useTranslation();
  const [v, setV] = useState(initial);
  const [checked, setChecked] = useState(false);
  const set = (patch: Partial<DefinitionInput>) => setV((d) => ({ ...d, ...patch }));
  const rules = definitionErrors(v);
  const err = (field: string) => {
    const local = checked ? rules[field] : undefined;
    return local ? t(local.message, local.params ?? {}) : serverFieldError(t, error, field);
  };
  // The name and each option (label and colour) as the definitions' contract checks them.
  const fields = checkFields(t, ZUpdateDataDefinition, { version: 0, name: v.name, options: v.options.map(({ label, color }) => ({ label, color })) });
  const nameError = (checked ? fields.name : null) ?? serverFieldError(t, error, 'name');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (Object.keys(fields).length || Object.keys(rules).length) return;
    onSave({ ...v, name: v.name.trim(), options: v.options.map((o) => ({ label: o.label.trim(), color: o.color })) });
  };
  return (
    <Modal opened onClose={onClose} closeButtonProps={{ 'aria-label': t('common.close') }} title={t(isNew ? 'config.data.add' : 'config.data.edit')} size="lg">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput required data-autofocus label={t('config.data.name')} value={v.name} onChange={(e) => set({ name: e.currentTarget.value })} error={nameError} />
          <Radio.Group required label={t('config.data.resultType')} value={v.result_type} onChange={(r) => set({ result_type: r as DefinitionInput['result_type'] })}>
            <Group mt="xs">
              <Radio value="manual" label={t('config.data.manual')} />
              <Radio value="dropdown" label={t('config.data.dropdown')} />
            </Group>
          </Radio.Group>
          {v.result_type === 'manual' ? (
            <Group grow align="flex-start">
              <NumberInput
                label={t('config.data.min')}
                allowDecimal={false}
                value={v.min_value ?? ''}
                onChange={(n) => set({ min_value: typeof n === 'number' ? n : null })}
                error={err('min_value')}
              />
              <NumberInput
                label={t('config.data.max')}
                allowDecimal={false}
                value={v.max_value ?? ''}
                onChange={(n) => set({ max_value: typeof n === 'number' ? n : null })}
                error={err('max_value')}
              />
            </Group>
          ) : (
            <Stack gap="xs">
              <Text fw={500} size="sm">
                {t('config.data.options')}
              </Text>
              {v.options.map((o, i) => (
                <Group key={i} align="flex-start" wrap="nowrap">
                  <TextInput
                    style={{ flex: 1 }}
                    required
                    label={t('config.data.optionLabel', { n: i + 1 })}
                    value={o.label}
                    onChange={(e) => set({ options: v.options.map((x, j) => (j === i ? { ...x, label: e.currentTarget.value } : x)) })}
                    error={(checked ? fields[`options.${i}.label`] : null) ?? err(`options.${i}.label`)}
                  />
                  <ColorInput
                    withEyeDropper={false}
                    required
                    format="hex"
                    label={t('config.data.optionColor', { n: i + 1 })}
                    value={o.color}
                    onChange={(c) => set({ options: v.options.map((x, j) => (j === i ? { ...x, color: c } : x)) })}
                    error={checked ? fields[`options.${i}.color`] : null}
                  />
                  <ActionIcon
                    mt={28}
                    variant="subtle"
                    color="red"
                    aria-label={t('config.data.removeOption', { n: i + 1 })}
                    onClick={() => set({ options: v.options.filter((_, j) => j !== i) })}
                  >
                    <IconTrash size={16} aria-hidden />
                  </ActionIcon>
                </Group>
              ))}
              {err('options') && (
                <Text c="red" size="sm" role="alert">
                  {err('options')}
                </Text>
              )}
              <Button variant="light" size="xs" style={{ alignSelf: 'flex-start' }} onClick={() => set({ options: [...v.options, { label: '', color: '#1c7ed6' }] })}>
                {t('config.data.addOption')}
              </Button>
            </Stack>
          )}
          <Radio.Group required label={t('config.data.dataType')} value={v.data_type} onChange={(r) => set({ data_type: r as DefinitionInput['data_type'] })}>
            <Group mt="xs">
              <Radio value="month" label={t('config.data.byMonth')} />
              <Radio value="label" label={t('config.data.byLabel')} />
            </Group>
          </Radio.Group>
          {v.data_type === 'month' ? (
            <Stack gap={4}>
              <Text fw={500} size="sm" id="months-label">
                {t('config.data.months')}
              </Text>
              <Chip.Group multiple value={v.months.map(String)} onChange={(ms) => set({ months: ms.map(Number).sort((a, b) => a - b) })}>
                <Group gap={6} role="group" aria-labelledby="months-label">
                  {MONTHS.map((m) => (
                    <Chip key={m} value={String(m)} size="sm">
                      {monthName(m, i18n.language)}
                    </Chip>
                  ))}
                </Group>
              </Chip.Group>
              {err('months') && (
                <Text c="red" size="sm" role="alert">
                  {err('months')}
                </Text>
              )}
            </Stack>
          ) : (
            <TagsInput label={t('config.data.labels')} description={t('config.data.labelsHint')} value={v.labels} onChange={(labels) => set({ labels })} error={err('labels')} />
          )}
          {!isNew && <Switch label={t('config.active')} checked={v.active} onChange={(e) => set({ active: e.currentTarget.checked })} />}
          <DialogActions onCancel={onClose} label={t('admin.save')} loading={saving} />
        </Stack>
      </form>
    </Modal>
  );
}
