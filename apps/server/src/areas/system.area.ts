import { QUEUES } from '../jobs/queue-names.ts';
import { systemRoutes } from '../routes/system/system.routes.ts';
import { deliverEmail } from '../services/email/deliver-email.ts';
import { defineArea } from './area.ts';

/** Super admins' system pages (statistics, sent e-mails) and the delivery of every e-mail the product queues. */
export const systemArea = defineArea({
  name: 'system',
  routes: [systemRoutes],
  jobs: {
    [QUEUES.sendEmail]: (ctx, data, meta) => deliverEmail(ctx.db, ctx.mailer, Number(data.emailId), meta),
  },
});
