/**
 * A workspace's boards (`GET /api/v1/boards/?school=` or `?district=`): a school's own boards and
 * the integrated boards that span it, or a district's boards. Whoever may open the workspace sees
 * its boards; what each may do with each board comes with it (abilities), and which kinds the
 * caller may start there.
 */
import { BOARD_KINDS, MSG, SCHOOL_BOARD_KINDS, type BoardKind, type TBoardSummary } from '@ss/domain';
import type { AuthedContext } from '../../context.ts';
import { authorize } from '../../lib/authorize.ts';
import { scopeOf } from '../../lib/actor.ts';
import { fieldError, notFound } from '../../lib/errors.ts';
import { assertDistrictOpen, assertSchoolOpen } from '../../lib/suspension.ts';
import { boardPolicy } from '../../policies/boards.policy.ts';
import { presentBoardSummary } from '../../presenters/boards.presenter.ts';
import { toLinks } from '../../repositories/board-links.ts';
import { listBoards } from '../../repositories/boards.repository.ts';
import { getDistrict, getSchool } from '../../repositories/tenancy.repository.ts';
import { boardAbilities, boardRef } from './access.ts';

export async function listWorkspaceBoards(
  ctx: AuthedContext,
  q: { school?: number; district?: number; limit?: number; offset: number },
): Promise<{ count: number; results: TBoardSummary[]; create: BoardKind[]; readSchools: boolean }> {
  const actor = ctx.actor;
  if ((q.school === undefined) === (q.district === undefined)) throw fieldError('school', MSG.required);
  let place: { district_id: number; school_id: number | null };
  if (q.school !== undefined) {
    const found = await getSchool(ctx.db, scopeOf(actor), q.school);
    if (!found) throw notFound();
    assertSchoolOpen(actor, found.school);
    place = { district_id: found.school.district_id, school_id: q.school };
  } else {
    const found = await getDistrict(ctx.db, scopeOf(actor), q.district!);
    if (!found) throw notFound();
    assertDistrictOpen(actor, found.district);
    authorize(boardPolicy.listDistrict, actor, q.district!);
    place = { district_id: q.district!, school_id: null };
  }
  // The kinds this workspace holds that the caller may start here.
  const create = BOARD_KINDS.filter((kind) => SCHOOL_BOARD_KINDS.includes(kind) === (place.school_id !== null) && boardPolicy.create(actor, { kind, ...place }));
  const { count, rows } = await listBoards(ctx.db, { schoolId: q.school, districtId: q.district, limit: q.limit, offset: q.offset });
  const results = rows.map(({ board, category_count, card_count, last_moved_at, ...links }) =>
    presentBoardSummary(board, boardAbilities(actor, board, boardRef(board, toLinks(links), actor)), { cards: card_count, categories: category_count, lastMovedAt: last_moved_at }),
  );
  // On a district's page, whether its schools' boards are read there too.
  const readSchools = place.school_id === null && boardPolicy.readSchoolBoards(actor, place.district_id);
  return { count, results, create, readSchools };
}
