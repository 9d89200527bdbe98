import { QUEUES } from '../jobs/queue-names.ts';
import { subscriptionRoutes } from '../routes/subscriptions/subscriptions.routes.ts';
import { remindRenewals } from '../services/subscriptions/renewal-reminders.ts';
import { defineArea } from './area.ts';

/**
 * School subscriptions (issue 23, section 3): a school's plan, its account status with the history of changes and
 * the e-mails they send, invoice requests to the support contact, and the daily renewal reminders (30 and 7 days).
 */
export const subscriptionsArea = defineArea({
  name: 'subscriptions',
  routes: [subscriptionRoutes],
  jobs: {
    [QUEUES.renewalReminders]: async (ctx) => {
      await remindRenewals(ctx);
    },
  },
  // Daily at 11:20 UTC (early morning across Canada's time zones).
  schedules: [{ queue: QUEUES.renewalReminders, cron: '20 11 * * *' }],
});
