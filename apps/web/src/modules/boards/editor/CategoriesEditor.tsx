/**
 * A board's categories (1–20): title, subtitle, colour, the support tier it stands for (issue 22; "No tier"
 * or one of the school's tiers) and the one default, ordered by drag or by keyboard (focus a handle, Space,
 * arrows, Space). Removing one that holds cards says how many move to the default category first.
 */
import { useState } from 'react';
import { ActionIcon, Button, ColorInput, Group, Modal, NativeSelect, Paper, Radio, Stack, Text, TextInput, Tooltip } from '@mantine/core';
import { closestCenter, DndContext, KeyboardSensor, PointerSensor, TouchSensor, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core';
import { arrayMove, SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { IconGripVertical, IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { TConfigList } from '@ss/domain';
import { MAX_BOARD_CATEGORIES } from '@ss/domain/enums';
import { BOARD_MSG } from '@ss/domain/contracts/boards';
import { useLanguage } from '../../../lib/useLanguage.ts';
import { DialogActions } from '../../../ui/DialogActions.tsx';
import { blankCategory, tierChoices, type DraftCategory } from './categories.ts';

interface Props {
  value: DraftCategory[];
  onChange: (next: DraftCategory[]) => void;
  error: string | null;
  /** The school's (or the district's) effective support tiers; undefined while they load. */
  tiers: TConfigList | undefined;
}

function Row({
  item,
  index,
  onChange,
  onRemove,
  canRemove,
  tiers,
}: {
  tiers: TConfigList | undefined;
  item: DraftCategory;
  index: number;
  onChange: (c: DraftCategory) => void;
  onRemove: () => void;
  canRemove: boolean;
}) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: item.key });
  const name = item.title || t('boards.editor.categoryN', { n: index + 1 });
  return (
    <Paper
      ref={setNodeRef}
      withBorder
      p="xs"
      style={{ transform: CSS.Transform.toString(transform), transition, opacity: isDragging ? 0.6 : 1, position: 'relative', zIndex: isDragging ? 1 : undefined }}
      data-testid="category-row"
    >
      <Group gap="sm" wrap="nowrap" align="flex-end">
        <ActionIcon
          ref={setActivatorNodeRef}
          variant="subtle"
          color="gray"
          mb={4}
          aria-label={t('boards.editor.dragCategory', { name })}
          style={{ cursor: 'grab', touchAction: 'none' }}
          {...attributes}
          {...listeners}
        >
          <IconGripVertical size={18} aria-hidden />
        </ActionIcon>
        <TextInput
          label={t('boards.editor.categoryTitle')}
          required
          value={item.title}
          onChange={(e) => onChange({ ...item, title: e.currentTarget.value })}
          maxLength={60}
          style={{ flex: 2 }}
        />
        <TextInput
          label={t('boards.editor.categorySubtitle')}
          value={item.subtitle}
          onChange={(e) => onChange({ ...item, subtitle: e.currentTarget.value })}
          maxLength={120}
          style={{ flex: 2 }}
        />
        <ColorInput label={t('boards.editor.categoryColor')} value={item.color} onChange={(color) => onChange({ ...item, color })} format="hex" withEyeDropper={false} w={130} />
        <NativeSelect
          label={t('boards.editor.categoryTier')}
          aria-label={t('boards.editor.categoryTierNamed', { n: index + 1 })}
          data={tierChoices(tiers, lang, item.tier_key, { none: t('boards.editor.noTier'), unknown: t('boards.editor.unknownTier'), loading: t('common.loading') })}
          value={item.tier_key === null ? '' : String(item.tier_key)}
          onChange={(e) => onChange({ ...item, tier_key: e.currentTarget.value === '' ? null : Number(e.currentTarget.value) })}
          w={200}
        />
        <Radio value={item.key} label={t('boards.editor.default')} mb={8} aria-label={t('boards.editor.defaultNamed', { name })} />
        <Tooltip label={t('boards.editor.removeCategory')} withArrow>
          <ActionIcon variant="subtle" color="red" mb={4} onClick={onRemove} disabled={!canRemove} aria-label={t('boards.editor.removeNamed', { name })}>
            <IconTrash size={16} aria-hidden />
          </ActionIcon>
        </Tooltip>
      </Group>
    </Paper>
  );
}

export function CategoriesEditor({ value, onChange, error, tiers }: Props) {
  const { t } = useTranslation();
  const [removing, setRemoving] = useState<DraftCategory | null>(null);
  const sensors = useSensors(useSensor(PointerSensor), useSensor(TouchSensor), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }));
  const full = value.length >= MAX_BOARD_CATEGORIES;
  const nameOf = (id: string | number) => value.find((c) => c.key === id)?.title ?? '';
  const positionOf = (id: string | number) => value.findIndex((c) => c.key === id) + 1;
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    onChange(arrayMove(value, positionOf(active.id) - 1, positionOf(over.id) - 1));
  };
  const remove = (c: DraftCategory) => {
    const rest = value.filter((x) => x.key !== c.key);
    // The default goes with it: the first remaining one takes its place.
    onChange(c.is_default && rest[0] ? rest.map((x, i) => ({ ...x, is_default: i === 0 })) : rest);
    setRemoving(null);
  };
  const defaultTitle = value.find((c) => c.is_default && c.key !== removing?.key)?.title ?? value.find((c) => c.key !== removing?.key)?.title ?? '';

  return (
    <Stack gap="xs">
      <Text fw={600} id="board-categories">
        {t('boards.editor.categories')}
      </Text>
      <Text size="sm" c="dimmed">
        {t('boards.editor.categoriesHint')} {t('boards.editor.tiersHint')}
      </Text>
      <Radio.Group
        value={value.find((c) => c.is_default)?.key ?? null}
        onChange={(key) => onChange(value.map((c) => ({ ...c, is_default: c.key === key })))}
        aria-labelledby="board-categories"
        error={error}
      >
        <DndContext
          sensors={sensors}
          collisionDetection={closestCenter}
          onDragEnd={onDragEnd}
          accessibility={{
            screenReaderInstructions: { draggable: t('boards.dnd.instructions') },
            announcements: {
              onDragStart: ({ active }) => t('boards.editor.dndPicked', { name: nameOf(active.id) }),
              onDragOver: ({ active, over }) => (over ? t('boards.editor.dndOver', { name: nameOf(active.id), position: positionOf(over.id) }) : undefined),
              onDragEnd: ({ active, over }) => (over ? t('boards.editor.dndDropped', { name: nameOf(active.id), position: positionOf(over.id) }) : undefined),
              onDragCancel: ({ active }) => t('boards.dnd.cancelled', { name: nameOf(active.id) }),
            },
          }}
        >
          <SortableContext items={value.map((c) => c.key)} strategy={verticalListSortingStrategy}>
            <Stack gap={6} component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
              {value.map((c, i) => (
                <li key={c.key}>
                  <Row
                    item={c}
                    index={i}
                    tiers={tiers}
                    canRemove={value.length > 1}
                    onChange={(next) => onChange(value.map((x) => (x.key === c.key ? next : x)))}
                    onRemove={() => (c.cards > 0 ? setRemoving(c) : remove(c))}
                  />
                </li>
              ))}
            </Stack>
          </SortableContext>
        </DndContext>
      </Radio.Group>
      <Group>
        <Tooltip label={t(BOARD_MSG.maxCategories)} disabled={!full} withArrow>
          <Button
            variant="light"
            leftSection={<IconPlus size={16} aria-hidden />}
            data-disabled={full || undefined}
            aria-disabled={full || undefined}
            onClick={(e) => {
              if (full) return e.preventDefault();
              onChange([...value, blankCategory(value.length === 0)]);
            }}
          >
            {t('boards.editor.addCategory')}
          </Button>
        </Tooltip>
      </Group>
      <Modal
        opened={removing !== null}
        onClose={() => setRemoving(null)}
        title={t('boards.editor.removeTitle', { name: removing?.title ?? '' })}
        closeButtonProps={{ 'aria-label': t('common.close') }}
      >
        <Stack gap="md">
          <Text>{t('boards.editor.removeConfirm', { count: removing?.cards ?? 0, name: removing?.title ?? '', target: defaultTitle })}</Text>
          <DialogActions onCancel={() => setRemoving(null)} label={t('boards.editor.remove')} color="red" onConfirm={() => removing && remove(removing)} />
        </Stack>
      </Modal>
    </Stack>
  );
}
