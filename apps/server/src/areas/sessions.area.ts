import { sessionsRoutes } from '../routes/sessions/sessions.routes.ts';
import { defineArea } from './area.ts';

/** Sessions under the user's control (issue 24, section 5): one's own sessions, and an admin ending a user's. */
export const sessionsArea = defineArea({ name: 'sessions', routes: [sessionsRoutes] });
