import { accessLogRoutes } from '../routes/access-log/access-log.routes.ts';
import { defineArea } from './area.ts';

/** A student's access record (issue 24, section 3): read from the audit's index of students, filled by `emit`. */
export const accessLogArea = defineArea({ name: 'access-log', routes: [accessLogRoutes] });
