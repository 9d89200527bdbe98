/**
 * The board's columns (its categories, in order) and their cards, with moves by @dnd-kit: pointer,
 * touch and keyboard sensors across columns, announced in the interface's language.
 */
import { useCallback, useMemo } from 'react';
import { Badge, Box, Group, Paper, ScrollArea, Stack, Text, Title } from '@mantine/core';
import {
  closestCorners,
  DndContext,
  KeyboardSensor,
  MeasuringStrategy,
  PointerSensor,
  TouchSensor,
  useDroppable,
  useSensor,
  useSensors,
  type Active,
  type DragEndEvent,
  type Over,
} from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { useTranslation } from 'react-i18next';
import type { StudentCardDisplay, TBoard, TBoardCard, TBoardCategory } from '@ss/domain';
import { BoardCard } from './BoardCard.tsx';
import { cardDndId, cardName, columnsOf, isCard, isStudentCard, keyOf, keyOfDndId, type CardKey, type StudentBoardCard } from './board-state.ts';

interface Props {
  board: TBoard;
  editing: boolean;
  isDimmed: (card: TBoardCard) => boolean;
  /** Opens a student card's side panel (school cards open nothing). */
  onOpen: (card: StudentBoardCard) => void;
  onMove: (card: CardKey, categoryId: number, position: number) => void;
}

const columnDndId = (id: number) => `c:${id}`;

function Column({ category, cards, children }: { category: TBoardCategory; cards: number; children: React.ReactNode }) {
  const { t } = useTranslation();
  const { setNodeRef, isOver } = useDroppable({ id: columnDndId(category.id), data: { categoryId: category.id } });
  const headingId = `board-col-${category.id}`;
  return (
    <Paper
      component="section"
      aria-labelledby={headingId}
      withBorder
      radius="md"
      w={260}
      miw={260}
      style={{ overflow: 'hidden', outline: isOver ? '2px solid var(--mantine-color-blue-5)' : undefined }}
      data-testid="board-column"
      data-category={category.title}
    >
      <Box h={6} style={{ background: category.color }} aria-hidden />
      <Stack gap={2} p="xs" pb={4}>
        <Group justify="space-between" wrap="nowrap" gap={4}>
          <Title order={2} size="h5" id={headingId} style={{ overflowWrap: 'anywhere' }}>
            {category.title}
          </Title>
          <Badge variant="light" color="gray" aria-label={t('boards.column.count', { count: cards })}>
            {cards}
          </Badge>
        </Group>
        {category.subtitle && (
          <Text size="xs" c="dimmed">
            {category.subtitle}
          </Text>
        )}
      </Stack>
      <Stack ref={setNodeRef} gap={6} p="xs" pt={4} mih={80} component="ul" style={{ listStyle: 'none', margin: 0 }}>
        {children}
      </Stack>
    </Paper>
  );
}

const MEASURE_BEFORE_DRAG = { droppable: { strategy: MeasuringStrategy.Always } };

export function BoardColumns({ board, editing, isDimmed, onOpen, onMove }: Props) {
  const { t } = useTranslation();
  const columns = useMemo(() => columnsOf(board), [board]);
  /** "Move to…": the end of the column. One function while the board stays the same, so dragging re-renders no card's menu. */
  const moveToEnd = useCallback((card: CardKey, categoryId: number) => onMove(card, categoryId, columns.get(categoryId)?.length ?? 0), [columns, onMove]);
  const display: StudentCardDisplay = board.options.card_display;
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 200, tolerance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates, keyboardCodes: { start: ['Space'], cancel: ['Escape'], end: ['Space', 'Enter'] } }),
  );

  const cardOf = (id: string | number) => {
    const key = keyOfDndId(id);
    return key ? board.cards.find((c) => isCard(c, key)) : undefined;
  };
  const nameOf = (a: Active) => {
    const card = cardOf(a.id);
    return card ? cardName(card) : '';
  };
  /** Where a drop over a card or a column puts the card: its category and its position there. */
  const target = (over: Over | null): { category: TBoardCategory; position: number } | null => {
    if (!over) return null;
    const id = String(over.id);
    if (id.startsWith('c:')) {
      const category = board.categories.find((c) => c.id === Number(id.slice(2)));
      return category ? { category, position: columns.get(category.id)?.length ?? 0 } : null;
    }
    const card = cardOf(id);
    const category = board.categories.find((c) => c.id === card?.category_id);
    if (!card || !category) return null;
    return { category, position: (columns.get(category.id) ?? []).indexOf(card) };
  };
  const said = (key: string, active: Active, over: Over | null) => {
    const to = target(over);
    return to ? t(key, { name: nameOf(active), category: to.category.title, position: to.position + 1 }) : t('boards.dnd.noTarget', { name: nameOf(active) });
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    const to = target(over);
    if (!to) return;
    const now = cardOf(active.id);
    if (!now) return;
    const index = (columns.get(now.category_id) ?? []).indexOf(now);
    if (now.category_id === to.category.id && index === to.position) return;
    onMove(keyOf(now), to.category.id, to.position);
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCorners}
      // Columns are measured before a drag starts, not only after: an arrow key pressed right after
      // Space (a fast typist, a screen reader's scripted keys) otherwise finds no column to go to.
      measuring={MEASURE_BEFORE_DRAG}
      onDragEnd={onDragEnd}
      accessibility={{
        screenReaderInstructions: { draggable: t('boards.dnd.instructions') },
        announcements: {
          onDragStart: ({ active }) => t('boards.dnd.picked', { name: nameOf(active) }),
          onDragOver: ({ active, over }) => said('boards.dnd.over', active, over),
          onDragEnd: ({ active, over }) => said('boards.dnd.dropped', active, over),
          onDragCancel: ({ active }) => t('boards.dnd.cancelled', { name: nameOf(active) }),
        },
      }}
    >
      <ScrollArea type="auto" offsetScrollbars>
        <Group align="flex-start" wrap="nowrap" gap="sm" pb="sm">
          {board.categories.map((category) => {
            const cards = columns.get(category.id) ?? [];
            return (
              <Column key={category.id} category={category} cards={cards.length}>
                <SortableContext items={cards.map((c) => cardDndId(keyOf(c)))} strategy={verticalListSortingStrategy}>
                  {cards.map((card) => (
                    <li key={cardDndId(keyOf(card))}>
                      <BoardCard
                        card={card}
                        display={display}
                        editing={editing}
                        dimmed={isDimmed(card)}
                        categories={board.categories}
                        onOpen={isStudentCard(card) ? onOpen : undefined}
                        onMoveTo={moveToEnd}
                      />
                    </li>
                  ))}
                </SortableContext>
              </Column>
            );
          })}
        </Group>
      </ScrollArea>
    </DndContext>
  );
}
