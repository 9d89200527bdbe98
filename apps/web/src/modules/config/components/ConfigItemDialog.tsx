import { useState, type FormEvent } from 'react';
import { ColorInput, Group, Modal, Radio, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CARD_ICON_NAMES, configItemErrors, KIND_FIELDS, type ConfigListKind } from '@ss/domain';
import { CONFIG_CODE_MAX, ZConfigItemInput } from '@ss/domain/contracts/config';
import { checkFields } from '../../../ui/schema-errors.ts';
import { CardIconGlyph } from '../../../ui/card-icons.tsx';
import type { DraftItem } from './draft.ts';
import { DialogActions } from '../../../ui/DialogActions.tsx';

interface Props {
  kind: ConfigListKind;
  item: DraftItem;
  isNew: boolean;
  onClose: () => void;
  onDone: (item: DraftItem) => void;
}

/** Add or edit one item: English and French labels, and the colour, icon, code or address the kind needs. */
export function ConfigItemDialog({ kind, item, isNew, onClose, onDone }: Props) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(item);
  const [checked, setChecked] = useState(false);
  const need = KIND_FIELDS[kind];
  const kindErrors = configItemErrors(kind, [draft]);
  const labelErrors = checkFields(t, ZConfigItemInput, { label_en: draft.label_en, label_fr: draft.label_fr });
  const err = (field: 'label_en' | 'label_fr' | 'color' | 'icon' | 'code' | 'url') => {
    if (!checked) return null;
    if (field === 'label_en' || field === 'label_fr') return labelErrors[field] ?? null;
    const e = kindErrors[`items.0.${field}`];
    return e ? t(e.message, field === 'code' ? { maxlength: CONFIG_CODE_MAX } : {}) : null;
  };
  const set = (patch: Partial<DraftItem>) => setDraft((d) => ({ ...d, ...patch }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (Object.keys(labelErrors).length || Object.keys(kindErrors).length) return;
    onDone({ ...draft, label_en: draft.label_en.trim(), label_fr: draft.label_fr.trim() });
  };
  return (
    <Modal opened onClose={onClose} closeButtonProps={{ 'aria-label': t('common.close') }} title={t(isNew ? 'config.addItem' : 'config.editItem')} size="lg">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              required
              data-autofocus
              label={t('config.labelEn')}
              value={draft.label_en}
              onChange={(e) => set({ label_en: e.currentTarget.value })}
              error={err('label_en')}
            />
            <TextInput required label={t('config.labelFr')} value={draft.label_fr} onChange={(e) => set({ label_fr: e.currentTarget.value })} error={err('label_fr')} />
          </SimpleGrid>
          {need.includes('code') && (
            <TextInput
              required
              label={t('config.code')}
              description={t('config.codeHint')}
              value={draft.code ?? ''}
              onChange={(e) => set({ code: e.currentTarget.value })}
              error={err('code')}
            />
          )}
          {need.includes('url') && (
            <TextInput
              required
              type="url"
              label={t('config.url')}
              placeholder="https://"
              value={draft.url ?? ''}
              onChange={(e) => set({ url: e.currentTarget.value })}
              error={err('url')}
            />
          )}
          {need.includes('color') && (
            <ColorInput
              withEyeDropper={false}
              required
              format="hex"
              label={t('config.color')}
              value={draft.color ?? ''}
              onChange={(v) => set({ color: v })}
              error={err('color')}
              swatches={['#2f9e44', '#f08c00', '#e03131', '#1c7ed6', '#7048e8', '#495057']}
            />
          )}
          {need.includes('icon') && (
            <Radio.Group required label={t('config.icon')} value={draft.icon ?? ''} onChange={(v) => set({ icon: v })} error={err('icon')}>
              <SimpleGrid cols={{ base: 2, sm: 3 }} mt="xs">
                {CARD_ICON_NAMES.map((name) => (
                  <Radio
                    key={name}
                    value={name}
                    label={
                      <Group gap={6} wrap="nowrap">
                        <CardIconGlyph name={name} />
                        <Text size="sm">{t(`config.iconName.${name}`)}</Text>
                      </Group>
                    }
                  />
                ))}
              </SimpleGrid>
            </Radio.Group>
          )}
          <DialogActions onCancel={onClose} label={t(isNew ? 'config.add' : 'config.apply')} />
        </Stack>
      </form>
    </Modal>
  );
}
