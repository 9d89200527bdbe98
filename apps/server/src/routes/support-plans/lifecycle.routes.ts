/**
 * A plan's lifecycle (issue 12, section 3): finalise (a new numbered revision), start the next draft, the
 * revisions (list, one snapshot, a comparison of two with who changed what) and the signatures of the latest
 * revision (list, record, remove).
 */
import {
  ZCompareQuery,
  ZCreateSignature,
  ZEmptyBody,
  ZIdParams,
  ZPlanCompare,
  ZPlanRevisionList,
  ZPlanSignature,
  ZPlanSignatures,
  ZPlanSnapshot,
  ZRevisionParams,
  ZSignatureParams,
  ZSupportPlan,
} from '@ss/domain';
import type { AppContext } from '../../context.ts';
import { authedContext } from '../../plugins/auth.ts';
import { compareRevisions, finaliseSupportPlan, listPlanRevisions, readPlanRevision, startNewDraft } from '../../services/support-plans/lifecycle.ts';
import { readSupportPlan } from '../../services/support-plans/plans.ts';
import { readPlanSignatures, recordSignature, removeSignature } from '../../services/support-plans/signatures.ts';
import type { App } from '../../lib/fastify-app.ts';

const tags = ['support plans'];

export function supportPlanLifecycleRoutes(app: App, ctx: AppContext) {
  app.post(
    '/api/v1/support_plans/:id/finalise/',
    {
      schema: {
        tags,
        summary: 'Finalise a draft or in-review plan: it becomes final (read-only) and its content is frozen as the next numbered revision',
        params: ZIdParams,
        body: ZEmptyBody,
        response: { 200: ZSupportPlan },
      },
    },
    async (request) => {
      const sc = authedContext(ctx, request);
      await finaliseSupportPlan(sc, request.params.id);
      return readSupportPlan(sc, request.params.id, false);
    },
  );

  app.post(
    '/api/v1/support_plans/:id/new_draft/',
    {
      schema: {
        tags,
        summary: 'Start the next draft of a final plan (its content kept); the next finalise makes the next revision',
        params: ZIdParams,
        body: ZEmptyBody,
        response: { 200: ZSupportPlan },
      },
    },
    async (request) => {
      const sc = authedContext(ctx, request);
      await startNewDraft(sc, request.params.id);
      return readSupportPlan(sc, request.params.id, false);
    },
  );

  app.get(
    '/api/v1/support_plans/:id/revisions/',
    {
      schema: {
        tags,
        summary: 'The plan’s revisions, newest first, with who finalised each and its signatures (audited)',
        params: ZIdParams,
        response: { 200: ZPlanRevisionList },
      },
    },
    async (request) => listPlanRevisions(authedContext(ctx, request), request.params.id),
  );

  app.get(
    '/api/v1/support_plans/:id/revisions/compare/',
    {
      schema: {
        tags,
        summary: 'What changed between two revisions (from=, to=), field by field, and who saved which part in between (audited)',
        params: ZIdParams,
        querystring: ZCompareQuery,
        response: { 200: ZPlanCompare },
      },
    },
    async (request) => compareRevisions(authedContext(ctx, request), request.params.id, request.query),
  );

  app.get(
    '/api/v1/support_plans/:id/revisions/:number/',
    { schema: { tags, summary: 'One revision: the plan as frozen when finalised (audited)', params: ZRevisionParams, response: { 200: ZPlanSnapshot } } },
    async (request) => readPlanRevision(authedContext(ctx, request), request.params.id, request.params.number),
  );

  app.get(
    '/api/v1/support_plans/:id/signatures/',
    {
      schema: {
        tags,
        summary: 'The signatures of the latest revision, of how many expected (the team’s size then) (audited)',
        params: ZIdParams,
        response: { 200: ZPlanSignatures },
      },
    },
    async (request) => readPlanSignatures(authedContext(ctx, request), request.params.id),
  );

  app.post(
    '/api/v1/support_plans/:id/signatures/',
    {
      schema: {
        tags,
        summary: 'Record a signature on the latest revision of a final plan: typed name or drawn (a PNG data URL of at most 200 kB); the date not to come',
        params: ZIdParams,
        body: ZCreateSignature,
        response: { 201: ZPlanSignature },
      },
    },
    async (request, reply) => reply.code(201).send(await recordSignature(authedContext(ctx, request), request.params.id, request.body)),
  );

  app.delete(
    '/api/v1/support_plans/:id/signatures/:signatureId/',
    {
      schema: {
        tags,
        summary: 'Remove a signature recorded by mistake (the latest revision, while the plan is final)',
        params: ZSignatureParams,
      },
    },
    async (request, reply) => {
      await removeSignature(authedContext(ctx, request), request.params.id, request.params.signatureId);
      return reply.code(204).send();
    },
  );
}
