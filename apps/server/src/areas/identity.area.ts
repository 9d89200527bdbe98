import { QUEUES } from '../jobs/queue-names.ts';
import { authRoutes } from '../routes/auth/auth.routes.ts';
import { oidcRoutes } from '../routes/oidc/oidc.routes.ts';
import { passwordRoutes } from '../routes/passwords/passwords.routes.ts';
import { runPasswordResetJob } from '../services/auth/request-password-reset.ts';
import { defineArea } from './area.ts';

/** Signing in and out (password, Google, Microsoft), the current user, and passwords (change, forgotten, set by link). */
export const identityArea = defineArea({
  name: 'identity',
  routes: [authRoutes, passwordRoutes, oidcRoutes],
  jobs: {
    // The forgotten-password answer is the same whether the account exists: the lookup and the e-mail run here, later.
    [QUEUES.passwordReset]: (ctx, data) => runPasswordResetJob(ctx, data),
  },
});
