import { ZDistrict, ZDistrictListQuery, ZIdParams, zPage } from '@ss/domain';
import type { AppContext } from '../../context.ts';
import { scopeOf } from '../../lib/actor.ts';
import { notFound } from '../../lib/errors.ts';
import { pageWindow, toPage } from '../../lib/paging.ts';
import { requireAuth } from '../../plugins/auth.ts';
import { presentDistrict } from '../../presenters/tenancy.presenter.ts';
import { getDistrict, listDistricts } from '../../repositories/tenancy.repository.ts';
import type { App } from '../types.ts';

export function districtRoutes(app: App, ctx: AppContext) {
  app.get(
    '/api/v1/districts/',
    { schema: { tags: ['tenancy'], summary: 'Districts the user may see', querystring: ZDistrictListQuery, response: { 200: zPage(ZDistrict) } } },
    async (request) => {
      const { actor } = requireAuth(request);
      const q = request.query;
      const { count, rows } = await listDistricts(ctx.db, scopeOf(actor), { search: q.search, ...pageWindow(q) });
      return toPage(q, count, rows.map(presentDistrict));
    },
  );

  app.get(
    '/api/v1/districts/:id/',
    { schema: { tags: ['tenancy'], summary: 'One district', params: ZIdParams, response: { 200: ZDistrict } } },
    async (request) => {
      const { actor } = requireAuth(request);
      const row = await getDistrict(ctx.db, scopeOf(actor), request.params.id);
      if (!row) throw notFound();
      return presentDistrict(row);
    },
  );
}
