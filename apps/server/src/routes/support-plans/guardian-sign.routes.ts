/**
 * Guardians sign a final plan themselves (issue 24, section 1). A plan's requests (coordinators: send, list,
 * withdraw) and the guardian's link: no session, the token is the credential (plugins/csrf.ts exempts the two
 * POSTs, plugins/throttle.ts counts a link that does not open against the caller's IP). Every answer of the
 * link's routes says `Referrer-Policy: no-referrer` and `Cache-Control: no-store`: the token in the address goes
 * to no other site, and no cache keeps the plan.
 */
import {
  ZCreateGuardianRequest,
  ZGuardianAnswer,
  ZGuardianDeclineBody,
  ZGuardianPlanView,
  ZGuardianRequest,
  ZGuardianRequestList,
  ZGuardianRequestParams,
  ZGuardianSignBody,
  ZGuardianSignQuery,
  ZIdParams,
} from '@ss/domain';
import type { AppContext } from '../../context.ts';
import type { App } from '../../lib/fastify-app.ts';
import { authedContext, serviceContext } from '../../plugins/auth.ts';
import { guardianDecline, guardianPlanPdf, guardianSign, listRequests, readGuardianPlan, revokeRequest, sendRequest } from '../../services/support-plans/guardian-sign.ts';

const tags = ['support plans'];
export const GUARDIAN_LINK_PREFIX = '/api/v1/guardian_sign/';

/** RFC 5987: UTF-8, percent-encoded. */
const rfc5987 = (name: string) => encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

export function guardianSignRoutes(app: App, ctx: AppContext) {
  // In this area's scope only: the link's answers, refusals included, leak no referrer and are kept by no cache.
  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith(GUARDIAN_LINK_PREFIX)) return;
    reply.header('referrer-policy', 'no-referrer').header('cache-control', 'no-store');
  });

  app.get(
    '/api/v1/support_plans/:id/guardian_requests/',
    {
      schema: {
        tags,
        summary: 'The plan’s requests to guardians for signature, newest first, with their status (pending, expired, revoked, signed, declined)',
        params: ZIdParams,
        response: { 200: ZGuardianRequestList },
      },
    },
    async (request) => listRequests(authedContext(ctx, request), request.params.id),
  );

  app.post(
    '/api/v1/support_plans/:id/guardian_requests/',
    {
      schema: {
        tags,
        summary:
          'Send the latest revision of a final plan to a guardian of its team (member: their place in the team list, from outside the school) at an e-mail address, in English or French: a single-use link that works 7 days',
        params: ZIdParams,
        body: ZCreateGuardianRequest,
        response: { 201: ZGuardianRequest },
      },
    },
    async (request, reply) => reply.code(201).send(await sendRequest(authedContext(ctx, request), request.params.id, request.body)),
  );

  app.post(
    '/api/v1/support_plans/:id/guardian_requests/:rid/revoke/',
    {
      schema: { tags, summary: 'Withdraw a pending request: its link no longer opens', params: ZGuardianRequestParams, response: { 200: ZGuardianRequest } },
    },
    async (request) => revokeRequest(authedContext(ctx, request), request.params.id, request.params.rid),
  );

  app.get(
    '/api/v1/guardian_sign/',
    {
      schema: {
        tags,
        summary: 'The plan revision a guardian’s link opens, as the PDF shows it (no sign-in; lang: en or fr, else the language it was sent in)',
        querystring: ZGuardianSignQuery,
        response: { 200: ZGuardianPlanView },
      },
    },
    async (request) => readGuardianPlan(serviceContext(ctx, request), request.query.token, request.query.lang),
  );

  app.get(
    '/api/v1/guardian_sign/pdf/',
    { schema: { tags, summary: 'The plan revision a guardian’s link opens, as PDF (no sign-in; lang: en or fr)', querystring: ZGuardianSignQuery } },
    async (request, reply) => {
      const file = await guardianPlanPdf(serviceContext(ctx, request), request.query.token, request.query.lang);
      const disposition = `inline; filename="${file.fileName}"; filename*=UTF-8''${rfc5987(file.fullName)}`;
      return reply.header('content-type', 'application/pdf').header('content-disposition', disposition).send(file.pdf);
    },
  );

  app.post(
    '/api/v1/guardian_sign/sign/',
    {
      schema: {
        tags,
        summary: 'Sign the plan revision with the link’s token: the full name typed and consent given (no sign-in, no CSRF header; once)',
        body: ZGuardianSignBody,
        response: { 200: ZGuardianAnswer },
      },
    },
    async (request) => guardianSign(serviceContext(ctx, request), request.body),
  );

  app.post(
    '/api/v1/guardian_sign/decline/',
    {
      schema: {
        tags,
        summary: 'Decline to sign the plan revision with the link’s token, with a comment for the school (no sign-in, no CSRF header; once)',
        body: ZGuardianDeclineBody,
        response: { 200: ZGuardianAnswer },
      },
    },
    async (request) => guardianDecline(serviceContext(ctx, request), request.body),
  );
}
