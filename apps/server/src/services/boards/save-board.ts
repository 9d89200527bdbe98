/**
 * Creating, changing and deleting a board (issue 9, section 1). Categories are saved as a whole
 * list (1–20, exactly one default); a category left out takes its cards to the default one (the
 * editor asks first, saying how many). Picked students of a new board start in the default
 * category; students added later join its end; students taken off lose their place (their moves
 * stay in the history). Every change bumps the board's version and is announced on its channel.
 */
import { MSG, SCHOOL_BOARD_KINDS, type TCreateBoard, type TUpdateBoard } from '@ss/domain';
import type { Database } from '@ss/db';
import type { AuthedContext } from '../../context.ts';
import { authorize } from '../../lib/authorize.ts';
import { scopeOf } from '../../lib/actor.ts';
import { conflict, fieldError, notFound } from '../../lib/errors.ts';
import { assertDistrictOpen, assertSchoolOpen } from '../../lib/suspension.ts';
import { boardPolicy } from '../../policies/boards.policy.ts';
import { placedInColumn, placedStudentIds, removePlacements, writeColumn } from '../../repositories/board-cards.repository.ts';
import { bumpVersion, categoriesOf, deleteBoardRow, insertBoard, replaceCategories, setLinks, updateBoardRow, type CategoryRow } from '../../repositories/boards.repository.ts';
import { getDistrict, getSchool } from '../../repositories/tenancy.repository.ts';
import { emit } from '../emit.ts';
import { loadBoard, where } from './access.ts';
import { checkBoardLinks, type BoardPlace } from './board-input.ts';

async function placeFor(ctx: AuthedContext, input: TCreateBoard): Promise<BoardPlace> {
  const actor = ctx.actor;
  if (SCHOOL_BOARD_KINDS.includes(input.kind)) {
    if (input.school_id === undefined) throw fieldError('school_id', MSG.required);
    const found = await getSchool(ctx.db, scopeOf(actor), input.school_id);
    if (!found) throw notFound();
    assertSchoolOpen(actor, found.school);
    return { kind: input.kind, district_id: found.school.district_id, school_id: found.school.id };
  }
  if (input.district_id === undefined) throw fieldError('district_id', MSG.required);
  const found = await getDistrict(ctx.db, scopeOf(actor), input.district_id);
  if (!found) throw notFound();
  assertDistrictOpen(actor, found.district);
  return { kind: input.kind, district_id: found.district.id, school_id: null };
}

/** Appends students to the end of the default column. */
async function placeStudents(db: Database, boardId: number, categories: CategoryRow[], studentIds: number[], already: number[] = []) {
  const fresh = studentIds.filter((id) => !already.includes(id));
  if (!fresh.length) return;
  const def = categories.find((c) => c.is_default)!;
  const existing = await placedInColumn(db, def.id);
  await writeColumn(db, boardId, def.id, [...existing, ...fresh.map((student_id) => ({ student_id }))]);
}

export async function createBoard(ctx: AuthedContext, input: TCreateBoard): Promise<number> {
  const actor = ctx.actor;
  const place = await placeFor(ctx, input);
  authorize(boardPolicy.create, actor, place);
  await checkBoardLinks(ctx.db, place, input);
  return ctx.db.transaction(async (tx) => {
    const board = await insertBoard(tx, { ...place, title: input.title, created_by: actor.id });
    const { categories } = await replaceCategories(tx, board.id, input.categories);
    await setLinks(tx, board.id, input);
    if (input.student_ids) await placeStudents(tx, board.id, categories, input.student_ids);
    await emit(tx, ctx, { type: 'board.created', ...where(board), details: { title: input.title, kind: input.kind, categories: categories.length } });
    return board.id;
  });
}

export async function updateBoard(ctx: AuthedContext, id: number, input: TUpdateBoard): Promise<{ movedCards: number }> {
  const actor = ctx.actor;
  return ctx.db.transaction(async (tx) => {
    const loaded = await loadBoard(tx, actor, id, { forUpdate: true });
    const { board, links, ref } = loaded;
    authorize(boardPolicy.change, actor, ref, Object.keys(input));
    if (input.version !== board.version) throw conflict();
    const placed = await placedStudentIds(tx, id);
    await checkBoardLinks(tx, board, input, { ...links, student_ids: placed });

    await updateBoardRow(tx, id, { title: input.title, leaders_only: input.leaders_only });
    let movedCards = 0;
    let categories: CategoryRow[] | undefined;
    if (input.categories) ({ categories, movedCards } = await replaceCategories(tx, id, input.categories));
    await setLinks(tx, id, input);
    if (input.student_ids) {
      await removePlacements(
        tx,
        id,
        placed.filter((s) => !input.student_ids!.includes(s)),
      );
      await placeStudents(tx, id, categories ?? (await categoriesOf(tx, id)), input.student_ids, placed);
    }
    const version = (await bumpVersion(tx, id))!;
    const changed = Object.keys(input).filter((k) => k !== 'version');
    await emit(tx, ctx, {
      type: 'board.updated',
      ...where(board),
      details: {
        fields: changed,
        ...(input.title !== undefined && input.title !== board.title ? { changes: { title: [board.title, input.title] } } : {}),
        moved_cards: movedCards,
      },
      version,
    });
    return { movedCards };
  });
}

export async function deleteBoard(ctx: AuthedContext, id: number): Promise<void> {
  const actor = ctx.actor;
  await ctx.db.transaction(async (tx) => {
    const { board, ref } = await loadBoard(tx, actor, id, { forUpdate: true });
    authorize(boardPolicy.delete, actor, ref);
    await deleteBoardRow(tx, id);
    await emit(tx, ctx, { type: 'board.deleted', ...where(board), details: { title: board.title, kind: board.kind }, version: board.version + 1 });
  });
}
