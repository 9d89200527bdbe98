/**
 * A card on the board: a student's, drawn per the school's card display (name, picture, icons,
 * alerts), or a school's on a district board of schools (its name). A student's card is a button:
 * a click opens the side panel; a school's card is a link to the school's profile (a button that
 * opens it while editing); while editing any card is also the drag handle (pointer, touch, or
 * keyboard: Space, arrows, Space), and its "Move to…" button opens the board's one menu of columns.
 * While a card is dragged, CardPreview draws it under the pointer (the board's DragOverlay).
 *
 * A board holds hundreds of cards, so a card is plain elements styled by BoardCard.module.css (the look
 * of the Mantine components it used), its face is memoised on stable props, and only the cards near the
 * screen are sortable while editing (BoardColumns says which): dnd-kit renders every sortable again at
 * each step of a drag, which with 400 cards made each step a long task.
 */
import { memo, useLayoutEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { DraggableAttributes, DraggableSyntheticListeners } from '@dnd-kit/core';
import { IconAlertTriangle, IconFlag, IconSchool } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import type { StudentCardDisplay, TBoardCard } from '@ss/domain';
import { CardIconGlyph } from '../../ui/card-icons.tsx';
import { flagLine } from '../early-warnings/reason.ts';
import { cardDndId, cardName, keyOf, type StudentBoardCard } from './board-state.ts';
import classes from './BoardCard.module.css';

type Student = StudentBoardCard['student'];

/** What every card of the board shares: one object, stable while the board's look does not change. */
export interface CardShared {
  display: StudentCardDisplay;
  lang: string;
  t: TFunction;
  /** Opens a student's side panel; without it a card is a button only while editing. */
  onOpen?: (studentId: number) => void;
  /** A school's page (a district board of schools): a school's card links to it, and opens it when clicked while editing. */
  schoolHref?: (schoolId: number) => string;
  onOpenSchool?: (schoolId: number) => void;
  /** Opens (or closes) the board's "Move to…" menu for the card of this drag id, anchored to its button. */
  onMoveMenu: (dndId: string, button: HTMLButtonElement) => void;
}

interface Props {
  card: TBoardCard;
  shared: CardShared;
  editing: boolean;
  /** Near the screen (or focused, or dragged): while editing, the card can be dragged and dropped on. */
  live: boolean;
  dimmed: boolean;
  /** The board's "Move to…" menu is open for this card. */
  menuOpen: boolean;
  /** The board menu's id: the button's own id while the menu is open for it (the dropdown is labelled by it). */
  menuId: string;
}

const withPicture = (display: StudentCardDisplay) => display === 'picture' || display === 'name_picture' || display === 'name_picture_data';

/** Mantine's Avatar as the card drew it: the picture, or the initials when there is none (or it fails). */
function Picture({ s }: { s: Student }) {
  const [failed, setFailed] = useState(false);
  return (
    <span className={classes.avatar}>
      {s.has_picture && !failed ? (
        <img className={classes.avatarImage} src={`/api/v1/students/${s.id}/picture/`} alt="" onError={() => setFailed(true)} />
      ) : (
        <span className={classes.avatarInitials} title="">
          {`${s.first_name.charAt(0)}${s.last_name.charAt(0)}`.toUpperCase()}
        </span>
      )}
    </span>
  );
}

/**
 * A student's card as the school configured it: with a picture, the picture beside the text (the face is a
 * flex row); without, the text alone (the face is a plain block: one element less in each of 400 cards).
 */
const StudentFace = memo(function StudentFace({ s, shared }: { s: Student; shared: CardShared }) {
  const { t, lang } = shared;
  const alertText = s.open_alerts === 1 ? t('cards.openAlert') : t('cards.openAlerts', { count: s.open_alerts });
  // Open early warnings (issue 22, section 2): the reasons in the native tooltip (one attribute, not a popover per card) and the accessible name.
  const flagText = s.flags.length ? t('earlyWarnings.card', { reasons: s.flags.map((f) => flagLine(t, lang === 'fr' ? 'fr' : 'en', f)).join('; ') }) : '';
  const text = (
    <>
      <span className={classes.name}>{s.name}</span>
      {(s.icons.length > 0 || s.open_alerts > 0 || s.flags.length > 0) && (
        <span className={classes.tags}>
          {s.icons.map((i) => (
            <span key={i.item_id} className={classes.icon}>
              <CardIconGlyph name={i.icon} label={lang === 'fr' ? i.label_fr : i.label_en} size={14} />
            </span>
          ))}
          {s.open_alerts > 0 && (
            <span className={classes.alerts}>
              <span className={classes.alertsIcon}>
                <IconAlertTriangle size={10} aria-hidden />
              </span>
              <span className={classes.alertsCount}>
                <span aria-hidden>{s.open_alerts}</span>
                <span className={classes.hidden}>{alertText}</span>
              </span>
            </span>
          )}
          {s.flags.length > 0 && (
            <span className={`${classes.alerts} ${classes.flags}`} title={flagText} data-testid="early-warning-flag">
              <span className={classes.alertsIcon}>
                <IconFlag size={10} aria-hidden />
              </span>
              <span className={classes.alertsCount}>
                <span aria-hidden>{s.flags.length}</span>
                <span className={classes.hidden}>{flagText}</span>
              </span>
            </span>
          )}
        </span>
      )}
    </>
  );
  if (!withPicture(shared.display)) return text;
  return (
    <>
      <Picture s={s} />
      <span className={classes.text}>{text}</span>
    </>
  );
});

/** A school's card: its name. */
function SchoolFace({ name }: { name: string }) {
  return (
    <>
      <IconSchool size={18} aria-hidden />
      <span className={classes.name}>{name}</span>
    </>
  );
}

interface FaceProps {
  student: Student | null;
  schoolId: number | null;
  name: string;
  dndId: string;
  shared: CardShared;
  editing: boolean;
  menuOpen: boolean;
  menuId: string;
  /** dnd-kit's, while the card is live (stable while its drag state does not change). */
  attributes?: DraggableAttributes;
  listeners?: DraggableSyntheticListeners;
  activatorRef: (node: HTMLElement | null) => void;
}

/** The card's content (in the card's row): its face (a button when it opens or drags) and, while editing, its "Move to…" button. */
const CardFace = memo(function CardFace({ student, schoolId, name, dndId, shared, editing, menuOpen, menuId, attributes, listeners, activatorRef }: FaceProps) {
  const { t, onOpen, schoolHref, onOpenSchool } = shared;
  const face = student ? <StudentFace s={student} shared={shared} /> : <SchoolFace name={name} />;
  // A row (picture or school icon beside the text), or the text alone.
  const layout = student && !withPicture(shared.display) ? '' : ` ${classes.face}`;
  const open = student ? (onOpen ? () => onOpen(student.id) : undefined) : schoolId !== null && onOpenSchool ? () => onOpenSchool(schoolId) : undefined;
  // Viewing, a school's card is a link to the school's page (opened in a new tab as well as this one).
  if (!editing && !student && schoolId !== null && schoolHref)
    return (
      <Link to={schoolHref(schoolId)} className={`mantine-focus-auto ${classes.handle}${layout}`}>
        {face}
      </Link>
    );
  return (
    <>
      {open || editing ? (
        <button
          type="button"
          ref={activatorRef}
          className={`mantine-focus-auto ${classes.handle}${layout}`}
          data-editing={editing || undefined}
          onClick={open}
          {...attributes}
          {...listeners}
        >
          {face}
        </button>
      ) : (
        <div className={`${classes.static}${layout}`}>{face}</div>
      )}
      {editing && (
        <button
          type="button"
          className={`mantine-focus-auto mantine-active ${classes.move}`}
          aria-label={t('boards.card.moveToNamed', { name })}
          aria-haspopup="menu"
          aria-expanded={menuOpen}
          // The open menu's target: its dropdown is labelled by this id, and named by the button.
          id={menuOpen ? menuId : undefined}
          aria-controls={menuOpen ? `${menuId}-dropdown` : undefined}
          data-move={dndId}
          onClick={(e) => shared.onMoveMenu(dndId, e.currentTarget)}
        />
      )}
    </>
  );
});

/** What useSortable gives a live card's elements. */
interface Bound {
  setActivatorNodeRef: (node: HTMLElement | null) => void;
  attributes: DraggableAttributes;
  listeners: DraggableSyntheticListeners;
  transform: string | undefined;
  transition: string | undefined;
  isDragging: boolean;
}

const NO_REF = () => undefined;

/**
 * A live card's drag and drop: renders nothing, calls useSortable and hands the card's elements what it
 * gives, only when that changes. Every drag step renders every sortable again (dnd-kit's contexts), so
 * only the cards near the screen have one; and since a card gains or loses it without being drawn anew,
 * a focused card keeps its focus.
 */
function SortableBinding({
  id,
  categoryId,
  roleDescription,
  nodeRef,
  onBind,
}: {
  id: string;
  categoryId: number;
  roleDescription: string;
  /** The card's element: given to dnd-kit in this commit, before it measures what just registered. */
  nodeRef: React.RefObject<HTMLDivElement | null>;
  onBind: (bound: Bound | null) => void;
}) {
  const { setNodeRef, setActivatorNodeRef, attributes, listeners, transform, transition, isDragging } = useSortable({
    id,
    data: { categoryId },
    attributes: { roleDescription },
  });
  useLayoutEffect(() => {
    setNodeRef(nodeRef.current);
    return () => setNodeRef(null);
  }, [nodeRef, setNodeRef]);
  const css = CSS.Transform.toString(transform) ?? undefined;
  const animation = transition ?? undefined;
  useLayoutEffect(
    () => onBind({ setActivatorNodeRef, attributes, listeners, transform: css, transition: animation, isDragging }),
    [onBind, setActivatorNodeRef, attributes, listeners, css, animation, isDragging],
  );
  useLayoutEffect(() => () => onBind(null), [onBind]);
  return null;
}

/**
 * The card drawn under the pointer while it is dragged (the board's DragOverlay): its face only, hidden from
 * assistive technology (the drag's announcements say where it is) and out of the cards' test ids.
 */
export function CardPreview({ card, shared }: { card: TBoardCard; shared: CardShared }) {
  const layout = card.student && !withPicture(shared.display) ? '' : ` ${classes.face}`;
  return (
    <div className={classes.card} data-testid="board-drag-overlay" data-overlay aria-hidden>
      <div className={`${classes.static}${layout}`}>{card.student ? <StudentFace s={card.student} shared={shared} /> : <SchoolFace name={cardName(card)} />}</div>
    </div>
  );
}

export const BoardCard = memo(function BoardCard({ card, shared, editing, live, dimmed, menuOpen, menuId }: Props) {
  const dndId = cardDndId(keyOf(card));
  const [bound, setBound] = useState<Bound | null>(null);
  const node = useRef<HTMLDivElement>(null);
  const sortable = editing && live;
  const s = sortable ? bound : null;
  const name = cardName(card);
  return (
    <div
      ref={node}
      className={classes.card}
      data-testid="board-card"
      {...(card.student ? { 'data-student': name } : { 'data-school': name })}
      data-dimmed={dimmed || undefined}
      data-dragging={s?.isDragging || undefined}
      style={s?.transform || s?.transition ? { transform: s.transform, transition: s.transition } : undefined}
    >
      {sortable && <SortableBinding id={dndId} categoryId={card.category_id} roleDescription={shared.t('boards.card.draggable')} nodeRef={node} onBind={setBound} />}
      <CardFace
        student={card.student}
        schoolId={card.student ? null : card.school_id}
        name={name}
        dndId={dndId}
        shared={shared}
        editing={editing}
        menuOpen={menuOpen}
        menuId={menuId}
        attributes={s?.attributes}
        listeners={s?.listeners}
        activatorRef={s?.setActivatorNodeRef ?? NO_REF}
      />
    </div>
  );
});
