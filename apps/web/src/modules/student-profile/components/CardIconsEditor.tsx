/** The student's card icons, and a multi-select (with glyphs) to change them for note writers. */
import { useState } from 'react';
import { Box, Button, Group, Modal, MultiSelect, Stack, Text, Tooltip } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { TStudentProfile } from '@ss/domain';
import { useLanguage } from '../../../lib/useLanguage.ts';
import { CardIconGlyph } from '../../../ui/card-icons.tsx';
import { labelIn } from '../api.ts';
import { useSaveCardIcons } from '../hooks.ts';

export function CardIconsEditor({ profile }: { profile: TStudentProfile }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const { assigned, available } = profile.card_icons;
  const [opened, setOpened] = useState(false);
  const [value, setValue] = useState<string[]>([]);
  const icons = new Map([...available, ...assigned].map((i) => [String(i.item_id), i]));
  const save = useSaveCardIcons(profile.student.id);
  const open = () => {
    setValue(assigned.filter((i) => available.some((a) => a.item_id === i.item_id)).map((i) => String(i.item_id)));
    setOpened(true);
  };

  return (
    <Stack gap={4}>
      <Group gap="xs">
        <Text size="sm" fw={600} component="h3" m={0}>
          {t('profile.cardIcons')}
        </Text>
        {profile.abilities.write_notes && (
          <Button size="compact-xs" variant="subtle" leftSection={<IconPencil size={14} aria-hidden />} onClick={open}>
            {t('profile.editCardIcons')}
          </Button>
        )}
      </Group>
      {assigned.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('profile.noCardIcons')}
        </Text>
      ) : (
        <Group gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {assigned.map((i) => (
            <li key={i.item_id}>
              <Tooltip label={labelIn(lang, i)} withArrow>
                <Group gap={4} c="blue.8" wrap="nowrap">
                  <CardIconGlyph name={i.icon} size={18} />
                  <Text size="sm">{labelIn(lang, i)}</Text>
                </Group>
              </Tooltip>
            </li>
          ))}
        </Group>
      )}
      <Modal opened={opened} onClose={() => setOpened(false)} closeButtonProps={{ 'aria-label': t('common.close') }} title={t('profile.editCardIcons')} centered>
        <MultiSelect
          label={t('profile.chooseIcons')}
          data={available.map((i) => ({ value: String(i.item_id), label: labelIn(lang, i) }))}
          value={value}
          onChange={setValue}
          searchable
          comboboxProps={{ withinPortal: true }}
          renderOption={({ option }) => (
            <Group gap="xs" wrap="nowrap">
              <Box c="blue.8" style={{ display: 'inline-flex' }}>
                <CardIconGlyph name={icons.get(option.value)?.icon} size={18} />
              </Box>
              <span>{option.label}</span>
            </Group>
          )}
        />
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={() => setOpened(false)}>
            {t('profile.cancel')}
          </Button>
          <Button onClick={() => save.mutate(value.map(Number), { onSuccess: () => setOpened(false) })} loading={save.isPending}>
            {t('profile.save')}
          </Button>
        </Group>
      </Modal>
    </Stack>
  );
}
