/** A support's review and life: approve, return, propose again, submit to the shared network, archive, restore. */
import { ZApproveSupport, ZIdParams, ZReturnSupport, ZSubmitSupport, ZSupport, ZSupportVersion } from '@ss/domain';
import type { ZodType } from 'zod';
import type { AppContext, AuthedContext } from '../../context.ts';
import { authedContext } from '../../plugins/auth.ts';
import { archiveSupport, restoreSupport } from '../../services/support-network/archive-support.ts';
import { readSupport } from '../../services/support-network/read-support.ts';
import { approveSupport, proposeAgain, returnSupport } from '../../services/support-network/review-support.ts';
import { submitSupport } from '../../services/support-network/submit-support.ts';
import type { App } from '../../lib/fastify-app.ts';

const tags = ['supports'];
type Step<B> = (sc: AuthedContext, id: number, body: B) => Promise<void>;

export function supportWorkflowRoutes(app: App, ctx: AppContext) {
  /** A step on the support itself, answered with the support as it is after. */
  const step = <B>(path: string, summary: string, body: ZodType<B>, run: Step<B>) =>
    app.post(`/api/v1/supports/:id/${path}/`, { schema: { tags, summary, params: ZIdParams, body, response: { 200: ZSupport } } }, async (request) => {
      const sc = authedContext(ctx, request);
      await run(sc, request.params.id, request.body as B);
      return readSupport(sc, request.params.id);
    });

  step('approve', 'Approve a school’s proposal (its reviewers) or a submission to the shared network (super admins), with an optional comment', ZApproveSupport, approveSupport);
  step('return', 'Return a proposal or a submission to its author with a comment', ZReturnSupport, returnSupport);
  step('propose', 'Send a returned proposal back for review (its author)', ZSupportVersion, proposeAgain);
  step('archive', 'Archive an approved support: it leaves the continuum and the pickers, supports given keep it', ZSupportVersion, archiveSupport);
  step('restore', 'Restore an archived support', ZSupportVersion, restoreSupport);

  app.post(
    '/api/v1/supports/:id/submit/',
    {
      schema: {
        tags,
        summary: 'Send a district’s support to the shared network: answers the pending shared copy (a returned copy is refreshed; 409 while one waits)',
        params: ZIdParams,
        body: ZSubmitSupport,
        response: { 201: ZSupport },
      },
    },
    async (request, reply) => {
      const sc = authedContext(ctx, request);
      const copy = await submitSupport(sc, request.params.id, request.body);
      return reply.code(201).send(await readSupport(sc, copy));
    },
  );
}
