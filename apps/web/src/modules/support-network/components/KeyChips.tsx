/**
 * Focus areas or tiers as checkable chips (checkboxes with their labels), a named group with its
 * error. Offers the axis of the support's level, plus any key the support holds that the axis no
 * longer lists (so editing never drops a choice silently).
 */
import { useId } from 'react';
import { Chip, ColorSwatch, Group, Input, Stack, Text } from '@mantine/core';
import type { TSupportAxisItem } from '@ss/domain';
import { useLanguage } from '../../../lib/useLanguage.ts';
import { axisLabel } from '../place.ts';

interface Props {
  label: string;
  description?: string;
  axis: TSupportAxisItem[];
  /** Items the support holds (with labels), shown even when the axis lacks them. */
  held?: TSupportAxisItem[];
  value: number[];
  onChange: (keys: number[]) => void;
  error?: string | null;
}

export function KeyChips({ label, description, axis, held = [], value, onChange, error }: Props) {
  const lang = useLanguage();
  const id = useId();
  const items = [...axis, ...held.filter((h) => !axis.some((a) => a.key === h.key) && value.includes(h.key))];
  return (
    <Stack gap={6} role="group" aria-labelledby={`${id}-label`} aria-describedby={error ? `${id}-error` : undefined}>
      <Text component="span" id={`${id}-label`} size="sm" fw={500}>
        {label}{' '}
        <Text span c="red" aria-hidden>
          *
        </Text>
      </Text>
      {description && (
        <Text size="xs" c="dimmed">
          {description}
        </Text>
      )}
      <Chip.Group multiple value={value.map(String)} onChange={(v) => onChange(v.map(Number))}>
        <Group gap="xs">
          {items.map((item) => (
            <Chip key={item.key} value={String(item.key)} variant="outline">
              <Group gap={6} wrap="nowrap" component="span">
                {item.color && <ColorSwatch component="span" color={item.color} size={10} withShadow={false} aria-hidden />}
                <span>{axisLabel(item, lang)}</span>
              </Group>
            </Chip>
          ))}
        </Group>
      </Chip.Group>
      {error && <Input.Error id={`${id}-error`}>{error}</Input.Error>}
    </Stack>
  );
}
