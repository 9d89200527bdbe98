/** Advanced student search: one page of the students in scope matching every filter. */
import type { TStudentSearch, TStudentSearchAnswer } from '@ss/domain';
import type { AuthedContext } from '../../context.ts';
import { scopeOf } from '../../lib/actor.ts';
import { toPage } from '../../lib/paging.ts';
import { presentSearchRow } from '../../presenters/advanced-search.presenter.ts';
import { countStudents, searchStudents } from '../../repositories/advanced-search.repository.ts';
import { criteriaFor, resolvePlace } from './search-place.ts';

export async function searchStudentsAdvanced(ctx: AuthedContext, input: TStudentSearch): Promise<TStudentSearchAnswer> {
  const actor = ctx.actor;
  const place = await resolvePlace(ctx.db, actor, input);
  const criteria = await criteriaFor(ctx.db, place, input);
  const rows = await searchStudents(ctx.db, scopeOf(actor), criteria, { limit: input.pageSize, offset: (input.page - 1) * input.pageSize });
  const count = rows[0]?.total ?? (input.page > 1 ? await countStudents(ctx.db, scopeOf(actor), criteria) : 0);
  const page = toPage({ page: input.page, pageSize: input.pageSize, all: false }, count, rows.map(presentSearchRow));
  return { ...page, abilities: { export: place.canExport } };
}
