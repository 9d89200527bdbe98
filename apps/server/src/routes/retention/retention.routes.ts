/**
 * Retention of graduated and archived students' records (issue 24, section 6): the runs' reports (with the pending
 * first run) and its confirmation. The setting itself is on the district's system page (PATCH .../system/).
 */
import { ZConfirmRetention, ZIdParams, ZRetentionRuns } from '@ss/domain';
import type { AppContext } from '../../context.ts';
import type { App } from '../../lib/fastify-app.ts';
import { authedContext } from '../../plugins/auth.ts';
import { confirmRetention, readRetentionRuns } from '../../services/student-imports/record-retention.ts';

export function retentionRoutes(app: App, ctx: AppContext) {
  app.get(
    '/api/v1/districts/:id/retention/runs/',
    {
      schema: {
        tags: ['tenancy'],
        summary: "The district's retention runs: reports of counts, and the first run waiting for confirmation (its admins and leaders)",
        params: ZIdParams,
        response: { 200: ZRetentionRuns },
      },
    },
    async (request) => readRetentionRuns(authedContext(ctx, request), request.params.id),
  );

  app.post(
    '/api/v1/districts/:id/retention/confirm/',
    {
      schema: {
        tags: ['tenancy'],
        summary: "Confirm the district's first retention run: its listed students, still expired, are removed (its admins)",
        params: ZIdParams,
        body: ZConfirmRetention,
        response: { 200: ZRetentionRuns },
      },
    },
    async (request) => confirmRetention(authedContext(ctx, request), request.params.id, request.body),
  );
}
