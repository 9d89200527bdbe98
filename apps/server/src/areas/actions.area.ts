import { actionRoutes } from '../routes/actions/actions.routes.ts';
import { defineArea } from './area.ts';

/** The action tracker (issue 10, section 4): actions by scope, their changes and their CSV export. */
export const actionsArea = defineArea({ name: 'actions', routes: [actionRoutes] });
