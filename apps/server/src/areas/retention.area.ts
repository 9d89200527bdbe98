import { retentionRoutes } from '../routes/retention/retention.routes.ts';
import { defineArea } from './area.ts';

/**
 * Retention of graduated and archived students' records (issue 24, section 6): the runs' reports and the first
 * run's confirmation. The daily run itself goes with the archive sweep (imports area's job), after it.
 */
export const retentionArea = defineArea({ name: 'retention', routes: [retentionRoutes] });
