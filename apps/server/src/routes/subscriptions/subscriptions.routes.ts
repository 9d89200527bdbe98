/** School subscriptions (issue 23, section 3): the plan, the account status with its history, invoice requests. */
import { ZChangeSchoolStatus, ZIdParams, ZInvoiceRequest, ZInvoiceRequested, ZSubscription, ZUpdateSubscription } from '@ss/domain';
import type { AppContext } from '../../context.ts';
import type { App } from '../../lib/fastify-app.ts';
import { authedContext } from '../../plugins/auth.ts';
import { changeSchoolStatus } from '../../services/subscriptions/change-status.ts';
import { readSubscription } from '../../services/subscriptions/read-subscription.ts';
import { requestInvoice } from '../../services/subscriptions/request-invoice.ts';
import { updatePlan } from '../../services/subscriptions/update-plan.ts';

const tags = ['subscriptions'];

export function subscriptionRoutes(app: App, ctx: AppContext) {
  app.get(
    '/api/v1/schools/:id/subscription/',
    {
      schema: {
        tags,
        summary: 'A school’s plan, account status and the history of its status (super admins, the district’s admins, the school’s admins)',
        params: ZIdParams,
        response: { 200: ZSubscription },
      },
    },
    async (request) => readSubscription(authedContext(ctx, request), request.params.id),
  );

  app.patch(
    '/api/v1/schools/:id/subscription/',
    {
      schema: {
        tags,
        summary: 'Save the plan: every field (super admins) or the billing contact (the school’s admins); a stale version answers 409',
        params: ZIdParams,
        body: ZUpdateSubscription,
        response: { 200: ZSubscription },
      },
    },
    async (request) => updatePlan(authedContext(ctx, request), request.params.id, request.body),
  );

  app.post(
    '/api/v1/schools/:id/subscription/status/',
    {
      schema: {
        tags,
        summary: 'Change the school’s account status with a reason (super admins); its admins are e-mailed',
        params: ZIdParams,
        body: ZChangeSchoolStatus,
        response: { 200: ZSubscription },
      },
    },
    async (request) => changeSchoolStatus(authedContext(ctx, request), request.params.id, request.body),
  );

  app.post(
    '/api/v1/schools/:id/subscription/invoice_request/',
    {
      schema: {
        tags,
        summary: 'Ask the support contact for an invoice (the school’s admins; once a day)',
        params: ZIdParams,
        body: ZInvoiceRequest,
        response: { 202: ZInvoiceRequested },
      },
    },
    async (request, reply) => reply.code(202).send(await requestInvoice(authedContext(ctx, request), request.params.id)),
  );
}
