import { QUEUES } from '../jobs/queue-names.ts';
import { earlyWarningRuleRoutes } from '../routes/early-warnings/early-warning-rules.routes.ts';
import { earlyWarningRoutes } from '../routes/early-warnings/early-warnings.routes.ts';
import { earlyWarningReactions } from '../services/early-warnings/reactions.ts';
import { runDailyEarlyWarnings, runEarlyWarningJob } from '../services/early-warnings/recompute-flags.ts';
import { defineArea } from './area.ts';

/**
 * Early-warning flags (issue 22, section 2): a district's rules, the open flags of a school or a student and their
 * acknowledgement; the job that recomputes flags when the data under them changes (started by the events in
 * `reactions`, through `emit`), and daily for the rules time alone can trip.
 */
export const earlyWarningsArea = defineArea({
  name: 'early-warnings',
  routes: [earlyWarningRuleRoutes, earlyWarningRoutes],
  jobs: {
    [QUEUES.earlyWarnings]: (ctx, data) => runEarlyWarningJob(ctx, data),
    [QUEUES.earlyWarningsDaily]: (ctx) => runDailyEarlyWarnings(ctx),
  },
  // Daily at 07:15 UTC (after midnight across Canada's time zones): actions now overdue, supports now without data.
  schedules: [{ queue: QUEUES.earlyWarningsDaily, cron: '15 7 * * *' }],
  reactions: earlyWarningReactions,
});
