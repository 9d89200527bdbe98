import { QUEUES } from '../jobs/queue-names.ts';
import { summaryRoutes } from '../routes/summaries/summaries.routes.ts';
import { sendSummaryDigests } from '../services/summaries/send-digests.ts';
import { defineArea } from './area.ts';

/**
 * Summaries by e-mail (issue 23, section 2): each user's choices per summary type, a district's defaults, the
 * one-click unsubscribe, and the job that sends each user one digest of what changed in their scope.
 */
export const summariesArea = defineArea({
  name: 'summaries',
  routes: [summaryRoutes],
  jobs: {
    [QUEUES.summaryDigests]: async (ctx) => {
      await sendSummaryDigests(ctx);
    },
  },
  // Daily at 11:00 UTC (6–7 a.m. in the east, 3–4 a.m. in the west of Canada): daily digests, and on Mondays the weekly ones.
  schedules: [{ queue: QUEUES.summaryDigests, cron: '0 11 * * *' }],
});
