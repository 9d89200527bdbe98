/**
 * The user agreement: read and answer it (everyone signed in); list and publish
 * versions (super admins). Enforcement lives in plugins/agreement.ts.
 */
import { chooseLanguage, zPage, ZAgreement, ZAgreementAnswer, ZAgreementListQuery, ZAgreementQuery, ZAgreementVersion, ZPublishAgreementRequest } from '@ss/domain';
import type { AppContext } from '../../context.ts';
import { notFound } from '../../lib/errors.ts';
import { pageWindow, toPage } from '../../lib/paging.ts';
import { authedContext, clearSessionCookie, requireAuth } from '../../plugins/auth.ts';
import { agreementPolicy } from '../../policies/agreement.policy.ts';
import { authorize } from '../../lib/authorize.ts';
import { presentAgreement, presentAgreementVersion } from '../../presenters/agreement.presenter.ts';
import { agreementStatus, currentAgreement, listAgreements } from '../../repositories/agreements.repository.ts';
import { answerAgreement } from '../../services/agreement/answer-agreement.ts';
import { publishAgreement } from '../../services/agreement/publish-agreement.ts';
import type { App } from '../../lib/fastify-app.ts';

export function agreementRoutes(app: App, ctx: AppContext) {
  app.get(
    '/api/v1/agreement/',
    {
      schema: {
        tags: ['agreement'],
        summary: 'The current user agreement and whether you agreed to it (?lang=en|fr overrides the language)',
        querystring: ZAgreementQuery,
        response: { 200: ZAgreement },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      const [current, status] = await Promise.all([currentAgreement(ctx.db), agreementStatus(ctx.db, auth.realUser.id)]);
      if (!current) throw notFound();
      // The text follows the interface language (the person shown); the answer is the real user's.
      const lang = request.query.lang ?? chooseLanguage({ user: auth.actor });
      return presentAgreement(current, lang, status);
    },
  );

  app.post(
    '/api/v1/agreement/',
    { schema: { tags: ['agreement'], summary: 'Agree (agree: true) or Disagree, which signs you out', body: ZAgreementAnswer } },
    async (request, reply) => {
      const sctx = authedContext(ctx, request);
      const { signedOut } = await answerAgreement(sctx, request.body);
      if (signedOut) clearSessionCookie(reply, ctx);
      return reply.code(204).send();
    },
  );

  app.get(
    '/api/v1/agreements/',
    {
      schema: {
        tags: ['agreement'],
        summary: 'Every published version, newest first (super admins)',
        querystring: ZAgreementListQuery,
        response: { 200: zPage(ZAgreementVersion) },
      },
    },
    async (request) => {
      authorize(agreementPolicy.listVersions, requireAuth(request).actor);
      const q = request.query;
      const { count, rows } = await listAgreements(ctx.db, pageWindow(q));
      return toPage(
        q,
        count,
        rows.map((r) => presentAgreementVersion(r.agreement, r)),
      );
    },
  );

  app.post(
    '/api/v1/agreements/',
    {
      schema: {
        tags: ['agreement'],
        summary: 'Publish a new version; everyone must agree again (super admins)',
        body: ZPublishAgreementRequest,
        response: { 201: ZAgreementVersion },
      },
    },
    async (request, reply) => {
      const sctx = authedContext(ctx, request);
      const { auth } = sctx;
      authorize(agreementPolicy.publish, auth.actor);
      const row = await publishAgreement(sctx, request.body);
      return reply.code(201).send(presentAgreementVersion(row, auth.realUser));
    },
  );
}
