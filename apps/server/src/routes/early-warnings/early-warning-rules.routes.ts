/** A district's early-warning rules (issue 22, section 2): district admins and super admins. */
import { ZCreateEarlyWarningRule, ZEarlyWarningRule, ZEarlyWarningRuleList, ZEarlyWarningRuleQuery, ZIdParams, ZUpdateEarlyWarningRule } from '@ss/domain';
import type { AppContext } from '../../context.ts';
import type { App } from '../../lib/fastify-app.ts';
import { authedContext } from '../../plugins/auth.ts';
import { changeRule, createRule, readRules, removeRule } from '../../services/early-warnings/rules.ts';

const tags = ['early-warnings'];

export function earlyWarningRuleRoutes(app: App, ctx: AppContext) {
  app.get(
    '/api/v1/early_warning_rules/',
    { schema: { tags, summary: "A district's early-warning rules", querystring: ZEarlyWarningRuleQuery, response: { 200: ZEarlyWarningRuleList } } },
    async (request) => readRules(authedContext(ctx, request), request.query.district),
  );

  app.post(
    '/api/v1/early_warning_rules/',
    { schema: { tags, summary: 'Add an early-warning rule to a district (its flags follow at once)', body: ZCreateEarlyWarningRule, response: { 201: ZEarlyWarningRule } } },
    async (request, reply) => reply.code(201).send(await createRule(authedContext(ctx, request), request.body)),
  );

  app.patch(
    '/api/v1/early_warning_rules/:id/',
    {
      schema: {
        tags,
        summary: 'Change a rule: names, on/off, parameters (version: a stale write answers 409)',
        params: ZIdParams,
        body: ZUpdateEarlyWarningRule,
        response: { 200: ZEarlyWarningRule },
      },
    },
    async (request) => changeRule(authedContext(ctx, request), request.params.id, request.body),
  );

  app.delete('/api/v1/early_warning_rules/:id/', { schema: { tags, summary: 'Delete a rule and its flags', params: ZIdParams } }, async (request, reply) => {
    await removeRule(authedContext(ctx, request), request.params.id);
    return reply.code(204).send();
  });
}
