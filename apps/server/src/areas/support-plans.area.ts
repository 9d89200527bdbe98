import { QUEUES } from '../jobs/queue-names.ts';
import { runPlanExportJob, runPlanExportSweepJob } from '../jobs/plan-export.job.ts';
import { supportPlanExportRoutes } from '../routes/support-plans/exports.routes.ts';
import { supportPlanRoutes } from '../routes/support-plans/support-plans.routes.ts';
import { supportPlanTemplateRoutes } from '../routes/support-plans/templates.routes.ts';
import { defineArea } from './area.ts';

/**
 * Student support plans (issue 12): templates, plans with their home part and the parts a template enables,
 * deactivation and reactivation; one plan as PDF and bulk exports of PDFs in a zip (a job, and a daily sweep of
 * expired exports). Revisions and signatures come later.
 */
export const supportPlansArea = defineArea({
  name: 'support-plans',
  // The exports' routes first: `/support_plans/bulk_export/` beside `/support_plans/:id/`.
  routes: [supportPlanTemplateRoutes, supportPlanExportRoutes, supportPlanRoutes],
  jobs: {
    [QUEUES.supportPlanExport]: (ctx, data, meta) => runPlanExportJob(ctx, data, meta),
    [QUEUES.supportPlanExportSweep]: (ctx) => runPlanExportSweepJob(ctx),
  },
  // Expired exports' files removed daily at 03:41 UTC (off-peak for Canadian districts).
  schedules: [{ queue: QUEUES.supportPlanExportSweep, cron: '41 3 * * *' }],
});
