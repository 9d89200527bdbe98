import { z } from 'zod';
import { ZConfigLevelQuery, ZCreateDataDefinition, ZDataDefinition, ZDataDefinitionDeleted, ZDataDefinitionList, ZIdParams, ZUpdateDataDefinition } from '@ss/domain';
import type { AppContext } from '../../context.ts';
import { authedContext, requireAuth } from '../../plugins/auth.ts';
import { changeDefinition, createDefinition, listDefinitions, presentDefinition, removeDefinition } from '../../services/config/data-definitions.ts';
import type { App } from '../../lib/fastify-app.ts';

export function dataDefinitionRoutes(app: App, ctx: AppContext) {
  app.get(
    '/api/v1/student_data_definitions/',
    {
      schema: {
        tags: ['config'],
        summary: "Student data definitions of a district (district=) or a school (school=: the district's plus the school's own)",
        querystring: ZConfigLevelQuery,
        response: { 200: ZDataDefinitionList },
      },
    },
    async (request) => {
      const { actor } = requireAuth(request);
      return listDefinitions(ctx.db, actor, { districtId: request.query.district, schoolId: request.query.school });
    },
  );

  app.post(
    '/api/v1/student_data_definitions/',
    {
      schema: {
        tags: ['config'],
        summary: 'Define a measure for a district (district_id) or add one for a school (school_id)',
        body: ZCreateDataDefinition,
        response: { 201: ZDataDefinition },
      },
    },
    async (request, reply) => {
      const sctx = authedContext(ctx, request);
      const { actor } = sctx;
      const row = await createDefinition(sctx, request.body);
      return reply.code(201).send(presentDefinition(actor, row));
    },
  );

  app.patch(
    '/api/v1/student_data_definitions/:id/',
    {
      schema: {
        tags: ['config'],
        summary: 'Change a definition (version: a stale write answers 409)',
        params: ZIdParams,
        body: ZUpdateDataDefinition,
        response: { 200: ZDataDefinition },
      },
    },
    async (request) => {
      const sctx = authedContext(ctx, request);
      const { actor } = sctx;
      return presentDefinition(actor, await changeDefinition(sctx, request.params.id, request.body));
    },
  );

  app.delete(
    '/api/v1/student_data_definitions/:id/',
    {
      schema: {
        tags: ['config'],
        summary: 'Delete a definition; one with results is deactivated instead',
        params: ZIdParams,
        querystring: z.object({}).strict(),
        response: { 200: ZDataDefinitionDeleted },
      },
    },
    async (request) => {
      return removeDefinition(authedContext(ctx, request), request.params.id);
    },
  );
}
