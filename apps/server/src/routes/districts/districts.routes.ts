import { ZCreateDistrict, ZDistrict, ZDistrictListQuery, ZIdParams, zPage, ZUpdateDistrict } from '@ss/domain';
import type { AppContext } from '../../context.ts';
import { scopeOf, type Actor } from '../../lib/actor.ts';
import { notFound } from '../../lib/errors.ts';
import { abilitiesOf, authorize } from '../../lib/authorize.ts';
import { pageWindow, toPage } from '../../lib/paging.ts';
import { assertDistrictOpen } from '../../lib/suspension.ts';
import { authedContext, requireAuth } from '../../plugins/auth.ts';
import { districtPolicy } from '../../policies/tenancy.policy.ts';
import { presentDistrict } from '../../presenters/tenancy.presenter.ts';
import { getDistrict, listDistricts } from '../../repositories/tenancy.repository.ts';
import { districtAbilities } from '../../services/tenancy/abilities.ts';
import { createDistrict, updateDistrict } from '../../services/tenancy/districts.ts';
import type { App } from '../../lib/fastify-app.ts';

export function districtRoutes(app: App, ctx: AppContext) {
  const readOne = async (actor: Actor, id: number) => {
    const row = await getDistrict(ctx.db, scopeOf(actor), id);
    if (!row) throw notFound();
    assertDistrictOpen(actor, row.district);
    return presentDistrict(row, abilitiesOf(districtAbilities, actor, row.district.id));
  };

  app.get(
    '/api/v1/districts/',
    { schema: { tags: ['tenancy'], summary: 'Districts the user may see', querystring: ZDistrictListQuery, response: { 200: zPage(ZDistrict) } } },
    async (request) => {
      const { actor } = requireAuth(request);
      const q = request.query;
      const { count, rows } = await listDistricts(ctx.db, scopeOf(actor), { search: q.search, ...pageWindow(q) });
      return toPage(
        q,
        count,
        rows.map((r) => presentDistrict(r, abilitiesOf(districtAbilities, actor, r.district.id))),
      );
    },
  );

  app.get('/api/v1/districts/:id/', { schema: { tags: ['tenancy'], summary: 'One district', params: ZIdParams, response: { 200: ZDistrict } } }, async (request) =>
    readOne(requireAuth(request).actor, request.params.id),
  );

  app.post(
    '/api/v1/districts/',
    { schema: { tags: ['tenancy'], summary: 'Add a district (super admins)', body: ZCreateDistrict, response: { 201: ZDistrict } } },
    async (request, reply) => {
      const sctx = authedContext(ctx, request);
      const { actor } = sctx;
      authorize(districtPolicy.create, actor);
      const id = await createDistrict(sctx, request.body);
      return reply.code(201).send(await readOne(actor, id));
    },
  );

  app.patch(
    '/api/v1/districts/:id/',
    {
      schema: {
        tags: ['tenancy'],
        summary: 'Edit a district: name, language, support contact, suspension, connected districts (super admins)',
        params: ZIdParams,
        body: ZUpdateDistrict,
        response: { 200: ZDistrict },
      },
    },
    async (request) => {
      const sctx = authedContext(ctx, request);
      const { actor } = sctx;
      if (!(await getDistrict(ctx.db, scopeOf(actor), request.params.id))) throw notFound();
      authorize(districtPolicy.update, actor);
      await updateDistrict(sctx, request.params.id, request.body);
      return readOne(actor, request.params.id);
    },
  );
}
