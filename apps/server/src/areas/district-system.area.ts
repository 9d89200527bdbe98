import { QUEUES } from '../jobs/queue-names.ts';
import { districtExportRoutes } from '../routes/district-system/district-export.routes.ts';
import { districtSystemRoutes } from '../routes/district-system/district-system.routes.ts';
import { runDistrictExportJob, runDistrictExportSweepJob } from '../services/district-export/export-job.ts';
import { defineArea } from './area.ts';

/**
 * The district's system page (issue 23, section 4): the district's own settings, for its admins (its leaders read
 * them); and the district's own export (issue 24, section 6): a job making the zip, and a daily sweep of expired ones.
 */
export const districtSystemArea = defineArea({
  name: 'district-system',
  routes: [districtSystemRoutes, districtExportRoutes],
  jobs: {
    [QUEUES.districtExport]: (ctx, data, meta) => runDistrictExportJob(ctx, data, meta),
    [QUEUES.districtExportSweep]: (ctx) => runDistrictExportSweepJob(ctx),
  },
  // Expired exports' files removed daily at 03:47 UTC (off-peak, beside the plan exports' sweep).
  schedules: [{ queue: QUEUES.districtExportSweep, cron: '47 3 * * *' }],
});
