/** Support plan templates (issue 12, section 1): a district's (`district=`) or those a school may use (`school=`), one template, its changes and archiving. */
import { ZCreatePlanTemplate, ZIdParams, ZPlanTemplate, ZPlanTemplateList, ZPlanTemplateListQuery, ZUpdatePlanTemplate } from '@ss/domain';
import type { AppContext } from '../../context.ts';
import { authedContext } from '../../plugins/auth.ts';
import { archivePlanTemplate, createPlanTemplate, listPlanTemplates, readPlanTemplate, updatePlanTemplate } from '../../services/support-plans/templates.ts';
import type { App } from '../../lib/fastify-app.ts';

const tags = ['support plans'];

export function supportPlanTemplateRoutes(app: App, ctx: AppContext) {
  app.get(
    '/api/v1/support_plan_templates/',
    {
      schema: {
        tags,
        summary: 'A district’s templates (district=) or those a school may use, its district’s and its own (school=); archived ones left out',
        querystring: ZPlanTemplateListQuery,
        response: { 200: ZPlanTemplateList },
      },
    },
    async (request) => listPlanTemplates(authedContext(ctx, request), request.query),
  );

  app.post(
    '/api/v1/support_plan_templates/',
    { schema: { tags, summary: 'Add a district’s template (district) or a school’s own (school)', body: ZCreatePlanTemplate, response: { 201: ZPlanTemplate } } },
    async (request, reply) => {
      const sc = authedContext(ctx, request);
      const id = await createPlanTemplate(sc, request.body);
      return reply.code(201).send(await readPlanTemplate(sc, id));
    },
  );

  app.get('/api/v1/support_plan_templates/:id/', { schema: { tags, summary: 'One template', params: ZIdParams, response: { 200: ZPlanTemplate } } }, async (request) =>
    readPlanTemplate(authedContext(ctx, request), request.params.id),
  );

  app.patch(
    '/api/v1/support_plan_templates/:id/',
    {
      schema: {
        tags,
        summary: 'Change a template; version required, 409 when stale; plans already made keep their copy',
        params: ZIdParams,
        body: ZUpdatePlanTemplate,
        response: { 200: ZPlanTemplate },
      },
    },
    async (request) => {
      const sc = authedContext(ctx, request);
      await updatePlanTemplate(sc, request.params.id, request.body);
      return readPlanTemplate(sc, request.params.id);
    },
  );

  app.delete(
    '/api/v1/support_plan_templates/:id/',
    { schema: { tags, summary: 'Archive a template no active plan uses (409 otherwise)', params: ZIdParams } },
    async (request, reply) => {
      await archivePlanTemplate(authedContext(ctx, request), request.params.id);
      return reply.code(204).send();
    },
  );
}
