/**
 * The board's columns (its categories, in order) and their cards, with moves by @dnd-kit: pointer,
 * touch and keyboard sensors across columns, announced in the interface's language; and the board's
 * one "Move to…" menu, opened from any card's button. During a drag the card is drawn under the
 * pointer by a DragOverlay (the card itself cannot leave its column, which clips it) and the column
 * it would land in is outlined and marked `data-drop-target`; a card moved into another column is
 * drawn anew there and gets the focus back (its handle after a drag, its "Move to…" button after the menu).
 */
import { memo, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { Badge, Box, Group, Menu, Paper, ScrollArea, Stack, Text, Title } from '@mantine/core';
import {
  closestCorners,
  DndContext,
  DragOverlay,
  KeyboardSensor,
  MeasuringStrategy,
  PointerSensor,
  TouchSensor,
  useDroppable,
  useSensor,
  useSensors,
  type Active,
  type DragEndEvent,
  type KeyboardSensorOptions,
  type Over,
  type PointerSensorOptions,
  type TouchSensorOptions,
} from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { TBoard, TBoardCard, TBoardCategory } from '@ss/domain';
import { useLanguage } from '../../lib/useLanguage.ts';
import { BoardCard, CardPreview, type CardShared } from './BoardCard.tsx';
import { cardDndId, cardName, columnsOf, isCard, keyOf, keyOfDndId, type CardKey } from './board-state.ts';

interface Props {
  board: TBoard;
  editing: boolean;
  isDimmed: (card: TBoardCard) => boolean;
  /** Opens a student card's side panel. */
  onOpen: (studentId: number) => void;
  /** A school's page, where a school's card leads (a district board of schools). */
  schoolHref?: (schoolId: number) => string;
  onMove: (card: CardKey, categoryId: number, position: number) => void;
}

const columnDndId = (id: number) => `c:${id}`;

/**
 * A column. `dropTarget`: a card being dragged would be dropped here (over the column or one of its cards),
 * outlined and marked `data-drop-target` while the drag lasts.
 */
function Column({ category, cards, dropTarget, children }: { category: TBoardCategory; cards: number; dropTarget: boolean; children: React.ReactNode }) {
  const { t } = useTranslation();
  const { setNodeRef } = useDroppable({ id: columnDndId(category.id), data: { categoryId: category.id } });
  const headingId = `board-col-${category.id}`;
  return (
    <Paper
      component="section"
      aria-labelledby={headingId}
      withBorder
      radius="md"
      w={260}
      miw={260}
      style={{
        overflow: 'hidden',
        outline: dropTarget ? '2px solid var(--mantine-color-blue-6)' : undefined,
        background: dropTarget ? 'var(--mantine-color-blue-light)' : undefined,
      }}
      data-testid="board-column"
      data-category={category.title}
      data-drop-target={dropTarget || undefined}
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

/**
 * While editing, the columns and cards are measured before a drag starts and those measures are kept
 * through the drag: an arrow key pressed right after Space (a fast typist, a screen reader's scripted
 * keys) otherwise finds no column to go to, as it did with the default (measure once the drag started).
 * `Always` did the same but measured all 400 cards again as each drag started; viewing, nothing is
 * measured (the cards cannot move), which spares the first draw a layout-bound pass over every card.
 */
const MEASURE_BEFORE_DRAG = { droppable: { strategy: MeasuringStrategy.BeforeDragging } };
// Constant options: useSensor memoises on them, so the sensors (and every card's drag listeners) stay the same object.
const POINTER: PointerSensorOptions = { activationConstraint: { distance: 6 } };
const TOUCH: TouchSensorOptions = { activationConstraint: { delay: 200, tolerance: 6 } };
const KEYBOARD: KeyboardSensorOptions = { coordinateGetter: sortableKeyboardCoordinates, keyboardCodes: { start: ['Space'], cancel: ['Escape'], end: ['Space', 'Enter'] } };

/** The "Move to…" menu's id: its dropdown is `${MENU_ID}-dropdown`, and the open card's button carries the id itself. */
const MENU_ID = 'board-move-menu';

/**
 * Hands the board's menu the button of the card it is open for, as Menu.Target's element (through its
 * documented `refProp`): the menu is positioned on that button, wherever the card is.
 */
function MenuAnchor({ element, anchorRef }: { element: HTMLElement | null; anchorRef?: (node: HTMLElement | null) => void }) {
  useLayoutEffect(() => {
    anchorRef?.(element);
  }, [anchorRef, element]);
  return null;
}

type Observe = (node: HTMLElement | null) => (() => void) | undefined;

/** A column's cards: memoised, so opening the menu or a parent's render leaves the other columns alone. */
const ColumnCards = memo(function ColumnCards({
  cards,
  items,
  shared,
  editing,
  live,
  observe,
  dimmed,
  menuFor,
}: {
  cards: TBoardCard[];
  items: string[];
  shared: CardShared;
  editing: boolean;
  live: ReadonlySet<string>;
  observe: Observe | undefined;
  dimmed: (card: TBoardCard) => boolean;
  menuFor: string | null;
}) {
  return (
    <SortableContext items={items} strategy={verticalListSortingStrategy}>
      {cards.map((card, i) => (
        <li key={items[i]} ref={observe} data-card={items[i]}>
          <BoardCard card={card} shared={shared} editing={editing} live={live.has(items[i]!)} dimmed={dimmed(card)} menuOpen={menuFor === items[i]} menuId={MENU_ID} />
        </li>
      ))}
    </SortableContext>
  );
});

const NONE: ReadonlySet<string> = new Set();
/** How far beyond the screen (above and below) cards stay sortable: a drag's auto-scroll finds them ready. */
const LIVE_MARGIN = '1000px 0px';

/**
 * Which cards are sortable while editing: those near the screen (an IntersectionObserver on every card),
 * the one being dragged, and any card that holds the focus or the pointer (a keyboard user's Space, a
 * press on a card the observer has not reported yet). A few dozen sortables instead of hundreds: dnd-kit
 * renders each again whenever what the dragged card is over changes.
 */
function useLiveCards(editing: boolean) {
  const [live, setLive] = useState<ReadonlySet<string>>(NONE);
  const pinned = useRef<string | null>(null);
  const change = useCallback((keep: Map<string, boolean>) => {
    if (keep.size === 0) return;
    setLive((prev) => {
      let next: Set<string> | null = null;
      for (const [id, on] of keep) {
        if (on === prev.has(id)) continue;
        next ??= new Set(prev);
        if (on) next.add(id);
        else next.delete(id);
      }
      return next ?? prev;
    });
  }, []);
  const observer = useRef<IntersectionObserver | null>(null);
  const observeNode = useCallback<Observe>(
    (node) => {
      if (!node || typeof IntersectionObserver === 'undefined') return undefined;
      observer.current ??= new IntersectionObserver(
        (entries) => {
          const keep = new Map<string, boolean>();
          for (const e of entries) {
            const id = (e.target as HTMLElement).dataset.card;
            if (id) keep.set(id, e.isIntersecting || id === pinned.current || e.target.contains(document.activeElement));
          }
          change(keep);
        },
        { rootMargin: LIVE_MARGIN },
      );
      const o = observer.current;
      o.observe(node);
      return () => o.unobserve(node);
    },
    [change],
  );
  useEffect(
    () => () => {
      observer.current?.disconnect();
      observer.current = null;
    },
    [],
  );
  /** A card the focus or the pointer reached (an event inside it). */
  const reach = useCallback(
    (target: EventTarget) => {
      const id = target instanceof Element ? (target.closest<HTMLElement>('[data-card]')?.dataset.card ?? null) : null;
      if (id) change(new Map([[id, true]]));
    },
    [change],
  );
  /** The dragged card stays sortable wherever the drag scrolls it. */
  const pin = useCallback((id: string | null) => {
    pinned.current = id;
  }, []);
  // Not editing, nothing is sortable (the set is kept: the observer reports every card again when observing).
  return { live: editing ? live : NONE, observe: editing ? observeNode : undefined, reach, pin };
}

export function BoardColumns({ board, editing, isDimmed, onOpen, schoolHref, onMove }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const lang = useLanguage();
  // Of the cards and categories only: a lock or a version written into the board changes no column.
  const { cards, categories } = board;
  const columns = useMemo(() => columnsOf({ cards, categories }), [cards, categories]);
  /** Each column's drag ids: the same arrays while the board does not change, so no SortableContext changes for nothing. */
  const items = useMemo(() => new Map([...columns].map(([id, cards]) => [id, cards.map((c) => cardDndId(keyOf(c)))])), [columns]);
  const sensors = useSensors(useSensor(PointerSensor, POINTER), useSensor(TouchSensor, TOUCH), useSensor(KeyboardSensor, KEYBOARD));
  const { live, observe, reach, pin } = useLiveCards(editing);

  // The one "Move to…" menu: which card it is open for, and that card's button.
  const [menu, setMenu] = useState<{ id: string; button: HTMLButtonElement } | null>(null);
  const dropdownRef = useRef<HTMLDivElement>(null);
  /** The card to focus once it is drawn in its new column: its "Move to…" button (after the menu) or the card itself (after a drag). */
  const focusAfterMove = useRef<{ id: string; on: 'menu' | 'card' } | null>(null);
  // The card being dragged (drawn under the pointer by the DragOverlay) and the column it would land in.
  const [dragged, setDragged] = useState<string | null>(null);
  const [dropColumn, setDropColumn] = useState<number | null>(null);
  const toggleMenu = useCallback((id: string, button: HTMLButtonElement) => setMenu((m) => (m?.id === id ? null : { id, button })), []);
  const closeMenu = () => {
    // Focus goes back to the card's button, unless it went elsewhere (a click into another field).
    const active = document.activeElement;
    if (menu && (active === null || active === document.body || dropdownRef.current?.contains(active))) menu.button.focus({ preventScroll: true });
    setMenu(null);
  };
  if (!editing && menu) setMenu(null);
  const shared = useMemo<CardShared>(
    () => ({
      display: board.options.card_display,
      lang,
      t,
      onOpen,
      schoolHref,
      onOpenSchool: schoolHref ? (id: number) => void navigate(schoolHref(id)) : undefined,
      onMoveMenu: toggleMenu,
    }),
    [board.options.card_display, lang, t, onOpen, schoolHref, navigate, toggleMenu],
  );
  const menuCard = menu ? board.cards.find((c) => cardDndId(keyOf(c)) === menu.id) : undefined;
  const draggedCard = dragged ? board.cards.find((c) => cardDndId(keyOf(c)) === dragged) : undefined;
  // A moved card is drawn anew in its column (its old element, which held the focus, is gone): focus it there, its
  // "Move to…" button after the menu (as the menu's close would have), the card itself after a drag (Space, arrows, Space).
  useLayoutEffect(() => {
    const next = focusAfterMove.current;
    if (!next) return;
    focusAfterMove.current = null;
    const selector = next.on === 'menu' ? `button[data-move="${next.id}"]` : `li[data-card="${next.id}"] button`;
    document.querySelector<HTMLButtonElement>(selector)?.focus({ preventScroll: true });
  }, [columns]);

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
    // Moved within its column the card keeps its element (and the focus); into another, it is drawn anew there.
    if (now.category_id !== to.category.id) focusAfterMove.current = { id: String(active.id), on: 'card' };
    onMove(keyOf(now), to.category.id, to.position);
  };
  /** "Move to…": the end of the column. */
  const moveToEnd = (card: TBoardCard, categoryId: number) => {
    focusAfterMove.current = { id: cardDndId(keyOf(card)), on: 'menu' };
    onMove(keyOf(card), categoryId, columns.get(categoryId)?.length ?? 0);
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCorners}
      measuring={editing ? MEASURE_BEFORE_DRAG : undefined}
      onDragStart={({ active }) => {
        pin(String(active.id));
        setDragged(String(active.id));
      }}
      onDragOver={({ over }) => setDropColumn(target(over)?.category.id ?? null)}
      onDragEnd={(e) => {
        pin(null);
        setDragged(null);
        setDropColumn(null);
        onDragEnd(e);
      }}
      onDragCancel={() => {
        pin(null);
        setDragged(null);
        setDropColumn(null);
      }}
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
        <Group
          align="flex-start"
          wrap="nowrap"
          gap="sm"
          pb="sm"
          onFocus={editing ? (e) => reach(e.target) : undefined}
          onPointerOver={editing ? (e) => reach(e.target) : undefined}
        >
          {board.categories.map((category) => {
            const cards = columns.get(category.id) ?? [];
            return (
              <Column key={category.id} category={category} cards={cards.length} dropTarget={dropColumn === category.id}>
                <ColumnCards
                  cards={cards}
                  items={items.get(category.id) ?? []}
                  shared={shared}
                  editing={editing}
                  live={live}
                  observe={observe}
                  dimmed={isDimmed}
                  menuFor={menu?.id ?? null}
                />
              </Column>
            );
          })}
        </Group>
      </ScrollArea>
      {/* The dragged card under the pointer (the card itself stays, dimmed, where it was until it is dropped). */}
      <DragOverlay dropAnimation={null}>{draggedCard ? <CardPreview card={draggedCard} shared={shared} /> : null}</DragOverlay>
      {editing && (
        <Menu opened={menuCard !== undefined} onChange={(opened) => !opened && closeMenu()} position="bottom-end" withinPortal returnFocus={false} id={MENU_ID}>
          <Menu.Target refProp="anchorRef">
            <MenuAnchor element={menuCard ? (menu?.button ?? null) : null} />
          </Menu.Target>
          <Menu.Dropdown ref={dropdownRef}>
            <Menu.Label>{t('boards.card.moveTo')}</Menu.Label>
            {menuCard &&
              board.categories
                .filter((c) => c.id !== menuCard.category_id)
                .map((c) => (
                  <Menu.Item key={c.id} onClick={() => moveToEnd(menuCard, c.id)} leftSection={<Box w={10} h={10} style={{ borderRadius: 2, background: c.color }} aria-hidden />}>
                    {c.title}
                  </Menu.Item>
                ))}
          </Menu.Dropdown>
        </Menu>
      )}
    </DndContext>
  );
}
