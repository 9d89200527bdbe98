import { QUEUES } from '../jobs/queue-names.ts';
import { supportPlanLifecycleRoutes } from '../routes/support-plans/lifecycle.routes.ts';
import { supportPlanRoutes } from '../routes/support-plans/support-plans.routes.ts';
import { supportPlanTemplateRoutes } from '../routes/support-plans/templates.routes.ts';
import { remindPlanReviews } from '../services/support-plans/review-reminders.ts';
import { defineArea } from './area.ts';

/**
 * Student support plans (issue 12): templates, plans with their home part and the parts a template enables,
 * deactivation and reactivation; the lifecycle (finalising, revisions and their comparison, signatures) and
 * the daily review reminders. PDF and bulk export come later.
 */
export const supportPlansArea = defineArea({
  name: 'support-plans',
  routes: [supportPlanTemplateRoutes, supportPlanRoutes, supportPlanLifecycleRoutes],
  jobs: {
    [QUEUES.planReviewReminders]: async (ctx) => {
      await remindPlanReviews(ctx);
    },
  },
  // Review reminders, daily at 11:05 UTC (early morning across Canada's time zones).
  schedules: [{ queue: QUEUES.planReviewReminders, cron: '5 11 * * *' }],
});
