/**
 * A card on the board: a student's, drawn per the school's card display (name, picture, icons,
 * alerts), or a school's on a district board of schools (its name). A student's card is a button:
 * a click opens the side panel; while editing any card is also the drag handle (pointer, touch, or
 * keyboard: Space, arrows, Space), and its "Move to…" menu moves it by list.
 */
import { memo } from 'react';
import { ActionIcon, Avatar, Badge, Box, Group, Menu, Paper, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { IconAlertTriangle, IconArrowsRightLeft, IconSchool } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { StudentCardDisplay, TBoardCard, TBoardCategory } from '@ss/domain';
import { useLanguage } from '../../lib/useLanguage.ts';
import { CardIconGlyph } from '../../ui/card-icons.tsx';
import { cardDndId, cardName, isStudentCard, keyOf, type CardKey, type StudentBoardCard } from './board-state.ts';

interface Props {
  card: TBoardCard;
  display: StudentCardDisplay;
  editing: boolean;
  dimmed: boolean;
  categories: TBoardCategory[];
  /** Opens the card's side panel (student cards); without it the card is a button only while editing. */
  onOpen?: (card: StudentBoardCard) => void;
  /** Moves the card to the end of a column ("Move to…"). Stable while the board does not change. */
  onMoveTo: (card: CardKey, categoryId: number) => void;
}

/** A school's card: its name. */
const SchoolFace = memo(function SchoolFace({ name }: { name: string }) {
  return (
    <Group gap={8} wrap="nowrap">
      <IconSchool size={18} aria-hidden />
      <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
        {name}
      </Text>
    </Group>
  );
});

/**
 * A student's card as the school configured it. The faces and the menu are memoised: while a card
 * is dragged every card's sortable wrapper renders again on each step, and only the wrapper must.
 */
const StudentFace = memo(function StudentFace({ s, display }: { s: StudentBoardCard['student']; display: StudentCardDisplay }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const withPicture = display === 'picture' || display === 'name_picture' || display === 'name_picture_data';
  const alertText = s.open_alerts === 1 ? t('cards.openAlert') : t('cards.openAlerts', { count: s.open_alerts });
  const iconLabel = (i: (typeof s.icons)[number]) => (lang === 'fr' ? i.label_fr : i.label_en);
  return (
    <Group gap={8} wrap="nowrap">
      {withPicture && (
        <Avatar src={s.has_picture ? `/api/v1/students/${s.id}/picture/` : null} alt="" size={36} radius="md" color="blue">
          {`${s.first_name.charAt(0)}${s.last_name.charAt(0)}`.toUpperCase()}
        </Avatar>
      )}
      <Box style={{ minWidth: 0, flex: 1 }}>
        <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
          {s.name}
        </Text>
        <Group gap={4} wrap="wrap">
          {s.icons.map((i) => (
            <Box key={i.item_id} c="blue.8" style={{ display: 'inline-flex' }}>
              <CardIconGlyph name={i.icon} label={iconLabel(i)} size={14} />
            </Box>
          ))}
          {s.open_alerts > 0 && (
            <Badge size="xs" color="red" variant="light" leftSection={<IconAlertTriangle size={10} aria-hidden />}>
              <span aria-hidden>{s.open_alerts}</span>
              <VisuallyHidden>{alertText}</VisuallyHidden>
            </Badge>
          )}
        </Group>
      </Box>
    </Group>
  );
});

/** The card's "Move to…" menu: the other columns. */
const MoveMenu = memo(function MoveMenu({ card, name, categories, onMoveTo }: { card: TBoardCard; name: string; categories: TBoardCategory[]; onMoveTo: Props['onMoveTo'] }) {
  const { t } = useTranslation();
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" size="sm" aria-label={t('boards.card.moveToNamed', { name })}>
          <IconArrowsRightLeft size={14} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('boards.card.moveTo')}</Menu.Label>
        {categories
          .filter((c) => c.id !== card.category_id)
          .map((c) => (
            <Menu.Item key={c.id} onClick={() => onMoveTo(keyOf(card), c.id)} leftSection={<Box w={10} h={10} style={{ borderRadius: 2, background: c.color }} aria-hidden />}>
              {c.title}
            </Menu.Item>
          ))}
      </Menu.Dropdown>
    </Menu>
  );
});

export function BoardCard({ card, display, editing, dimmed, categories, onOpen, onMoveTo }: Props) {
  const { t } = useTranslation();
  const name = cardName(card);
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: cardDndId(keyOf(card)),
    data: { categoryId: card.category_id },
    disabled: !editing,
  });
  const face = isStudentCard(card) ? <StudentFace s={card.student} display={display} /> : <SchoolFace name={name} />;

  return (
    <Paper
      ref={setNodeRef}
      withBorder
      radius="md"
      p={6}
      data-testid="board-card"
      {...(isStudentCard(card) ? { 'data-student': name } : { 'data-school': name })}
      data-dimmed={dimmed || undefined}
      style={{ transform: CSS.Transform.toString(transform), transition, opacity: isDragging ? 0.6 : dimmed ? 0.35 : 1, position: 'relative', zIndex: isDragging ? 2 : undefined }}
    >
      <Group gap={6} wrap="nowrap" align="center">
        {onOpen || editing ? (
          <UnstyledButton
            ref={setActivatorNodeRef}
            onClick={onOpen && isStudentCard(card) ? () => onOpen(card) : undefined}
            style={{ flex: 1, minWidth: 0, cursor: editing ? 'grab' : 'pointer', touchAction: editing ? 'none' : undefined }}
            {...(editing ? attributes : {})}
            {...(editing ? listeners : {})}
            aria-roledescription={editing ? t('boards.card.draggable') : undefined}
          >
            {face}
          </UnstyledButton>
        ) : (
          <Box style={{ flex: 1, minWidth: 0 }}>{face}</Box>
        )}
        {editing && <MoveMenu card={card} name={name} categories={categories} onMoveTo={onMoveTo} />}
      </Group>
    </Paper>
  );
}
