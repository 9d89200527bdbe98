/**
 * Student support plans (issue 12, section 2): the plans a caller reads, making one from a template, one plan
 * whole (audited), its home part, its other parts (each saved with its version; 409 with the saved part when
 * stale), deactivating and reactivating.
 */
import {
  ZAssessmentPart,
  ZCreateSupportPlan,
  ZDeactivatePlan,
  ZEmptyBody,
  ZGoalPart,
  ZIdParams,
  ZSaveAssessments,
  ZSaveGoals,
  ZSaveTransitions,
  ZSupportPlan,
  ZSupportPlanList,
  ZSupportPlanListQuery,
  ZTransitionPart,
  ZUpdatePlanHome,
} from '@ss/domain';
import type { AppContext } from '../../context.ts';
import { authedContext } from '../../plugins/auth.ts';
import { readPlanPart, savePlanPart } from '../../services/support-plans/parts.ts';
import { createSupportPlan, deactivateSupportPlan, listSupportPlans, reactivateSupportPlan, readSupportPlan, updatePlanHome } from '../../services/support-plans/plans.ts';
import type { App } from '../../lib/fastify-app.ts';

const tags = ['support plans'];

export function supportPlanRoutes(app: App, ctx: AppContext) {
  app.get(
    '/api/v1/support_plans/',
    {
      schema: {
        tags,
        summary:
          'The plans the caller reads, newest change first: school=, district=, status=active|deactivated (active by default), template=, review_due=true (next review within 7 days or past)',
        querystring: ZSupportPlanListQuery,
        response: { 200: ZSupportPlanList },
      },
    },
    async (request) => listSupportPlans(authedContext(ctx, request), request.query),
  );

  app.post(
    '/api/v1/support_plans/',
    {
      schema: {
        tags,
        summary: 'Make a student’s plan for a school year from a template (one active plan per student and school year)',
        body: ZCreateSupportPlan,
        response: { 201: ZSupportPlan },
      },
    },
    async (request, reply) => {
      const sc = authedContext(ctx, request);
      const id = await createSupportPlan(sc, request.body);
      return reply.code(201).send(await readSupportPlan(sc, id, false));
    },
  );

  app.get('/api/v1/support_plans/:id/', { schema: { tags, summary: 'One plan whole (audited)', params: ZIdParams, response: { 200: ZSupportPlan } } }, async (request) =>
    readSupportPlan(authedContext(ctx, request), request.params.id),
  );

  app.patch(
    '/api/v1/support_plans/:id/',
    {
      schema: {
        tags,
        summary: 'Change the home part (information, team, review dates, draft or in review); home_version required, 409 with the saved part when stale',
        params: ZIdParams,
        body: ZUpdatePlanHome,
        response: { 200: ZSupportPlan },
      },
    },
    async (request) => {
      const sc = authedContext(ctx, request);
      await updatePlanHome(sc, request.params.id, request.body);
      return readSupportPlan(sc, request.params.id, false);
    },
  );

  app.get(
    '/api/v1/support_plans/:id/specialized_assessment/',
    { schema: { tags, summary: 'The specialized assessment part (audited; 404 when the template has none)', params: ZIdParams, response: { 200: ZAssessmentPart } } },
    async (request) => readPlanPart(authedContext(ctx, request), request.params.id, 'specialized_assessment'),
  );
  app.put(
    '/api/v1/support_plans/:id/specialized_assessment/',
    {
      schema: {
        tags,
        summary: 'Save the specialized assessment part whole; version required, 409 with the saved part when stale',
        params: ZIdParams,
        body: ZSaveAssessments,
        response: { 200: ZAssessmentPart },
      },
    },
    async (request) => savePlanPart(authedContext(ctx, request), request.params.id, { part: 'specialized_assessment', body: request.body }),
  );

  app.get(
    '/api/v1/support_plans/:id/goal_planning/',
    { schema: { tags, summary: 'The goal planning part (audited; 404 when the template has none)', params: ZIdParams, response: { 200: ZGoalPart } } },
    async (request) => readPlanPart(authedContext(ctx, request), request.params.id, 'goal_planning'),
  );
  app.put(
    '/api/v1/support_plans/:id/goal_planning/',
    {
      schema: {
        tags,
        summary: 'Save the goal planning part whole; version required, 409 with the saved part when stale',
        params: ZIdParams,
        body: ZSaveGoals,
        response: { 200: ZGoalPart },
      },
    },
    async (request) => savePlanPart(authedContext(ctx, request), request.params.id, { part: 'goal_planning', body: request.body }),
  );

  app.get(
    '/api/v1/support_plans/:id/transition_planning/',
    { schema: { tags, summary: 'The transition planning part (audited; 404 when the template has none)', params: ZIdParams, response: { 200: ZTransitionPart } } },
    async (request) => readPlanPart(authedContext(ctx, request), request.params.id, 'transition_planning'),
  );
  app.put(
    '/api/v1/support_plans/:id/transition_planning/',
    {
      schema: {
        tags,
        summary: 'Save the transition planning part whole; version required, 409 with the saved part when stale',
        params: ZIdParams,
        body: ZSaveTransitions,
        response: { 200: ZTransitionPart },
      },
    },
    async (request) => savePlanPart(authedContext(ctx, request), request.params.id, { part: 'transition_planning', body: request.body }),
  );

  app.post(
    '/api/v1/support_plans/:id/deactivate/',
    { schema: { tags, summary: 'Deactivate a plan from a date (not to come); it is then read-only', params: ZIdParams, body: ZDeactivatePlan, response: { 200: ZSupportPlan } } },
    async (request) => {
      const sc = authedContext(ctx, request);
      await deactivateSupportPlan(sc, request.params.id, request.body.date, request.body.reason);
      return readSupportPlan(sc, request.params.id, false);
    },
  );

  app.post(
    '/api/v1/support_plans/:id/reactivate/',
    { schema: { tags, summary: 'Reactivate a deactivated plan (coordinators and the district’s admins)', params: ZIdParams, body: ZEmptyBody, response: { 200: ZSupportPlan } } },
    async (request) => {
      const sc = authedContext(ctx, request);
      await reactivateSupportPlan(sc, request.params.id);
      return readSupportPlan(sc, request.params.id, false);
    },
  );
}
