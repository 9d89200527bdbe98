import { ZIdParams, zPage, ZSchool, ZSchoolListQuery } from '@ss/domain';
import type { AppContext } from '../../context.ts';
import { scopeOf } from '../../lib/actor.ts';
import { notFound } from '../../lib/errors.ts';
import { pageWindow, toPage } from '../../lib/paging.ts';
import { requireAuth } from '../../plugins/auth.ts';
import { presentSchool } from '../../presenters/tenancy.presenter.ts';
import { getSchool, listSchools } from '../../repositories/tenancy.repository.ts';
import type { App } from '../types.ts';

export function schoolRoutes(app: App, ctx: AppContext) {
  app.get(
    '/api/v1/schools/',
    { schema: { tags: ['tenancy'], summary: 'Schools the user may see', querystring: ZSchoolListQuery, response: { 200: zPage(ZSchool) } } },
    async (request) => {
      const { actor } = requireAuth(request);
      const q = request.query;
      const { count, rows } = await listSchools(ctx.db, scopeOf(actor), {
        districtId: q.district,
        statuses: q.status,
        search: q.search,
        ...pageWindow(q),
      });
      return toPage(q, count, rows.map((r) => presentSchool(actor, r)));
    },
  );

  app.get(
    '/api/v1/schools/:id/',
    { schema: { tags: ['tenancy'], summary: 'One school', params: ZIdParams, response: { 200: ZSchool } } },
    async (request) => {
      const { actor } = requireAuth(request);
      const row = await getSchool(ctx.db, scopeOf(actor), request.params.id);
      if (!row) throw notFound();
      return presentSchool(actor, row);
    },
  );
}
