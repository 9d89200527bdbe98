import { guardianSignRoutes } from '../routes/support-plans/guardian-sign.routes.ts';
import { defineArea } from './area.ts';

/**
 * Guardians sign a final support plan themselves (issue 24, section 1): a plan's requests to guardians (send,
 * list, withdraw) and the guardian's single-use link (read the revision as HTML and PDF, sign or decline),
 * public and throttled. Its own area so the link's headers (no referrer, no cache) are set in its scope only.
 */
export const guardianSignArea = defineArea({
  name: 'guardian-sign',
  routes: [guardianSignRoutes],
});
