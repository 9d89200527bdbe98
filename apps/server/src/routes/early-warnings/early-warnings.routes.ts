/** Early-warning flags (issue 22, section 2): the open flags of a school or a student, and acknowledging one. */
import { ZAcknowledgeFlag, ZEarlyWarningFlag, ZEarlyWarningFlagList, ZEarlyWarningFlagQuery, ZIdParams } from '@ss/domain';
import type { AppContext } from '../../context.ts';
import type { App } from '../../lib/fastify-app.ts';
import { authedContext } from '../../plugins/auth.ts';
import { acknowledge, readFlags } from '../../services/early-warnings/flags.ts';

const tags = ['early-warnings'];

export function earlyWarningRoutes(app: App, ctx: AppContext) {
  app.get(
    '/api/v1/early_warnings/',
    {
      schema: {
        tags,
        summary: 'Open early-warning flags of a school (school=) or a student (student=), of the students the caller may see',
        querystring: ZEarlyWarningFlagQuery,
        response: { 200: ZEarlyWarningFlagList },
      },
    },
    async (request) => readFlags(authedContext(ctx, request), request.query),
  );

  app.post(
    '/api/v1/early_warnings/:id/acknowledge/',
    {
      schema: {
        tags,
        summary: 'Acknowledge a flag with a comment (it stays open while its cause remains)',
        params: ZIdParams,
        body: ZAcknowledgeFlag,
        response: { 200: ZEarlyWarningFlag },
      },
    },
    async (request) => acknowledge(authedContext(ctx, request), request.params.id, request.body),
  );
}
