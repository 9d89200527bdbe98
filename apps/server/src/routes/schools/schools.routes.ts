import { ZCreateSchool, ZIdParams, zPage, ZSchool, ZSchoolListQuery, ZUpdateSchool } from '@ss/domain';
import type { AppContext } from '../../context.ts';
import { scopeOf, type Actor } from '../../lib/actor.ts';
import { abilitiesOf } from '../../lib/authorize.ts';
import { notFound } from '../../lib/errors.ts';
import { pageWindow, toPage } from '../../lib/paging.ts';
import { assertSchoolOpen } from '../../lib/suspension.ts';
import { authedContext, requireAuth } from '../../plugins/auth.ts';
import { presentSchool } from '../../presenters/tenancy.presenter.ts';
import { getSchool, listSchools } from '../../repositories/tenancy.repository.ts';
import { schoolAbilities } from '../../services/tenancy/abilities.ts';
import { createSchool, updateSchool } from '../../services/tenancy/schools.ts';
import type { App } from '../../lib/fastify-app.ts';

export function schoolRoutes(app: App, ctx: AppContext) {
  const readOne = async (actor: Actor, id: number) => {
    const row = await getSchool(ctx.db, scopeOf(actor), id);
    if (!row) throw notFound();
    assertSchoolOpen(actor, row.school);
    return presentSchool(actor, row, abilitiesOf(schoolAbilities, actor, row.school));
  };

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
      return toPage(
        q,
        count,
        rows.map((r) => presentSchool(actor, r, abilitiesOf(schoolAbilities, actor, r.school))),
      );
    },
  );

  app.get(
    '/api/v1/schools/:id/',
    { schema: { tags: ['tenancy'], summary: 'One school (403 when its account is suspended)', params: ZIdParams, response: { 200: ZSchool } } },
    async (request) => readOne(requireAuth(request).actor, request.params.id),
  );

  app.post(
    '/api/v1/schools/',
    { schema: { tags: ['tenancy'], summary: 'Add a school to a district (district managers, super admins)', body: ZCreateSchool, response: { 201: ZSchool } } },
    async (request, reply) => {
      const sctx = authedContext(ctx, request);
      const { actor } = sctx;
      const id = await createSchool(sctx, request.body);
      return reply.code(201).send(await readOne(actor, id));
    },
  );

  app.patch(
    '/api/v1/schools/:id/',
    {
      schema: {
        tags: ['tenancy'],
        summary: 'Edit a school: name (district managers); status and support-plan module (super admins)',
        params: ZIdParams,
        body: ZUpdateSchool,
        response: { 200: ZSchool },
      },
    },
    async (request) => {
      const sctx = authedContext(ctx, request);
      const { actor } = sctx;
      await updateSchool(sctx, request.params.id, request.body);
      const row = await getSchool(ctx.db, scopeOf(actor), request.params.id);
      if (!row) throw notFound();
      return presentSchool(actor, row, abilitiesOf(schoolAbilities, actor, row.school));
    },
  );
}
