/**
 * One collection of the sign-in page in display order: status, Move up / Move down (announced), drag by the handle
 * (pointer or keyboard, @dnd-kit as the configuration lists), edit, delete after a confirmation. A new order shows at
 * once and is sent as the whole list (`POST …/order/`); a refusal puts the server's order back.
 */
import { useState } from 'react';
import { ActionIcon, Badge, Box, Button, Group, Modal, Paper, Stack, Text, VisuallyHidden } from '@mantine/core';
import { closestCenter, DndContext, KeyboardSensor, PointerSensor, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { IconArrowDown, IconArrowUp, IconGripVertical, IconPencil, IconTrash } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { HomeCollection, HomeLinkKind } from '@ss/domain';
import { useLanguage } from '../../lib/useLanguage.ts';
import { DialogActions } from '../../ui/DialogActions.tsx';
import { EmptyMessage } from '../../ui/EmptyMessage.tsx';
import type { HomeItem } from './api.ts';
import { editPath, itemLabel, moveBy, moveTo } from './form.ts';
import { useDeleteHomeItem, useOrderHomeItems } from './hooks.ts';

interface RowProps {
  collection: HomeCollection;
  item: HomeItem;
  label: string;
  index: number;
  count: number;
  onMove: (delta: -1 | 1) => void;
  onDelete: () => void;
  busy: boolean;
}

function Row({ collection, item, label, index, count, onMove, onDelete, busy }: RowProps) {
  const { t } = useTranslation();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: item.id });
  const kind = 'kind' in item ? item.kind : undefined;
  const image = 'image' in item ? item.image : 'photo' in item ? item.photo : 'logo' in item ? item.logo : null;
  return (
    <Paper
      ref={setNodeRef}
      component="li"
      withBorder
      p="xs"
      style={{ transform: CSS.Transform.toString(transform), transition, opacity: isDragging ? 0.6 : 1, position: 'relative', zIndex: isDragging ? 1 : undefined }}
      data-testid="home-item"
    >
      <Group gap="sm" wrap="nowrap">
        <ActionIcon
          ref={setActivatorNodeRef}
          variant="subtle"
          color="gray"
          aria-label={t('homePage.list.drag', { label })}
          style={{ cursor: 'grab' }}
          {...attributes}
          {...listeners}
        >
          <IconGripVertical size={18} aria-hidden />
        </ActionIcon>
        {image && (
          <img src={image.url} alt="" width={48} height={Math.max(1, Math.round((48 * image.height) / Math.max(1, image.width)))} style={{ objectFit: 'cover', borderRadius: 4 }} />
        )}
        <Box style={{ flex: 1, minWidth: 0 }}>
          <Text fw={500} truncate>
            {label}
          </Text>
          {kind && (
            <Text size="sm" c="dimmed">
              {t(`homePage.kind.${kind}`)}
              {'url' in item ? ` · ${item.url}` : ''}
            </Text>
          )}
        </Box>
        <Badge variant="light" color={item.status === 'published' ? 'green' : 'gray'}>
          {t(`homePage.status.${item.status}`)}
        </Badge>
        <Group gap={4} wrap="nowrap">
          <ActionIcon variant="subtle" disabled={index === 0 || busy} onClick={() => onMove(-1)} aria-label={t('homePage.list.moveUp', { label })}>
            <IconArrowUp size={16} aria-hidden />
          </ActionIcon>
          <ActionIcon variant="subtle" disabled={index === count - 1 || busy} onClick={() => onMove(1)} aria-label={t('homePage.list.moveDown', { label })}>
            <IconArrowDown size={16} aria-hidden />
          </ActionIcon>
          <ActionIcon variant="subtle" component={Link} to={editPath(collection, item.id, kind as HomeLinkKind | undefined)} aria-label={t('homePage.list.edit', { label })}>
            <IconPencil size={16} aria-hidden />
          </ActionIcon>
          <ActionIcon variant="subtle" color="red" onClick={onDelete} aria-label={t('homePage.list.delete', { label })}>
            <IconTrash size={16} aria-hidden />
          </ActionIcon>
        </Group>
      </Group>
    </Paper>
  );
}

interface Props {
  collection: HomeCollection;
  items: HomeItem[];
  /** What the list is called (its accessible name). */
  title: string;
  empty: string;
}

export function CollectionList({ collection, items, title, empty }: Props) {
  const { t } = useTranslation();
  const language = useLanguage();
  const order = useOrderHomeItems(collection);
  const remove = useDeleteHomeItem(collection);
  const [local, setLocal] = useState<number[] | null>(null);
  const [said, setSaid] = useState('');
  const [deleting, setDeleting] = useState<HomeItem | null>(null);
  const byId = new Map(items.map((item) => [item.id, item]));
  // The order shown: the one just chosen while it is sent, as long as it still names exactly the items listed.
  const serverIds = items.map((item) => item.id);
  const ids = local && local.length === serverIds.length && local.every((id) => byId.has(id)) ? local : serverIds;
  const sensors = useSensors(useSensor(PointerSensor), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }));
  const labelOf = (id: number | string) => {
    const item = byId.get(Number(id));
    return item ? itemLabel(collection, item, language) : '';
  };
  const send = (next: number[], moved: number) => {
    setLocal(next);
    setSaid(t('homePage.list.moved', { label: labelOf(moved), position: next.indexOf(moved) + 1, count: next.length }));
    order.mutate(next, { onError: () => setLocal(null), onSuccess: () => setLocal(null) });
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = ids.indexOf(Number(active.id));
    const to = ids.indexOf(Number(over.id));
    send(moveTo(ids, from, to), Number(active.id));
  };
  if (items.length === 0) return <EmptyMessage title={empty} />;
  return (
    <>
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        onDragEnd={onDragEnd}
        accessibility={{
          screenReaderInstructions: { draggable: t('homePage.list.dndInstructions') },
          announcements: {
            onDragStart: ({ active }) => t('homePage.list.dndPicked', { label: labelOf(active.id) }),
            onDragOver: ({ active, over }) => (over ? t('homePage.list.dndOver', { label: labelOf(active.id), position: ids.indexOf(Number(over.id)) + 1 }) : undefined),
            onDragEnd: ({ active, over }) => (over ? t('homePage.list.dndOver', { label: labelOf(active.id), position: ids.indexOf(Number(over.id)) + 1 }) : undefined),
            onDragCancel: ({ active }) => t('homePage.list.dndCancelled', { label: labelOf(active.id) }),
          },
        }}
      >
        <SortableContext items={ids} strategy={verticalListSortingStrategy}>
          <Stack component="ul" gap="xs" aria-label={title} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {ids.map((id, index) => {
              const item = byId.get(id)!;
              return (
                <Row
                  key={id}
                  collection={collection}
                  item={item}
                  label={labelOf(id)}
                  index={index}
                  count={ids.length}
                  busy={order.isPending}
                  onMove={(delta) => send(moveBy(ids, id, delta), id)}
                  onDelete={() => setDeleting(item)}
                />
              );
            })}
          </Stack>
        </SortableContext>
      </DndContext>
      <VisuallyHidden aria-live="polite" role="status">
        {said}
      </VisuallyHidden>
      <Modal opened={deleting !== null} onClose={() => setDeleting(null)} title={t('homePage.delete.title')} closeButtonProps={{ 'aria-label': t('common.close') }}>
        <Stack gap="md">
          <Text>{deleting ? t('homePage.delete.body', { label: labelOf(deleting.id) }) : ''}</Text>
          <DialogActions
            onCancel={() => setDeleting(null)}
            label={t('homePage.delete.confirm')}
            color="red"
            loading={remove.isPending}
            onConfirm={() => deleting && remove.mutate(deleting.id, { onSuccess: () => setDeleting(null) })}
            autoFocus
          />
        </Stack>
      </Modal>
    </>
  );
}

/** The Add button of a collection (a link styled as a button: it opens the add page). */
export function AddButton({ to, label }: { to: string; label: string }) {
  return (
    <Button component={Link} to={to} size="sm">
      {label}
    </Button>
  );
}
