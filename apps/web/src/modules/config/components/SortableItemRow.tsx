import { ActionIcon, Badge, Box, Button, ColorSwatch, Group, Paper, Switch, Text } from '@mantine/core';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { IconGripVertical } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { CardIconGlyph } from '../../../ui/card-icons.tsx';
import { itemLabel, type DraftItem } from './draft.ts';

interface Props {
  item: DraftItem;
  editable: boolean;
  onEdit: () => void;
  onRemove: () => void;
  onToggle: (active: boolean) => void;
}

/** One item of a configuration list: a drag handle (pointer or keyboard), what it shows, its actions. */
export function SortableItemRow({ item, editable, onEdit, onRemove, onToggle }: Props) {
  const { t, i18n } = useTranslation();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: item.key, disabled: !editable });
  const label = itemLabel(item, i18n.language);
  return (
    <Paper
      ref={setNodeRef}
      withBorder
      p="xs"
      style={{ transform: CSS.Transform.toString(transform), transition, opacity: isDragging ? 0.6 : 1, position: 'relative', zIndex: isDragging ? 1 : undefined }}
      data-testid="config-item"
    >
      <Group gap="sm" wrap="nowrap">
        {editable && (
          <ActionIcon
            ref={setActivatorNodeRef}
            variant="subtle"
            color="gray"
            aria-label={t('config.dragHandle', { label })}
            style={{ cursor: 'grab' }}
            {...attributes}
            {...listeners}
          >
            <IconGripVertical size={18} aria-hidden />
          </ActionIcon>
        )}
        {item.color && <ColorSwatch color={item.color} size={18} aria-hidden />}
        {item.icon && <CardIconGlyph name={item.icon} />}
        <Box style={{ flex: 1, minWidth: 0 }}>
          <Text fw={500} truncate>
            {item.code ? `${item.code} · ${label}` : label}
          </Text>
          <Text size="sm" c="dimmed" truncate>
            {i18n.language === 'fr' ? item.label_en : item.label_fr}
            {item.url ? ` · ${item.url}` : ''}
          </Text>
        </Box>
        {item.in_use && (
          <Badge variant="light" color="blue">
            {t('config.inUse')}
          </Badge>
        )}
        {!item.active && (
          <Badge variant="light" color="gray">
            {t('config.inactive')}
          </Badge>
        )}
        {editable && (
          <>
            <Switch checked={item.active} onChange={(e) => onToggle(e.currentTarget.checked)} aria-label={t('config.activeNamed', { label })} />
            <Button size="xs" variant="light" onClick={onEdit} aria-label={t('config.editNamed', { label })}>
              {t('admin.edit')}
            </Button>
            <Button size="xs" variant="light" color="red" onClick={onRemove} aria-label={t('config.removeNamed', { label })}>
              {t('config.remove')}
            </Button>
          </>
        )}
      </Group>
    </Paper>
  );
}
