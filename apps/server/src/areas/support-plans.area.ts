import { QUEUES } from '../jobs/queue-names.ts';
import { supportPlanAttachmentRoutes } from '../routes/support-plans/attachments.routes.ts';
import { supportPlanExportRoutes } from '../routes/support-plans/exports.routes.ts';
import { supportPlanLifecycleRoutes } from '../routes/support-plans/lifecycle.routes.ts';
import { supportPlanRoutes } from '../routes/support-plans/support-plans.routes.ts';
import { supportPlanTemplateRoutes } from '../routes/support-plans/templates.routes.ts';
import { remindPlanReviews } from '../services/support-plans/review-reminders.ts';
import { runPlanExportJob, runPlanExportSweepJob } from '../services/support-plans/run-export-job.ts';
import { defineArea } from './area.ts';

/**
 * Student support plans (issue 12): templates, plans with their home part and the parts a template enables,
 * deactivation and reactivation; the lifecycle (finalising, revisions and their comparison, signatures) and
 * the daily review reminders; one plan as PDF and bulk exports of PDFs in a zip (a job, and a daily sweep of
 * expired exports).
 */
export const supportPlansArea = defineArea({
  name: 'support-plans',
  // The exports' routes first: `/support_plans/bulk_export/` beside `/support_plans/:id/`.
  routes: [supportPlanTemplateRoutes, supportPlanExportRoutes, supportPlanRoutes, supportPlanLifecycleRoutes, supportPlanAttachmentRoutes],
  jobs: {
    [QUEUES.planReviewReminders]: async (ctx) => {
      await remindPlanReviews(ctx);
    },
    [QUEUES.supportPlanExport]: (ctx, data, meta) => runPlanExportJob(ctx, data, meta),
    [QUEUES.supportPlanExportSweep]: (ctx) => runPlanExportSweepJob(ctx),
  },
  schedules: [
    // Review reminders, daily at 11:05 UTC (early morning across Canada's time zones).
    { queue: QUEUES.planReviewReminders, cron: '5 11 * * *' },
    // Expired exports' files removed daily at 03:41 UTC (off-peak for Canadian districts).
    { queue: QUEUES.supportPlanExportSweep, cron: '41 3 * * *' },
  ],
});
