/**
 * A board's cards as the board page draws them. Student cards are the school's configured student
 * card (issue 4: name format, icons, open alerts, picture; issue 22: open early-warning flags) with teachers for the filters; their
 * order: columns in category order, placed cards by position, then the cards not placed yet (new
 * to a team board's rules) at the end of the default column in the card organisation's order.
 */
import { compareCards, formatCardName, type TBoard, type TBoardCard, type TBoardCategory } from '@ss/domain';
import type { Database } from '@ss/db';
import { iconItem } from '../../presenters/student-profile.presenter.ts';
import { schoolCardsOf, studentCardsOf, teacherIdsOf } from '../../repositories/board-cards.repository.ts';
import type { BoardRow } from '../../repositories/boards.repository.ts';
import { effectiveList } from '../../repositories/config-resolve.ts';
import { cardIconIdsOf, openAlertSummary } from '../../repositories/student-profile.repository.ts';
import { openFlagSummaries } from '../../repositories/early-warnings.repository.ts';

export type CardOptions = TBoard['options'];

/** District boards draw students by full name, ordered by last name. */
export const DISTRICT_CARD_OPTIONS: CardOptions = { card_display: 'name', card_name_format: 'first_name_last_name', card_organisation: 'last_name' };

interface Placed {
  category_id: number | null;
  position: number | null;
}

/** Puts cards in board order: placed ones by column and position, unplaced ones at the end of the default column. */
export function arrange<T extends Placed>(cards: T[], categories: TBoardCategory[], tie: (a: T, b: T) => number): (T & { category_id: number; position: number })[] {
  const known = new Set(categories.map((c) => c.id));
  const fallback = categories.find((c) => c.is_default)?.id ?? categories[0]?.id ?? 0;
  const columns = new Map<number, T[]>(categories.map((c) => [c.id, []]));
  const unplaced: T[] = [];
  for (const card of cards) {
    if (card.category_id !== null && known.has(card.category_id)) columns.get(card.category_id)!.push(card);
    else unplaced.push(card);
  }
  const out: (T & { category_id: number; position: number })[] = [];
  for (const c of categories) {
    const column = columns.get(c.id)!.sort((a, b) => a.position! - b.position! || tie(a, b));
    if (c.id === fallback) column.push(...unplaced.sort(tie));
    column.forEach((card, position) => out.push({ ...card, category_id: c.id, position }));
  }
  return out;
}

export async function boardCards(db: Database, board: BoardRow, categories: TBoardCategory[], options: CardOptions): Promise<TBoardCard[]> {
  if (board.kind === 'district_schools') {
    const rows = await schoolCardsOf(db, board);
    return arrange(rows, categories, (a, b) => a.name.localeCompare(b.name) || a.id - b.id).map((s) => ({
      student_id: null,
      school_id: s.id,
      category_id: s.category_id,
      position: s.position,
      student: null,
      school: { id: s.id, name: s.name },
    }));
  }
  const rows = await studentCardsOf(db, board);
  const ids = rows.map((r) => r.id);
  const schoolIds = [...new Set(rows.map((r) => r.school_id))];
  const [icons, assigned, alerts, teachers, flags] = await Promise.all([
    Promise.all(schoolIds.map((schoolId) => effectiveList(db, 'student-card-icons', { schoolId }))),
    cardIconIdsOf(db, ids),
    openAlertSummary(db, ids),
    teacherIdsOf(db, ids),
    openFlagSummaries(db, ids),
  ]);
  const iconById = new Map(icons.flatMap((l) => l.items.map((i) => [i.id, i] as const)));
  return arrange(rows, categories, (a, b) => compareCards(options.card_organisation, a, b)).map((s) => {
    const alert = alerts.get(s.id);
    return {
      student_id: s.id,
      school_id: null,
      category_id: s.category_id,
      position: s.position,
      school: null,
      student: {
        id: s.id,
        school_id: s.school_id,
        name: formatCardName(options.card_name_format, s.first_name, s.last_name),
        first_name: s.first_name,
        last_name: s.last_name,
        grade: s.grade,
        icons: (assigned.get(s.id) ?? []).flatMap((id) => (iconById.has(id) ? [iconItem(iconById.get(id)!)] : [])),
        open_alerts: alert?.count ?? 0,
        latest_alert: alert?.latest ?? null,
        has_picture: s.picture_file_id !== null,
        flags: flags.get(s.id) ?? [],
        data: null,
        teacher_ids: teachers.get(s.id) ?? [],
      },
    };
  });
}
