import { normRoutes } from '../routes/norms/norms.routes.ts';
import { defineArea } from './area.ts';

/** Team norms (issue 10, section 2): each school's and district's checklist, copied into meetings when they start. */
export const normsArea = defineArea({ name: 'norms', routes: [normRoutes] });
