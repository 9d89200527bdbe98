import { QUEUES } from '../jobs/queue-names.ts';
import { sisRoutes } from '../routes/sis/sis.routes.ts';
import { runSisSyncJob } from '../services/sis/run-sync-job.ts';
import { defineArea } from './area.ts';

/** SIS sync (OneRoster bundles): organisation mappings, uploads, dry runs and applying them. */
export const sisArea = defineArea({
  name: 'sis',
  routes: [sisRoutes],
  jobs: {
    [QUEUES.sisSync]: (ctx, data, meta) => runSisSyncJob(ctx, data, meta),
  },
});
