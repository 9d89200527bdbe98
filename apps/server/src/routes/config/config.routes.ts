import { isConfigListKind, ZConfigKindParams, ZConfigLevelQuery, ZConfigList, ZPutConfigList } from '@ss/domain';
import type { AppContext } from '../../context.ts';
import { notFound } from '../../lib/errors.ts';
import { authedContext, requireAuth } from '../../plugins/auth.ts';
import { readConfigList } from '../../services/config/read-list.ts';
import { resetConfigList } from '../../services/config/reset-list.ts';
import { saveConfigList } from '../../services/config/save-list.ts';
import type { App } from '../../lib/fastify-app.ts';
import { dataDefinitionRoutes } from './data-definitions.routes.ts';
import { schoolOptionRoutes } from './school-options.routes.ts';

const kindOf = (kind: string) => {
  if (!isConfigListKind(kind)) throw notFound();
  return kind;
};

export function configRoutes(app: App, ctx: AppContext) {
  app.get(
    '/api/v1/config/:kind/',
    {
      schema: {
        tags: ['config'],
        summary: 'The list that applies at a level (no query: system; district=; school=), and whether it is inherited',
        params: ZConfigKindParams,
        querystring: ZConfigLevelQuery,
        response: { 200: ZConfigList },
      },
    },
    async (request) => {
      const { actor } = requireAuth(request);
      const kind = kindOf(request.params.kind);
      return readConfigList(ctx.db, actor, kind, { districtId: request.query.district, schoolId: request.query.school });
    },
  );

  app.put(
    '/api/v1/config/:kind/',
    {
      schema: {
        tags: ['config'],
        summary: 'Write the whole ordered list at a level (a level that inherited gets its own copy)',
        params: ZConfigKindParams,
        body: ZPutConfigList,
        response: { 200: ZConfigList },
      },
    },
    async (request) => {
      const sctx = authedContext(ctx, request);
      const { actor } = sctx;
      const kind = kindOf(request.params.kind);
      await saveConfigList(sctx, kind, request.body);
      return readConfigList(ctx.db, actor, kind, { districtId: request.body.district_id, schoolId: request.body.school_id });
    },
  );

  app.delete(
    '/api/v1/config/:kind/',
    {
      schema: {
        tags: ['config'],
        summary: "Reset a district's or school's list to the level above",
        params: ZConfigKindParams,
        querystring: ZConfigLevelQuery,
        response: { 200: ZConfigList },
      },
    },
    async (request) => {
      const sctx = authedContext(ctx, request);
      const { actor } = sctx;
      const kind = kindOf(request.params.kind);
      const q = { districtId: request.query.district, schoolId: request.query.school };
      await resetConfigList(sctx, kind, q);
      return readConfigList(ctx.db, actor, kind, q);
    },
  );

  dataDefinitionRoutes(app, ctx);
  schoolOptionRoutes(app, ctx);
}
