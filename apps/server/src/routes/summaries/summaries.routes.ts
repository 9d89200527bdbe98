/**
 * Summaries by e-mail (issue 23, section 2): the caller's preferences, a district's defaults, and the unsubscribe
 * link of a digest. The unsubscribe routes take no session and no CSRF header (plugins/csrf.ts exempts the POST):
 * the token is the credential — random, one user, one type, once — and a mail client's one-click POST (RFC 8058)
 * carries no cookie. GET only reads what the link would turn off, so a mail scanner prefetching it changes nothing.
 */
import {
  ZSummaryDefaults,
  ZSummaryDefaultsQuery,
  ZSummaryPreferences,
  ZUnsubscribeBody,
  ZUnsubscribeQuery,
  ZUnsubscribeResult,
  ZUnsubscribeToken,
  ZUpdateSummaryDefaults,
  ZUpdateSummaryPreferences,
} from '@ss/domain';
import type { AppContext } from '../../context.ts';
import type { App } from '../../lib/fastify-app.ts';
import { authedContext, serviceContext } from '../../plugins/auth.ts';
import { readDefaults, readPreferences, updateDefaults, updatePreferences } from '../../services/summaries/preferences.ts';
import { readUnsubscribeToken, unsubscribe } from '../../services/summaries/unsubscribe.ts';

const tags = ['summaries'];

export function summaryRoutes(app: App, ctx: AppContext) {
  // RFC 8058: the one-click POST is a form (`List-Unsubscribe=One-Click`); read here only, in this area's scope.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 1024 }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });

  app.get(
    '/api/v1/summary_preferences/',
    { schema: { tags, summary: 'Your e-mail summaries: each type that applies to you, its frequency and whether it is the default', response: { 200: ZSummaryPreferences } } },
    async (request) => readPreferences(authedContext(ctx, request)),
  );

  app.patch(
    '/api/v1/summary_preferences/',
    {
      schema: {
        tags,
        summary: 'Change your e-mail summaries: daily, weekly or off per type (null: back to the default); types not named are kept',
        body: ZUpdateSummaryPreferences,
        response: { 200: ZSummaryPreferences },
      },
    },
    async (request) => updatePreferences(authedContext(ctx, request), request.body),
  );

  app.get(
    '/api/v1/summary_preferences/defaults/',
    {
      schema: {
        tags,
        summary: "A district's default e-mail summaries (its district admins, super admins)",
        querystring: ZSummaryDefaultsQuery,
        response: { 200: ZSummaryDefaults },
      },
    },
    async (request) => readDefaults(authedContext(ctx, request), request.query.district),
  );

  app.patch(
    '/api/v1/summary_preferences/defaults/',
    {
      schema: {
        tags,
        summary: "Change a district's default e-mail summaries (null: the product's default); types not named are kept",
        querystring: ZSummaryDefaultsQuery,
        body: ZUpdateSummaryDefaults,
        response: { 200: ZSummaryDefaults },
      },
    },
    async (request) => updateDefaults(authedContext(ctx, request), request.query.district, request.body),
  );

  app.get(
    '/api/v1/summary_preferences/unsubscribe/',
    {
      schema: {
        tags,
        summary: 'What an unsubscribe link turns off, and whether it was used (changes nothing; no sign-in)',
        querystring: ZUnsubscribeQuery,
        response: { 200: ZUnsubscribeToken },
      },
    },
    async (request) => readUnsubscribeToken(ctx, request.query.token),
  );

  app.post(
    '/api/v1/summary_preferences/unsubscribe/',
    {
      schema: {
        tags,
        summary: 'Unsubscribe with a link’s token (RFC 8058 one-click; no sign-in, no CSRF header): once, for its user and type(s)',
        querystring: ZUnsubscribeQuery,
        body: ZUnsubscribeBody,
        response: { 200: ZUnsubscribeResult },
      },
    },
    async (request) => unsubscribe(serviceContext(ctx, request), request.query.token),
  );
}
